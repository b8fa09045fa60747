import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type ActorRefFrom } from 'xstate'
import { complaintDetailsMachine, RATING_POPUP_DELAY_MS } from '../../machines/complaint-details.machine.ts'
import { complaintStatus, hasReply } from '../../machines/complaint-details.rules.ts'
import type {
  ComplaintDetail,
  ComplaintDetailsEvent,
  ComplaintStatus,
  Gallery,
} from '../../machines/complaint-details.types.ts'
import { ratingMachine } from '../../machines/rating.machine.ts'
import type { RatingEvent } from '../../machines/rating.types.ts'
import { stageOf, type ComplaintStage } from '../../machines/shared/complaint.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { createControllable } from '../model/harness.ts'

/**
 * Complaint details (machines/complaint-details.machine.ts) with the load and the rating popup's
 * save-score replaced by stubs the test settles, and every effect (the page's and the popup's)
 * recorded in order. The popup's delay runs on the fake clock.
 */

type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'rating.showToast'; params: ToastParams }
  | { type: 'rating.scoreAccepted'; params: { stars: number } }

/** A complaint answered by support, with three evidence images and one reply image. */
const detail = (changes: Partial<ComplaintDetail> = {}): ComplaintDetail => ({
  problemId: 'P1',
  type: 'Collection complaint',
  sonType: 'Calls outside allowed hours',
  content: 'The collector calls me at night',
  images: ['https://cdn.bayad.test/e1.png', 'https://cdn.bayad.test/e2.png', 'https://cdn.bayad.test/e3.png'],
  disposeName: 'Ana',
  disposeDetail: 'We have warned the collector.',
  disposeImages: ['https://cdn.bayad.test/r1.png'],
  needsScore: true,
  status: '',
  filed: '2026-11-21 10:00:00',
  ...changes,
})

const rejected: CallFailure = { kind: 'rejected', code: '9', message: 'Score already saved' }
const scoreSaved: ToastParams = { notice: { id: 'complaint.scoreSaved' }, tone: 'info' }

function start(problemId = 'P1') {
  const calls = {
    loadDetail: createControllable<ComplaintDetail, { problemId: string }>('loadDetail'),
    submitScore: createControllable<void, { stars: number }>('submitScore'),
  }
  const effects: Effect[] = []
  const record =
    <T extends Effect['type']>(type: T) =>
    (_: unknown, params: unknown): void =>
      void effects.push({ type, params } as Effect)
  const actor = createActor(
    complaintDetailsMachine.provide({
      actors: {
        loadDetail: calls.loadDetail.logic,
        rating: ratingMachine.provide({
          actors: { submitScore: calls.submitScore.logic },
          actions: { showToast: record('rating.showToast'), scoreAccepted: record('rating.scoreAccepted') },
        }),
      },
      actions: { showToast: record('showToast') },
    }),
    { input: { problemId } },
  )
  actor.start()
  return { actor, calls, effects }
}

type Flow = ReturnType<typeof start>

const flush = () => vi.advanceTimersByTimeAsync(0)
const send = (flow: Flow, event: ComplaintDetailsEvent) => flow.actor.send(event)
const snap = (flow: Flow) => flow.actor.getSnapshot()
const rating = (flow: Flow) => (snap(flow).value as { ready: { rating: string } }).ready.rating
const viewer = (flow: Flow) => (snap(flow).value as { ready: { viewer: string } }).ready.viewer
const ratingChild = (flow: Flow) =>
  snap(flow).children.rating as ActorRefFrom<typeof ratingMachine> | undefined
function rate(flow: Flow, ...events: RatingEvent[]) {
  const child = ratingChild(flow)
  if (child === undefined) throw new Error('the rating popup is not running')
  for (const event of events) child.send(event)
}
const stars = (flow: Flow) => ratingChild(flow)?.getSnapshot().context.stars

/** Loads `loaded` and checks the page shows. */
async function ready(loaded: ComplaintDetail = detail()) {
  const flow = start()
  flow.calls.loadDetail.resolve(loaded)
  await flush()
  expect(snap(flow).matches('ready')).toBe(true)
  return flow
}

/** The page with the rating popup open (asked for at once with "Rate our reply"). */
async function asking() {
  const flow = await ready()
  send(flow, { type: 'rating.open' })
  expect(rating(flow)).toBe('asking')
  return flow
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('complaintDetails: loading', () => {
  it('loads the complaint by its id, showing busy, then shows it with no image enlarged', async () => {
    const flow = start('P-77')
    expect(snap(flow).value).toBe('loading')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.calls.loadDetail.calls.map((c) => c.input)).toEqual([{ problemId: 'P-77' }])
    flow.calls.loadDetail.resolve(detail({ problemId: 'P-77' }))
    await flush()
    expect(snap(flow).value).toEqual({ ready: { rating: 'waiting', viewer: 'closed' } })
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(snap(flow).context).toEqual({
      problemId: 'P-77',
      detail: detail({ problemId: 'P-77' }),
      viewing: null,
    })
    expect(flow.effects).toEqual([])
  })

  it.each<[string, CallFailure, ToastParams['notice']]>([
    ['network', { kind: 'network' }, { id: 'error.network' }],
    ['timeout', { kind: 'timeout' }, { id: 'error.network' }],
    ['malformed', { kind: 'malformed' }, { id: 'error.malformed' }],
    ['http', { kind: 'http', code: '502' }, { id: 'error.processingFailed' }],
  ])(
    'a failed load (%s) toasts its catalogue message (failure tone); retry loads again',
    async (_what, error, notice) => {
      const flow = start()
      flow.calls.loadDetail.reject(error)
      await flush()
      expect(snap(flow).value).toBe('loadFailed')
      expect(snap(flow).status).toBe('active')
      expect(snap(flow).hasTag('busy')).toBe(false)
      expect(flow.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
      // Nothing of the page answers before it is shown.
      send(flow, { type: 'rating.open' })
      send(flow, { type: 'image.open', gallery: 'images', index: 0 })
      expect(snap(flow).value).toBe('loadFailed')

      expect(snap(flow).can({ type: 'details.retry' })).toBe(true)
      send(flow, { type: 'details.retry' })
      expect(snap(flow).value).toBe('loading')
      expect(flow.calls.loadDetail.calls.map((c) => c.input)).toEqual([
        { problemId: 'P1' },
        { problemId: 'P1' },
      ])
      flow.calls.loadDetail.resolve(detail())
      await flush()
      expect(snap(flow).matches('ready')).toBe(true)
      expect(snap(flow).context.detail).toEqual(detail())
    },
  )

  it('a load that is not a call failure toasts "processing failed" and can be retried', async () => {
    const flow = start()
    flow.calls.loadDetail.reject(new Error('boom'))
    await flush()
    expect(snap(flow).value).toBe('loadFailed')
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'error.processingFailed' }, tone: 'failure' } },
    ])
    expect(snap(flow).can({ type: 'details.retry' })).toBe(true)
  })

  it('a refused load (the server answered and said no) toasts its message and ends: retry asks nothing', async () => {
    const flow = start()
    flow.calls.loadDetail.reject({ kind: 'rejected', code: '3', message: 'Complaint not found' })
    await flush()
    expect(snap(flow).value).toBe('refused')
    expect(snap(flow).status).toBe('done')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(snap(flow).context.detail).toBeNull()
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { text: 'Complaint not found' }, tone: 'failure' } },
    ])
    // Asking again will not help: retry (and everything else) means nothing now.
    expect(snap(flow).can({ type: 'details.retry' })).toBe(false)
    send(flow, { type: 'details.retry' })
    send(flow, { type: 'rating.open' })
    send(flow, { type: 'image.open', gallery: 'images', index: 0 })
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS)
    expect(snap(flow).value).toBe('refused')
    expect(flow.calls.loadDetail.calls).toHaveLength(1)
    expect(flow.effects).toHaveLength(1)
  })

  it('a refusal without a message ends in refused too, with "processing failed"', async () => {
    const flow = start()
    flow.calls.loadDetail.reject({ kind: 'rejected', code: '3' })
    await flush()
    expect(snap(flow).value).toBe('refused')
    expect(snap(flow).status).toBe('done')
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'error.processingFailed' }, tone: 'failure' } },
    ])
  })

  it('details.retry means nothing once shown', async () => {
    const flow = await ready()
    expect(snap(flow).can({ type: 'details.retry' })).toBe(false)
    send(flow, { type: 'details.retry' })
    expect(flow.calls.loadDetail.calls).toHaveLength(1)
  })
})

describe('complaintDetails: hasReply (Process Result)', () => {
  it.each([
    ['text', 'We have warned the collector.', [], true],
    ['images only', '', ['https://cdn.bayad.test/r1.png'], true],
    ['blank text and no image', '  \n ', [], false],
    ['nothing', '', [], false],
  ])('%s: %s', (_what, disposeDetail, disposeImages, expected) => {
    expect(hasReply({ disposeDetail, disposeImages })).toBe(expected)
  })
})

describe('complaintDetails: complaintStatus (the status shown beside the reference no.)', () => {
  const noAnswer = { disposeDetail: ' ', disposeImages: [] as string[] }
  it.each<[string, Partial<ComplaintDetail>, ComplaintStatus]>([
    [
      'the server’s words win, trimmed',
      { status: ' Closed ' },
      { label: { text: 'Closed' }, stage: 'answered' },
    ],
    [
      'server words over a missing answer',
      { status: 'Escalated', ...noAnswer },
      { label: { text: 'Escalated' }, stage: 'other' },
    ],
    [
      'server words of a stage',
      { status: 'Processing', ...noAnswer },
      { label: { text: 'Processing' }, stage: 'inProgress' },
    ],
    [
      'no status, an answer: answered',
      { status: '' },
      { label: { id: 'complaint.status.answered' }, stage: 'answered' },
    ],
    [
      'a bare code is not shown: derived',
      { status: '2' },
      { label: { id: 'complaint.status.answered' }, stage: 'answered' },
    ],
    [
      'an answer of images only: answered',
      { status: '', disposeDetail: '' },
      { label: { id: 'complaint.status.answered' }, stage: 'answered' },
    ],
    [
      'no status, no answer: in progress',
      { status: '', ...noAnswer },
      { label: { id: 'complaint.status.inProgress' }, stage: 'inProgress' },
    ],
  ])('%s', (_what, changes, expected) => {
    expect(complaintStatus(detail(changes))).toEqual(expected)
  })
})

describe('stageOf (the colour of a status the server words)', () => {
  it.each<[string, ComplaintStage]>([
    ['Answered', 'answered'],
    ['Closed', 'answered'],
    ['Resolved', 'answered'],
    ['Completed', 'answered'],
    ['In progress', 'inProgress'],
    ['Processing', 'inProgress'],
    ['Pending', 'inProgress'],
    ['Escalated', 'other'],
    ['', 'other'],
  ])('%s → %s', (status, stage) => {
    expect(stageOf(status)).toBe(stage)
  })
})

describe('complaintDetails: when the rating popup opens', () => {
  it('opens RATING_POPUP_DELAY_MS (3 s) after the page shows, not a millisecond earlier', async () => {
    expect(RATING_POPUP_DELAY_MS).toBe(3000)
    const flow = await ready()
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS - 1)
    expect(rating(flow)).toBe('waiting')
    expect(ratingChild(flow)).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(rating(flow)).toBe('asking')
    expect(ratingChild(flow)?.getSnapshot().value).toBe('choosing')
    // Every score is sent: the complaint does not thank below the threshold.
    expect(ratingChild(flow)?.getSnapshot().context).toEqual({ thanksBelowThreshold: false, stars: 0 })
    expect(flow.effects).toEqual([])
  })

  it('the delay counts from when the complaint loaded, not from the page opening', async () => {
    const flow = start()
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS)
    flow.calls.loadDetail.resolve(detail())
    await flush()
    expect(rating(flow)).toBe('waiting')
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS - 1)
    expect(rating(flow)).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1)
    expect(rating(flow)).toBe('asking')
  })

  it('never opens when the server does not ask for a score; "Rate our reply" means nothing', async () => {
    const flow = await ready(detail({ needsScore: false }))
    expect(rating(flow)).toBe('notAsked')
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS * 10)
    expect(rating(flow)).toBe('notAsked')
    expect(snap(flow).can({ type: 'rating.open' })).toBe(false)
    send(flow, { type: 'rating.open' })
    expect(rating(flow)).toBe('notAsked')
    expect(ratingChild(flow)).toBeUndefined()
  })

  it('"Rate our reply" opens it at once; the delay then does not open it a second time', async () => {
    const flow = await ready()
    send(flow, { type: 'rating.open' })
    expect(rating(flow)).toBe('asking')
    const popup = ratingChild(flow)
    rate(flow, { type: 'star.pick', stars: 3 })
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS)
    expect(ratingChild(flow)).toBe(popup)
    expect(stars(flow)).toBe(3)
    // A second "Rate our reply" while it is open changes nothing.
    expect(snap(flow).can({ type: 'rating.open' })).toBe(false)
    send(flow, { type: 'rating.open' })
    expect(ratingChild(flow)).toBe(popup)
  })

  it('Cancel postpones it (no timer reopens it); "Rate our reply" opens it again with no star', async () => {
    const flow = await asking()
    rate(flow, { type: 'star.pick', stars: 4 }, { type: 'rating.cancel' })
    expect(rating(flow)).toBe('postponed')
    expect(ratingChild(flow)).toBeUndefined()
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS * 2)
    expect(rating(flow)).toBe('postponed')
    send(flow, { type: 'rating.open' })
    expect(rating(flow)).toBe('asking')
    expect(stars(flow)).toBe(0)
    expect(flow.calls.submitScore.calls).toHaveLength(0)
    expect(flow.effects).toEqual([])
  })
})

describe('complaintDetails: sending the score', () => {
  it('Send with no star toasts "pick a star", sends nothing and keeps the popup open', async () => {
    const flow = await asking()
    rate(flow, { type: 'rating.submit' })
    await flush()
    expect(rating(flow)).toBe('asking')
    expect(ratingChild(flow)?.getSnapshot().value).toBe('choosing')
    expect(flow.calls.submitScore.calls).toHaveLength(0)
    expect(flow.effects).toEqual([
      { type: 'rating.showToast', params: { notice: { id: 'rating.pickStar' }, tone: 'failure' } },
    ])
  })

  it.each([1, 2, 3, 4, 5])('%s star(s) are sent once, and once saved the answer is rated', async (n) => {
    const flow = await asking()
    rate(flow, { type: 'star.pick', stars: n }, { type: 'rating.submit' })
    expect(flow.calls.submitScore.calls.map((c) => c.input)).toEqual([{ stars: n }])
    expect(rating(flow)).toBe('asking')
    flow.calls.submitScore.resolve()
    await flush()
    expect(rating(flow)).toBe('rated')
    expect(ratingChild(flow)).toBeUndefined()
    expect(flow.effects).toEqual([
      { type: 'rating.scoreAccepted', params: { stars: n } },
      { type: 'showToast', params: scoreSaved },
    ])
  })

  it('once rated, "Rate our reply" and the delay open nothing', async () => {
    const flow = await asking()
    rate(flow, { type: 'star.pick', stars: 5 }, { type: 'rating.submit' })
    flow.calls.submitScore.resolve()
    await flush()
    expect(snap(flow).can({ type: 'rating.open' })).toBe(false)
    send(flow, { type: 'rating.open' })
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS)
    expect(rating(flow)).toBe('rated')
    expect(ratingChild(flow)).toBeUndefined()
  })

  it('a double Send sends the score once and toasts "saved" once', async () => {
    const flow = await asking()
    rate(flow, { type: 'star.pick', stars: 4 }, { type: 'rating.submit' }, { type: 'rating.submit' })
    await flush()
    rate(flow, { type: 'rating.submit' })
    expect(flow.calls.submitScore.calls).toHaveLength(1)
    flow.calls.submitScore.resolve()
    await flush()
    expect(flow.effects.filter((e) => e.type === 'showToast')).toEqual([
      { type: 'showToast', params: scoreSaved },
    ])
  })

  it('a failed save toasts the server message and keeps the popup open with the stars chosen', async () => {
    const flow = await asking()
    rate(flow, { type: 'star.pick', stars: 2 }, { type: 'rating.submit' })
    flow.calls.submitScore.reject(rejected)
    await flush()
    expect(rating(flow)).toBe('asking')
    expect(ratingChild(flow)?.getSnapshot().value).toBe('choosing')
    expect(stars(flow)).toBe(2)
    expect(flow.effects).toEqual([
      { type: 'rating.showToast', params: { notice: { text: 'Score already saved' }, tone: 'failure' } },
    ])
    // Send again sends again.
    rate(flow, { type: 'rating.submit' })
    expect(flow.calls.submitScore.calls.map((c) => c.input)).toEqual([{ stars: 2 }, { stars: 2 }])
  })
})

describe('complaintDetails: the enlarged image', () => {
  const viewing = (flow: Flow) => snap(flow).context.viewing

  it('a tapped image shows enlarged; close puts it away', async () => {
    const flow = await ready()
    send(flow, { type: 'image.open', gallery: 'images', index: 1 })
    expect(viewer(flow)).toBe('open')
    expect(viewing(flow)).toEqual({ gallery: 'images', index: 1 })
    send(flow, { type: 'image.close' })
    expect(viewer(flow)).toBe('closed')
    expect(viewing(flow)).toBeNull()
  })

  it.each<[string, Gallery, number]>([
    ['a negative index', 'images', -1],
    ['an index one past the last image', 'images', 3],
    ['a fractional index', 'images', 0.5],
    ['NaN', 'images', Number.NaN],
    ['an index of the other gallery (the reply has one image)', 'disposeImages', 1],
  ])('%s is ignored', async (_what, gallery, index) => {
    const flow = await ready()
    expect(snap(flow).can({ type: 'image.open', gallery, index })).toBe(false)
    send(flow, { type: 'image.open', gallery, index })
    expect(viewer(flow)).toBe('closed')
    expect(viewing(flow)).toBeNull()
  })

  it.each(['content', 'problemId', 'unknown'])(
    'a gallery named %s (not a gallery) opens nothing',
    async (name) => {
      const flow = await ready()
      const event = { type: 'image.open', gallery: name as Gallery, index: 0 } as const
      expect(snap(flow).can(event)).toBe(false)
      send(flow, event)
      expect(viewer(flow)).toBe('closed')
      expect(snap(flow).status).toBe('active')
    },
  )

  it('a gallery with no image opens nothing', async () => {
    const flow = await ready(detail({ disposeImages: [] }))
    send(flow, { type: 'image.open', gallery: 'disposeImages', index: 0 })
    expect(viewer(flow)).toBe('closed')
  })

  it('previous and next stay within the gallery', async () => {
    const flow = await ready()
    send(flow, { type: 'image.open', gallery: 'images', index: 0 })
    expect(snap(flow).can({ type: 'image.previous' })).toBe(false)
    send(flow, { type: 'image.previous' })
    expect(viewing(flow)).toEqual({ gallery: 'images', index: 0 })
    send(flow, { type: 'image.next' })
    send(flow, { type: 'image.next' })
    expect(viewing(flow)).toEqual({ gallery: 'images', index: 2 })
    expect(snap(flow).can({ type: 'image.next' })).toBe(false)
    send(flow, { type: 'image.next' })
    expect(viewing(flow)).toEqual({ gallery: 'images', index: 2 })
    send(flow, { type: 'image.previous' })
    expect(viewing(flow)).toEqual({ gallery: 'images', index: 1 })
  })

  it('the reply gallery has its own bounds: one image has no previous or next', async () => {
    const flow = await ready()
    send(flow, { type: 'image.open', gallery: 'disposeImages', index: 0 })
    expect(snap(flow).can({ type: 'image.next' })).toBe(false)
    expect(snap(flow).can({ type: 'image.previous' })).toBe(false)
    send(flow, { type: 'image.next' })
    expect(viewing(flow)).toEqual({ gallery: 'disposeImages', index: 0 })
  })

  it('another image cannot be opened over the one shown; previous/next mean nothing when closed', async () => {
    const flow = await ready()
    send(flow, { type: 'image.next' })
    expect(viewing(flow)).toBeNull()
    send(flow, { type: 'image.open', gallery: 'images', index: 1 })
    send(flow, { type: 'image.open', gallery: 'images', index: 2 })
    expect(viewing(flow)).toEqual({ gallery: 'images', index: 1 })
  })

  it('the delay over while an image is enlarged: the popup is due, the image stays open', async () => {
    const flow = await ready()
    send(flow, { type: 'image.open', gallery: 'images', index: 2 })
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS - 1)
    expect(snap(flow).value).toEqual({ ready: { rating: 'waiting', viewer: 'open' } })
    await vi.advanceTimersByTimeAsync(1)
    expect(snap(flow).value).toEqual({ ready: { rating: 'due', viewer: 'open' } })
    expect(viewing(flow)).toEqual({ gallery: 'images', index: 2 })
    expect(ratingChild(flow)).toBeUndefined()
    // No other timer: the popup waits for the image however long the borrower looks.
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS * 10)
    expect(snap(flow).value).toEqual({ ready: { rating: 'due', viewer: 'open' } })
    // The viewer still answers while the popup is due.
    send(flow, { type: 'image.previous' })
    expect(viewing(flow)).toEqual({ gallery: 'images', index: 1 })
    expect(snap(flow).can({ type: 'rating.open' })).toBe(false)
    expect(flow.effects).toEqual([])
  })

  it('a due popup opens as soon as the image closes', async () => {
    const flow = await ready()
    send(flow, { type: 'image.open', gallery: 'disposeImages', index: 0 })
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS)
    expect(rating(flow)).toBe('due')
    send(flow, { type: 'image.close' })
    // At once, with no timer run.
    expect(snap(flow).value).toEqual({ ready: { rating: 'asking', viewer: 'closed' } })
    expect(viewing(flow)).toBeNull()
    expect(ratingChild(flow)?.getSnapshot().value).toBe('choosing')
    expect(stars(flow)).toBe(0)
  })

  it('an image opened and closed before the delay: the popup opens at exactly the delay, never due', async () => {
    const flow = await ready()
    send(flow, { type: 'image.open', gallery: 'images', index: 0 })
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS - 1000)
    send(flow, { type: 'image.close' })
    expect(rating(flow)).toBe('waiting')
    await vi.advanceTimersByTimeAsync(999)
    expect(rating(flow)).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1)
    expect(snap(flow).value).toEqual({ ready: { rating: 'asking', viewer: 'closed' } })
  })

  it('the popup opening does not close an image: "Rate our reply" leaves the viewer as it is', async () => {
    const flow = await asking()
    rate(flow, { type: 'rating.cancel' })
    send(flow, { type: 'image.open', gallery: 'disposeImages', index: 0 })
    expect(viewer(flow)).toBe('open')
    send(flow, { type: 'rating.open' })
    expect(snap(flow).value).toEqual({ ready: { rating: 'asking', viewer: 'open' } })
    expect(viewing(flow)).toEqual({ gallery: 'disposeImages', index: 0 })
  })

  it('images open without any rating asked', async () => {
    const flow = await ready(detail({ needsScore: false }))
    send(flow, { type: 'image.open', gallery: 'disposeImages', index: 0 })
    expect(snap(flow).value).toEqual({ ready: { rating: 'notAsked', viewer: 'open' } })
  })
})
