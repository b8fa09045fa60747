import * as v from 'valibot'
import type { CallFailure } from '../../machines/shared/notice.ts'
import type { Store } from './storage.ts'

/*
 * The trace of a submission in flight or of unknown outcome (docs/decisions/022-submission-outcomes.md):
 * its idempotency key, what it is bound to (an order and an amount, a product...), when it expires, and
 * what the flow needs to check it after a reload. Written before the request leaves; removed once the
 * outcome is known (done or refused). Local storage: a reload, Back/Forward and the host reopening the
 * page find it again. Decoded on every read: a corrupt, expired or foreign value reads as absent.
 *
 * This is its read side, what a page needs as it opens (a submission of unknown outcome to resume) and
 * once an outcome is known; it rides in the chunk every flow route loads. The write side (a new trace
 * with a new key, and a call sent under it) is ./submissions.ts, which each flow's code loaded on
 * demand brings along when a submission starts (docs/decisions/004-first-load-budget.md).
 */

/** The submitting calls that keep a trace, one trace each at a time. */
export type SubmissionCall =
  | 'repayment-commit'
  | 'repayment-confirm'
  | 'repayment-huichao'
  | 'generate-vcode'
  | 'loan-detail-push'
  | 'depush'
  | 'register'
  | 'problem-save'
  | 'bind-card'
  | 'save-score'

const PREFIX = 'bayad.submission.'

/** Where the trace of `call` is stored. */
export const traceKey = (call: SubmissionCall) => PREFIX + call

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const stored = v.object({
  key: v.pipe(v.string(), v.regex(KEY_PATTERN)),
  binding: v.record(v.string(), v.string()),
  /** What the flow keeps to check or show the outcome after a reload (a repay token, a card). */
  data: v.record(v.string(), v.string()),
  at: v.number(),
  expiresAt: v.number(),
})
export type Submission = v.InferOutput<typeof stored>

export type Binding = Record<string, string>

function sameBinding(a: Binding, b: Binding): boolean {
  const keys = Object.keys(b)
  return Object.keys(a).length === keys.length && keys.every((key) => a[key] === b[key])
}

export interface SubmissionTraces {
  /** The unsettled submission of `call` for `binding` (any binding when absent), if one is stored and alive. */
  find(call: SubmissionCall, binding?: Binding): Submission | undefined
  /** The outcome is known: the trace goes, and the next submission gets a new key. */
  settle(call: SubmissionCall): void
}

export function submissionTraces(store: Store, now: () => number = Date.now): SubmissionTraces {
  return {
    find(call, binding) {
      const found = store.get(traceKey(call), stored)
      if (found === undefined) return undefined
      if (found.expiresAt <= now()) {
        store.remove(traceKey(call))
        return undefined
      }
      return binding === undefined || sameBinding(found.binding, binding) ? found : undefined
    },
    settle: (call) => store.remove(traceKey(call)),
  }
}

/**
 * What a submission fails with when its code (the write side, ./submissions.ts, loaded on demand with
 * the flow's own) could not be downloaded: nothing was sent (offline, the borrower may simply try again).
 */
export const NOT_SENT: CallFailure = { kind: 'offline' }
