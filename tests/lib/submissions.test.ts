import { describe, expect, it } from 'vitest'
import { createStore } from '../../src/lib/storage.ts'
import { createSubmissions, newIdempotencyKey } from '../../src/lib/submissions.ts'
import { memoryStorage } from '../sandbox/harness.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const TTL = 30 * 60_000

function setup() {
  const storage = memoryStorage()
  let now = 1_000_000
  const clock = { now: () => now, advance: (ms: number) => void (now += ms) }
  const make = () => createSubmissions(createStore(storage), clock.now)
  return { storage, clock, make }
}

describe('the submission trace and its idempotency key', () => {
  it('is stored as soon as it is opened, and a retry (or a reload) gets the same key', () => {
    const { storage, make } = setup()
    const first = make().open('repayment-commit', { orderId: 'O1', amount: '350000' }, TTL, {
      repayToken: 't1',
    })
    expect(first.key).toMatch(UUID)
    expect(storage.getItem('bayad.submission.repayment-commit')).toContain(first.key)
    // A new page (after a reload) reads the same trace.
    const again = make().open('repayment-commit', { orderId: 'O1', amount: '350000' }, TTL, {
      repayToken: 't2',
    })
    expect(again.key).toBe(first.key)
    expect(again.data).toEqual({ repayToken: 't1' })
    expect(make().find('repayment-commit')).toEqual(first)
  })

  it('a new payment after the outcome is known gets a new key', () => {
    const { make } = setup()
    const submissions = make()
    const first = submissions.open('repayment-commit', { orderId: 'O1', amount: '350000' }, TTL)
    submissions.settle('repayment-commit')
    expect(submissions.find('repayment-commit')).toBeUndefined()
    const next = submissions.open('repayment-commit', { orderId: 'O1', amount: '350000' }, TTL)
    expect(next.key).not.toBe(first.key)
  })

  it('is bound to what it submits: another order or amount is another submission', () => {
    const { make } = setup()
    const submissions = make()
    const first = submissions.open('repayment-commit', { orderId: 'O1', amount: '350000' }, TTL)
    expect(submissions.find('repayment-commit', { orderId: 'O2', amount: '350000' })).toBeUndefined()
    expect(submissions.find('repayment-commit', { orderId: 'O1', amount: '100' })).toBeUndefined()
    expect(submissions.find('repayment-commit', { orderId: 'O1' })).toBeUndefined()
    const other = submissions.open('repayment-commit', { orderId: 'O2', amount: '350000' }, TTL)
    expect(other.key).not.toBe(first.key)
  })

  it('expires', () => {
    const { make, clock, storage } = setup()
    const submissions = make()
    const first = submissions.open('generate-vcode', { orderId: 'O1' }, TTL)
    clock.advance(TTL - 1)
    expect(submissions.find('generate-vcode', { orderId: 'O1' })?.key).toBe(first.key)
    clock.advance(1)
    expect(submissions.find('generate-vcode', { orderId: 'O1' })).toBeUndefined()
    expect(storage.getItem('bayad.submission.generate-vcode')).toBeNull()
  })

  it('reads a corrupt or forged value as absent', () => {
    const { make, storage } = setup()
    for (const bad of [
      'not json',
      '{"key":"x","binding":{},"data":{},"at":1,"expiresAt":9e15}',
      '{"key":"0f8fad5b-d9cb-469f-a165-70867728950e","binding":{"orderId":1},"data":{},"at":1,"expiresAt":9e15}',
      '[]',
    ]) {
      storage.setItem('bayad.submission.register', bad)
      expect(make().find('register')).toBeUndefined()
    }
  })

  it('keys are version-4 UUIDs, also without crypto.randomUUID (an insecure context)', () => {
    expect(newIdempotencyKey()).toMatch(UUID)
    const bytes = { getRandomValues: <T extends ArrayBufferView>(array: T) => array } as unknown as Crypto
    expect(newIdempotencyKey(bytes)).toBe('00000000-0000-4000-8000-000000000000')
    const random = { getRandomValues: (array: Uint8Array) => array.fill(255) } as unknown as Crypto
    expect(newIdempotencyKey(random)).toMatch(UUID)
  })
})
