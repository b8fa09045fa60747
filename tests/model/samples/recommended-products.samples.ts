import { recommendedProductsMachine } from '../../../machines/recommended-products.machine.ts'
import type {
  ProductTarget,
  RecommendedProduct,
  RecommendedProductsInput,
} from '../../../machines/recommended-products.types.ts'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import { defineSamples, type SampleEvent, type SampleScenarios } from '../../../src/machine-graph/samples.ts'

type Machine = typeof recommendedProductsMachine

const product = (changes: Partial<RecommendedProduct> & Pick<RecommendedProduct, 'productId' | 'name'>) => ({
  logo: `https://cdn.bayad.test/${changes.productId}.png`,
  buttonText: 'Borrow now',
  enabled: '1',
  amountRange: '₱1,000 - ₱20,000',
  amountDesc: 'Loan amount',
  rate: '0.05%',
  rateDesc: 'Daily rate',
  tags: [] as string[],
  ...changes,
})

/** Enabled, tagged. */
export const PESOFLEX: RecommendedProduct = product({
  productId: 'A1',
  name: 'PesoFlex',
  tags: ['Fast', 'Low rate'],
})
/** enabled "0": looks unavailable and ignores taps. */
export const CASHNOW: RecommendedProduct = product({
  productId: 'B2',
  name: 'CashNow',
  enabled: '0',
  tags: ['New'],
})
/** Third: its tags do not show; no button text, descriptions or logo of its own. */
export const LENDLY: RecommendedProduct = product({
  productId: 'C3',
  name: 'Lendly',
  logo: '',
  buttonText: '',
  amountDesc: '',
  rateDesc: '',
  tags: ['Hidden tag'],
})
export const PRODUCTS = [PESOFLEX, CASHNOW, LENDLY]

/** The order page: its products come with the order, and it links to the whole list. */
export const ORDER_PAGE: RecommendedProductsInput = { products: PRODUCTS, offersMore: true }
/** The recommend list page loads the products and is itself the whole list. */
export const LIST_PAGE: RecommendedProductsInput = { offersMore: false }
/** The joint-login failure page loads the products and links to the list. */
export const LOGIN_FAILED: RecommendedProductsInput = { offersMore: true }

export const BUSY: CallFailure = {
  kind: 'rejected',
  code: '1',
  message: 'Products are unavailable right now.',
}
const PRODUCT_URL = 'https://h5.bayad.test/product/A1?deviceId=d1&sessionId=s1'
export const OPENS_URL: ProductTarget = { kind: 'url', url: PRODUCT_URL }
export const OPENS_IN_HOST: ProductTarget = { kind: 'host', productId: 'A1' }

const events: ReadonlyArray<SampleEvent<Machine>> = [
  { type: 'xstate.done.actor.loadProducts', output: PRODUCTS },
  { type: 'xstate.done.actor.loadProducts', output: [] },
  { type: 'xstate.error.actor.loadProducts', error: BUSY },
  // An enabled product; the disabled one is never offered (its guard fails: see the model test's scenarios).
  { type: 'product.open', position: 0 },
  { type: 'product.open', position: 1 },
  { type: 'xstate.done.actor.resolveProduct', output: OPENS_URL },
  { type: 'xstate.error.actor.resolveProduct', error: BUSY },
]

export const scenarios = {
  orderPage: { input: ORDER_PAGE, events },
  listPage: { input: LIST_PAGE, events },
  loginFailed: { input: LOGIN_FAILED, events },
} satisfies SampleScenarios<Machine>

export default defineSamples(recommendedProductsMachine, scenarios)
