// @vitest-environment node
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, it } from 'vitest'
import { isCallFailure } from '../../machines/shared/notice.ts'
import type { AnyEndpoint } from '../../src/api/api.ts'
import { endpoints } from '../../src/api/endpoints.ts'
import { decodeBankForm } from '../../src/screens/bank-form/bank-form.impl.ts'
import { toComplaintDetail } from '../../src/screens/complaint/complaint-detail-map.ts'
import { toComplaintTabs } from '../../src/screens/complaint/complaint-list.impl.ts'
import { toComplaintInit } from '../../src/screens/complaint/complaint.impl.ts'
import { toServiceContact } from '../../src/screens/customer-service/customer-service.impl.ts'
import { toLegacyConfirmData } from '../../src/screens/loan-confirm/legacy-confirm-map.ts'
import { toConfirmData } from '../../src/screens/loan-confirm/loan-confirm-map.ts'
import { toOrderDetails } from '../../src/screens/order-details/order-details.impl.ts'
import { toOrderSummary } from '../../src/screens/order-list/order-list.impl.ts'
import { toRepayChoice } from '../../src/screens/repay-or-not/repay-or-not.impl.ts'
import { toRepayment } from '../../src/screens/repayment/repayment.impl.ts'
import { changedAt, fuzz, mistyped, pathsOf, RUNS, sampleOf, timed } from './support.ts'

/**
 * Past the schema: what the screens make of a decoded answer (src/screens/*.impl.ts `to…`), fuzzed with
 * answers the schema accepts (a valid sample with up to three fields removed or changed, kept when it
 * still decodes). A decoded answer never makes a mapper throw anything but a typed failure (which the
 * flow handles like a failed call), so no view meets an exception.
 */

const ORIGIN = 'https://h5.bayad.test'
type Data = never

/** Each mapper with the endpoint whose decoded data it takes. */
const MAPPERS: [string, keyof typeof endpoints, (data: Data) => unknown][] = [
  ['decodeBankForm', 'cardInit', (data) => decodeBankForm(data)],
  ['toOrderDetails', 'loanDetails', (data) => toOrderDetails(data, ORIGIN, { sessionId: 's' })],
  ['toRepayChoice', 'loanDetails', (data) => toRepayChoice(data)],
  ['toServiceContact', 'serviceContact', (data) => toServiceContact(data)],
  ['toComplaintTabs', 'problemList', (data) => toComplaintTabs(data)],
  ['toComplaintDetail', 'problemDetail', (data) => toComplaintDetail(data, ORIGIN)],
  ['toComplaintInit', 'problemInit', (data) => toComplaintInit(data)],
  [
    'toOrderSummary',
    'orderList',
    (data: unknown[]) => data.map((item) => toOrderSummary(item as never, new Date(0))),
  ],
  ['toRepayment (instalment)', 'instalmentRepayment', (data) => toRepayment(data)],
  ['toRepayment (rollover)', 'delayRepayment', (data) => toRepayment(data, data)],
  ['toConfirmData', 'loanConfirm', (data) => toConfirmData(data, { data: [] } as never, ORIGIN)],
  ['toLegacyConfirmData', 'legacyConfirm', (data) => toLegacyConfirmData(data, [], ORIGIN)],
]

/** Texts a server may put in any text field. */
const texts = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e400',
    'javascript:alert(1)',
    '//evil.example',
    '[1,2',
    '[]',
    '{"a":1}',
    'x'.repeat(3000),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
)

describe(`the screens' mappers of decoded answers, fuzzed (seed 25; ${RUNS.perEndpoint * 2} runs each)`, () => {
  it.each(MAPPERS)(
    `%s (%s): ${RUNS.perEndpoint * 2} decoded answers, never an exception`,
    async (name, endpoint, map) => {
      const def = endpoints[endpoint] as AnyEndpoint
      const sample = sampleOf(def.data)
      const paths = pathsOf(sample)
      const change = fc.tuple(
        fc.nat({ max: Math.max(0, paths.length - 1) }),
        fc.option(fc.oneof(mistyped, texts), { nil: 'remove' as const, freq: 4 }),
      )
      await timed(`mapper ${name}`, RUNS.perEndpoint * 2, () =>
        fuzz(
          fc.property(fc.array(change, { minLength: 1, maxLength: 3 }), (changes) => {
            let data = sample
            for (const [index, replacement] of changes) {
              const path = pathsOf(data)[index % Math.max(1, pathsOf(data).length)]
              if (path !== undefined)
                data = changedAt(data, path, replacement === 'remove' ? 'remove' : { set: replacement })
            }
            const decoded = v.safeParse(def.data, data)
            if (!decoded.success) return
            try {
              map(decoded.output as Data)
            } catch (error) {
              // A mapper may refuse what it cannot use as a typed failure (decodeBankForm: no field), never otherwise.
              if (!isCallFailure(error)) throw error
            }
          }),
          RUNS.perEndpoint * 2,
        ),
      )
    },
  )
})
