import { ratingMachine, type RatingInput } from '../../../machines/rating.machine.ts'
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

const events: ReadonlyArray<SampleEvent<Machine>> = [
  // Below and at/above RATING_THRESHOLD.
  { type: 'star.pick', stars: 2 },
  { type: 'star.pick', stars: 5 },
  { type: 'xstate.done.actor.submitScore', output: undefined },
  { type: 'xstate.error.actor.submitScore', error: REJECTED },
]

export const scenarios = {
  orderPage: { input: ORDER_PAGE, events },
  complaintDetails: { input: COMPLAINT_DETAILS, events },
} satisfies SampleScenarios<Machine>

export default defineSamples(ratingMachine, scenarios)
