// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { COMMON_KEYS, parseQuery, pickCommon, withCommonQuery, type PageQuery } from '../../src/lib/query.ts'
import { createStore } from '../../src/lib/storage.ts'
import { decodeBankQuery } from '../../src/screens/bank-form/bank-form.impl.ts'
import { complaintDetailsQuery } from '../../src/screens/complaint/complaint-details.impl.ts'
import { complaintFormQuery, complaintStartQuery } from '../../src/screens/complaint/complaint.impl.ts'
import { decodeDragonpayQuery } from '../../src/screens/dragonpay/dragonpay-query.ts'
import { decodeLegacyConfirmQuery } from '../../src/screens/loan-confirm/legacy-confirm.impl.ts'
import { decodeLoanConfirmQuery } from '../../src/screens/loan-confirm/loan-confirm.impl.ts'
import { decodeOrderQuery } from '../../src/screens/order-details/order-details.impl.ts'
import { decodePayCodeLink } from '../../src/screens/shared/pay-code-link.ts'
import { decodeProductQuery } from '../../src/screens/product/product.impl.ts'
import { decodePromotionQuery } from '../../src/screens/promotion/promotion.impl.ts'
import { decodeFailureMessages } from '../../src/screens/recommended/login-failed-screen.tsx'
import { decodeRepayQuery } from '../../src/screens/shared/repay-link.ts'
import { decodeRepayOrNotQuery } from '../../src/screens/repay-or-not/repay-or-not.impl.ts'
import { readRepaymentInfo } from '../../src/screens/shared/repayment-info.ts'
import { decodeRepaymentQuery } from '../../src/screens/repayment/repayment.impl.ts'
import { decodeWalletQuery } from '../../src/screens/wallet/wallet-repay.impl.ts'
import { memoryStorage } from '../sandbox/harness.ts'
import { fuzz, RUNS, timed } from './support.ts'

/**
 * Every page-query decoder, fuzzed with random query objects and with random search strings through
 * parseQuery (issue 25, point 10): each yields its input or null (or its defaults), never an exception.
 * A new `export function decode…(query…)` in src/screens fails the first test until it is listed here.
 */

const ORIGIN = 'https://h5.bayad.test'
const store = createStore(memoryStorage())

/** Each decoder as the app calls it, with its other arguments. */
const DECODERS: Record<string, (query: PageQuery) => unknown> = {
  decodeBankQuery,
  decodeDragonpayQuery,
  decodeLegacyConfirmQuery,
  decodeLoanConfirmQuery: (query) => [
    decodeLoanConfirmQuery(query, false),
    decodeLoanConfirmQuery(query, true),
  ],
  decodeOrderQuery: (query) => [decodeOrderQuery(query), decodeOrderQuery(query, query.orderId)],
  decodePayCodeLink: (query) => [
    decodePayCodeLink(query, ORIGIN),
    decodePayCodeLink(query, ORIGIN, [ORIGIN]),
  ],
  decodeProductQuery,
  decodePromotionQuery,
  decodeFailureMessages,
  decodeRepayQuery,
  decodeRepayOrNotQuery,
  decodeRepaymentQuery: (query) => [
    decodeRepaymentQuery(query, 'instalment'),
    decodeRepaymentQuery(query, 'rollover'),
  ],
  decodeWalletQuery: (query) => decodeWalletQuery(query, { store }),
  // Decoded in the screens themselves (src/screens/complaint/*-screen.tsx), as they do it.
  complaintStartQuery: (query) => v.parse(complaintStartQuery, { orderId: query.orderId ?? query.orderNo }),
  complaintDetailsQuery: (query) => v.safeParse(complaintDetailsQuery, { problemId: query.problemId ?? '' }),
  complaintFormQuery: (query) => v.safeParse(complaintFormQuery, query),
  readRepaymentInfo: (query) => readRepaymentInfo(store, query, Date.now()),
  pickCommon,
  withCommonQuery: (query) => withCommonQuery('/complaint', pickCommon(query), query),
}

/** The keys the pages read, and some a hostile link adds. */
const KEYS = [
  'orderId',
  'orderNo',
  'productId',
  'product_id',
  'amount',
  'repayAmount',
  'payCode',
  'payCodeImg',
  'showType',
  'templateId',
  'invite_code',
  'user_from',
  'app_from',
  'utm_tag',
  'id',
  'byPeriod',
  'source',
  'problemId',
  'problemType',
  'problemSonType',
  'errMessage',
  'noticeMessage',
  'requestType',
  'productName',
  'repayDate',
  'couponId',
  ...COMMON_KEYS,
  'lang',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
]

/** Values: plausible ones, edge numbers, URLs, and any text at all. */
const value = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '1',
    '2',
    '-1',
    '-500',
    '1e400',
    '9'.repeat(400),
    'NaN',
    'Infinity',
    '0x10',
    'javascript:alert(1)',
    '//evil.example/x.png',
    'https://evil.example/qr.png',
    'data:image/svg+xml,<svg/>',
    '€',
    '\u0000',
    '\r\n',
    '%',
    'O-1',
    'spring-2026',
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.integer().map(String),
  fc.double().map(String),
)

const query = fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 })), value, {
  maxKeys: 12,
})

describe(`page-query decoders, fuzzed (seed 25; ${RUNS.perDecoder} runs a property)`, () => {
  it('every exported query decoder of src/screens is fuzzed', () => {
    const dir = join(import.meta.dirname, '../../src/screens')
    const exported = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => [
        ...readFileSync(join(dir, file), 'utf8').matchAll(
          /export (?:function|const) (decode\w*)\s*(?:=\s*)?\(\s*query\b/g,
        ),
      ])
      .map((match) => match[1] ?? '')
    expect(exported.length).toBeGreaterThan(10)
    expect(exported.filter((name) => !(name in DECODERS))).toEqual([])
  })

  it.each(Object.entries(DECODERS))(
    `%s: ${RUNS.perDecoder} random query objects and ${RUNS.perDecoder} random search strings, never an exception`,
    async (name, decode) => {
      await timed(`query ${name}`, RUNS.perDecoder * 2, () => {
        fuzz(
          fc.property(query, (q) => {
            decode(q)
          }),
          RUNS.perDecoder,
        )
        fuzz(
          fc.property(
            fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.webQueryParameters()),
            (search) => {
              decode(parseQuery(search))
            },
          ),
          RUNS.perDecoder,
        )
      })
    },
  )
})
