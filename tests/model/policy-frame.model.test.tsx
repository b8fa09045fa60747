import { cleanup, fireEvent, render, screen as rtlScreen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import nodeConsole from 'node:console'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { InspectionEvent } from 'xstate'
import { POLICY_LOAD_TIMEOUT_MS, policyFrameMachine } from '../../machines/policy-frame.machine.ts'
import { company } from '../../src/company.ts'
import { ServicesProvider } from '../../src/screens/shared/services.tsx'
import { PolicyView } from '../../src/screens/site/policy-screen.tsx'
import { createModel, expectFullCoverage, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent, StateContext, StepContext, SyntheticEvent } from './harness.ts'
import {
  NOT_FOUND,
  POLICY_PAGE,
  PROBE_DONE,
  PROBE_ERROR,
  PROBE_INVOKE,
  scenarios,
} from './samples/policy-frame.samples.ts'
import { expectSiteSection, siteServices } from './site.fixtures.ts'

type Machine = typeof policyFrameMachine
type Src = 'probe'
type Ctx = StateContext<Machine, Src>
type Screen = Ctx['screen']

const TIMEOUT = 'xstate.after.POLICY_LOAD_TIMEOUT_MS.policyFrame.loading'

const FRAME_TITLE = `Privacy policy of ${company.legalName}`
const LOADING = 'Loading the privacy policy…'
const OPEN_PAGE = 'Open the privacy policy on its own page'
const NOT_LOADED =
  'The privacy policy page of our company site could not be loaded. Here is our privacy policy as published in the app.'
/** The in-app text (src/content/privacy-policy.md), its own chunk: an article named by its title. */
const IN_APP_TEXT = 'Privacy policy'

// happy-dom does not load frames: it reports each one it cannot load on the console (and fires `error`
// on it, which the view does not listen to). The frame's load is the model's `frame.loaded`, fired by
// the executor; keep only that report off the console.
// It writes to Node's own console (vitest's per-test console replaces the global one later).
const consoleError = nodeConsole.error.bind(nodeConsole)
const quietFrames = vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
  const [first] = args
  if (first instanceof Error && first.message.includes('Iframe page loading is disabled')) return
  consoleError(...args)
})
afterAll(() => quietFrames.mockRestore())

// The in-app text is an on-demand chunk (src/ui/on-demand.tsx) that the fake clock would never let
// arrive: let it load once, for real, as a visitor's first fallback would, before the model runs.
// From then on the fallback renders it at once, as it does for a visitor who already saw it.
beforeAll(async () => {
  function Warm() {
    const actor = useActorRef(policyFrameMachine, { input: { url: '' } })
    return <PolicyView actor={actor} />
  }
  render(
    <ServicesProvider services={siteServices()}>
      <Warm />
    </ServicesProvider>,
  )
  await rtlScreen.findByRole('article', { name: IN_APP_TEXT }, { timeout: 15_000 })
  cleanup()
}, 20_000)

// ------------------------------------------------------------------------------- the oracle

/**
 * Kept from what the frame and the probe did (not read from the machine): how many times the page
 * was framed and probed (the first time, then once per Try again), whether the current frame has
 * loaded and the current probe answered, and the frame element the view is loading (it must not be
 * replaced, so reloaded, once the page shows).
 */
let attempts = 0
let frameLoaded = false
let probeAnswered = false
let frameElement: HTMLIFrameElement | null = null
/** How the last probe ended when the page fell back: refused, cancelled by the timeout, or it had found the page. */
let probeEnd: 'rejected' | 'aborted' | 'resolved' | undefined

function startAttempt() {
  attempts += 1
  frameLoaded = false
  probeAnswered = false
  frameElement = null
  probeEnd = undefined
}

function Screen({
  machine,
  inspect,
  url,
}: {
  machine: Machine
  inspect: (event: InspectionEvent) => void
  url: string
}) {
  const actor = useActorRef(machine, { input: { url }, inspect })
  return <PolicyView actor={actor} />
}

// ------------------------------------------------------------------------------- models

/** A probe answers once: after it found the page, it neither answers again nor fails. */
const probeCan = (snapshot: { matches: (value: object) => boolean }, event: ModelEvent<Machine>) =>
  !(snapshot.matches({ loading: 'probed' }) && (event.type === PROBE_DONE || event.type === PROBE_ERROR))

/** A policy page is configured: the frame, the probe, their races, the timeout and Try again. */
const configured = createModel(policyFrameMachine, {
  input: scenarios.configured.input,
  controllable: ['probe'],
  events: scenarios.configured.events,
  filterEvents: probeCan,
})
/** None is (or it is not an http(s) address): the in-app text at once, and nothing to try again. */
const unconfigured = createModel(policyFrameMachine, {
  input: scenarios.unconfigured.input,
  controllable: ['probe'],
  events: scenarios.unconfigured.events,
  filterEvents: probeCan,
})

// ------------------------------------------------------------------------------- executor

const frame = (screen: Screen) => screen.getByTitle(FRAME_TITLE) as HTMLIFrameElement
const frameBox = () => document.querySelector('.policy-frame')

/** The section around the policy, in every state. */
function page({ screen }: Ctx) {
  expectSiteSection(screen, 'Privacy policy', 'Privacy policy')
  expect(screen.getByRole('main').textContent).toContain(
    `This is the privacy policy of ${company.legalName} as published on our company site.`,
  )
}

/** The frame of the configured page, sandboxed, with no referrer. */
function expectFrame(screen: Screen, url: string) {
  const element = frame(screen)
  expect(element.tagName).toBe('IFRAME')
  expect(element.getAttribute('src')).toBe(url)
  expect(element.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox')
  expect(element.getAttribute('referrerpolicy')).toBe('no-referrer')
  return element
}

function noFallback(screen: Screen) {
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.queryByRole('article', { name: IN_APP_TEXT })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
}

/** The timeout: nothing falls back 1 ms early, then the frame gives way to the in-app text. */
async function timeout(ctx: StepContext<Machine, Src, SyntheticEvent>, url: string) {
  await ctx.advance(POLICY_LOAD_TIMEOUT_MS - 1)
  expect(ctx.snapshot().matches('loading')).toBe(true)
  expect(frame(ctx.screen)).toBe(frameElement)
  expect(ctx.screen.getByRole('status').textContent).toBe(LOADING)
  expectFrame(ctx.screen, url)
  await ctx.advance(1)
  probeEnd = probeAnswered ? 'resolved' : 'aborted'
}

function executorFor(url: string): Executor<Machine, Src> {
  return {
    render: ({ machine, inspect }) => {
      attempts = 0
      frameLoaded = false
      probeAnswered = false
      frameElement = null
      probeEnd = undefined
      if (url !== '') startAttempt()
      render(
        <ServicesProvider services={siteServices()}>
          <Screen machine={machine} inspect={inspect} url={url} />
        </ServicesProvider>,
      )
    },
    events: {
      'frame.loaded': ({ screen }) => {
        frameLoaded = true
        fireEvent.load(frame(screen))
      },
      'frame.retry': async ({ user, screen }) => {
        startAttempt()
        await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }))
      },
      [PROBE_DONE]: ({ actors }) => {
        probeAnswered = true
        actors.probe.resolve(undefined)
      },
      [PROBE_ERROR]: ({ actors }) => {
        probeEnd = 'rejected'
        actors.probe.reject(NOT_FOUND)
      },
      [TIMEOUT]: (ctx) => timeout(ctx, url),
    },
    states: {
      loading: (ctx) => {
        const { screen, actors } = ctx
        page(ctx)
        expect(url).not.toBe('')
        const element = expectFrame(screen, url)
        // The same frame keeps loading while the probe runs: never replaced (it would load again).
        if (frameElement === null) frameElement = element
        expect(element).toBe(frameElement)
        expect(frameBox()?.getAttribute('aria-busy')).toBe('true')
        expect(screen.getByRole('status').textContent).toBe(LOADING)
        expect(screen.queryByRole('link', { name: OPEN_PAGE })).toBeNull()
        noFallback(screen)
        // One probe per attempt, of the configured page.
        expect(actors.probe.calls.map((call) => call.input)).toEqual(
          Array.from({ length: attempts }, () => ({ url })),
        )
        expect(actors.probe.calls.slice(0, -1).every((call) => call.status !== 'pending')).toBe(true)
        expect(actors.probe.calls.at(-1)?.status).toBe(probeAnswered ? 'resolved' : 'pending')
      },
      'loading.pending': () => {
        expect(frameLoaded).toBe(false)
        expect(probeAnswered).toBe(false)
      },
      'loading.framed': () => {
        expect(frameLoaded).toBe(true)
        expect(probeAnswered).toBe(false)
      },
      'loading.probed': () => {
        expect(frameLoaded).toBe(false)
        expect(probeAnswered).toBe(true)
      },
      shown: (ctx) => {
        const { screen, actors } = ctx
        page(ctx)
        expect(frameLoaded && probeAnswered).toBe(true)
        // The frame that loaded is the one shown, not a new one.
        expect(expectFrame(screen, url)).toBe(frameElement)
        expect(frameBox()?.getAttribute('aria-busy')).toBe('false')
        expect(screen.getByRole('status').textContent).toBe('')
        const open = screen.getByRole('link', { name: OPEN_PAGE })
        expect(open.getAttribute('href')).toBe(url)
        expect(open.getAttribute('target')).toBe('_blank')
        expect(open.getAttribute('rel')).toBe('noopener noreferrer')
        noFallback(screen)
        expect(actors.probe.pending()).toEqual([])
      },
      fallback: (ctx) => {
        const { screen, actors } = ctx
        page(ctx)
        expect(screen.queryByTitle(FRAME_TITLE)).toBeNull()
        expect(frameBox()).toBeNull()
        expect(screen.queryByRole('link', { name: OPEN_PAGE })).toBeNull()
        // With a page that could not be loaded: why, and Try again. With none configured, no notice.
        if (url === '') {
          expect(screen.queryByRole('alert')).toBeNull()
          expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
        } else {
          const notice = screen.getByRole('alert')
          expect(notice.textContent).toContain(NOT_LOADED)
          expect(within(notice).queryByRole('button', { name: 'Try again' })).not.toBeNull()
        }
        // The in-app text, with its contents.
        const text = screen.getByRole('article', { name: IN_APP_TEXT })
        expect(within(text).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3)
        expect(text.textContent).toContain('Lender information')
        // The probe was refused or cancelled by the timeout; with no page, never asked.
        expect(actors.probe.pending()).toEqual([])
        expect(actors.probe.calls).toHaveLength(attempts)
        if (attempts > 0) expect(actors.probe.calls.at(-1)?.status).toBe(probeEnd)
      },
    },
  }
}

configured.testPaths(executorFor(POLICY_PAGE), { title: 'page configured', expectFullCoverage: false })
unconfigured.testPaths(executorFor(''), { title: 'no page configured', expectFullCoverage: false })

// ------------------------------------------------------------------------------- scenarios

const scenario = (name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(policyFrameMachine, { url: POLICY_PAGE }, name, events)
const done = { type: PROBE_DONE, output: undefined } as const
const loaded = { type: 'frame.loaded' } as const

describe('policy frame: scenarios', () => {
  it('once the page shows, the timeout no longer falls back, and a late load event changes nothing', async () => {
    const executor = executorFor(POLICY_PAGE)
    await configured.runPath(scenario('shown stays', [loaded, done]), {
      ...executor,
      states: {
        ...executor.states,
        shown: async (ctx) => {
          await executor.states.shown?.(ctx)
          await ctx.advance(POLICY_LOAD_TIMEOUT_MS * 2)
          // The page inside the frame navigates (a link within it): the frame loads again.
          fireEvent.load(frame(ctx.screen))
          await ctx.advance(0)
          expect(ctx.snapshot().value).toBe('shown')
          await executor.states.shown?.(ctx)
        },
      },
    })
  })

  it('Try again gets a fresh 10 s: the first attempt’s time does not count', async () => {
    await configured.runPath(
      scenario('retry after a timeout, then shown', [
        loaded,
        { type: TIMEOUT },
        { type: 'frame.retry' },
        { type: TIMEOUT },
        { type: 'frame.retry' },
        done,
        loaded,
      ]),
      executorFor(POLICY_PAGE),
    )
  })

  it('the frame that loaded before a failed probe is not trusted: the in-app text shows', async () => {
    await configured.runPath(
      scenario('framed, then refused, then Try again', [
        loaded,
        { type: PROBE_ERROR, error: NOT_FOUND },
        { type: 'frame.retry' },
        done,
        loaded,
      ]),
      executorFor(POLICY_PAGE),
    )
  })
})

describe('policy frame model', () => {
  it('names the probe invoke as the samples expect', () => {
    expect([...configured.invokes]).toEqual([[PROBE_INVOKE, 'probe']])
    expect(configured.afterEvents.has(TIMEOUT)).toBe(true)
  })

  it('walks both inputs', () => {
    console.log(
      `policyFrame paths: page configured ${configured.stats.paths} (${configured.stats.steps} steps, ${configured.stats.generationMs} ms), no page ${unconfigured.stats.paths} (${unconfigured.stats.steps} steps)`,
    )
    expect(unconfigured.paths).toHaveLength(1)
  })

  it('covers every state and transition of policyFrame', () => {
    const coverage = expectFullCoverage('policyFrame')
    console.log(
      `policyFrame coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}, path runs ${coverage.paths}`,
    )
  })
})
