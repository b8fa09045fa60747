// @chunk xstate
import { isCallFailure } from './notice.ts'

/*
 * One tap, one effect (docs/decisions/022-submission-outcomes.md). A submission that moves money or
 * creates something ends in one of three outcomes, kept apart by every submitting machine:
 * - done: the server's success;
 * - refused: the server answered with a failure code (the borrower may try again: a new attempt);
 * - unknown: the request may have reached the server but no decodable answer came back. The flow then
 *   asks the server for the truth (a check, with a bounded backoff) and never offers the same action
 *   blindly.
 * A request that never left the phone (offline) is `notSent`: nothing happened, the action stays.
 */

export type FailureOutcome = 'refused' | 'notSent' | 'unknown'

/** HTTP statuses that say the server did not act on the request. 408 and 409 may hide an effect. */
function refusedStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 409
}

/** How a failed submission ended, from the failure its call rejected with. */
export function failureOutcome(error: unknown): FailureOutcome {
  if (!isCallFailure(error)) return 'unknown'
  switch (error.kind) {
    case 'rejected':
      return 'refused'
    case 'offline':
      return 'notSent'
    case 'http':
      return refusedStatus(Number(error.code)) ? 'refused' : 'unknown'
    default:
      // network after sending, timeout (the body included), malformed (a success code whose body does not
      // decode, or a body that is no envelope at all: a proxy's page), 5xx.
      return 'unknown'
  }
}

/** Guard: the failed submission's outcome is unknown, so it must be checked. */
export const outcomeUnknown = ({ event }: { event: { type?: string; error?: unknown } }) =>
  failureOutcome(event.error) === 'unknown'

/**
 * The waits before each check of an unknown outcome: four checks over about 15 s, then the borrower is
 * told what to do (and can check again). Bounded: a check never runs on its own after the last one.
 */
export const CHECK_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000] as const

/** What a check found. `pending`: the server does not know yet (still processing) or could not be asked. */
export type CheckOutcome<T = null> =
  { outcome: 'done'; result: T } | { outcome: 'notDone' } | { outcome: 'pending' }

/** Every check actor takes the backoff it runs with, named once here and shown in the machine. */
export interface CheckInput {
  delaysMs: readonly number[]
}

/** Guards on a check's output. */
export const checkFound =
  (outcome: 'done' | 'notDone' | 'pending') =>
  ({ event }: { event: { type?: string; output?: { outcome: string } } }) =>
    event.output?.outcome === outcome
