// @vitest-environment node
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { formatDate, formatDateTime, formatMinor, formatPeso } from '../../src/lib/format.ts'
import { uniqueId } from '../../src/lib/unique-id.ts'
import { parseQuery, pickCommon, withCommonQuery } from '../../src/lib/query.ts'
import { APP_KEYS, createStore } from '../../src/lib/storage.ts'
import { memoryStorage } from '../sandbox/harness.ts'

describe('money, dates and ids (decisions.md)', () => {
  it('divides minor units by 100, two decimals, thousands grouped with a comma (decisions.md)', () => {
    expect(formatMinor(350000)).toBe('3,500.00')
    expect(formatMinor(123456789)).toBe('1,234,567.89')
    expect(formatMinor(5)).toBe('0.05')
    expect(formatMinor('99900')).toBe('999.00')
    expect(formatMinor(-150)).toBe('-1.50')
    expect(formatMinor('abc')).toBe('0.00')
    expect(formatPeso(350000)).toBe('₱3,500.00')
  })

  it("writes the spec's dot grouping when configured so (VITE_MONEY_STYLE=spec)", () => {
    expect(formatMinor(350000, 'spec')).toBe('3.500,00')
    expect(formatMinor(123456789, 'spec')).toBe('1.234.567,89')
    expect(formatMinor(5, 'spec')).toBe('0,05')
    expect(formatMinor('abc', 'spec')).toBe('0,00')
    expect(formatMinor(123456789, 'ph')).toBe('1,234,567.89')
  })

  it('dates as YYYY-MM-DD HH:MM:SS or date-only', () => {
    const d = new Date(2026, 10, 21, 9, 5, 7)
    expect(formatDateTime(d)).toBe('2026-11-21 09:05:07')
    expect(formatDate(d)).toBe('2026-11-21')
    expect(formatDate(d.getTime())).toBe('2026-11-21')
    expect(formatDate(Math.floor(d.getTime() / 1000))).toBe('2026-11-21')
    expect(formatDate('not a date')).toBe('not a date')
  })

  it('unique ids follow 8-4-4-4-12 hex', () => {
    expect(uniqueId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  })
})

describe('the common query string', () => {
  it('parses the page query and mirrors product_id / productId', () => {
    expect(parseQuery('?product_id=7&x=1')).toEqual({ product_id: '7', productId: '7', x: '1' })
    expect(parseQuery('productId=9')).toEqual({ productId: '9', product_id: '9' })
  })

  it('keeps the common parameters on every navigation, flow parameters first', () => {
    const common = pickCommon(
      parseQuery('?deviceId=d&sessionId=s&userId=u&merchantNumber=m&mobilePhone=p&orderId=O'),
    )
    expect(common).toEqual({
      deviceId: 'd',
      sessionId: 's',
      userId: 'u',
      merchantNumber: 'm',
      mobilePhone: 'p',
    })
    expect(withCommonQuery('/complaint', common)).toBe(
      '/complaint?deviceId=d&sessionId=s&userId=u&merchantNumber=m&mobilePhone=p',
    )
    expect(withCommonQuery('/complainDetails', common, { problemId: 12, skip: undefined })).toBe(
      '/complainDetails?problemId=12&deviceId=d&sessionId=s&userId=u&merchantNumber=m&mobilePhone=p',
    )
    // an explicit value in the path wins over the common one
    expect(withCommonQuery('/x?userId=other', common)).toContain('userId=other')
  })
})

describe('local storage is decoded, and clearing removes only the app’s own keys', () => {
  it('reads a bad value as absent', () => {
    const storage = memoryStorage()
    const store = createStore(storage)
    storage.setItem('n', '{broken')
    expect(store.get('n', v.object({ a: v.number() }))).toBeUndefined()
    store.set('n', { a: 1 })
    expect(store.get('n', v.object({ a: v.number() }))).toEqual({ a: 1 })
  })

  it('clear() keeps other keys (the sandbox state, for one)', () => {
    const storage = memoryStorage()
    const store = createStore(storage)
    store.set(APP_KEYS.orderNo, 'O1')
    store.set(APP_KEYS.repaymentInfo, { repayAmount: 1 })
    storage.setItem('bayad.sandbox.v1', '{}')
    store.clear()
    expect(storage.getItem('orderNo')).toBeNull()
    expect(storage.getItem('repaymentInfo')).toBeNull()
    expect(storage.getItem('bayad.sandbox.v1')).toBe('{}')
  })
})

describe('message catalogues', () => {
  it('keeps the spec wording of other languages outside the English catalogue', async () => {
    const { localMessage } = await import('../../src/i18n/originals.ts')
    const { message } = await import('../../src/i18n/messages.ts')
    expect(localMessage('repay.codeError', 'zh')).toBe('验证码错误')
    expect(localMessage('rating.pickStar', 'id')).toBe('Silakan pilih')
    // No original: the English text.
    expect(localMessage('complaint.sent', 'zh')).toBe(message('complaint.sent'))
    expect(message('repay.codeError')).toBe('That code is not right. Check the SMS and try again.')
    // The spec's own English (§8) stays in the code sheet's catalogue's spec.ts (src/i18n/cardpopups).
    const { default: spec } = await import('../../src/i18n/cardpopups/spec.ts')
    expect(spec.messages['repay.codeError']).toBe('Verification code error.')
  })
})
