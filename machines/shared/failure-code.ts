import { isCallFailure } from './notice.ts'

/**
 * The code the server refused a call with (a `rejected` failure); undefined for any other failure. Apart
 * from notice.ts, which every page loads, so only the flows that read a code (registration, repay by
 * card) carry it.
 */
export function failureCode(error: unknown): string | undefined {
  return isCallFailure(error) && error.kind === 'rejected' ? error.code : undefined
}
