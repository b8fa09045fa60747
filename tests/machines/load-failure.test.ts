import { describe, expect, it } from 'vitest'
import { loadFailureOf, type CallFailure } from '../../machines/shared/notice.ts'

/** What a page says when its data could not be loaded (issue 27): the kind of failure, from src/api's CallFailure. */
describe('loadFailureOf', () => {
  it.each<[string, CallFailure, ReturnType<typeof loadFailureOf>]>([
    ['no connection', { kind: 'offline' }, { kind: 'offline' }],
    ['the connection failed on the way', { kind: 'network' }, { kind: 'unreachable' }],
    ['no whole answer in time', { kind: 'timeout' }, { kind: 'timeout' }],
    [
      'a refusal with a message',
      { kind: 'rejected', code: '500', message: ' Order not found ' },
      { kind: 'server', message: 'Order not found' },
    ],
    ['a refusal with a blank message', { kind: 'rejected', code: '500', message: '  ' }, { kind: 'server' }],
    ['a refusal without a message', { kind: 'rejected', code: '9' }, { kind: 'server' }],
    ['an HTTP error', { kind: 'http', code: '502' }, { kind: 'server' }],
    ['an answer that cannot be read', { kind: 'malformed', code: '0' }, { kind: 'server' }],
  ])('%s', (_, error, failure) => {
    expect(loadFailureOf(error)).toEqual(failure)
  })

  it.each([new Error('boom'), undefined, 'text', { code: '1' }])('anything else is unknown (%s)', (error) => {
    expect(loadFailureOf(error)).toEqual({ kind: 'unknown' })
  })
})
