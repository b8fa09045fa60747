/*
 * Sample data for the repayment (instalment and rollover) model test: the server's answers in the
 * sandbox's shape (src/sandbox/handlers/repayment.ts), decoded as the app decodes them (the call's
 * schema, then toRepayment), each with what the borrower must see, written out by hand: the oracle
 * does not ask the view's own helpers (amountDue, visibleDetail, formatPeso).
 */
import * as v from 'valibot'
import type {
  InstructionsParams,
  KnownPayCode,
  Repayment,
  RepaymentInput,
  RepaymentPageInput,
  RepaymentVariant,
} from '../../machines/repayment.types.ts'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { delayRepayment, instalmentRepayment } from '../../src/api/instalment.ts'
import { instructionsHref, toRepayment } from '../../src/screens/repayment/repayment.impl.ts'

export const INSTALMENT_INPUT: RepaymentInput = {
  variant: 'instalment',
  productId: 'P-77',
  orderId: 'BYD20261105000017',
}
export const ROLLOVER_INPUT: RepaymentInput = { ...INSTALMENT_INPUT, variant: 'rollover' }

export const INSTRUCTIONS_HREF = '/repaymentInstructions?deviceId=d1'
/** The banner's link as the screen builds it (the real rule, tested on its own in repayment.impl.test.ts). */
export const instructionsHrefFor = (pay: InstructionsParams) =>
  instructionsHref({ deviceId: 'd1' }, pay, '/repaymentInstructions')

/** The sandbox's channels (REPAY_CHANNELS), as the server sends them. */
const GCASH = { logo: 'https://cdn.bayad.test/gcash.png', name: 'GCash', channel_number: '90006' }
const BANK_CARD = { logo: 'https://cdn.bayad.test/card.png', name: 'Bank card', channel_number: '90002' }
const MAYA = { logo: '', name: 'Maya', channel_number: '90007' }
const DRAGONPAY = { logo: 'https://cdn.bayad.test/dp.png', name: 'Dragonpay', channel_number: '90001' }

const payNotice = {
  'GCash Bills': [
    { name: 'Step 1', list: ['Open GCash and tap Bills.', 'Choose Loans, then Dragonpay.'] },
    { name: 'Step 2', list: ['Enter the payment code and the exact amount.'] },
  ],
}

const SIX_ROWS = [
  { text: 'Principal', value: '₱5,000.00' },
  { text: 'Interest and fees', value: '₱600.00' },
  { text: 'Loan date', value: '2026-11-05' },
  { text: 'Due date', value: '2026-12-05' },
  { text: 'Loan term', value: '30 days' },
  { text: 'Order number', value: 'BYD20261105000017' },
]

/** A Plan row as the borrower reads it: [title, remark, amount, time] (no time: undefined). */
type PlanSeen = [string, string, string, string | undefined]

/** What the borrower reads on the page for one sample. */
export interface Sees {
  /** Page heading (and document title before " · Bayad"). */
  title: string
  /** The amount card's label and value, and the date line under it. */
  label: string
  amount: string
  dateNote: string
  productName: string
  /** Every detail row, in order; the first two show until More. */
  rows: Array<[string, string]>
  /** The default-payment box: its code and the name of its button; null without a pay code. */
  payBox: { code: string; name: string } | null
  banner: boolean
  notice: string | null
  /** Rollover only: the Plan rows. */
  plan: PlanSeen[] | null
  /** The channels' radio names, in order. */
  channels: string[]
  /** The days-late line under the date (null when not late). */
  late: string | null
  /** Rollover only: what the fee does and does not do, its two sentences. */
  terms: [string, string] | null
  /** The "How to repay" link, with the borrower's code and amount. */
  bannerHref: string
}

export interface Sample {
  name: string
  variant: RepaymentVariant
  repayment: Repayment
  sees: Sees
  /** Minor units the pay code (or the card repayment) is asked for. */
  due: number
  /** channelNumber of the bank-card channel, if the sample has one. */
  bankCard: string | null
  /** The pay code the device keeps once it is loaded (null: the kept one is forgotten). */
  known: KnownPayCode | null
}

/** When the samples are read: the instalment due 2026-12-05 is 16 Manila days late then. */
export const READ_AT = Date.UTC(2026, 11, 21, 2, 0)
const instalment = (raw: unknown, loadedAt = 0) =>
  toRepayment(v.parse(instalmentRepayment.data, raw), null, loadedAt)
const rollover = (raw: unknown, loadedAt = 0) => {
  const data = v.parse(delayRepayment.data, raw)
  return toRepayment(data, data, loadedAt)
}

/** Instalment with a pay code, six detail rows, the banner, a notice and a bank-card channel. */
export const INSTALMENT: Sample = {
  name: 'instalment',
  variant: 'instalment',
  repayment: instalment(
    {
      repayAmount: 560000,
      productName: 'Bayad Cash',
      repayDate: '2026-12-05',
      productLogo: 'https://cdn.bayad.test/bc.png',
      detail: SIX_ROWS,
      repayList: [GCASH, BANK_CARD, MAYA],
      noticeMsg: 'Payments are credited within 15 minutes.',
      defDetail: { payCode: ' 7105000017 ', logo: DRAGONPAY.logo, title: 'Dragonpay', payNotice },
      isShowReyTop: '1',
    },
    READ_AT,
  ),
  sees: {
    title: 'Pay your loan',
    label: 'Amount due',
    amount: '₱5,600.00',
    dateNote: 'Due date 2026-12-05',
    productName: 'Bayad Cash',
    rows: SIX_ROWS.map((r) => [r.text, r.value]),
    payBox: { code: '7105000017', name: 'Dragonpay Pay code 7105000017, see how to pay' },
    banner: true,
    notice: 'Payment notice Payments are credited within 15 minutes.',
    plan: null,
    channels: ['GCash', 'Bank card', 'Maya'],
    late: '16 days late. Pay now: late charges grow every day.',
    terms: null,
    bannerHref: '/repaymentInstructions?requestType=1&amount=560000&payCode=7105000017&deviceId=d1',
  },
  due: 560000,
  bankCard: BANK_CARD.channel_number,
  known: { payCode: '7105000017', title: 'Dragonpay', amount: 560000, loadedAt: READ_AT },
}

/**
 * Instalment without a pay code (an empty payCode, as the sandbox's noPayCode scenario answers),
 * combined here with what its other scenarios vary one at a time: two rows (fewDetails), no banner
 * (noInstructions), and no notice and no bank card.
 */
export const INSTALMENT_NO_CODE: Sample = {
  name: 'instalment without a pay code',
  variant: 'instalment',
  repayment: instalment({
    repayAmount: '123456',
    productName: 'PesoFlex',
    repayDate: '2026-12-20',
    productLogo: '',
    detail: SIX_ROWS.slice(0, 2),
    repayList: [GCASH, DRAGONPAY],
    noticeMsg: '',
    defDetail: { payCode: '', logo: DRAGONPAY.logo, title: 'Dragonpay', payNotice },
    isShowReyTop: '0',
  }),
  sees: {
    title: 'Pay your loan',
    label: 'Amount due',
    amount: '₱1,234.56',
    dateNote: 'Due date 2026-12-20',
    productName: 'PesoFlex',
    rows: SIX_ROWS.slice(0, 2).map((r) => [r.text, r.value]),
    payBox: null,
    banner: false,
    notice: null,
    plan: null,
    channels: ['GCash', 'Dragonpay'],
    late: null,
    terms: null,
    bannerHref: '/repaymentInstructions?requestType=1&amount=123456&deviceId=d1',
  },
  due: 123456,
  bankCard: null,
  known: null,
}

/** Plan amounts are minor units (as a number or as digits); any other text shows as given. */
const FEE_ROW = { remark: 'Pay today', title: 'Rollover fee', amount: 75000, time: '2026-12-01' }
const BALANCE_ROW = {
  remark: 'New due date',
  title: 'Remaining balance',
  amount: '560000',
  time: '2026-12-19',
}
const LATE_ROW = {
  remark: 'After the new due date',
  title: 'Late fee',
  amount: 'Per the loan agreement',
  time: '',
}
const FEE_SEEN: PlanSeen = ['Rollover fee', 'Pay today', '₱750.00', '2026-12-01']
const BALANCE_SEEN: PlanSeen = ['Remaining balance', 'New due date', '₱5,600.00', '2026-12-19']
const LATE_SEEN: PlanSeen = ['Late fee', 'After the new due date', 'Per the loan agreement', undefined]

/** Rollover with a pay code, three rows, the delay info and the plan, a bank-card channel. */
export const ROLLOVER: Sample = {
  name: 'rollover',
  variant: 'rollover',
  repayment: rollover(
    {
      repayAmount: 560000,
      productName: 'Bayad Cash',
      repayDate: '2026-12-05',
      productLogo: 'https://cdn.bayad.test/bc.png',
      detail: SIX_ROWS.slice(0, 3),
      repayList: [BANK_CARD, GCASH],
      noticeMsg: 'Payments are credited within 15 minutes.',
      defDetail: { payCode: '7105000017', logo: '', title: '', payNotice },
      isShowReyTop: '1',
      delayInfo: { delayAmount: 75000, title: 'Extension fee' },
      repayPlan: [FEE_ROW, BALANCE_ROW, LATE_ROW],
      dueDate: '2026-12-01',
    },
    READ_AT,
  ),
  sees: {
    title: 'Pay to extend your loan',
    label: 'Extension fee',
    amount: '₱750.00',
    dateNote: 'Your next due date is 2026-12-05.',
    productName: 'Bayad Cash',
    rows: SIX_ROWS.slice(0, 3).map((r) => [r.text, r.value]),
    payBox: { code: '7105000017', name: 'Pay code 7105000017, see how to pay' },
    banner: true,
    notice: 'Payment notice Payments are credited within 15 minutes.',
    plan: [FEE_SEEN, BALANCE_SEEN, LATE_SEEN],
    channels: ['Bank card', 'GCash'],
    late: '20 days late (due 2026-12-01). Pay the rollover fee to move your due date, or pay the whole loan from your order.',
    terms: [
      'Pay ₱750.00 rollover fee: your due date moves to 2026-12-05.',
      'This fee does not reduce your loan: you will still owe ₱5,600.00 on 2026-12-05.',
    ],
    bannerHref: '/repaymentInstructions?requestType=1&amount=75000&payCode=7105000017&deviceId=d1',
  },
  due: 75000,
  bankCard: BANK_CARD.channel_number,
  known: { payCode: '7105000017', title: '', amount: 75000, loadedAt: READ_AT },
}

/** Rollover without a pay code, two rows, a delay info without a title (the label falls back). */
export const ROLLOVER_NO_CODE: Sample = {
  name: 'rollover without a pay code',
  variant: 'rollover',
  repayment: rollover({
    repayAmount: 560000,
    productName: 'Bayad Cash',
    repayDate: '2026-12-05',
    productLogo: '',
    detail: SIX_ROWS.slice(0, 2),
    repayList: [GCASH],
    noticeMsg: null,
    defDetail: null,
    isShowReyTop: '0',
    delayInfo: { delayAmount: '84000', title: null },
    repayPlan: [FEE_ROW, LATE_ROW],
  }),
  sees: {
    title: 'Pay to extend your loan',
    label: 'Rollover fee',
    amount: '₱840.00',
    dateNote: 'Your next due date is 2026-12-05.',
    productName: 'Bayad Cash',
    rows: SIX_ROWS.slice(0, 2).map((r) => [r.text, r.value]),
    payBox: null,
    banner: false,
    notice: null,
    plan: [FEE_SEEN, LATE_SEEN],
    channels: ['GCash'],
    // No current due date in the answer: how late it is cannot be told.
    late: null,
    terms: [
      'Pay ₱840.00 rollover fee: your due date moves to 2026-12-05.',
      'This fee does not reduce your loan: you will still owe ₱5,600.00 on 2026-12-05.',
    ],
    bannerHref: '/repaymentInstructions?requestType=1&amount=84000&deviceId=d1',
  },
  due: 84000,
  bankCard: null,
  known: null,
}

export const SAMPLES: readonly Sample[] = [INSTALMENT, INSTALMENT_NO_CODE, ROLLOVER, ROLLOVER_NO_CODE]

/** The sample whose decoded repayment this is (the model carries the repayment, not the sample). */
export function sampleOf(repayment: unknown): Sample {
  const sample = SAMPLES.find((s) => s.repayment === repayment)
  if (sample === undefined) throw new Error('not a sample repayment')
  return sample
}

/** Every channel any sample offers, by name: the channel.select samples. */
export const CHANNELS: ReadonlyArray<{ name: string; channelNumber: string }> = [
  GCASH,
  BANK_CARD,
  MAYA,
  DRAGONPAY,
].map((c) => ({ name: c.name, channelNumber: c.channel_number }))

export const LOAD_FAILED: CallFailure = { kind: 'rejected', code: '1', message: 'order not found' }
export const PAY_CODE_FAILED: CallFailure = {
  kind: 'rejected',
  code: '1',
  message: 'This payment channel is under maintenance. Please choose another one.',
}
/** generate-vcode's pay page (checkedRedirect keeps an https URL as it is). */
export const PAY_URL = 'https://pay.dragonpay.test/checkout?code=7105000017'

/** No answer to generate-vcode in time after it left: the outcome is unknown and checked (decision 022). */
export const ANSWER_LOST: CallFailure = { kind: 'timeout' }

/** The instalment page reloaded while a pay code asked for with GCash had no answer yet. */
export const RESUMED_INPUT: RepaymentPageInput = {
  ...INSTALMENT_INPUT,
  inFlight: { ...INSTALMENT_INPUT, amount: INSTALMENT.due, channelNumber: GCASH.channel_number },
}

/** The pay code this device loaded for the instalment the day before (what a failed load still shows). */
export const KNOWN: KnownPayCode = {
  payCode: '7105000017',
  title: 'Dragonpay',
  amount: 560000,
  loadedAt: Date.UTC(2026, 11, 20, 2, 30),
}
/** What the failed load shows of it: the heading (Manila time), the amount then and the channel. */
export const KNOWN_SEEN = {
  heading: 'Your pay code from 2026-12-20 10:30',
  amount: 'Amount then: ₱5,600.00 · Dragonpay',
}
/** The instalment page of an order whose pay code this device kept. */
export const KNOWN_INPUT: RepaymentPageInput = { ...INSTALMENT_INPUT, known: KNOWN }
