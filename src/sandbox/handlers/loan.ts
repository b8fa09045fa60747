import type { HttpHandler } from 'msw'
import { formatMinor, PESO } from '../../lib/format.ts'
import { logo, manilaTime, peso } from '../sample.ts'
import type { ScenarioName } from '../scenarios.ts'
import type { SandboxLoanPush } from '../sandbox-schema.ts'
import { fail, ok, SLOW_PUSH_MS, type Call, type Envelope, type Route } from './common.ts'

/** Loan confirmation, agreements and submission, v3 (src/api/loan.ts). */

/** Same-origin page the agreementPopup scenario opens in the confirmation's popup. */
export const AGREEMENT_PAGE = '/sandbox-agreement.html'
export const V3_AGREEMENTS = ['Loan Agreement', 'Privacy Policy', 'Disclosure Statement'] as const
/**
 * Each agreement's own page, by its position in the list (contract-jump): the loan agreement and the
 * privacy policy are the app's own documents, the disclosure statement a sample page of the sandbox.
 * A position beyond these (a longer list) opens the loan agreement.
 */
export const AGREEMENT_PAGES = ['/loanAgreement', '/privacyPolicy', '/sandbox-disclosure.html'] as const
/** The receiving account the sandbox's offers name. */
export const RECEIVING_ACCOUNT = 'GCash •••• 4321'
/** Scenario lenderRate: the lender's own effective rate, percent per month. */
export const LENDER_RATE = 4.5
/**
 * Scenario redirectRefused: the push is accepted and names a next page the app refuses to open (a
 * script URL fails the app's redirect rule, src/lib/url.ts redirectTarget).
 */
export const REFUSED_REDIRECT = 'javascript:alert(1)'
export const PUSH_FAILURE_MESSAGE =
  'Your loan could not be submitted right now. Please try again in a few minutes.'

const DAY = 86_400_000

/** slowPush delays the loan submissions only. */
export const pushDelay = (scenario: ScenarioName): number => (scenario === 'slowPush' ? SLOW_PUSH_MS : 0)

export function loanHandlers({ post, both }: Route): HttpHandler[] {
  return [
    ...both('*/v3/loan-confirm/loan-detail-confirm', loanConfirm),
    ...both('*/v3/contract/contract', (call) => ok({ data: agreements(call, V3_AGREEMENTS) })),
    post('*/v3/contract/contract-jump', (call) => agreementJump(call, V3_AGREEMENTS, '0', '1')),
    post('*/v3/loan-confirm/loan-detail-push', loanPush, {
      delayFor: pushDelay,
      submits: 'loan-detail-push',
    }),
  ]
}

// ---------------------------------------------------------------------------------------------
// The offer: one ₱5,000 loan over 91 days, quoted the same way by v3 and the legacy variant

interface Product {
  name: string
  initials: string
  color: string
  /** Repayment periods over the 91-day term. */
  instalments: number
}

const PRODUCTS: Record<string, Product> = {
  '101': { name: 'Bayad Cash', initials: 'BC', color: '#0b6e4f', instalments: 1 },
  '102': { name: 'PesoFlex', initials: 'PF', color: '#1d4ed8', instalments: 1 },
  '103': { name: 'Kwarta Plus', initials: 'KP', color: '#9d174d', instalments: 1 },
  /** Paid in 3 periods, 30 days apart. */
  '104': { name: 'Bayad Hulugan', initials: 'BH', color: '#b45309', instalments: 3 },
}
export const DEFAULT_PRODUCT_ID = '101'

export function productOf(productId: string | null): Product {
  return PRODUCTS[productId ?? ''] ?? PRODUCTS[DEFAULT_PRODUCT_ID]!
}

export const LOAN_PRINCIPAL = 500_000
const TERM_DAYS = 91
/** Deducted from the principal when the loan is sent. */
const SERVICE_FEE = 30_000
/** 0.07% per day over the term, on the principal. */
const DAILY_RATE = 0.0007

export interface LoanQuote {
  product: Product
  amount: number
  periods: string
  termUnit: string
  details: { text: string; value: string }[]
  repay_plans: { title: string; description: string; amount: number; pay_time: string }[]
  firstPayTime: string
  firstPeriodDay: string
  pRateDsc: string
  /** The structured cost (decision 028): absent under unstructuredOffer, like today's servers. */
  cost: {
    fees?: { name: string; amount: number }[]
    interest?: number
    netAmount?: number
    effectiveRate?: number
    receivingAccount?: string
  }
}

const day = (now: number, days: number) => manilaTime(now + days * DAY).slice(0, 10)

/** The quote of a product; money texts in pesos, or in `currency` (the legacy rupee flag). */
export function loanQuote(
  productId: string | null,
  now: number,
  currency = PESO,
  scenario: ScenarioName | null = null,
): LoanQuote {
  const product = productOf(productId)
  const money = (minor: number) => `${currency}${formatMinor(minor)}`
  const interest = Math.round(LOAN_PRINCIPAL * DAILY_RATE * TERM_DAYS)
  const total = LOAN_PRINCIPAL + interest
  const count = product.instalments
  // The last period ends with the term; the ones before are 30 days apart.
  const offsets = Array.from({ length: count }, (_, i) => TERM_DAYS - (count - 1 - i) * 30)
  const share = Math.floor(total / count)
  const plans = offsets.map((offset, i) => ({
    title: count === 1 ? 'Repayment' : `Period ${i + 1}/${count}`,
    description: 'Principal and interest',
    // The first period carries the centavos the split leaves over.
    amount: i === 0 ? total - share * (count - 1) : share,
    pay_time: day(now, offset),
  }))
  return {
    product,
    amount: LOAN_PRINCIPAL,
    periods: String(TERM_DAYS),
    termUnit: '1',
    details: [
      { text: 'Loan amount', value: money(LOAN_PRINCIPAL) },
      { text: 'Service fee', value: money(SERVICE_FEE) },
      { text: 'Interest', value: money(interest) },
      { text: 'Amount received', value: money(LOAN_PRINCIPAL - SERVICE_FEE) },
      { text: 'Total repayment', value: money(total) },
    ],
    repay_plans: plans,
    firstPayTime: plans[0]!.pay_time,
    firstPeriodDay: String(offsets[0]),
    pRateDsc: `Interest rate ${(DAILY_RATE * 100).toFixed(2)}% per day`,
    cost:
      scenario === 'unstructuredOffer'
        ? {}
        : {
            fees: [{ name: 'Service fee', amount: SERVICE_FEE }],
            interest,
            // offerMismatch: ₱100 more than the amount less the fees.
            netAmount: LOAN_PRINCIPAL - SERVICE_FEE + (scenario === 'offerMismatch' ? 10_000 : 0),
            ...(scenario === 'lenderRate' ? { effectiveRate: LENDER_RATE } : {}),
            receivingAccount: RECEIVING_ACCOUNT,
          },
  }
}

function loanConfirm(call: Call): Envelope {
  const { product, cost, ...quote } = loanQuote(call.fields.get('productId'), call.now, PESO, call.scenario)
  const retention = call.scenario === 'retentionPopup'
  return ok({
    comProductLogo: logo(product.initials, product.color),
    comProductName: product.name,
    ...quote,
    amount: call.scenario === 'malformedResponse' ? 'five thousand' : quote.amount,
    sendSms: '0',
    isPopType: retention ? '1' : '0',
    popTitle: retention ? 'You are almost there' : '',
    popContent: retention
      ? `Your ${peso(quote.amount)} loan is ready to be sent. If you leave now, your application will not be submitted.`
      : '',
    popAgreementUrl: call.scenario === 'agreementPopup' ? AGREEMENT_PAGE : '',
    ...cost,
  })
}

// ---------------------------------------------------------------------------------------------
// Agreements

/** The agreements of the confirmation; none under noAgreements. */
export function agreements(call: Call, titles: readonly string[]): { title: string }[] {
  return call.scenario === 'noAgreements' ? [] : titles.map((title) => ({ title }))
}

/** The page of the agreement at `position`; refuses a missing product or a position out of the list. */
export function agreementJump(
  call: Call,
  titles: readonly string[],
  success: string,
  failure: string,
): Envelope {
  const productId = call.fields.get('productId') ?? ''
  const position = call.fields.get('position') ?? ''
  const count = agreements(call, titles).length
  if (productId === '') return fail('productId is required', failure)
  if (count === 0) return fail('this loan has no agreements to open', failure)
  if (!/^\d+$/.test(position) || Number(position) >= count)
    return fail(`position must be between 0 and ${count - 1}`, failure)
  const query = new URLSearchParams({ productId, position: String(Number(position)) })
  const page = AGREEMENT_PAGES[Number(position)] ?? AGREEMENT_PAGES[0]
  return ok({ contract_url: `${page}?${query.toString()}` }, success)
}

// ---------------------------------------------------------------------------------------------
// Submission

const PUSH_FIELDS = ['amount', 'periods', 'termUnit', 'productId'] as const

/**
 * Accepts a loan submission: creates the order (in review) and records the push. Returns the new
 * order's details page, or why it was refused.
 */
export function submitLoan(
  call: Call,
  variant: SandboxLoanPush['variant'],
): { refused: string } | { detailsUrl: string } {
  const value = (key: (typeof PUSH_FIELDS)[number]) => (call.fields.get(key) ?? '').trim()
  const missing = PUSH_FIELDS.filter((key) => value(key) === '')
  if (missing.length > 0)
    return {
      refused: `Your loan could not be submitted: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`,
    }
  const amount = Number(value('amount'))
  if (!/^\d+$/.test(value('amount')) || amount <= 0)
    return {
      refused: 'Your loan could not be submitted: amount must be a positive whole number of centavos.',
    }
  const productId = value('productId')
  const periods = value('periods')
  const termUnit = value('termUnit')
  const termDays =
    termUnit === '1' && /^\d+$/.test(periods) && Number(periods) > 0 ? Number(periods) : TERM_DAYS
  const product = productOf(productId)
  const orderNo = newOrderNo(call)
  call.state.orders.unshift({
    orderNo,
    productId,
    productName: product.name,
    initials: product.initials,
    color: product.color,
    amount,
    loanDate: day(call.now, 0),
    dueDate: day(call.now, termDays),
    termDays,
    status: 'inReview',
  })
  call.state.loanPushes.push({ variant, productId, amount, periods, termUnit, at: call.now })
  const query = new URLSearchParams({ orderId: orderNo, productId })
  return { detailsUrl: `/loanDetails?${query.toString()}` }
}

/** BYD + Manila date + 6 digits of the clock, bumped past any order number already taken. */
function newOrderNo(call: Call): string {
  const date = day(call.now, 0).replace(/-/g, '')
  let serial = call.now % 1_000_000
  const taken = new Set(call.state.orders.map((order) => order.orderNo))
  let orderNo = `BYD${date}${String(serial).padStart(6, '0')}`
  while (taken.has(orderNo)) {
    serial = (serial + 1) % 1_000_000
    orderNo = `BYD${date}${String(serial).padStart(6, '0')}`
  }
  return orderNo
}

function loanPush(call: Call): Envelope {
  if (call.scenario === 'pushFailure') return fail(PUSH_FAILURE_MESSAGE)
  const result = submitLoan(call, 'v3')
  if ('refused' in result) return fail(result.refused)
  return ok({ lendDetailsUrl: call.scenario === 'redirectRefused' ? REFUSED_REDIRECT : result.detailsUrl })
}
