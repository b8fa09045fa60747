import type { OrderDetails, OrderPageInput, WithdrawTarget } from '../../machines/order-details.types.ts'
import type { PaymentReceipt } from '../../machines/repay-outcome.ts'
import { formatPeso } from '../../src/lib/format.ts'
import type { RecommendedProduct } from '../../machines/recommended-products.types.ts'
import type { CallFailure } from '../../machines/shared/notice.ts'

/**
 * Sample orders for the order page model test, each with what the borrower must see (spec §4
 * "Order status", "Buttons", "Rating popup", "Bank-card popup"), written out by hand: the oracle does
 * not ask the machine's own `statusView`.
 */

/** When the page opened: 12:00 in Manila on 2026-11-27. */
export const NOW = Date.parse('2026-11-27T12:00:00+08:00')
export const INPUT: OrderPageInput = { productId: 'P-77', orderId: 'BYD20261105000017', now: NOW }
/** The order's ids: what the load and the next pages are given. */
export const IDS = { productId: INPUT.productId, orderId: INPUT.orderId }

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
  dueDate: '',
  lastPayment: null,
  receipts: [],
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
  /** The lines under the status title (issue 27): days late and the next step, or what was paid. */
  facts?: string[]
  /** The detail rows shown, when not all of the order's (a finished order drops its due rows). */
  rows?: Array<[string, string]>
  /** "Payment received" shows first, with these lines (a payment the device had no receipt of). */
  receipt?: Array<[string, string]>
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
    buttons: ['Receive my loan'],
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
    buttons: ['Receive my loan'],
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
    buttons: ['Pay', 'Pay to extend'],
    hint: true,
    recommended: false,
  },
)

/** 180 without delay, due 5 Manila days before NOW, with the bind-card popup in its default wording. */
export const OVERDUE = sample(
  '180 no delay',
  order({ status: '180', statusText: 'Overdue', cardNeedPop: '1', dueDate: '2026-11-22' }),
  {
    title: 'Overdue',
    tone: 'red',
    icon: 'overdue',
    buttons: ['Pay'],
    hint: false,
    recommended: false,
    facts: ['5 days late', 'Pay now to stop daily interest on the unpaid amount.'],
  },
)

export const REPAYING = sample('170', order({ status: '170', statusText: 'Pending repayment' }), {
  title: 'Pending repayment',
  tone: 'orange',
  icon: 'repaying',
  buttons: ['Pay'],
  hint: false,
  recommended: false,
})

/**
 * 200 finished, paid by pay code (the lender's last payment, new to the device: kept and shown first),
 * with the rating popup first. Its due date row is not shown.
 */
export const FINISHED = sample(
  '200',
  order({
    status: '200',
    statusText: 'Finished',
    isScore: '1',
    lastPayment: {
      reference: 'PC260603000098',
      amount: 280000,
      paidAt: '2026-08-31T02:15:00.000Z',
      way: 'code',
      channelName: '7-Eleven',
    },
  }),
  {
    title: 'Finished',
    tone: 'teal',
    icon: 'finished',
    buttons: ['Borrow again'],
    hint: false,
    recommended: false,
    facts: [`Paid ${formatPeso(280000)} on 2026-08-31`],
    rows: [['Loan amount', '₱5,000.00']],
    receipt: [
      ['Amount paid', formatPeso(280000)],
      ['Date and time', '2026-08-31 10:15:00 (Manila)'],
      ['Paid with', 'Pay code (7-Eleven)'],
      ['Reference', 'PC260603000098'],
      ['Order', INPUT.orderId],
      ['Loan', 'Bayad Cash'],
    ],
  },
)

/** A card payment's receipt kept on the device (09:00 in Manila), and an earlier one. */
export const CARD_RECEIPT: PaymentReceipt = {
  reference: 'rr-1',
  orderId: INPUT.orderId,
  productName: 'Bayad Cash',
  amount: 392000,
  paidAt: '2026-11-27T01:00:00.000Z',
  way: 'card',
  channelName: 'BDO Unibank **** 4821',
}
export const EARLIER_RECEIPT: PaymentReceipt = {
  ...CARD_RECEIPT,
  reference: 'rr-0',
  amount: 50000,
  paidAt: '2026-10-27T01:00:00.000Z',
  channelName: 'BPI **** 1937',
}

/**
 * 200 paid by card on this device: its receipts come with the order; the lender's last payment is the
 * one the device keeps (nothing new to keep). "Paid" from the newest receipt.
 */
export const PAID_BY_CARD = sample(
  '200 paid by card here',
  order({
    status: '200',
    statusText: 'Finished',
    receipts: [CARD_RECEIPT, EARLIER_RECEIPT],
    lastPayment: {
      reference: 'rr-1',
      amount: 392000,
      paidAt: '2026-11-27T01:00:01.000Z',
      way: 'card',
      channelName: 'BDO Unibank **** 4821',
    },
  }),
  {
    title: 'Finished',
    tone: 'teal',
    icon: 'finished',
    buttons: ['Borrow again'],
    hint: false,
    recommended: false,
    facts: [`Paid ${formatPeso(392000)} on 2026-11-27`],
    rows: [['Loan amount', '₱5,000.00']],
  },
)

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
  PAID_BY_CARD,
  UNKNOWN,
  REDIRECTED,
]

/** The sample a loaded order came from (by identity: the model passes the sample objects through). */
export function sampleOf(loaded: unknown): Sample {
  const found = SAMPLES.find((s) => s.order === loaded)
  if (found === undefined) throw new Error('this order is not one of the samples')
  return found
}
