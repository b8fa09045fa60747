import type { CheckOutcome } from '../../machines/shared/submission.ts'

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
