import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { Repayment } from '../../machines/repayment.types.ts'
import {
  readRepaymentInfo,
  REPAYMENT_INFO_KEY,
  REPAYMENT_INFO_TTL_MS,
  repaymentInfoOf,
  storedRepaymentInfo,
  totalOf,
} from '../../src/screens/shared/repayment-info.ts'
import { fakeStore } from './fake-services.ts'

/**
 * `repaymentInfo` in local storage (src/screens/shared/repayment-info.ts): what the instalment and
 * rollover pages save for /repaymentOfCode2, and what that page accepts back. Local storage is an
 * input: a value another page (or an older app) wrote badly must read as absent, never as a wrong
 * amount or an empty pay code.
 */

const defDetail = {
  payCode: '7105000017',
  logo: 'https://cdn.bayad.test/dp.png',
  title: 'Dragonpay',
  payNotice: {
    '7-Eleven': [{ name: 'At the store', list: ['Use the CLiQQ kiosk.', 'Pay at the counter.'] }],
  },
}
const ORDER = 'BYD20261105000017'
const NOW = Date.UTC(2026, 10, 27, 3, 0, 0)
const info = {
  repayAmount: 392000,
  productName: 'Bayad Cash',
  repayDate: '2026-12-05',
  productLogo: 'https://cdn.bayad.test/bc.png',
  defDetail,
  orderId: ORDER,
  expiresAt: NOW + REPAYMENT_INFO_TTL_MS,
}

const repayment: Repayment = {
  repayAmount: 392000,
  productName: 'Bayad Cash',
  repayDate: '2026-12-05',
  productLogo: 'https://cdn.bayad.test/bc.png',
  detail: [{ text: 'Principal', value: '₱3,500.00' }],
  channels: [{ logo: '', name: 'GCash', channelNumber: '90006' }],
  noticeMsg: '',
  defaultPayment: {
    payCode: '7105000017',
    logo: 'https://cdn.bayad.test/dp.png',
    title: 'Dragonpay',
    payNotice: {
      '7-Eleven': [{ name: 'At the store', list: ['Use the CLiQQ kiosk.', 'Pay at the counter.'] }],
    },
  },
  showInstructions: true,
  delay: { amount: 52500, title: 'Rollover fee' },
  plan: [],
  dueDate: '2026-12-05',
  loadedAt: 0,
}

/** A copy of `value` without `key`. */
function without<T extends Record<string, unknown>>(value: T, key: keyof T): Omit<T, typeof key> {
  const { [key]: _dropped, ...rest } = value
  return rest
}

describe('storedRepaymentInfo', () => {
  it('is kept under the spec key "repaymentInfo"', () => {
    expect(REPAYMENT_INFO_KEY).toBe('repaymentInfo')
  })

  it('decodes an instalment value as saved', () => {
    expect(v.parse(storedRepaymentInfo, info)).toEqual(info)
  })

  it('decodes a rollover value with delayInfo, amounts given as text too', () => {
    const decoded = v.parse(storedRepaymentInfo, {
      ...info,
      repayAmount: '392000',
      delayInfo: { delayAmount: '52500', title: 'Rollover fee' },
    })
    expect(decoded.repayAmount).toBe(392000)
    expect(decoded.delayInfo).toEqual({ delayAmount: 52500, title: 'Rollover fee' })
  })

  it('fills what it may: absent texts empty, absent payNotice no steps, the pay code trimmed', () => {
    expect(
      v.parse(storedRepaymentInfo, {
        repayAmount: 1,
        defDetail: { payCode: ' 71 ' },
        orderId: ORDER,
        expiresAt: NOW,
      }),
    ).toEqual({
      repayAmount: 1,
      productName: '',
      repayDate: '',
      productLogo: '',
      defDetail: { payCode: '71', logo: '', title: '', payNotice: {} },
      orderId: ORDER,
      expiresAt: NOW,
    })
  })

  it('a step without its list has no lines (the step schema of the server answer, schemas-instalment.ts)', () => {
    const decoded = v.parse(storedRepaymentInfo, {
      ...info,
      defDetail: { ...defDetail, payNotice: { a: [{ name: 'x' }, { name: 'y', list: null }] } },
    })
    expect(decoded.defDetail.payNotice).toEqual({
      a: [
        { name: 'x', list: [] },
        { name: 'y', list: [] },
      ],
    })
  })

  it.each([
    ['missing defDetail', without(info, 'defDetail')],
    ['missing defDetail.payCode', { ...info, defDetail: without(defDetail, 'payCode') }],
    ['an empty payCode', { ...info, defDetail: { ...defDetail, payCode: '' } }],
    ['a blank payCode', { ...info, defDetail: { ...defDetail, payCode: '   ' } }],
    ['payCode is a number', { ...info, defDetail: { ...defDetail, payCode: 7105000017 } }],
    ['missing repayAmount', without(info, 'repayAmount')],
    ['repayAmount "lots"', { ...info, repayAmount: 'lots' }],
    ['repayAmount formatted', { ...info, repayAmount: '3,920.00' }],
    ['payNotice is text', { ...info, defDetail: { ...defDetail, payNotice: 'Use the kiosk' } }],
    ['payNotice is a list', { ...info, defDetail: { ...defDetail, payNotice: [{ name: 'x', list: [] }] } }],
    ['a payNotice group that is not a list', { ...info, defDetail: { ...defDetail, payNotice: { a: 'x' } } }],
    [
      'a step whose list is text',
      { ...info, defDetail: { ...defDetail, payNotice: { a: [{ list: 'x' }] } } },
    ],
    ['delayInfo.delayAmount "x"', { ...info, delayInfo: { delayAmount: 'x', title: 'Fee' } }],
    ['delayInfo without its amount', { ...info, delayInfo: { title: 'Fee' } }],
    // A corrupt amount reads as "not found", never as a total to pay.
    ['repayAmount -100', { ...info, repayAmount: -100 }],
    ['repayAmount "-100"', { ...info, repayAmount: '-100' }],
    ['repayAmount 0', { ...info, repayAmount: 0 }],
    ['repayAmount Infinity (1e400 read as a number)', { ...info, repayAmount: Number('1e400') }],
    ['repayAmount of 400 digits', { ...info, repayAmount: `1${'0'.repeat(400)}` }],
    ['repayAmount beyond a safe integer', { ...info, repayAmount: 2 ** 53 }],
    ['repayAmount with a fraction', { ...info, repayAmount: 392000.5 }],
    ['delayInfo.delayAmount 0', { ...info, delayInfo: { delayAmount: 0, title: 'Fee' } }],
    ['delayInfo.delayAmount -1', { ...info, delayInfo: { delayAmount: -1, title: 'Fee' } }],
    [
      'delayInfo.delayAmount Infinity',
      { ...info, delayInfo: { delayAmount: Number('1e400'), title: 'Fee' } },
    ],
    ['not an object', 'repaymentInfo'],
    ['null', null],
    // Bound to its order, with an expiry: a value of an older app (neither) reads as absent.
    ['missing orderId', without(info, 'orderId')],
    ['an empty orderId', { ...info, orderId: '' }],
    ['an orderId no link could carry', { ...info, orderId: 'BYD 1<script>' }],
    ['missing expiresAt', without(info, 'expiresAt')],
    ['expiresAt as text', { ...info, expiresAt: String(NOW) }],
  ])('refuses %s', (_what, value) => {
    expect(v.safeParse(storedRepaymentInfo, value).success).toBe(false)
  })
})

describe('repaymentInfoOf and totalOf', () => {
  it('instalment: no delayInfo even when the answer had one; the total is repayAmount', () => {
    const saved = repaymentInfoOf(repayment, 'instalment', ORDER, NOW)
    expect(saved).toEqual(info)
    expect(totalOf(v.parse(storedRepaymentInfo, saved))).toBe(392000)
  })

  it('rollover: delayInfo with the delay amount, which is the total', () => {
    const saved = repaymentInfoOf(repayment, 'rollover', ORDER, NOW)
    expect(saved).toEqual({ ...info, delayInfo: { delayAmount: 52500, title: 'Rollover fee' } })
    expect(totalOf(v.parse(storedRepaymentInfo, saved))).toBe(52500)
  })

  // A rollover without delayInfo never reaches the page: the load refuses it as malformed (decision
  // 017). What these helpers do with one is only their fallback, never what a rollover pays.
  it('data the load never passes (a rollover without delayInfo) saves no delayInfo', () => {
    expect(repaymentInfoOf({ ...repayment, delay: null }, 'rollover', ORDER, NOW)).not.toHaveProperty(
      'delayInfo',
    )
  })

  it('the smallest amounts that can be paid (1 minor unit) are read', () => {
    const decoded = v.parse(storedRepaymentInfo, { ...info, repayAmount: 1, delayInfo: { delayAmount: '1' } })
    expect([decoded.repayAmount, totalOf(decoded)]).toEqual([1, 1])
  })

  it('nothing is saved without a pay code', () => {
    expect(repaymentInfoOf({ ...repayment, defaultPayment: null }, 'instalment', ORDER, NOW)).toBeNull()
  })
})

describe('readRepaymentInfo (what /repaymentOfCode2 shows)', () => {
  const saved = () => {
    const store = fakeStore()
    store.set(
      REPAYMENT_INFO_KEY,
      JSON.parse(JSON.stringify(repaymentInfoOf(repayment, 'rollover', ORDER, NOW))),
    )
    return store
  }
  const total = '52500'

  it('the value of the order and total its link names, while alive', () => {
    expect(readRepaymentInfo(saved(), { orderId: ORDER, amount: total }, NOW)?.defDetail.payCode).toBe(
      '7105000017',
    )
    expect(
      readRepaymentInfo(saved(), { orderId: ORDER, amount: total }, NOW + REPAYMENT_INFO_TTL_MS - 1),
    ).toBeDefined()
  })

  it('a bare link (the host opening the page) shows any live value', () => {
    expect(readRepaymentInfo(saved(), {}, NOW)).toBeDefined()
  })

  it.each([
    ['expired', {}, NOW + REPAYMENT_INFO_TTL_MS],
    ['saved "in the future" (a clock turned back, a forged value)', {}, NOW - 1],
    ['another order', { orderId: 'BYD2' }, NOW],
    ['another total', { orderId: ORDER, amount: '392000' }, NOW],
    ['a forged order id', { orderId: '<script>' }, NOW],
  ])('%s reads as absent', (_, link, now) => {
    expect(readRepaymentInfo(saved(), link, now)).toBeUndefined()
  })

  it('nothing saved reads as absent', () => {
    expect(readRepaymentInfo(fakeStore(), {}, NOW)).toBeUndefined()
  })
})
