import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { isStarCount, RATING_THRESHOLD, ratingMachine, STAR_COUNT } from '../../machines/rating.machine.ts'
import type { RatingEvent, RatingInput, ScoreCheckInput } from '../../machines/rating.types.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { CHECK_BACKOFF_MS, type CheckOutcome } from '../../machines/shared/submission.ts'
import { createControllable, hostActions, recorder } from '../model/harness.ts'

/**
 * The star rating popup (machines/rating.machine.ts) with the submit rule replaced by a stub the test
 * settles, and every effect recorded in order.
 */

type Effect =
  { type: 'showToast'; params: ToastParams } | { type: 'scoreAccepted'; params: { stars: number } }

/** The order page: fewer than 4 stars are thanked without sending. */
const orderPage: RatingInput = { thanksBelowThreshold: true }
/** The complaint details: every score is sent. */
const complaintDetails: RatingInput = { thanksBelowThreshold: false }

const rejected: CallFailure = { kind: 'rejected', code: '9', message: 'Score already saved' }
const pickStarToast: ToastParams = { notice: { id: 'rating.pickStar' }, tone: 'failure' }

function start(input: RatingInput = orderPage) {
  const submitScore = createControllable<void, { stars: number }>('submitScore')
  const checkScore = createControllable<CheckOutcome, ScoreCheckInput>('checkScore')
  const effects: Effect[] = []
  const showToast = vi.fn(
    (_: unknown, params: ToastParams) => void effects.push({ type: 'showToast', params }),
  )
  const scoreAccepted = vi.fn(
    (_: unknown, params: { stars: number }) => void effects.push({ type: 'scoreAccepted', params }),
  )
  const actor = createActor(
    ratingMachine.provide({
      actors: { submitScore: submitScore.logic, checkScore: checkScore.logic },
      actions: { showToast, scoreAccepted },
    }),
    { input },
  )
  actor.start()
  return { actor, submitScore, checkScore, effects, showToast, scoreAccepted }
}

type Flow = ReturnType<typeof start>

/** Lets settled promises reach the actor (the clock does not move). */
const flush = () => vi.advanceTimersByTimeAsync(0)
const send = (flow: Flow, event: RatingEvent) => flow.actor.send(event)
const snap = (flow: Flow) => flow.actor.getSnapshot()
const pick = (flow: Flow, stars: number) => send(flow, { type: 'star.pick', stars })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('rating: constants', () => {
  it('has 5 stars and a store threshold of 4 (spec §9)', () => {
    expect(STAR_COUNT).toBe(5)
    expect(RATING_THRESHOLD).toBe(4)
  })

  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [2.5, false],
    [-1, false],
    [Number.NaN, false],
  ])('isStarCount(%s) is %s', (stars, expected) => {
    expect(isStarCount(stars)).toBe(expected)
  })
})

describe('rating: picking stars', () => {
  it('opens with no star filled, keeping the opener’s rule', () => {
    const flow = start()
    expect(snap(flow).value).toBe('choosing')
    expect(snap(flow).context).toEqual({ thanksBelowThreshold: true, stars: 0 })
    expect(snap(flow).hasTag('busy')).toBe(false)
  })

  it('star n fills stars 1 to n, and a later pick replaces it (up or down)', () => {
    const flow = start()
    pick(flow, 3)
    expect(snap(flow).context.stars).toBe(3)
    pick(flow, 5)
    expect(snap(flow).context.stars).toBe(5)
    pick(flow, 1)
    expect(snap(flow).context.stars).toBe(1)
    expect(snap(flow).value).toBe('choosing')
    expect(flow.effects).toEqual([])
  })

  it.each([0, 6, 2.5, -1, Number.NaN])('a pick of %s is ignored and keeps the stars chosen', (stars) => {
    const flow = start()
    pick(flow, 2)
    expect(snap(flow).can({ type: 'star.pick', stars })).toBe(false)
    pick(flow, stars)
    expect(snap(flow).context.stars).toBe(2)
    expect(snap(flow).value).toBe('choosing')
  })

  it('Send with no star toasts "pick a star" (failure tone), sends nothing and stays open', async () => {
    const flow = start(complaintDetails)
    send(flow, { type: 'rating.submit' })
    await flush()
    expect(snap(flow).value).toBe('choosing')
    expect(snap(flow).status).toBe('active')
    expect(flow.submitScore.calls).toHaveLength(0)
    expect(flow.effects).toEqual([{ type: 'showToast', params: pickStarToast }])
    // An invalid pick leaves no star, so Send still refuses.
    pick(flow, 0)
    send(flow, { type: 'rating.submit' })
    expect(flow.showToast).toHaveBeenCalledTimes(2)
    expect(flow.submitScore.calls).toHaveLength(0)
  })
})

describe('rating: the order page (thanks below the threshold)', () => {
  it.each([1, 2, 3])(
    '%s star(s): the result popup thanks without sending; closing it ends as thanked',
    (stars) => {
      const flow = start(orderPage)
      pick(flow, stars)
      send(flow, { type: 'rating.submit' })
      expect(snap(flow).value).toBe('thanking')
      expect(snap(flow).context.stars).toBe(stars)
      expect(flow.submitScore.calls).toHaveLength(0)
      expect(flow.effects).toEqual([])
      // Stars cannot change behind the result popup.
      expect(snap(flow).can({ type: 'star.pick', stars: 5 })).toBe(false)
      send(flow, { type: 'result.close' })
      expect(snap(flow).status).toBe('done')
      expect(snap(flow).value).toBe('thanked')
      expect(snap(flow).output).toEqual({ outcome: 'thanked' })
      expect(flow.submitScore.calls).toHaveLength(0)
      expect(flow.scoreAccepted).not.toHaveBeenCalled()
    },
  )

  it.each([4, 5])(
    '%s stars: sends the score once, shows busy, then the opener is told it was accepted; ends as rated',
    async (stars) => {
      const flow = start(orderPage)
      pick(flow, stars)
      send(flow, { type: 'rating.submit' })
      expect(snap(flow).value).toBe('submitting')
      expect(snap(flow).hasTag('busy')).toBe(true)
      expect(flow.submitScore.calls.map((c) => c.input)).toEqual([{ stars }])
      expect(flow.effects).toEqual([])
      flow.submitScore.resolve()
      await flush()
      expect(snap(flow).status).toBe('done')
      expect(snap(flow).value).toBe('rated')
      expect(snap(flow).output).toEqual({ outcome: 'rated' })
      expect(flow.effects).toEqual([{ type: 'scoreAccepted', params: { stars } }])
    },
  )

  it('a double Send sends the score once; taps, picks and Cancel while sending are ignored', async () => {
    const flow = start(orderPage)
    pick(flow, 5)
    send(flow, { type: 'rating.submit' })
    send(flow, { type: 'rating.submit' })
    pick(flow, 1)
    expect(snap(flow).can({ type: 'rating.cancel' })).toBe(false)
    send(flow, { type: 'rating.cancel' })
    await flush()
    expect(snap(flow).value).toBe('submitting')
    expect(snap(flow).context.stars).toBe(5)
    expect(flow.submitScore.calls).toHaveLength(1)
    flow.submitScore.resolve()
    await flush()
    expect(flow.scoreAccepted).toHaveBeenCalledTimes(1)
    expect(snap(flow).output).toEqual({ outcome: 'rated' })
  })

  it('a rejected score toasts the server message, accepts nothing, and reopens with the stars kept', async () => {
    const flow = start(orderPage)
    pick(flow, 4)
    send(flow, { type: 'rating.submit' })
    flow.submitScore.reject(rejected)
    await flush()
    expect(snap(flow).value).toBe('choosing')
    expect(snap(flow).status).toBe('active')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(snap(flow).context.stars).toBe(4)
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { text: 'Score already saved' }, tone: 'failure' } },
    ])
    expect(flow.scoreAccepted).not.toHaveBeenCalled()
    // Send again sends again.
    send(flow, { type: 'rating.submit' })
    expect(flow.submitScore.calls.map((c) => c.input)).toEqual([{ stars: 4 }, { stars: 4 }])
  })

  it.each([
    // Refused or not sent; a lost answer is checked (below).
    ['offline', { kind: 'offline' }, { id: 'error.offline' }],
    ['http 404', { kind: 'http', code: '404' }, { id: 'error.processingFailed' }],
    ['rejected without a message', { kind: 'rejected', code: '1' }, { id: 'error.processingFailed' }],
  ])('a failed send (%s) toasts %j and keeps the stars', async (_what, error, notice) => {
    const flow = start(orderPage)
    pick(flow, 5)
    send(flow, { type: 'rating.submit' })
    flow.submitScore.reject(error)
    await flush()
    expect(snap(flow).value).toBe('choosing')
    expect(snap(flow).context.stars).toBe(5)
    expect(flow.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
  })
})

describe('rating: the complaint details (every score is sent)', () => {
  it.each([1, 3, 5])('%s star(s) is sent and accepted', async (stars) => {
    const flow = start(complaintDetails)
    pick(flow, stars)
    send(flow, { type: 'rating.submit' })
    expect(snap(flow).value).toBe('submitting')
    expect(flow.submitScore.calls.map((c) => c.input)).toEqual([{ stars }])
    flow.submitScore.resolve()
    await flush()
    expect(snap(flow).output).toEqual({ outcome: 'rated' })
    expect(flow.effects).toEqual([{ type: 'scoreAccepted', params: { stars } }])
  })
})

describe('rating: Cancel', () => {
  it('closes without a score: nothing sent, nothing accepted, output cancelled', () => {
    const flow = start()
    pick(flow, 4)
    send(flow, { type: 'rating.cancel' })
    expect(snap(flow).status).toBe('done')
    expect(snap(flow).value).toBe('cancelled')
    expect(snap(flow).output).toEqual({ outcome: 'cancelled' })
    expect(flow.submitScore.calls).toHaveLength(0)
    expect(flow.effects).toEqual([])
  })

  it('after a failed send still closes as cancelled', async () => {
    const flow = start(complaintDetails)
    pick(flow, 2)
    send(flow, { type: 'rating.submit' })
    flow.submitScore.reject(rejected)
    await flush()
    send(flow, { type: 'rating.cancel' })
    expect(snap(flow).output).toEqual({ outcome: 'cancelled' })
    expect(flow.scoreAccepted).not.toHaveBeenCalled()
  })
})

describe('rating: a score whose answer was lost (issue 24)', () => {
  async function lost(error: unknown = { kind: 'timeout' }) {
    const flow = start(complaintDetails)
    pick(flow, 4)
    send(flow, { type: 'rating.submit' })
    flow.submitScore.reject(error)
    await flush()
    return flow
  }

  it.each([
    ['a timeout', { kind: 'timeout' }],
    ['a gateway 502', { kind: 'http', code: '502' }],
    ['a body that does not decode', { kind: 'malformed' }],
  ])('%s is checked: busy, no toast, Send and the stars do nothing', async (_, error) => {
    const flow = await lost(error)
    expect(snap(flow).value).toBe('checkingOutcome')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.checkScore.calls.map((c) => c.input)).toEqual([{ delaysMs: CHECK_BACKOFF_MS, stars: 4 }])
    send(flow, { type: 'rating.submit' })
    pick(flow, 2)
    send(flow, { type: 'rating.cancel' })
    expect(snap(flow).value).toBe('checkingOutcome')
    expect(snap(flow).context.stars).toBe(4)
    expect(flow.submitScore.calls).toHaveLength(1)
    expect(flow.effects).toEqual([])
  })

  it('saved: rated, the score accepted once', async () => {
    const flow = await lost()
    flow.checkScore.resolve({ outcome: 'done', result: null })
    await flush()
    expect(snap(flow).status).toBe('done')
    expect(snap(flow).output).toEqual({ outcome: 'rated' })
    expect(flow.effects).toEqual([{ type: 'scoreAccepted', params: { stars: 4 } }])
  })

  it('not saved: the stars again, "did not go through", Send sends again', async () => {
    const flow = await lost()
    flow.checkScore.resolve({ outcome: 'notDone' })
    await flush()
    expect(snap(flow).value).toBe('choosing')
    expect(snap(flow).context.stars).toBe(4)
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'submission.notDone' }, tone: 'failure' } },
    ])
    send(flow, { type: 'rating.submit' })
    expect(flow.submitScore.calls.map((c) => c.input)).toEqual([{ stars: 4 }, { stars: 4 }])
  })

  it('still unknown: Check again checks again; Cancel closes the popup; nothing is sent again', async () => {
    const flow = await lost()
    flow.checkScore.resolve({ outcome: 'pending' })
    await flush()
    expect(snap(flow).value).toBe('outcomeUnknown')
    send(flow, { type: 'rating.submit' })
    expect(snap(flow).value).toBe('outcomeUnknown')
    send(flow, { type: 'outcome.check' })
    expect(snap(flow).value).toBe('checkingOutcome')
    flow.checkScore.reject(new Error('broken'))
    await flush()
    expect(snap(flow).value).toBe('outcomeUnknown')
    send(flow, { type: 'rating.cancel' })
    expect(snap(flow).output).toEqual({ outcome: 'cancelled' })
    expect(flow.submitScore.calls).toHaveLength(1)
    expect(flow.checkScore.calls).toHaveLength(2)
  })

  it('refused or offline: the stars again with the reason, no check', async () => {
    const refused = await lost(rejected)
    expect(snap(refused).value).toBe('choosing')
    expect(refused.checkScore.calls).toHaveLength(0)
    const offline = await lost({ kind: 'offline' })
    expect(snap(offline).value).toBe('choosing')
    expect(offline.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'error.offline' }, tone: 'failure' } },
    ])
  })

  it('an opener without a check (the order page) reads a lost answer as a failure to try again', async () => {
    const submitScore = createControllable<void, { stars: number }>('submitScore')
    const actor = createActor(
      ratingMachine.provide({
        actors: { submitScore: submitScore.logic },
        // The failure's toast goes to a recorder: the placeholders fail loudly.
        actions: hostActions(ratingMachine, recorder()),
        guards: { outcomeUnknown: () => false },
      }),
      { input: orderPage },
    ).start()
    actor.send({ type: 'star.pick', stars: 5 })
    actor.send({ type: 'rating.submit' })
    submitScore.reject({ kind: 'timeout' })
    await flush()
    expect(actor.getSnapshot().value).toBe('choosing')
  })
})
