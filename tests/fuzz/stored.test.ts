// @vitest-environment node
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SUBMISSION_CALLS } from '../../src/sandbox/sandbox-schema.ts'
import { createEntryStore, createStore, type Store } from '../../src/lib/storage.ts'
import { submissionTraces, type SubmissionCall } from '../../src/lib/submission-trace.ts'
import { unsettledBinding } from '../../src/screens/bank-form/bank-form.impl.ts'
import { unsettledComplaint } from '../../src/screens/complaint/complaint-form.impl.ts'
import { rememberedPlace } from '../../src/screens/complaint/complaint-list.impl.ts'
import { takeDraft, unsettledRegistration } from '../../src/screens/promotion/promotion.impl.ts'
import { unsettledPayment } from '../../src/screens/shared/payment-trace.ts'
import { repayInput } from '../../src/screens/repay-by-card/repay-by-card.impl.ts'
import { readRepaymentInfo } from '../../src/screens/shared/repayment-info.ts'
import { loadState } from '../../src/sandbox/store.ts'
import { anyValue, fuzz, RUNS, timed } from './support.ts'

/**
 * The stored values' decoders (local and session storage, the history entry's state), fuzzed (issue
 * 25, point 10): whatever another page, an older version or a hand in the developer tools left there,
 * each reader yields its value or absent/default, never an exception. The fuzzed storage answers every
 * key with the same value, so a reader is fuzzed on every key it reads.
 */

const NOW = Date.parse('2026-11-27T08:00:00Z')

/** A storage that holds `raw` under every key; writes are kept away from the next run. */
function storageHolding(raw: string): Storage {
  return {
    length: 1,
    getItem: () => raw,
    setItem: () => {},
    removeItem: () => {},
    clear: () => {},
    key: () => null,
  }
}

const FIELDS = [
  'key',
  'binding',
  'data',
  'at',
  'expiresAt',
  'orderId',
  'amount',
  'productId',
  'product_id',
  'phone',
  'id',
  'smsCode',
  'sid',
  'resendUntil',
  'repayAmount',
  'defDetail',
  'payCode',
  'delayInfo',
  'delayAmount',
  'tab',
  'scroll',
  'problemType',
  'problemSonType',
  'problemDetail',
  'problemImage',
  'orderNo',
  'cardId',
  'repayRecordId',
  'bankName',
  'cardNo',
  'version',
  '__proto__',
  'constructor',
]
const leaf = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    '',
    'O-1',
    '500000',
    '-1',
    0,
    -1,
    1e308,
    NOW,
    NOW + 60_000,
    NOW - 1,
    true,
    [],
  ),
  fc.string({ maxLength: 20 }),
  fc.double(),
  fc.uuid(),
)
/** Objects of the stored values' field names, nested a few levels, with values of any type. */
const storedShape = fc.letrec((tie) => ({
  object: fc.dictionary(
    fc.constantFrom(...FIELDS),
    fc.oneof({ depthSize: 'small', maxDepth: 3 }, leaf, tie('object')),
    {
      maxKeys: 8,
    },
  ),
})).object

/** A submission trace that decodes (src/lib/submission-trace.ts), alive, with any strings bound and kept. */
const strings = fc.dictionary(
  fc.constantFrom(...FIELDS),
  fc.oneof(leaf.map(String), fc.string({ maxLength: 20 })),
  {
    maxKeys: 8,
  },
)
const trace = fc.record({
  key: fc.uuid(),
  binding: strings,
  data: strings,
  at: fc.constantFrom(NOW - 1000, NOW),
  expiresAt: fc.constantFrom(NOW + 60_000, NOW - 1),
})

/** Raw stored text: any text, any JSON, JSON of the stored values' shapes, and JSON cut short. */
const raw = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.json({ maxDepth: 3 }),
  storedShape.map((value) => JSON.stringify(value)),
  trace.map((value) => JSON.stringify(value)),
  storedShape.chain((value) => {
    const text = JSON.stringify(value)
    return fc.nat({ max: text.length }).map((cut) => text.slice(0, cut))
  }),
)

const CALLS: readonly SubmissionCall[] = SUBMISSION_CALLS

/** Each reader as the app calls it, on a store (local and session) that holds the fuzzed value. */
const READERS: Record<string, (store: Store) => unknown> = {
  'submission traces (every call)': (store) =>
    CALLS.map((call) => {
      const traces = submissionTraces(store, () => NOW)
      return [traces.find(call), traces.find(call, { orderId: 'O-1' })]
    }),
  'unsettled payment (card, e-wallet)': (store) => unsettledPayment({ store }, 'O-1', '500000'),
  'unsettled registration': (store) => unsettledRegistration(submissionTraces(store, () => NOW)),
  'unsettled complaint': (store) =>
    unsettledComplaint(
      submissionTraces(store, () => NOW),
      { problemType: '1', problemSonType: '', orderNo: 'O-1' },
    ),
  'unsettled card binding': (store) =>
    unsettledBinding(
      submissionTraces(store, () => NOW),
      { productId: 'P-1', orderId: 'O-1', fromLoanDetail: false },
    ),
  repaymentInfo: (store) => [
    readRepaymentInfo(store, {}, NOW),
    readRepaymentInfo(store, { orderId: 'O-1', amount: '500000' }, NOW),
  ],
  'promotion draft': (store) => takeDraft(store, NOW),
  'card repayment pending and receipt': (store) =>
    repayInput(
      {
        orderId: 'O-1',
        amount: '500000',
        couponId: '',
        userId: '',
        productId: '',
        productName: '',
        repayDate: '',
      },
      { session: store, store, bridge: { platform: 'android' } as never },
      NOW,
    ),
}

describe(`stored values' decoders, fuzzed (seed 25; ${RUNS.stored} runs a reader)`, () => {
  it.each(Object.entries(READERS))(
    `%s: ${RUNS.stored} stored texts, never an exception`,
    async (name, read) => {
      await timed(`stored ${name}`, RUNS.stored, () =>
        fuzz(
          fc.property(raw, (text) => {
            read(createStore(storageHolding(text)))
          }),
          RUNS.stored,
        ),
      )
    },
  )

  it(`the generic store: ${RUNS.stored} stored texts read as the schema's value or absent`, async () => {
    const schema = v.object({ a: v.number() })
    await timed('stored createStore.get', RUNS.stored, () =>
      fuzz(
        fc.property(raw, (text) => {
          const value = createStore(storageHolding(text)).get('k', schema)
          expect(value === undefined || v.is(schema, value)).toBe(true)
        }),
        RUNS.stored,
      ),
    )
  })

  it(`the history entry's state (complaint list place): ${RUNS.stored} states, the place or the top of the first tab`, async () => {
    await timed('stored history entry', RUNS.stored, () =>
      fuzz(
        fc.property(
          fc.oneof(
            anyValue,
            storedShape,
            storedShape.map((place) => ({ 'bayad.complaintList.place': place })),
          ),
          (state) => {
            const entry = createEntryStore({ state, replaceState: () => {} })
            const place = rememberedPlace(entry)
            expect(Number.isInteger(place.tab) && place.tab >= 0).toBe(true)
            expect(place.scroll.every((y) => Number.isFinite(y) && y >= 0)).toBe(true)
          },
        ),
        RUNS.stored,
      ),
    )
  })

  it(`the sandbox's state: ${RUNS.stored} stored texts read as the state or a fresh seed`, async () => {
    await timed('stored sandbox state', RUNS.stored, () =>
      fuzz(
        fc.property(raw, (text) => {
          expect(loadState(storageHolding(text), NOW)).toBeTypeOf('object')
        }),
        RUNS.stored,
      ),
    )
  })
})
