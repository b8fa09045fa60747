import type { OrderDetails, OrderDetailsInput, WithdrawTarget } from '../../machines/order-details.machine.ts'
import type { RecommendedProduct } from '../../machines/recommended-products.machine.ts'
import type { CallFailure } from '../../machines/shared/notice.ts'

/**
 * Sample orders for the order page model test, each with what the borrower must see (spec §4
 * "Order status", "Buttons", "Rating popup", "Bank-card popup"), written out by hand: the oracle does
 * not ask the machine's own `statusView`.
 */

export const INPUT: OrderDetailsInput = { productId: 'P-77', orderId: 'BYD20261105000017' }

export const TELEPHONE = '0917 555 0101'
export const WITHDRAW_URL = 'https://h5.bayad.test/withdraw?orderId=BYD20261105000017&deviceId=d1'
export const REDIRECT_URL = 'https://lender.example/order/9?deviceId=d1&sessionId=s1'
export const LOAD_FAILED: CallFailure = { kind: 'rejected', code: '1', message: 'Order not found' }

const recProduct = (productId: string, name: string, enabled = '1'): RecommendedProduct => ({
  productId,
  logo: '',
  name,
  buttonText: 'Apply',
  enabled,
  amountRange: '₱1,000 - ₱20,000',
  amountDesc: 'Loan amount',
  rate: '0.05%',
  rateDesc: 'Daily rate',
  tags: ['Fast'],
})
export const PESOFLEX = recProduct('A1', 'PesoFlex')
export const CASHNOW = recProduct('B2', 'CashNow', '0')

/**
 * An order with no popup, no redirect, no products; `changes` set the case. Every sample carries the
 * server's status text (noticeStatusText): the page's fallback for a missing one is not pinned here.
 */
const order = (changes: Partial<OrderDetails>): OrderDetails => ({
  status: '21',
  statusText: '',
  description: '',
  productName: 'Bayad Cash',
  productLogo: 'https://cdn.bayad.test/logo.png',
  rows: [
    { text: 'Loan amount', value: '₱5,000.00' },
    { text: 'Due date', value: '2026-12-05' },
  ],
  isDelay: '0',
  telephone: '',
  reminder: '',
  isScore: '0',
  cardNeedPop: '0',
  cardPopTitle: '',
  cardPopMsg: '',
  redirectUrl: '',
  withdrawUrl: '',
  inside: '0',
  products: [],
  ...changes,
})

export type Tone = 'blue' | 'amber' | 'orange' | 'red' | 'teal'

/** What the borrower sees of one loaded order. */
export interface Sees {
  /** The status hero: title, colour (status-hero--<tone>), icon (data-icon). */
  title: string
  tone: Tone
  icon: string
  /** Footer button labels, in order; "Short of money?" above them. */
  buttons: string[]
  hint: boolean
  /** The order's recommended products show (statuses without buttons, products given). */
  recommended: boolean
  /** Where Withdraw Now goes (151 only). */
  withdraw?: WithdrawTarget
}

export interface Sample {
  name: string
  order: OrderDetails
  /** The page replaces itself with the order's playeduL before it shows. */
  redirects: boolean
  sees: Sees
}

const sample = (name: string, order: OrderDetails, sees: Sees, redirects = false): Sample => ({
  name,
  order,
  redirects,
  sees,
})

/**
 * 21 in review, with a playeduL it must not follow (21 never redirects), the bind-card popup, then the
 * rating popup, a phone number, a reminder and recommended products (one disabled).
 */
export const IN_REVIEW = sample(
  '21 in review',
  order({
    status: '21',
    statusText: 'In review',
    description: 'We are reviewing your application.',
    telephone: TELEPHONE,
    reminder: 'Keep your phone on: we may call you.',
    isScore: '1',
    cardNeedPop: '1',
    cardPopTitle: 'Bind a card',
    cardPopMsg: 'Bind a bank card to receive the money.',
    redirectUrl: REDIRECT_URL,
    products: [PESOFLEX, CASHNOW],
  }),
  { title: 'In review', tone: 'blue', icon: 'review', buttons: [], hint: false, recommended: true },
)

/** 151 approved and waiting: Withdraw Now opens its page inside the webview; no products, no text. */
export const WITHDRAW_INSIDE = sample(
  '151 withdraw inside',
  order({ status: '151', statusText: 'Processing', withdrawUrl: WITHDRAW_URL, inside: '1' }),
  {
    title: 'Processing',
    tone: 'amber',
    icon: 'processing',
    buttons: ['Withdraw Now'],
    hint: false,
    recommended: false,
    withdraw: { kind: 'page', url: WITHDRAW_URL, inside: true },
  },
)

/** 151 without a withdraw URL: Withdraw Now opens the product; then the rating popup; products shown. */
export const WITHDRAW_PRODUCT = sample(
  '151 withdraw product',
  order({
    status: '151',
    statusText: 'Approved',
    productName: '',
    isScore: '1',
    products: [PESOFLEX],
  }),
  {
    title: 'Approved',
    tone: 'amber',
    icon: 'processing',
    buttons: ['Withdraw Now'],
    hint: false,
    recommended: true,
    withdraw: { kind: 'product', productId: INPUT.productId },
  },
)

/** 174 with rollover offered; its products stay hidden (it has buttons). */
export const REPAYABLE_DELAY = sample(
  '174 isDelay 1',
  order({
    status: '174',
    statusText: 'Repayable',
    description: 'Repay before 2026-12-05.',
    isDelay: '1',
    telephone: TELEPHONE,
    products: [PESOFLEX],
  }),
  {
    title: 'Repayable',
    tone: 'orange',
    icon: 'repayable',
    buttons: ['REPAY', 'Rollover Repayment'],
    hint: true,
    recommended: false,
  },
)

/** 180 without delay, with the bind-card popup in its default wording. */
export const OVERDUE = sample(
  '180 no delay',
  order({ status: '180', statusText: 'Overdue', cardNeedPop: '1' }),
  { title: 'Overdue', tone: 'red', icon: 'overdue', buttons: ['Repayment'], hint: false, recommended: false },
)

export const REPAYING = sample('170', order({ status: '170', statusText: 'Pending repayment' }), {
  title: 'Pending repayment',
  tone: 'orange',
  icon: 'repaying',
  buttons: ['Repayment'],
  hint: false,
  recommended: false,
})

/** 200 finished, with the rating popup first. */
export const FINISHED = sample('200', order({ status: '200', statusText: 'Finished', isScore: '1' }), {
  title: 'Finished',
  tone: 'teal',
  icon: 'finished',
  buttons: ['Borrow Again'],
  hint: false,
  recommended: false,
})

/** A status spec §4 does not know: the 21 styling with the 200 icon, no buttons. */
export const UNKNOWN = sample(
  'unknown status',
  order({ status: '999', statusText: 'On hold', products: [CASHNOW] }),
  {
    title: 'On hold',
    tone: 'blue',
    icon: 'finished',
    buttons: [],
    hint: false,
    recommended: true,
  },
)

/** 174 with a playeduL: the page replaces itself. */
export const REDIRECTED = sample(
  '174 redirect',
  order({ status: '174', statusText: 'Repayable', redirectUrl: REDIRECT_URL }),
  { title: '', tone: 'orange', icon: 'repayable', buttons: [], hint: false, recommended: false },
  true,
)

export const SAMPLES: readonly Sample[] = [
  IN_REVIEW,
  WITHDRAW_INSIDE,
  WITHDRAW_PRODUCT,
  REPAYABLE_DELAY,
  OVERDUE,
  REPAYING,
  FINISHED,
  UNKNOWN,
  REDIRECTED,
]

/** The sample a loaded order came from (by identity: the model passes the sample objects through). */
export function sampleOf(loaded: unknown): Sample {
  const found = SAMPLES.find((s) => s.order === loaded)
  if (found === undefined) throw new Error('this order is not one of the samples')
  return found
}
