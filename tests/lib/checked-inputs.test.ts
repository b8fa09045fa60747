// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { amount } from '../../src/api/schema-base.ts'
import { amountText } from '../../src/api/instalment.ts'
import { checkedPhone } from '../../src/lib/phone.ts'
import { isHeaderValue, MAX_HEADER_VALUE, pickCommon, withCommonQuery } from '../../src/lib/query.ts'
import { UNIQUE_ID, uniqueId } from '../../src/lib/unique-id.ts'

/** Issue 25, point 6 and 7: inputs that are not valid become a clear state (docs/decisions/024-checked-inputs.md). */

describe('header values of the common query (building, gather, swift, eyes)', () => {
  it.each([
    ['', true],
    ['b-hdr', true],
    ['a b\tc ~!"#$%&()*+,/:;<=>?@[\\]^_`{|}', true],
    ['x'.repeat(MAX_HEADER_VALUE), true],
    ['x'.repeat(MAX_HEADER_VALUE + 1), false],
    ['€', false],
    ['é', false],
    ['a\r\nSet-Cookie: x=1', false],
    ['a\nb', false],
    ['a\u0000b', false],
    ['a\u007fb', false],
    ['\u{1f600}', false],
  ])('%j is a header value: %s', (value, valid) => {
    expect(isHeaderValue(value)).toBe(valid)
    // The rule is exactly what Headers accepts (within the length limit).
    if (value.length <= MAX_HEADER_VALUE) {
      const set = () => new Headers().set('building', value)
      if (valid) expect(set).not.toThrow()
      // Headers refuses NUL, CR, LF and code points above 0xff; the app refuses more (DEL, Latin-1).
      else if (/[\0\r\n]|[^\0-\u00ff]/.test(value)) expect(set).toThrow()
    }
  })

  it('one that is not is dropped from the common query: not in the calls, not carried to the next page', () => {
    const common = pickCommon({
      sessionId: 's',
      building: '€',
      gather: 'g',
      swift: 'a\nb',
      eyes: 'e',
      other: '€',
    })
    expect(common).toEqual({ sessionId: 's', gather: 'g', eyes: 'e' })
    // Also when a caller hands withCommonQuery values of its own (the test preview's fields).
    expect(withCommonQuery('/complaint', { sessionId: 's€', building: '€', eyes: 'e' })).toBe(
      '/complaint?sessionId=s%E2%82%AC&eyes=e',
    )
  })
})

describe('the device id: crypto.randomUUID, else a version 4 UUID from getRandomValues', () => {
  it('uses crypto.randomUUID when the platform has it', () => {
    const randomUUID = vi.fn(
      () => '123E4567-E89B-42D3-A456-426614174000' as `${string}-${string}-${string}-${string}-${string}`,
    )
    const getRandomValues = vi.fn()
    expect(uniqueId({ randomUUID, getRandomValues } as never)).toBe('123e4567-e89b-42d3-a456-426614174000')
    expect(getRandomValues).not.toHaveBeenCalled()
  })

  it('without randomUUID (not a secure context, an older webview): 16 random bytes as a version 4 UUID', () => {
    const filled = (byte: number) => ({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(byte)
        return array
      },
    })
    expect(uniqueId(filled(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    expect(uniqueId(filled(0x00))).toBe('00000000-0000-4000-8000-000000000000')
    expect(uniqueId({ getRandomValues: (a) => crypto.getRandomValues(a) })).toMatch(UNIQUE_ID)
  })

  it('the platform default: 8-4-4-4-12 lowercase hex, all different', () => {
    const ids = new Set(Array.from({ length: 200 }, () => uniqueId()))
    expect(ids.size).toBe(200)
    for (const id of ids) expect(id).toMatch(UNIQUE_ID)
  })

  it('never Math.random', () => {
    const random = vi.spyOn(Math, 'random')
    uniqueId()
    uniqueId({ getRandomValues: (a) => crypto.getRandomValues(a) })
    expect(random).not.toHaveBeenCalled()
    random.mockRestore()
  })
})

describe('amounts refuse negatives, NaN and infinities', () => {
  it.each([0, 1, 392000, '0', '500000', '12.5', 12.5])('%j is an amount', (value) => {
    expect(v.safeParse(amount, value).success).toBe(true)
  })

  it.each([
    -1,
    -0.01,
    '-500',
    '-0.5',
    NaN,
    Infinity,
    -Infinity,
    '9'.repeat(400),
    '1e3',
    ' 5',
    '',
    null,
    '₱5',
  ])('%j is not', (value) => {
    expect(v.safeParse(amount, value).success).toBe(false)
  })

  it('a plan row amount shown as worded: any text but a negative number', () => {
    for (const ok of ['₱525.00', '52500', '', 'Free', 52500]) expect(v.is(amountText, ok)).toBe(true)
    for (const bad of ['-52500', ' - 525', -1]) expect(v.is(amountText, bad)).toBe(false)
  })
})

describe('a phone given by the server, checked before callPhone', () => {
  it.each([
    ['0917 000 1111', '0917 000 1111'],
    ['  +63 (917) 000-1111 ', '+63 (917) 000-1111'],
    ['8888', '8888'],
    ['', ''],
    ['call us', ''],
    ['tel:0917', ''],
    ['0917;ext=1', ''],
    ['+', ''],
    ['0'.repeat(33), ''],
    ['0917\n0001111', ''],
  ])('%j → %j', (raw, phone) => {
    expect(checkedPhone(raw)).toBe(phone)
  })
})
