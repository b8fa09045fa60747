import { failureOutcome } from '../../machines/shared/submission.ts'
import type { Store } from './storage.ts'
import {
  submissionTraces,
  traceKey,
  type Binding,
  type Submission,
  type SubmissionCall,
  type SubmissionTraces,
} from './submission-trace.ts'

/*
 * The write side of the submission traces (docs/decisions/022-submission-outcomes.md): a new trace with
 * a new idempotency key, stored before the request leaves, and a call sent under it. Only the code each
 * flow loads on demand when a submission starts imports it (bank-outcome.tsx, push-check.ts...), so it
 * is outside every route's first load; the read side (find, settle) is ./submission-trace.ts.
 */

export type { Binding, Submission, SubmissionCall, SubmissionTraces } from './submission-trace.ts'

/** A version-4 UUID: `crypto.randomUUID` where the page is a secure context, else from random bytes. */
export function newIdempotencyKey(crypto: Crypto = globalThis.crypto): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export interface Submissions extends SubmissionTraces {
  /**
   * The submission for `binding`: the unsettled one already stored (a retry, a reload: same key), else a
   * new one with a fresh key, stored before this returns (so before the request leaves).
   */
  open(call: SubmissionCall, binding: Binding, ttlMs: number, data?: Record<string, string>): Submission
  /**
   * Sends one submission under its trace: `request` gets the key of {@link open}'s submission. Done or
   * refused settles the trace (the next submission gets a new key); unknown or not sent keeps it (a
   * retry, a check or a reload reuses the key).
   */
  send<T>(
    call: SubmissionCall,
    binding: Binding,
    ttlMs: number,
    data: Record<string, string>,
    request: (idempotencyKey: string) => Promise<T>,
  ): Promise<T>
}

export function createSubmissions(
  store: Store,
  now: () => number = Date.now,
  newKey: () => string = newIdempotencyKey,
): Submissions {
  const traces = submissionTraces(store, now)
  const open: Submissions['open'] = (call, binding, ttlMs, data = {}) => {
    const existing = traces.find(call, binding)
    if (existing !== undefined) return existing
    const at = now()
    const submission: Submission = { key: newKey(), binding, data, at, expiresAt: at + ttlMs }
    store.set(traceKey(call), submission)
    return submission
  }
  return {
    ...traces,
    open,
    async send(call, binding, ttlMs, data, request) {
      const { key } = open(call, binding, ttlMs, data)
      try {
        const result = await request(key)
        traces.settle(call)
        return result
      } catch (error) {
        if (failureOutcome(error) === 'refused') traces.settle(call)
        throw error
      }
    },
  }
}
