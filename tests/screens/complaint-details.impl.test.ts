import * as v from 'valibot'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type ActorRefFrom } from 'xstate'
import { RATING_POPUP_DELAY_MS } from '../../machines/complaint-details.machine.ts'
import type { ratingMachine } from '../../machines/rating.machine.ts'
import type { RatingEvent } from '../../machines/rating.types.ts'
import { DOUBLE_ZERO, type DataOf } from '../../src/api/api.ts'
import { problemDetail, saveScore } from '../../src/api/complaint.ts'
import { schemas as schemas } from '../../src/api/complaint.ts'
import {
  complaintDetailsQuery,
  complaintDetailsWith,
  filedFromQuery,
  loadScoreOutcome,
} from '../../src/screens/complaint/complaint-details.impl.ts'
import {
  isNonZero,
  showableImages,
  toComplaintDetail,
} from '../../src/screens/complaint/complaint-detail-map.ts'
import { createSubmissions } from '../../src/lib/submissions.ts'
import { fakeServices, flush } from './fake-services.ts'

/**
 * The real side effects of the complaint details (src/screens/complaint/complaint-details.impl.ts):
 * the page query, the problem-detail call and the mapping of its answer (images checked), and the
 * rating popup's save-score. The machine's own rules are tested in
 * tests/machines/complaint-details.machine.test.ts.
 */

const ORIGIN = 'https://h5.bayad.test'

/** problem-detail as the server sends it (numbers and strings mixed, images comma-joined). */
const rawDetail = {
  problemId: 'P1',
  type: ' Collection complaint ',
  sonType: ' Calls outside allowed hours ',
  content: 'The collector calls me at night',
  images: 'https://cdn.bayad.test/e1.png,/uploads/e2.png,javascript:alert(1)',
  disposeName: ' Ana ',
  disposeDetail: ' We have warned the collector. ',
  disposeImages: ['blob:https://h5.bayad.test/0f1c', 'file:///etc/passwd'],
  isNeedScore: 1 as number | string,
}
type RawDetail = typeof rawDetail
const detailData = (changes: Partial<RawDetail> = {}): DataOf<typeof problemDetail> =>
  v.parse(schemas.problemDetail, { ...rawDetail, ...changes })

function start(problemId = 'P1', changes: Partial<RawDetail> = {}) {
  const services = fakeServices({ origin: ORIGIN })
  services.answer(problemDetail, () => detailData(changes))
  const actor = createActor(complaintDetailsWith(services, problemId), { input: { problemId } })
  actor.start()
  return { services, actor }
}
type Flow = ReturnType<typeof start>

/** Starts the page, lets problem-detail answer and waits for the rating popup. */
async function asking(problemId = 'P1') {
  const flow = start(problemId)
  await flush()
  await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS)
  expect(flow.actor.getSnapshot().matches({ ready: { rating: 'asking' } })).toBe(true)
  return flow
}

const ratingChild = (flow: Flow) =>
  flow.actor.getSnapshot().children.rating as ActorRefFrom<typeof ratingMachine> | undefined
function rate(flow: Flow, ...events: RatingEvent[]) {
  const child = ratingChild(flow)
  if (child === undefined) throw new Error('the rating popup is not running')
  for (const event of events) child.send(event)
}

// A score's trace and its check load on demand: load them before the fake clock, as the page does as
// the borrower sends a score.
beforeAll(async () => {
  await loadScoreOutcome()
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('complaintDetailsQuery', () => {
  const decode = (problemId: unknown) => v.safeParse(complaintDetailsQuery, { problemId })

  it.each([
    ['a uuid-like id', '0f1c2d3e-4a5b-6c7d-8e9f-a0b1c2d3e4f5'],
    ['a numeric id', '31'],
    ['letters, digits, dot and underscore', 'P_1.b'],
    ['64 characters', 'P'.repeat(64)],
  ])('accepts %s', (_what, problemId) => {
    const result = decode(problemId)
    expect(result.success).toBe(true)
    expect(result.output).toEqual({ problemId })
  })

  it('trims the id', () => {
    expect(decode(' 31 ').output).toEqual({ problemId: '31' })
  })

  it.each([
    ['a missing id', undefined],
    ['an empty id', ''],
    ['a blank id', '   '],
    ['a too long id (65 characters)', 'P'.repeat(65)],
    ['a path', '../x'],
    ['a space inside', 'a b'],
    ['markup', '<script>'],
    ['a query', '31&score=5'],
  ])('refuses %s', (_what, problemId) => {
    expect(decode(problemId).success).toBe(false)
  })
})

describe('filedFromQuery (the time My complaints listed)', () => {
  it.each([
    ['a date and time', '2026-11-21 10:00:00', '2026-11-21 10:00:00'],
    ['a date and minutes', ' 2026-11-21 10:00 ', '2026-11-21 10:00'],
    ['a date only', '2026-11-21', '2026-11-21'],
    ['absent', undefined, ''],
    ['words', 'yesterday', ''],
    ['markup', '<b>2026-11-21</b>', ''],
    ['a date with more after it', '2026-11-21 10:00:00&x=1', ''],
  ])('%s → %j', (_what, raw, expected) => {
    expect(filedFromQuery(raw)).toBe(expected)
  })
})

describe('isNonZero (isNeedScore)', () => {
  it.each([
    ['0', false],
    ['', false],
    [' ', false],
    ['00', false],
    [' 0 ', false],
    ['1', true],
    ['2', true],
    ['-1', true],
    [' 1 ', true],
  ])('%j is %s', (flag, expected) => {
    expect(isNonZero(flag)).toBe(expected)
  })
})

describe('showableImages', () => {
  it.each([
    ['an https address', 'https://cdn.bayad.test/a.png', 'https://cdn.bayad.test/a.png'],
    ['a blob: address', 'blob:https://h5.bayad.test/0f1c', 'blob:https://h5.bayad.test/0f1c'],
    ['a data: image', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['a data: image in capitals', 'DATA:IMAGE/PNG;base64,iVBORw0KGgo=', 'DATA:IMAGE/PNG;base64,iVBORw0KGgo='],
    ['a root-relative address', '/uploads/a.png', `${ORIGIN}/uploads/a.png`],
    ['an address with spaces around', '  https://cdn.bayad.test/a.png ', 'https://cdn.bayad.test/a.png'],
  ])('keeps %s', (_what, url, kept) => {
    expect(showableImages([url], ORIGIN)).toEqual([kept])
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['an http address of another origin', 'http://cdn.bayad.test/a.png'],
    ['a relative address without a leading slash', 'uploads/a.png'],
    ['an inline SVG', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['a protocol-relative host', '//evil.example/a.png'],
    ['a blob: of another origin', 'blob:https://evil.example/0f1c'],
    ['javascript: in capitals with a space', ' JavaScript:alert(document.cookie)'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['file:', 'file:///etc/passwd'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['ftp:', 'ftp://cdn.bayad.test/a.png'],
    ['empty', ''],
    ['blank', '   '],
  ])('drops %s', (_what, url) => {
    expect(showableImages([url], ORIGIN)).toEqual([])
  })

  it('keeps the order of the images it keeps', () => {
    expect(
      showableImages(['/a.png', 'javascript:alert(1)', 'https://cdn.bayad.test/b.png', ''], ORIGIN),
    ).toEqual([`${ORIGIN}/a.png`, 'https://cdn.bayad.test/b.png'])
  })
})

describe('toComplaintDetail', () => {
  it('maps problem-detail to what the machine holds, texts trimmed and images checked', () => {
    expect(toComplaintDetail(detailData(), ORIGIN)).toEqual({
      problemId: 'P1',
      type: 'Collection complaint',
      sonType: 'Calls outside allowed hours',
      content: 'The collector calls me at night',
      images: ['https://cdn.bayad.test/e1.png', `${ORIGIN}/uploads/e2.png`],
      disposeName: 'Ana',
      disposeDetail: 'We have warned the collector.',
      disposeImages: ['blob:https://h5.bayad.test/0f1c'],
      needsScore: true,
      status: '',
      filed: '',
    })
  })

  it('keeps the server’s status and filing time, trimmed', () => {
    const data = v.parse(schemas.problemDetail, {
      ...rawDetail,
      status: ' Answered ',
      time: ' 2026-11-21 10:00:00 ',
    })
    expect(toComplaintDetail(data, ORIGIN)).toMatchObject({
      status: 'Answered',
      filed: '2026-11-21 10:00:00',
    })
  })

  it.each([
    [0, false],
    ['0', false],
    ['', false],
    [2, true],
  ])('isNeedScore %j asks for a score: %s', (isNeedScore, needsScore) => {
    expect(toComplaintDetail(detailData({ isNeedScore }), ORIGIN).needsScore).toBe(needsScore)
  })

  it('an absent isNeedScore asks for nothing', () => {
    const { isNeedScore: _dropped, ...withoutFlag } = rawDetail
    expect(toComplaintDetail(v.parse(schemas.problemDetail, withoutFlag), ORIGIN).needsScore).toBe(false)
  })
})

describe('complaint details: the call', () => {
  it('loads problem-detail {problemId} and shows the complaint', async () => {
    const flow = start('31')
    await flush()
    expect(problemDetail).toMatchObject({ method: 'POST', path: '/problem-detail', send: 'form' })
    expect(flow.services.api.callsTo(problemDetail)).toEqual([{ problemId: '31' }])
    const s = flow.actor.getSnapshot()
    expect(s.matches('ready')).toBe(true)
    expect(s.context.detail?.images).toEqual(['https://cdn.bayad.test/e1.png', `${ORIGIN}/uploads/e2.png`])
    expect(flow.services.toasts).toEqual([])
  })

  it('the filing time: problem-detail’s when it gives one, otherwise the listed one, otherwise none', async () => {
    const services = fakeServices({ origin: ORIGIN })
    services.answer(problemDetail, () => detailData({ time: '2026-11-21 10:00:00' } as Partial<RawDetail>))
    const withTime = createActor(complaintDetailsWith(services, 'P1', undefined, '2026-11-02'), {
      input: { problemId: 'P1' },
    }).start()
    await flush()
    expect(withTime.getSnapshot().context.detail?.filed).toBe('2026-11-21 10:00:00')

    services.answer(problemDetail, () => detailData())
    const listed = createActor(complaintDetailsWith(services, 'P1', undefined, '2026-11-02'), {
      input: { problemId: 'P1' },
    }).start()
    await flush()
    expect(listed.getSnapshot().context.detail?.filed).toBe('2026-11-02')

    const none = createActor(complaintDetailsWith(services, 'P1'), { input: { problemId: 'P1' } }).start()
    await flush()
    expect(none.getSnapshot().context.detail?.filed).toBe('')
  })

  it('a refused load shows the server message and ends: retry asks nothing', async () => {
    const services = fakeServices({ origin: ORIGIN })
    services.fail(problemDetail, { kind: 'rejected', code: '3', message: 'Complaint not found' })
    const actor = createActor(complaintDetailsWith(services, 'P1'), { input: { problemId: 'P1' } })
    actor.start()
    await flush()
    expect(actor.getSnapshot().value).toBe('refused')
    expect(actor.getSnapshot().status).toBe('done')
    expect(services.toasts).toEqual([{ notice: { text: 'Complaint not found' }, tone: 'failure' }])
    services.answer(problemDetail, () => detailData())
    actor.send({ type: 'details.retry' })
    await flush()
    expect(actor.getSnapshot().value).toBe('refused')
    expect(services.api.callsTo(problemDetail)).toEqual([{ problemId: 'P1' }])
  })

  it('a load with no answer shows the network message; retry asks again', async () => {
    const services = fakeServices({ origin: ORIGIN })
    services.fail(problemDetail, { kind: 'network' })
    const actor = createActor(complaintDetailsWith(services, 'P1'), { input: { problemId: 'P1' } })
    actor.start()
    await flush()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(services.toasts).toEqual([{ notice: { id: 'error.network' }, tone: 'failure' }])
    services.answer(problemDetail, () => detailData())
    actor.send({ type: 'details.retry' })
    await flush()
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(services.api.callsTo(problemDetail)).toEqual([{ problemId: 'P1' }, { problemId: 'P1' }])
  })

  it('isNeedScore 0: the rating never opens', async () => {
    const flow = start('P1', { isNeedScore: 0 })
    await flush()
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS * 2)
    expect(flow.actor.getSnapshot().matches({ ready: { rating: 'notAsked' } })).toBe(true)
    expect(ratingChild(flow)).toBeUndefined()
  })
})

describe('complaint details: the rating popup', () => {
  it('4 stars send save-score {score: 4, problemId} once, then toast that the score is saved', async () => {
    const flow = await asking('P1')
    flow.services.answer(saveScore, () => undefined)
    rate(flow, { type: 'star.pick', stars: 4 }, { type: 'rating.submit' }, { type: 'rating.submit' })
    await flush()
    expect(saveScore).toMatchObject({
      method: 'POST',
      path: '/user-problem/save-score',
      send: 'form',
      success: DOUBLE_ZERO,
    })
    expect(flow.services.api.callsTo(saveScore)).toEqual([{ score: 4, problemId: 'P1' }])
    expect(flow.actor.getSnapshot().matches({ ready: { rating: 'rated' } })).toBe(true)
    expect(flow.services.toasts).toEqual([{ notice: { id: 'complaint.scoreSaved' }, tone: 'info' }])
    // Nothing goes to the store rating: that is the order page's.
    expect(flow.services.bridge.sent).toEqual([])
  })

  it('1 star is sent too, with the page’s problemId', async () => {
    const flow = await asking('0f1c2d3e-4a5b')
    flow.services.answer(saveScore, () => undefined)
    rate(flow, { type: 'star.pick', stars: 1 }, { type: 'rating.submit' })
    await flush()
    expect(flow.services.api.callsTo(saveScore)).toEqual([{ score: 1, problemId: '0f1c2d3e-4a5b' }])
  })

  it('a failed save-score keeps the popup open with the stars, and no "saved" toast', async () => {
    const flow = await asking()
    flow.services.fail(saveScore, { kind: 'rejected', code: '1', message: 'Score already saved' })
    rate(flow, { type: 'star.pick', stars: 3 }, { type: 'rating.submit' })
    await flush()
    expect(flow.actor.getSnapshot().matches({ ready: { rating: 'asking' } })).toBe(true)
    expect(ratingChild(flow)?.getSnapshot().value).toBe('choosing')
    expect(ratingChild(flow)?.getSnapshot().context.stars).toBe(3)
    expect(flow.services.toasts).not.toContainEqual({ notice: { id: 'complaint.scoreSaved' }, tone: 'info' })
  })

  // The popup's own messages go to the page's toasts, as on the order page.
  it('a failed save-score shows the server message', async () => {
    const flow = await asking()
    flow.services.fail(saveScore, { kind: 'rejected', code: '1', message: 'Score already saved' })
    rate(flow, { type: 'star.pick', stars: 3 }, { type: 'rating.submit' })
    await flush()
    expect(flow.services.toasts).toEqual([{ notice: { text: 'Score already saved' }, tone: 'failure' }])
  })

  it('Send with no star shows "pick a star"', async () => {
    const flow = await asking()
    rate(flow, { type: 'rating.submit' })
    await flush()
    expect(flow.services.api.callsTo(saveScore)).toEqual([])
    expect(flow.services.toasts).toEqual([{ notice: { id: 'rating.pickStar' }, tone: 'failure' }])
  })
})

describe('complaint details: a score whose answer was lost (issue 24)', () => {
  const keys = (flow: Flow) =>
    flow.services.api.calls.filter((c) => c.endpoint === saveScore).map((c) => c.options?.idempotencyKey)
  const trace = (flow: Flow) => createSubmissions(flow.services.store).find('save-score')

  it('save-score carries a key stored before it leaves; saved: the trace goes', async () => {
    const flow = await asking()
    let stored: unknown
    flow.services.answer(saveScore, () => {
      stored = trace(flow)
    })
    rate(flow, { type: 'star.pick', stars: 4 }, { type: 'rating.submit' })
    await flush()
    const [key] = keys(flow)
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(stored).toMatchObject({ key, binding: { problemId: 'P1', score: '4' } })
    expect(trace(flow)).toBeUndefined()
  })

  it('a lost answer is checked with problem-detail: isNeedScore 0 → rated, the trace settled', async () => {
    const flow = await asking()
    flow.services.fail(saveScore, { kind: 'timeout' })
    rate(flow, { type: 'star.pick', stars: 5 }, { type: 'rating.submit' })
    await flush()
    expect(ratingChild(flow)?.getSnapshot().value).toBe('checkingOutcome')
    expect(flow.services.toasts).toEqual([])
    flow.services.answer(problemDetail, () => detailData({ isNeedScore: 0 }))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(flow.services.api.callsTo(problemDetail)).toHaveLength(2)
    expect(flow.actor.getSnapshot().matches({ ready: { rating: 'rated' } })).toBe(true)
    expect(flow.services.toasts).toEqual([{ notice: { id: 'complaint.scoreSaved' }, tone: 'info' }])
    expect(trace(flow)).toBeUndefined()
  })

  it('not saved (isNeedScore 1): the stars again; Send goes with the same key; another star with a new one', async () => {
    const flow = await asking()
    flow.services.fail(saveScore, { kind: 'http', code: '502' })
    rate(flow, { type: 'star.pick', stars: 3 }, { type: 'rating.submit' })
    await flush()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(ratingChild(flow)?.getSnapshot().value).toBe('choosing')
    expect(flow.services.toasts).toEqual([{ notice: { id: 'submission.notDone' }, tone: 'failure' }])
    expect(trace(flow)).toBeDefined()
    // The same score again: the same submission.
    flow.services.fail(saveScore, { kind: 'offline' })
    rate(flow, { type: 'rating.submit' })
    await flush()
    // Another score: another submission, another key.
    flow.services.answer(saveScore, () => undefined)
    rate(flow, { type: 'star.pick', stars: 2 }, { type: 'rating.submit' })
    await flush()
    const [first, again, other] = keys(flow)
    expect(again).toBe(first)
    expect(other).not.toBe(first)
    expect(flow.actor.getSnapshot().matches({ ready: { rating: 'rated' } })).toBe(true)
  })

  it('still unknown after the checks: Check again asks again', async () => {
    const flow = await asking()
    flow.services.fail(saveScore, { kind: 'network' })
    rate(flow, { type: 'star.pick', stars: 4 }, { type: 'rating.submit' })
    await flush()
    flow.services.fail(problemDetail, { kind: 'network' })
    await vi.advanceTimersByTimeAsync(15_000)
    expect(ratingChild(flow)?.getSnapshot().value).toBe('outcomeUnknown')
    expect(flow.services.api.callsTo(problemDetail)).toHaveLength(1 + 4)
    flow.services.answer(problemDetail, () => detailData({ isNeedScore: '0' }))
    rate(flow, { type: 'outcome.check' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(flow.actor.getSnapshot().matches({ ready: { rating: 'rated' } })).toBe(true)
    expect(keys(flow)).toHaveLength(1)
  })

  it('reopened after a lost score: the detail says it was saved, so no popup and the trace goes', async () => {
    const flow = await asking()
    flow.services.fail(saveScore, { kind: 'timeout' })
    rate(flow, { type: 'star.pick', stars: 4 }, { type: 'rating.submit' })
    await flush()
    flow.actor.stop()
    expect(trace(flow)).toBeDefined()
    flow.services.answer(problemDetail, () => detailData({ isNeedScore: 0 }))
    const again = createActor(complaintDetailsWith(flow.services, 'P1'), { input: { problemId: 'P1' } })
    again.start()
    await flush()
    expect(again.getSnapshot().matches({ ready: { rating: 'notAsked' } })).toBe(true)
    expect(trace(flow)).toBeUndefined()
  })

  it('reopened while the score is still not saved: the popup; the same score reuses the key', async () => {
    const flow = await asking()
    flow.services.fail(saveScore, { kind: 'timeout' })
    rate(flow, { type: 'star.pick', stars: 4 }, { type: 'rating.submit' })
    await flush()
    flow.actor.stop()
    const reopened = {
      ...flow,
      actor: createActor(complaintDetailsWith(flow.services, 'P1'), { input: { problemId: 'P1' } }),
    }
    reopened.actor.start()
    await flush()
    await vi.advanceTimersByTimeAsync(RATING_POPUP_DELAY_MS)
    reopened.services.answer(saveScore, () => undefined)
    rate(reopened, { type: 'star.pick', stars: 4 }, { type: 'rating.submit' })
    await flush()
    const [first, afterReload] = keys(flow)
    expect(afterReload).toBe(first)
    expect(trace(flow)).toBeUndefined()
  })
})
