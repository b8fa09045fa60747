import type { PayCodeCheckInput, PayCodeInput } from '../../../machines/repayment.types.ts'
import { failureOutcome, type CheckOutcome } from '../../../machines/shared/submission.ts'
import type { Api, PayloadOf } from '../../api/api.ts'
import { generatePayCode } from '../../api/instalment.ts'
import { checkWithBackoff } from '../../lib/outcome-check.ts'
import { redirectTarget } from '../../lib/url.ts'

/*
 * A pay code's trace (src/lib/submissions.ts, for generate-vcode) and the check of one asked for without
 * an answer (decision 022), loaded on demand (./repayment.impl.ts loadPayCodeCheck), from the first tap
 * or as a pay code is asked for: a page that asks for none never needs them. No call reads whether a
 * pay code was made, so the check asks generate-vcode again with the same key: a lender honouring the
 * key answers the code it already made (and makes none); a refusal is its answer for that key.
 */

export { createSubmissions } from '../../lib/submissions.ts'
/** The redirect rule for the pay URL generate-vcode answers: here, loaded before the call, not in the first load. */
export { redirectTarget }

export interface PayCodeTrace {
  /** The stored key of the pay code asked for, or undefined once it is gone (expired). */
  key: () => string | undefined
  /** The outcome is known: the trace goes, the next request gets a new key. */
  settle: () => void
}

export function checkPayCode(
  api: Api,
  origin: string,
  { delaysMs, ...asked }: PayCodeCheckInput,
  payload: (input: PayCodeInput) => PayloadOf<typeof generatePayCode>,
  trace: PayCodeTrace,
  signal?: AbortSignal,
): Promise<CheckOutcome<string>> {
  return checkWithBackoff(
    async (): Promise<CheckOutcome<string>> => {
      const idempotencyKey = trace.key()
      // Without the key nothing is asked: a request without it could make a second code.
      if (idempotencyKey === undefined) return { outcome: 'pending' }
      try {
        const data = await api.call(generatePayCode, payload(asked), { idempotencyKey })
        trace.settle()
        const url = redirectTarget(data.payUrl, origin)
        return url === null ? { outcome: 'notDone' } : { outcome: 'done', result: url }
      } catch (error) {
        // No answer again (or one that does not decode): the next check may get one.
        if (failureOutcome(error) !== 'refused') throw error
        trace.settle()
        return { outcome: 'notDone' }
      }
    },
    delaysMs,
    signal,
  )
}
