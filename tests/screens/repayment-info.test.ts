import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { Repayment } from '../../machines/repayment.machine.ts'
import {
  REPAYMENT_INFO_KEY,
  repaymentInfoOf,
  storedRepaymentInfo,
  totalOf,
} from '../../src/screens/repayment/repayment-info.ts'

/**
 * `repaymentInfo` in local storage (src/screens/repayment/repayment-info.ts): what the instalment and
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
const info = {
  repayAmount: 392000,
  productName: 'Bayad Cash',
  repayDate: '2026-12-05',
  productLogo: 'https://cdn.bayad.test/bc.png',
  defDetail,
}

const repayment: Repayment = {
  repayAmount: 392000,
  productName: 'Bayad Cash',
  repayDate: '2026-12-05',
  productLogo: 'https://cdn.bayad.test/bc.png',
  detail: [{ text: 'Principal', value: '₱3.500,00' }],
  channels: [{ logo: '', name: 'GCash', channelNumber: '90006' }],
  noticeMsg: '',
  defaultPayment: {
    payCode: '7105000017',
    logo: 'https://cdn.bayad.test/dp.png',
    title: 'Dragonpay',
    payNotice: {
      '7-Eleven': [{ name: 'At the store', steps: ['Use the CLiQQ kiosk.', 'Pay at the counter.'] }],
    },
  },
  showInstructions: true,
  delay: { amount: 52500, title: 'Rollover fee' },
  plan: [],
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
    expect(v.parse(storedRepaymentInfo, { repayAmount: 1, defDetail: { payCode: ' 71 ' } })).toEqual({
      repayAmount: 1,
      productName: '',
      repayDate: '',
      productLogo: '',
      defDetail: { payCode: '71', logo: '', title: '', payNotice: {} },
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
    ['a step without its list', { ...info, defDetail: { ...defDetail, payNotice: { a: [{ name: 'x' }] } } }],
    ['delayInfo.delayAmount "x"', { ...info, delayInfo: { delayAmount: 'x', title: 'Fee' } }],
    ['delayInfo without its amount', { ...info, delayInfo: { title: 'Fee' } }],
    ['not an object', 'repaymentInfo'],
    ['null', null],
  ])('refuses %s', (_what, value) => {
    expect(v.safeParse(storedRepaymentInfo, value).success).toBe(false)
  })
})

describe('repaymentInfoOf and totalOf', () => {
  it('instalment: no delayInfo even when the answer had one; the total is repayAmount', () => {
    const saved = repaymentInfoOf(repayment, 'instalment')
    expect(saved).toEqual(info)
    expect(totalOf(v.parse(storedRepaymentInfo, saved))).toBe(392000)
  })

  it('rollover: delayInfo with the delay amount, which is the total', () => {
    const saved = repaymentInfoOf(repayment, 'rollover')
    expect(saved).toEqual({ ...info, delayInfo: { delayAmount: 52500, title: 'Rollover fee' } })
    expect(totalOf(v.parse(storedRepaymentInfo, saved))).toBe(52500)
  })

  it('rollover without delayInfo: no delayInfo, the total is repayAmount', () => {
    const saved = repaymentInfoOf({ ...repayment, delay: null }, 'rollover')
    expect(saved).not.toHaveProperty('delayInfo')
    expect(totalOf(v.parse(storedRepaymentInfo, saved))).toBe(392000)
  })

  it('a zero delay amount is still the rollover total', () => {
    const decoded = v.parse(storedRepaymentInfo, { ...info, delayInfo: { delayAmount: 0, title: '' } })
    expect(totalOf(decoded)).toBe(0)
  })

  it('nothing is saved without a pay code', () => {
    expect(repaymentInfoOf({ ...repayment, defaultPayment: null }, 'instalment')).toBeNull()
  })
})
