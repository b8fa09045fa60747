import { formatPeso } from '../lib/format.ts'
import type { OrderStatus, SandboxOrder } from './sandbox-schema.ts'

/** Fills `values` with random numbers: getRandomValues where there is one, Math.random otherwise. */
export function randomFill<T extends Uint8Array<ArrayBuffer> | Uint32Array<ArrayBuffer>>(values: T): T {
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(values)
  else {
    const range = values instanceof Uint8Array ? 2 ** 8 : 2 ** 32
    for (let i = 0; i < values.length; i++) values[i] = Math.floor(Math.random() * range)
  }
  return values
}

/** Random 8-4-4-4-12 hex id. getRandomValues works outside secure contexts (file://), unlike randomUUID. */
export function uuid(): string {
  const bytes = randomFill(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** 350000 → "₱3,500.00": server-formatted text in the app's own money format (docs/decisions/003-money-format.md). */
export function peso(minor: number): string {
  return formatPeso(minor)
}

/** Manila time (UTC+8, no daylight saving), "YYYY-MM-DD HH:MM:SS": the same on every tester's machine. */
export function manilaTime(ms: number): string {
  return new Date(ms + 8 * 60 * 60_000).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * A coloured circle with the product's initials: a file of the sandbox (src/sandbox/public/sandbox-logos/),
 * so it passes the app's image rule as a same-origin picture (an inline SVG would not, decision 023).
 */
export function logo(initials: string, color: string): string {
  return `/sandbox-logos/${initials}-${color.replace(/^#/, '').toLowerCase()}.svg`
}

export const STATUS_TEXT: Record<OrderStatus, string> = {
  inReview: 'In review',
  repayable: 'Repayable',
  overdue: 'Overdue',
  finished: 'Finished',
  processing: 'Approved',
  failed: 'Failed',
  repaying: 'Repaying',
  unknown: 'Under verification',
}

/** Spec §4 status codes of the order details screen; `unknown` is a code the app does not know. */
export const STATUS_CODE: Record<OrderStatus, string> = {
  inReview: '21',
  repayable: '174',
  overdue: '180',
  finished: '200',
  processing: '151',
  failed: '110',
  repaying: '170',
  unknown: '999',
}

/** The statuses whose money has been sent: they have an amount due and a due date. */
export function isDisbursed(status: OrderStatus): boolean {
  return status === 'repaying' || status === 'repayable' || status === 'overdue' || status === 'finished'
}

export function productLogo(order: SandboxOrder): string {
  return logo(order.initials, order.color)
}

/** Interest and service fee the sandbox adds on top of the principal: a flat 12%. */
export function amountDue(order: SandboxOrder): number {
  return Math.round(order.amount * 1.12)
}

/**
 * The recommended products (spec §3 "Recommended product"): other lenders' offers, listed by the
 * legacy scholarships call and with orders that have no buttons (loan-details recProducts). The
 * first one opens through the host (define answers no URL); the last one is not offered right now.
 */
export const RECOMMENDED_PRODUCTS = [
  recommended('201', 'Bayad Express', 'BE', '#0f766e', [200000, 2000000], '0.05%/day', [
    'Fast approval',
    'No collateral',
  ]),
  recommended('202', 'Sahod Advance', 'SA', '#7c3aed', [100000, 1500000], '0.04%/day', [
    'For employees',
    'Pay on payday',
  ]),
  recommended('203', 'Tindahan Loan', 'TL', '#c2410c', [500000, 5000000], '0.06%/day', [
    'For store owners',
    'Up to 180 days',
  ]),
  recommended('204', 'Kaagapay Credit', 'KC', '#0369a1', [300000, 3000000], '0.05%/day', [
    'First loan',
    'Low interest',
  ]),
  {
    ...recommended('205', 'Piso Agad', 'PA', '#be123c', [100000, 1000000], '0.07%/day', [
      'Same-day cash',
      'Repeat borrowers',
    ]),
    buttonText: 'Temporarily unavailable',
    isEnable: '0',
  },
]
export type SampleProduct = (typeof RECOMMENDED_PRODUCTS)[number]
/** The recommended product whose link the host resolves itself (define answers url ''). */
export const HOST_OPENED_PRODUCT_ID = '201'

function recommended(
  productId: string,
  name: string,
  initials: string,
  color: string,
  [min, max]: [number, number],
  rate: string,
  tags: [string, string],
) {
  return {
    productId,
    logo: logo(initials, color),
    name,
    buttonText: 'Apply now',
    isEnable: '1',
    amountRange: `${peso(min)} – ${peso(max)}`,
    amountDesc: 'Loan amount',
    rate,
    rateDesc: 'Interest rate',
    tags: [...tags],
  }
}

/** The phone-screenshot-like pictures of the sample complaints (src/sandbox/public/sandbox-receipts/). */
export const SAMPLE_RECEIPTS = [
  'repayment-receipt',
  'gcash-receipt',
  'payment-matched',
  'call-log',
  'loan-schedule',
] as const

/** A sample complaint picture: a file of the sandbox, a same-origin picture as a real server's would be. */
export function sampleReceipt(name: (typeof SAMPLE_RECEIPTS)[number]): string {
  return `/sandbox-receipts/${name}.svg`
}

export const PROBLEM_TYPES = [
  { value: '1', title: 'Collection complaint' },
  { value: '2', title: 'Repayment issue' },
  { value: '3', title: 'App problem' },
  { value: '4', title: 'Other' },
] as const

export const PROBLEM_SON_TYPES = [
  { value: '11', title: 'Rude language' },
  { value: '12', title: 'Contacting my family or friends' },
  { value: '13', title: 'Calls outside allowed hours' },
] as const

export const SUPPORT_AGENT = 'Maria Santos (Customer Care)'

export function supportReply(type: string): string {
  switch (type) {
    case '1':
      return 'We are sorry for your experience. The collection agent has been reported to our compliance team and will be reminded of the fair debt collection rules.'
    case '2':
      return 'Your payment has been matched to your loan and the order is now settled. Please allow up to 24 hours for the status to refresh in the app.'
    case '3':
      return 'Thank you for the report. Our developers have fixed the problem in the latest version of the app.'
    default:
      return 'Thank you for reaching out. Our team has reviewed your message and taken note of your feedback.'
  }
}

/** smWa is the configured service phone (src/config.ts): one number everywhere (docs/decisions/031). */
export const SUPPORT_CONTACT = { email: 'support@bayad.ph', smWa: '+63 2 8888 0000' } as const

/** The repayment channels of instalment and rollover (repayList); "Bank card" leads to card repayment. */
export const REPAY_CHANNELS = [
  { logo: logo('GC', '#0b5cd5'), name: 'GCash', channel_number: '90006' },
  { logo: logo('BK', '#0b6e4f'), name: 'Bank card', channel_number: '90002' },
  { logo: logo('MY', '#0f9d58'), name: 'Maya', channel_number: '90007' },
  { logo: logo('7E', '#e4572e'), name: '7-Eleven CLiQQ', channel_number: '90011' },
  { logo: logo('DP', '#374151'), name: 'Dragonpay', channel_number: '90001' },
] as const
