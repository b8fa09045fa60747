import * as v from 'valibot'
import type { Store } from './storage.ts'

/*
 * The trace of a submission in flight or of unknown outcome (docs/decisions/022-submission-outcomes.md):
 * its idempotency key, what it is bound to (an order and an amount, a product...), when it expires, and
 * what the flow needs to check it after a reload. Written before the request leaves; removed once the
 * outcome is known (done or refused). Local storage: a reload, Back/Forward and the host reopening the
 * page find it again. Decoded on every read: a corrupt, expired or foreign value reads as absent.
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

/** A version-4 UUID: `crypto.randomUUID` where the page is a secure context, else from random bytes. */
export function newIdempotencyKey(crypto: Crypto = globalThis.crypto): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function sameBinding(a: Binding, b: Binding): boolean {
  const keys = Object.keys(b)
  return Object.keys(a).length === keys.length && keys.every((key) => a[key] === b[key])
}

export interface Submissions {
  /**
   * The submission for `binding`: the unsettled one already stored (a retry, a reload: same key), else a
   * new one with a fresh key, stored before this returns (so before the request leaves).
   */
  open(call: SubmissionCall, binding: Binding, ttlMs: number, data?: Record<string, string>): Submission
  /** The unsettled submission of `call` for `binding` (any binding when absent), if one is stored and alive. */
  find(call: SubmissionCall, binding?: Binding): Submission | undefined
  /** The outcome is known: the trace goes, and the next submission gets a new key. */
  settle(call: SubmissionCall): void
}

export function createSubmissions(
  store: Store,
  now: () => number = Date.now,
  newKey: () => string = newIdempotencyKey,
): Submissions {
  const find = (call: SubmissionCall, binding?: Binding) => {
    const found = store.get(PREFIX + call, stored)
    if (found === undefined) return undefined
    if (found.expiresAt <= now()) {
      store.remove(PREFIX + call)
      return undefined
    }
    return binding === undefined || sameBinding(found.binding, binding) ? found : undefined
  }
  return {
    find,
    open(call, binding, ttlMs, data = {}) {
      const existing = find(call, binding)
      if (existing !== undefined) return existing
      const at = now()
      const submission: Submission = { key: newKey(), binding, data, at, expiresAt: at + ttlMs }
      store.set(PREFIX + call, submission)
      return submission
    },
    settle: (call) => store.remove(PREFIX + call),
  }
}
