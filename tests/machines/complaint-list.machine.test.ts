import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { complaintListMachine } from '../../machines/complaint-list.machine.ts'
import type {
  ComplaintItem,
  ComplaintListEvent,
  ComplaintTab,
  ListPlace,
} from '../../machines/complaint-list.types.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { createControllable } from '../model/harness.ts'

/**
 * My complaints (machines/complaint-list.machine.ts) with the load replaced by a stub the test settles,
 * and every effect recorded in order.
 */

type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'rememberPlace'; params: ListPlace }
  | { type: 'openComplaint'; params: { problemId: string; filed: string } }

const item = (id: string, content: string, time = '2026-11-21 10:00:00'): ComplaintItem => ({
  id,
  time,
  type: 'Collection complaint',
  content,
  status: '',
})
const processing: ComplaintTab = {
  title: 'Processing',
  items: [item('P-1', 'The collector calls me at night'), item('P-2', 'Paid twice')],
}
const finished: ComplaintTab = {
  title: 'Finished',
  items: [item('F-1', 'Wrong amount', '2026-11-02 08:30:00')],
}
const closed: ComplaintTab = { title: 'Closed', items: [] }
const tabs = [processing, finished, closed]

const firstVisit: ListPlace = { tab: 0, scroll: [] }
const rejected: CallFailure = { kind: 'rejected', code: '2', message: 'Please log in again' }

function start(input: ListPlace = firstVisit) {
  const loadComplaints = createControllable<ComplaintTab[], void>('loadComplaints')
  const effects: Effect[] = []
  const record =
    <T extends Effect['type']>(type: T) =>
    (_: unknown, params: Extract<Effect, { type: T }>['params']): void =>
      void effects.push({ type, params } as Effect)
  const actor = createActor(
    complaintListMachine.provide({
      actors: { loadComplaints: loadComplaints.logic },
      actions: {
        showToast: record('showToast'),
        rememberPlace: record('rememberPlace'),
        openComplaint: record('openComplaint'),
      },
    }),
    { input },
  )
  actor.start()
  return { actor, loadComplaints, effects }
}

type Flow = ReturnType<typeof start>

const flush = () => vi.advanceTimersByTimeAsync(0)
const send = (flow: Flow, event: ComplaintListEvent) => flow.actor.send(event)
const snap = (flow: Flow) => flow.actor.getSnapshot()
const place = (flow: Flow): ListPlace => ({ tab: snap(flow).context.tab, scroll: snap(flow).context.scroll })

/** Loads `tabs` from `input` and checks the list shows. */
async function listing(input: ListPlace = firstVisit) {
  const flow = start(input)
  flow.loadComplaints.resolve(tabs)
  await flush()
  expect(snap(flow).value).toBe('listing')
  return flow
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('complaintList: loading', () => {
  it('loads the tabs once, showing busy, then lists the first tab', async () => {
    const flow = start()
    expect(snap(flow).value).toBe('loading')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(snap(flow).context.tabs).toEqual([])
    expect(flow.loadComplaints.calls).toHaveLength(1)
    flow.loadComplaints.resolve(tabs)
    await flush()
    expect(snap(flow).value).toBe('listing')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(snap(flow).context.tabs).toEqual(tabs)
    expect(place(flow)).toEqual({ tab: 0, scroll: [] })
    expect(flow.effects).toEqual([])
  })

  it.each([
    ['the second tab', { tab: 1, scroll: [300, 40] }],
    ['the last tab', { tab: 2, scroll: [0, 0, 75] }],
  ])('Back to the list opens on the remembered place (%s)', async (_what, remembered) => {
    const flow = await listing(remembered)
    expect(place(flow)).toEqual(remembered)
  })

  it.each([
    ['one past the last tab', { tab: 3, scroll: [10, 20, 30, 40] }],
    ['far past the last tab', { tab: 9, scroll: [10] }],
  ])(
    'a remembered tab the server no longer sends (%s) falls back to the first, at the top',
    async (_w, r) => {
      const flow = await listing(r)
      expect(place(flow)).toEqual({ tab: 0, scroll: [] })
    },
  )

  it('no tab at all is the no-complaints state, without a toast; taps mean nothing', async () => {
    const flow = start()
    flow.loadComplaints.resolve([])
    await flush()
    expect(snap(flow).value).toBe('noTabs')
    expect(snap(flow).hasTag('busy')).toBe(false)
    send(flow, { type: 'tab.select', index: 0, scrollY: 0 })
    send(flow, { type: 'complaint.open', id: 'P-1', scrollY: 0 })
    send(flow, { type: 'list.retry' })
    expect(flow.loadComplaints.calls).toHaveLength(1)
    expect(flow.effects).toEqual([])
  })

  it('a failed load toasts the server message (failure tone) and offers a retry that loads again', async () => {
    const flow = start()
    flow.loadComplaints.reject(rejected)
    await flush()
    expect(snap(flow).value).toBe('loadFailed')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { text: 'Please log in again' }, tone: 'failure' } },
    ])
    send(flow, { type: 'list.retry' })
    expect(snap(flow).value).toBe('loading')
    expect(flow.loadComplaints.calls).toHaveLength(2)
    flow.loadComplaints.resolve(tabs)
    await flush()
    expect(snap(flow).value).toBe('listing')
    expect(snap(flow).context.tabs).toEqual(tabs)
  })

  it.each([
    ['network', { kind: 'network' }, { id: 'error.network' }],
    ['malformed', { kind: 'malformed' }, { id: 'error.malformed' }],
    ['not a call failure', new Error('boom'), { id: 'error.processingFailed' }],
  ])('a failed load (%s) toasts %j', async (_what, error, notice) => {
    const flow = start()
    flow.loadComplaints.reject(error)
    await flush()
    expect(flow.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
  })

  it('list.retry means nothing once listed', async () => {
    const flow = await listing()
    expect(snap(flow).can({ type: 'list.retry' })).toBe(false)
    send(flow, { type: 'list.retry' })
    expect(flow.loadComplaints.calls).toHaveLength(1)
  })
})

describe('complaintList: switching tabs keeps where each tab was scrolled', () => {
  it('another tab shows, the tab left keeps its scroll, and the place is remembered', async () => {
    const flow = await listing()
    send(flow, { type: 'tab.select', index: 1, scrollY: 250 })
    expect(place(flow)).toEqual({ tab: 1, scroll: [250] })
    send(flow, { type: 'tab.select', index: 0, scrollY: 80 })
    expect(place(flow)).toEqual({ tab: 0, scroll: [250, 80] })
    send(flow, { type: 'tab.select', index: 1, scrollY: 30 })
    expect(place(flow)).toEqual({ tab: 1, scroll: [30, 80] })
    expect(flow.effects).toEqual([
      { type: 'rememberPlace', params: { tab: 1, scroll: [250] } },
      { type: 'rememberPlace', params: { tab: 0, scroll: [250, 80] } },
      { type: 'rememberPlace', params: { tab: 1, scroll: [30, 80] } },
    ])
    expect(snap(flow).value).toBe('listing')
  })

  it('leaving a tab past the scroll list fills the tabs before it with the top', async () => {
    const flow = await listing({ tab: 2, scroll: [] })
    send(flow, { type: 'tab.select', index: 0, scrollY: 90 })
    expect(place(flow)).toEqual({ tab: 0, scroll: [0, 0, 90] })
  })

  it.each([
    ['negative', -40, 0],
    ['not a number', Number.NaN, 0],
    ['infinite', Number.POSITIVE_INFINITY, 0],
    ['fractional', 12.6, 13],
  ])('a %s scroll position is kept as %s', async (_what, scrollY, kept) => {
    const flow = await listing()
    send(flow, { type: 'tab.select', index: 1, scrollY })
    expect(snap(flow).context.scroll).toEqual([kept])
  })

  it.each([
    ['the tab already shown', 0],
    ['a negative index', -1],
    ['an index past the last tab', 3],
    ['a fractional index', 1.5],
    ['NaN', Number.NaN],
  ])('%s is ignored: nothing changes, nothing is remembered', async (_what, index) => {
    const flow = await listing()
    expect(snap(flow).can({ type: 'tab.select', index, scrollY: 100 })).toBe(false)
    send(flow, { type: 'tab.select', index, scrollY: 100 })
    expect(place(flow)).toEqual({ tab: 0, scroll: [] })
    expect(flow.effects).toEqual([])
  })

  it('the last tab can be chosen even when it is empty', async () => {
    const flow = await listing()
    send(flow, { type: 'tab.select', index: 2, scrollY: 0 })
    expect(place(flow)).toEqual({ tab: 2, scroll: [0] })
  })

  it('a tab chosen while loading is ignored', () => {
    const flow = start()
    send(flow, { type: 'tab.select', index: 1, scrollY: 10 })
    expect(snap(flow).context.tab).toBe(0)
    expect(flow.effects).toEqual([])
  })
})

describe('complaintList: opening a complaint', () => {
  it('a complaint of the shown tab remembers the place, then opens its details; the list is left', async () => {
    const flow = await listing()
    send(flow, { type: 'complaint.open', id: 'P-2', scrollY: 420 })
    expect(flow.effects).toEqual([
      { type: 'rememberPlace', params: { tab: 0, scroll: [420] } },
      // With its listed time: the details show it when problem-detail gives none.
      { type: 'openComplaint', params: { problemId: 'P-2', filed: '2026-11-21 10:00:00' } },
    ])
    expect(snap(flow).value).toBe('leaving')
    expect(snap(flow).status).toBe('done')
  })

  it('after switching tabs, a complaint of the new tab opens with both scroll positions kept', async () => {
    const flow = await listing()
    send(flow, { type: 'tab.select', index: 1, scrollY: 250 })
    send(flow, { type: 'complaint.open', id: 'F-1', scrollY: 60 })
    expect(flow.effects.slice(1)).toEqual([
      { type: 'rememberPlace', params: { tab: 1, scroll: [250, 60] } },
      { type: 'openComplaint', params: { problemId: 'F-1', filed: '2026-11-02 08:30:00' } },
    ])
  })

  it.each([
    ['a complaint of another tab', 'F-1'],
    ['an unknown id', 'P-404'],
    ['an empty id', ''],
  ])('%s opens nothing', async (_what, id) => {
    const flow = await listing()
    expect(snap(flow).can({ type: 'complaint.open', id, scrollY: 0 })).toBe(false)
    send(flow, { type: 'complaint.open', id, scrollY: 0 })
    expect(flow.effects).toEqual([])
    expect(snap(flow).value).toBe('listing')
  })

  it('an empty tab opens nothing', async () => {
    const flow = await listing({ tab: 2, scroll: [] })
    send(flow, { type: 'complaint.open', id: 'P-1', scrollY: 0 })
    expect(flow.effects).toEqual([])
  })

  it('a tap while loading or after a failed load opens nothing', async () => {
    const flow = start()
    send(flow, { type: 'complaint.open', id: 'P-1', scrollY: 0 })
    flow.loadComplaints.reject({ kind: 'network' })
    await flush()
    send(flow, { type: 'complaint.open', id: 'P-1', scrollY: 0 })
    expect(flow.effects.map((e) => e.type)).toEqual(['showToast'])
  })
})
