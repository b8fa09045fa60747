import { render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { describe, expect, it } from 'vitest'
import type { InspectionEvent } from 'xstate'
import { complaintListMachine } from '../../machines/complaint-list.machine.ts'
import type { ComplaintItem, ComplaintTab, ListPlace } from '../../machines/complaint-list.types.ts'
import { ComplaintListView } from '../../src/screens/complaint/complaint-list-view.tsx'
import { ServicesProvider } from '../../src/screens/shared/services.tsx'
import {
  BACK_ON_SECOND_TAB,
  COMPLAINT_HOME_HREF,
  FIRST_VISIT,
  linkServices,
  ONE_EMPTY_TAB,
  SERVER_BUSY,
  TABS,
} from './complaint-follow.fixtures.ts'
import { createModel, expectFullCoverage, recorder, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent, StateContext } from './harness.ts'
import { scenarios } from './samples/complaint-list.samples.ts'
import { expectLoadFailure } from './load-failure.ts'

type Machine = typeof complaintListMachine
type Src = 'loadComplaints'
type Ctx = StateContext<Machine, Src>

// ------------------------------------------------------------------------------- host effects

/** What the list asked of the host (and of the page around it) on this path, in order. */
const host = recorder()
/**
 * The oracle, kept from what the borrower and the server did (not read from the machine): the tabs
 * the server sent, the tab the borrower is on and how far each tab was scrolled when left, and the
 * effects the host should have seen.
 */
let loaded: ComplaintTab[] | undefined
let place: ListPlace = FIRST_VISIT
let expectedEffects: Array<{ action: string; params: unknown }> = []

const expectEffect = (action: string, params: unknown) => void expectedEffects.push({ action, params })
const tabs = (): ComplaintTab[] => {
  if (loaded === undefined) throw new Error('no tabs were loaded on this path')
  return loaded
}
/** The borrower leaves the current tab scrolled to `y`. */
function leaveTabAt(y: number) {
  const scroll = [...place.scroll]
  while (scroll.length <= place.tab) scroll.push(0)
  scroll[place.tab] = y
  place = { ...place, scroll }
}
const tabLabel = (tab: ComplaintTab) => `${tab.title} (${tab.items.length})`
/**
 * A complaint row's name: all it says, its type ("Complaint" when none), time and status (when any),
 * reference no. and text.
 */
const rowName = (item: ComplaintItem) =>
  [
    item.type !== '' ? item.type : 'Complaint',
    item.time,
    item.status,
    `Reference no. ${item.id}`,
    item.content,
  ]
    .filter((part) => part !== '')
    .join(' ')

function Screen({
  machine,
  input,
  inspect,
}: {
  machine: Machine
  input: ListPlace
  inspect: (event: InspectionEvent) => void
}) {
  const actor = useActorRef(machine, { input, inspect })
  return <ComplaintListView actor={actor} />
}

/**
 * "File a complaint" opens the complaint start through the router (AppLink: navigate.go, the page
 * query for its address); the dead end's "Go to home" goes through the host (WayOn's bridge).
 */
const services = linkServices((action, params) => void host.calls.push({ action, params }))
/** A tap on "File a complaint": the complaint start, nothing else asked of the router. */
const NEW_COMPLAINT_OPENED = { action: 'go', params: ['/complaint'] }

// ------------------------------------------------------------------------------- models

const modelFor = (samples: typeof scenarios.firstVisit) =>
  createModel(complaintListMachine, {
    input: samples.input,
    // The guards read the tab shown and the tabs' complaints; the scroll positions only travel (the
    // oracle and window.scrollY check them), so they stay out of the key.
    contextKeys: ['tab', 'tabs'],
    controllable: ['loadComplaints'],
    // `scrollY` of a tab.select or complaint.open is where the tab being left was scrolled.
    events: samples.events,
  })

const firstVisit = modelFor(scenarios.firstVisit)
const backOnSecondTab = modelFor(scenarios.backOnSecondTab)

// ------------------------------------------------------------------------------- executor

const tablist = (ctx: Ctx) => ctx.screen.getByRole('tablist', { name: 'Complaints' })

/** The list as the borrower sees it, on the oracle's tab and scroll position. */
function showsList(ctx: Ctx) {
  const { screen } = ctx
  const all = tabs()
  expect(document.querySelector('.skeleton')).toBeNull()
  expect(screen.queryByRole('alert')).toBeNull()
  const shown = within(tablist(ctx)).getAllByRole('tab')
  expect(shown.map((tab) => tab.textContent)).toEqual(all.map(tabLabel))
  expect(shown.map((tab) => tab.getAttribute('aria-selected'))).toEqual(
    all.map((_, index) => String(index === place.tab)),
  )
  // The chosen tab is the one in the tab order, and it names the panel.
  expect(shown.map((tab) => tab.tabIndex)).toEqual(all.map((_, index) => (index === place.tab ? 0 : -1)))
  const panel = screen.getByRole('tabpanel')
  expect(panel.getAttribute('aria-labelledby')).toBe(shown[place.tab]?.id)
  const tab = all[place.tab]
  if (tab === undefined) throw new Error(`the oracle is on tab ${place.tab} of ${all.length}`)
  if (tab.items.length === 0) {
    expect(within(panel).queryByRole('list')).toBeNull()
    // The empty tab's title is a heading under the page's h1.
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('No complaints here')
    expect(panel.textContent).toContain(
      all.length > 1 ? 'Complaints in this tab will show here.' : 'Complaints you file will show here.',
    )
    const link = within(panel).getByRole('link', { name: 'File a complaint' })
    expect(link.getAttribute('href')).toBe(COMPLAINT_HOME_HREF)
  } else {
    const list = within(panel).getByRole('list', { name: tab.title })
    const rows = within(list).getAllByRole('button')
    expect(rows.map((row) => row.querySelector('.complaint-row__type')?.textContent)).toEqual(
      tab.items.map((item) => (item.type !== '' ? item.type : 'Complaint')),
    )
    expect(rows.map((row) => row.querySelector('.complaint-row__time')?.textContent ?? '')).toEqual(
      tab.items.map((item) => item.time),
    )
    expect(rows.map((row) => row.querySelector('.complaint-row__content')?.textContent)).toEqual(
      tab.items.map((item) => item.content),
    )
    // The status when the list gives one (none otherwise), and always the reference no. (the id).
    expect(rows.map((row) => row.querySelector('.status-chip')?.textContent ?? '')).toEqual(
      tab.items.map((item) => item.status),
    )
    expect(rows.map((row) => row.querySelector('.complaint-row__reference')?.textContent)).toEqual(
      tab.items.map((item) => `Reference no. ${item.id}`),
    )
    expect(within(panel).queryByRole('link', { name: 'File a complaint' })).toBeNull()
  }
  // Each tab opens where the borrower left it; a tab never left opens at the top.
  expect(window.scrollY).toBe(place.scroll[place.tab] ?? 0)
  expect(host.calls).toEqual(expectedEffects)
}

function executorFor(input: ListPlace): Executor<Machine, Src> {
  return {
    render: ({ machine, inspect }) => {
      host.reset()
      loaded = undefined
      place = { tab: input.tab, scroll: [...input.scroll] }
      expectedEffects = []
      // A page long enough for the samples' scroll positions: a real browser stops at the bottom of a
      // short one (happy-dom scrolls anywhere).
      document.body.style.minHeight = '10000px'
      document.body.style.paddingTop = ''
      window.scrollTo(0, 0)
      const withHost = machine.provide({
        actions: {
          showToast: host.record('showToast'),
          rememberPlace: host.record('rememberPlace'),
          openComplaint: host.record('openComplaint'),
        },
      })
      render(
        <ServicesProvider services={services}>
          <Screen machine={withHost} input={input} inspect={inspect} />
        </ServicesProvider>,
      )
    },
    events: {
      'xstate.done.actor.loadComplaints': ({ actors, event }) => {
        const output = ('output' in event ? event.output : undefined) as ComplaintTab[]
        if (output.length > 0) {
          loaded = output
          // A remembered tab the server no longer sends: the first tab, at the top.
          if (place.tab >= output.length) place = { tab: 0, scroll: [] }
        }
        actors.loadComplaints.resolve(output)
      },
      'xstate.error.actor.loadComplaints': ({ actors }) => {
        expectEffect('showToast', { notice: { text: SERVER_BUSY.message }, tone: 'failure' })
        actors.loadComplaints.reject(SERVER_BUSY)
      },
      'list.retry': async ({ user, screen }) => {
        await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }))
      },
      'tab.select': async (ctx) => {
        const { event, user } = ctx
        const target = tabs()[event.index]
        if (target === undefined) throw new Error(`no tab ${event.index} in the sample`)
        // The borrower scrolled the tab being left, then taps another tab.
        window.scrollTo(0, event.scrollY)
        leaveTabAt(event.scrollY)
        place = { ...place, tab: event.index }
        expectEffect('rememberPlace', { tab: place.tab, scroll: place.scroll })
        await user.click(within(tablist(ctx)).getByRole('tab', { name: tabLabel(target) }))
      },
      'complaint.open': async ({ event, user, screen }) => {
        const item = tabs()[place.tab]?.items.find((i) => i.id === event.id)
        if (item === undefined) throw new Error(`complaint ${event.id} is not on tab ${place.tab}`)
        const row = within(screen.getByRole('tabpanel')).getByRole('button', { name: rowName(item) })
        // The borrower taps a complaint they can see: the page is laid out so that the row is on screen
        // at the sample's scroll position (a real browser scrolls a row off screen into view as it takes
        // the focus, and the view would read that position instead).
        document.body.style.paddingTop = ''
        const rowTop = row.getBoundingClientRect().top + window.scrollY
        document.body.style.paddingTop = `${Math.max(0, event.scrollY + 8 - rowTop)}px`
        window.scrollTo(0, event.scrollY)
        leaveTabAt(event.scrollY)
        expectEffect('rememberPlace', { tab: place.tab, scroll: place.scroll })
        // With its listed time, for a problem-detail without one (docs/decisions/031).
        expectEffect('openComplaint', { problemId: item.id, filed: item.time })
        await user.click(row)
      },
    },
    states: {
      loading: ({ screen, actors }) => {
        expect(document.title).toBe('My complaints · Bayad')
        expect(screen.getByRole('heading', { level: 1, name: 'My complaints' })).toBeTruthy()
        expect(document.querySelector('.skeleton')).not.toBeNull()
        expect(screen.queryByRole('tablist')).toBeNull()
        expect(screen.queryByRole('alert')).toBeNull()
        expect(actors.loadComplaints.pending()).toHaveLength(1)
        expect(host.calls).toEqual(expectedEffects)
      },
      loadFailed: ({ screen, actors, snapshot }) => {
        expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
        const alert = screen.getByRole('alert')
        expect(alert.textContent).toContain('Your complaints could not be loaded.')
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
        expect(document.querySelector('.skeleton')).toBeNull()
        expect(screen.queryByRole('tablist')).toBeNull()
        expect(actors.loadComplaints.pending()).toEqual([])
        expect(host.toasts().at(-1)).toEqual({ notice: { text: SERVER_BUSY.message }, tone: 'failure' })
        expect(host.calls).toEqual(expectedEffects)
      },
      noTabs: ({ screen }) => {
        expect(screen.getByRole('heading', { name: 'No complaints yet' })).toBeTruthy()
        expect(screen.getByText('You have not filed a complaint.')).toBeTruthy()
        const link = screen.getByRole('link', { name: 'File a complaint' })
        expect(link.getAttribute('href')).toBe(COMPLAINT_HOME_HREF)
        expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy()
        expect(screen.queryByRole('tablist')).toBeNull()
        expect(document.querySelector('.skeleton')).toBeNull()
        expect(host.calls).toEqual(expectedEffects)
      },
      listing: showsList,
      leaving: (ctx) => {
        // The details open over the list as it was left (Back finds the same tab and place).
        showsList(ctx)
        expect(ctx.snapshot().status).toBe('done')
        expect(host.of('openComplaint')).toHaveLength(1)
      },
    },
  }
}

firstVisit.testPaths(executorFor(FIRST_VISIT), { title: 'first visit', expectFullCoverage: false })
backOnSecondTab.testPaths(executorFor(BACK_ON_SECOND_TAB), {
  title: 'back on the second tab at 240',
  expectFullCoverage: false,
})

// ------------------------------------------------------------------------------- scenarios

const scenario = (input: ListPlace, name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(complaintListMachine, input, name, events)
const loadTabs = { type: 'xstate.done.actor.loadComplaints', output: TABS } as const

describe('complaint list: scenarios', () => {
  it('each tab comes back where it was left: the first at 240 after a visit to the second and third', async () => {
    await firstVisit.runPath(
      scenario(FIRST_VISIT, 'tabs remember their scroll', [
        loadTabs,
        { type: 'tab.select', index: 1, scrollY: 240 },
        { type: 'tab.select', index: 2, scrollY: 80 },
        { type: 'tab.select', index: 1, scrollY: 0 },
        { type: 'tab.select', index: 0, scrollY: 150 },
        { type: 'complaint.open', id: 'P-101', scrollY: 500 },
      ]),
      executorFor(FIRST_VISIT),
    )
    expect(host.calls).toEqual([
      { action: 'rememberPlace', params: { tab: 1, scroll: [240] } },
      { action: 'rememberPlace', params: { tab: 2, scroll: [240, 80] } },
      { action: 'rememberPlace', params: { tab: 1, scroll: [240, 80, 0] } },
      { action: 'rememberPlace', params: { tab: 0, scroll: [240, 150, 0] } },
      { action: 'rememberPlace', params: { tab: 0, scroll: [500, 150, 0] } },
      { action: 'openComplaint', params: { problemId: 'P-101', filed: '2026-11-05 10:20' } },
    ])
  })

  it('arrow keys, Home and End choose tabs like taps and keep each scroll position', async () => {
    const executor = executorFor(FIRST_VISIT)
    const keyOf = (from: number, to: number, count: number) =>
      to === 0 ? '{Home}' : to === count - 1 ? '{End}' : to === from + 1 ? '{ArrowRight}' : '{ArrowLeft}'
    await firstVisit.runPath(
      scenario(FIRST_VISIT, 'tabs by keyboard', [
        loadTabs,
        { type: 'tab.select', index: 1, scrollY: 240 },
        { type: 'tab.select', index: 2, scrollY: 80 },
        { type: 'tab.select', index: 1, scrollY: 0 },
        { type: 'tab.select', index: 0, scrollY: 30 },
      ]),
      {
        ...executor,
        events: {
          ...executor.events,
          'tab.select': async (ctx) => {
            const { event, user } = ctx
            const from = place.tab
            window.scrollTo(0, event.scrollY)
            leaveTabAt(event.scrollY)
            place = { ...place, tab: event.index }
            expectEffect('rememberPlace', { tab: place.tab, scroll: place.scroll })
            within(tablist(ctx)).getAllByRole('tab')[from]?.focus()
            await user.keyboard(keyOf(from, event.index, tabs().length))
            expect(document.activeElement?.textContent).toBe(tabLabel(tabs()[event.index] as ComplaintTab))
          },
        },
      },
    )
    expect(host.of('rememberPlace').at(-1)).toEqual({ tab: 0, scroll: [240, 30, 0] })
  })

  it('a tap on the tab already shown asks nothing and leaves the scroll where it is', async () => {
    const executor = executorFor(FIRST_VISIT)
    await firstVisit.runPath(
      scenario(FIRST_VISIT, 'same tab', [loadTabs, { type: 'tab.select', index: 0, scrollY: 120 }]),
      {
        ...executor,
        events: {
          ...executor.events,
          'tab.select': async (ctx) => {
            // The borrower scrolled the shown tab to 120 and taps it: the page must stay at 120 (the
            // oracle follows it there) and nothing is remembered (no rememberPlace expected).
            window.scrollTo(0, ctx.event.scrollY)
            place = { ...place, scroll: [ctx.event.scrollY] }
            await ctx.user.click(
              within(tablist(ctx)).getByRole('tab', { name: tabLabel(TABS[0] as ComplaintTab) }),
            )
          },
        },
      },
    )
    expect(host.calls).toEqual([])
  })

  it('back on the second tab at 240, the server sends one tab only: the first tab, at the top', async () => {
    await backOnSecondTab.runPath(
      scenario(BACK_ON_SECOND_TAB, 'remembered tab gone', [
        { type: 'xstate.done.actor.loadComplaints', output: ONE_EMPTY_TAB },
      ]),
      executorFor(BACK_ON_SECOND_TAB),
    )
  })

  it('back on the second tab at 240 after a failed load and Try again; its complaint opens', async () => {
    await backOnSecondTab.runPath(
      scenario(BACK_ON_SECOND_TAB, 'retry, then the remembered place', [
        { type: 'xstate.error.actor.loadComplaints', error: SERVER_BUSY },
        { type: 'list.retry' },
        loadTabs,
        { type: 'complaint.open', id: 'P-090', scrollY: 260 },
      ]),
      executorFor(BACK_ON_SECOND_TAB),
    )
    expect(host.calls.slice(1)).toEqual([
      { action: 'rememberPlace', params: { tab: 1, scroll: [0, 260] } },
      { action: 'openComplaint', params: { problemId: 'P-090', filed: '2026-10-28 09:00' } },
    ])
  })

  it('no complaints: "File a complaint" opens the complaint start, "Go to home" asks the host', async () => {
    const executor = executorFor(FIRST_VISIT)
    await firstVisit.runPath(
      scenario(FIRST_VISIT, 'no tabs, ways on', [{ type: 'xstate.done.actor.loadComplaints', output: [] }]),
      {
        ...executor,
        states: {
          ...executor.states,
          noTabs: async (ctx) => {
            await executor.states.noTabs?.(ctx)
            await ctx.user.click(ctx.screen.getByRole('link', { name: 'File a complaint' }))
            await ctx.user.click(ctx.screen.getByRole('button', { name: 'Go to home' }))
          },
        },
      },
    )
    expect(host.calls).toEqual([NEW_COMPLAINT_OPENED, { action: 'bridge', params: { type: 'goHome' } }])
    // The link's own navigation is left to the router (preventDefault): the test page is still here.
    expect(window.location.pathname).not.toBe('/complaint')
  })

  it('an empty tab offers "File a complaint" too', async () => {
    const executor = executorFor(FIRST_VISIT)
    await firstVisit.runPath(
      scenario(FIRST_VISIT, 'empty tab, file a complaint', [
        loadTabs,
        { type: 'tab.select', index: 2, scrollY: 0 },
      ]),
      {
        ...executor,
        states: {
          ...executor.states,
          listing: async (ctx) => {
            showsList(ctx)
            if (place.tab !== 2) return
            await ctx.user.click(
              within(ctx.screen.getByRole('tabpanel')).getByRole('link', { name: 'File a complaint' }),
            )
            expect(host.calls.at(-1)).toEqual(NEW_COMPLAINT_OPENED)
          },
        },
      },
    )
  })
})

describe('model coverage', () => {
  it('walks both starting places', () => {
    console.log(
      `complaintList paths: first visit ${firstVisit.stats.paths} (${firstVisit.stats.steps} steps, ${firstVisit.stats.generationMs} ms), back on the second tab ${backOnSecondTab.stats.paths} (${backOnSecondTab.stats.steps} steps)`,
    )
    const returnsToATab = firstVisit.paths.some(
      (path) => path.steps.filter((step) => step.event.type === 'tab.select').length >= 2,
    )
    expect(returnsToATab).toBe(true)
  })

  it('covers every state and transition of complaintList', () => {
    const coverage = expectFullCoverage('complaintList')
    console.log(
      `complaintList coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}, path runs ${coverage.paths}`,
    )
  })
})
