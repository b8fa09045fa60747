import { describe, expect, it } from 'vitest'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { checkFound, failureOutcome, outcomeUnknown } from '../../machines/shared/submission.ts'

describe('failureOutcome: refused, not sent or unknown (issue 24)', () => {
  const cases: [CallFailure | unknown, string][] = [
    [{ kind: 'rejected', code: '1', message: 'no' }, 'refused'],
    [{ kind: 'rejected', code: '800005', message: '' }, 'refused'],
    [{ kind: 'offline' }, 'notSent'],
    [{ kind: 'network' }, 'unknown'],
    [{ kind: 'timeout' }, 'unknown'],
    [{ kind: 'malformed' }, 'unknown'],
    [{ kind: 'malformed', code: '0' }, 'unknown'],
    [{ kind: 'http', code: '500' }, 'unknown'],
    [{ kind: 'http', code: '502' }, 'unknown'],
    [{ kind: 'http', code: '504' }, 'unknown'],
    [{ kind: 'http', code: '408' }, 'unknown'],
    [{ kind: 'http', code: '409' }, 'unknown'],
    [{ kind: 'http', code: '400' }, 'refused'],
    [{ kind: 'http', code: '404' }, 'refused'],
    [{ kind: 'http', code: '429' }, 'refused'],
    [new Error('a bug'), 'unknown'],
    [undefined, 'unknown'],
  ]
  it.each(cases)('%j → %s', (error, outcome) => {
    expect(failureOutcome(error)).toBe(outcome)
  })

  it('outcomeUnknown reads the error of an invoke’s error event', () => {
    expect(outcomeUnknown({ event: { error: { kind: 'timeout' } } })).toBe(true)
    expect(outcomeUnknown({ event: { error: { kind: 'offline' } } })).toBe(false)
    expect(outcomeUnknown({ event: { error: { kind: 'rejected', code: '1' } } })).toBe(false)
  })

  it('checkFound reads a check’s output', () => {
    expect(checkFound('done')({ event: { output: { outcome: 'done' } } })).toBe(true)
    expect(checkFound('done')({ event: { output: { outcome: 'pending' } } })).toBe(false)
    expect(checkFound('notDone')({ event: {} })).toBe(false)
  })
})
