import { productPageMachine } from '../../../machines/product-page.machine.ts'
import type { ProductPageInput } from '../../../machines/product-page.types.ts'
import type { RecommendedProduct } from '../../../machines/recommended-products.types.ts'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'

export const INPUT: ProductPageInput = { productId: '101' }

/** Enabled, with the server's button text, descriptions and tags. */
export const ENABLED: RecommendedProduct = {
  productId: '101',
  logo: 'https://cdn.bayad.test/bc.png',
  name: 'Bayad Cash',
  buttonText: 'Borrow now',
  enabled: '1',
  amountRange: '₱1.000 - ₱20.000',
  amountDesc: 'Borrow up to',
  rate: '0.07%',
  rateDesc: 'Daily interest',
  tags: ['Fast approval', 'No collateral', 'Third tag'],
}
/** Disabled (enabled "0"), no button text, no descriptions, no tags, no logo. */
export const DISABLED: RecommendedProduct = {
  ...ENABLED,
  logo: '',
  buttonText: '',
  enabled: '0',
  amountDesc: '',
  rateDesc: '',
  tags: [],
}
export const BUSY: CallFailure = { kind: 'rejected', code: '01', message: 'System busy' }

export const scenarios = {
  default: {
    input: INPUT,
    events: [
      { type: 'xstate.done.actor.loadProduct', output: ENABLED },
      { type: 'xstate.done.actor.loadProduct', output: DISABLED },
      { type: 'xstate.done.actor.loadProduct', output: null },
      { type: 'xstate.error.actor.loadProduct', error: BUSY },
    ],
  },
} satisfies SampleScenarios<typeof productPageMachine>

export default defineSamples(productPageMachine, scenarios)
