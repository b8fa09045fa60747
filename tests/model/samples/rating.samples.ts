import { ratingMachine } from '../../../machines/rating.machine.ts'
import type { RatingInput } from '../../../machines/rating.types.ts'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import { defineSamples, type SampleEvent, type SampleScenarios } from '../../../src/machine-graph/samples.ts'

type Machine = typeof ratingMachine

/** The order page: fewer than 4 stars are thanked in the result popup without sending. */
export const ORDER_PAGE: RatingInput = { thanksBelowThreshold: true }
/** The complaint details: every score is sent. */
export const COMPLAINT_DETAILS: RatingInput = { thanksBelowThreshold: false }

export const REJECTED: CallFailure = {
  kind: 'rejected',
  code: '1',
  message: 'Your score could not be saved.',
}

export const ANSWER_LOST: CallFailure = { kind: 'timeout' }

const events: ReadonlyArray<SampleEvent<Machine>> = [
  // Below and at/above RATING_THRESHOLD.
  { type: 'star.pick', stars: 2 },
  { type: 'star.pick', stars: 5 },
  { type: 'xstate.done.actor.submitScore', output: undefined },
  { type: 'xstate.error.actor.submitScore', error: REJECTED },
  // The answer never came: the score may be saved; the opener checks.
  { type: 'xstate.error.actor.submitScore', error: ANSWER_LOST },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'done', result: null } },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'notDone' } },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'pending' } },
  { type: 'xstate.error.actor.checkOutcome', error: { kind: 'network' } },
  { type: 'outcome.check' },
]

export const scenarios = {
  orderPage: { input: ORDER_PAGE, events },
  complaintDetails: { input: COMPLAINT_DETAILS, events },
} satisfies SampleScenarios<Machine>

export default defineSamples(ratingMachine, scenarios)
