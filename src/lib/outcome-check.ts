import { failureOutcome, type CheckOutcome } from '../../machines/shared/submission.ts'

/** Waits `ms`, or rejects when `signal` aborts (the check's actor was stopped). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', stop, { once: true })
  })
}

/**
 * Asks `check` after each wait in `delaysMs` until it finds the outcome (done or not done). A check that
 * fails (no connection, a bad answer) counts as "still pending". After the last wait: pending.
 */
export async function checkWithBackoff<T>(
  check: () => Promise<CheckOutcome<T>>,
  delaysMs: readonly number[],
  signal?: AbortSignal,
  wait: (ms: number, signal?: AbortSignal) => Promise<void> = sleep,
): Promise<CheckOutcome<T>> {
  for (const delay of delaysMs) {
    await wait(delay, signal)
    try {
      const found = await check()
      if (found.outcome !== 'pending') return found
    } catch {
      // The check itself got no answer: the outcome is still unknown; the next check may know.
    }
  }
  return { outcome: 'pending' }
}

/**
 * The check of a submission that no call can confirm (docs/idempotency.md): after each wait `replay`
 * sends the same submission again with the same idempotency key, and a server that keeps answers by
 * key answers what it did the first time, acting at most once. An answer is `answered` (done); a
 * refusal is what `refused` reads in it (not done with the server's reason, or done when its code says
 * it was done before); after either the outcome is known and `settle` drops the trace (the key now
 * stands for that answer). No answer again: pending, asked again after the next wait.
 */
export function replayCheck<O extends { outcome: string }>(
  replay: () => Promise<unknown>,
  answered: O,
  refused: (error: unknown) => O,
  settle: () => void,
  delaysMs: readonly number[],
  signal?: AbortSignal,
): Promise<O | { outcome: 'pending' }> {
  return checkWithBackoff(
    async () => {
      let found = answered
      try {
        await replay()
      } catch (error) {
        if (failureOutcome(error) !== 'refused') throw error
        found = refused(error)
      }
      settle()
      return found as CheckOutcome
    },
    delaysMs,
    signal,
  ) as Promise<O | { outcome: 'pending' }>
}
