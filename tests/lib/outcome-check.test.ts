import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CheckOutcome } from '../../machines/shared/submission.ts'
import { checkWithBackoff, sleep } from '../../src/lib/outcome-check.ts'

const waited: number[] = []
const wait = (ms: number) => {
  waited.push(ms)
  return Promise.resolve()
}

afterEach(() => {
  waited.length = 0
  vi.useRealTimers()
})

function answers(...outcomes: (CheckOutcome | Error)[]) {
  const check = vi.fn(async () => {
    const next = outcomes.shift()
    if (next === undefined) throw new Error('asked once too often')
    if (next instanceof Error) throw next
    return next
  })
  return check
}

describe('checkWithBackoff', () => {
  it('stops at the first check that knows: done', async () => {
    const check = answers({ outcome: 'pending' }, { outcome: 'done', result: null })
    await expect(checkWithBackoff(check, [1, 2, 4], undefined, wait)).resolves.toEqual({
      outcome: 'done',
      result: null,
    })
    expect(check).toHaveBeenCalledTimes(2)
    expect(waited).toEqual([1, 2])
  })

  it('stops at not done', async () => {
    const check = answers({ outcome: 'notDone' })
    await expect(checkWithBackoff(check, [1, 2], undefined, wait)).resolves.toEqual({ outcome: 'notDone' })
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('a check that fails counts as still pending; bounded: pending after the last wait', async () => {
    const check = answers(new Error('offline'), { outcome: 'pending' }, new Error('502'))
    await expect(checkWithBackoff(check, [1, 2, 4], undefined, wait)).resolves.toEqual({ outcome: 'pending' })
    expect(check).toHaveBeenCalledTimes(3)
    expect(waited).toEqual([1, 2, 4])
  })

  it('waits with real timers, and stops when its signal aborts', async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const check = vi.fn(async (): Promise<CheckOutcome> => ({ outcome: 'pending' }))
    const run = checkWithBackoff(check, [1_000, 2_000], controller.signal).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(999)
    expect(check).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(check).toHaveBeenCalledTimes(1)
    controller.abort(new Error('stopped'))
    await expect(run).resolves.toEqual(new Error('stopped'))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('sleep rejects at once on an aborted signal', async () => {
    const controller = new AbortController()
    controller.abort(new Error('gone'))
    await expect(sleep(10, controller.signal)).rejects.toThrow('gone')
  })
})
