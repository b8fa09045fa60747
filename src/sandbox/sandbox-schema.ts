import * as v from 'valibot'
import { SCENARIOS, type ScenarioName } from './scenarios.ts'

/**
 * The sandbox's whole backend state, kept under one local-storage key so it survives a reload.
 * The app clears only its own keys (orderNo, repaymentInfo), never this one.
 */
export const STATE_KEY = 'bayad.sandbox.v1'
export const STATE_VERSION = 1

/** A complaint is answered by the sandbox's "support agent" this long after it was filed. */
export const COMPLAINT_RESOLVE_MS = 2 * 60_000

/**
 * The order statuses the sandbox can answer (spec §4): the picklist only grows, so a state stored by
 * an older sandbox still parses. `unknown` stands for a status code the app does not know.
 */
const orderStatus = v.picklist([
  'inReview',
  'repayable',
  'overdue',
  'finished',
  'processing',
  'failed',
  'repaying',
  'unknown',
])
export type OrderStatus = v.InferOutput<typeof orderStatus>

const order = v.object({
  orderNo: v.string(),
  productId: v.string(),
  productName: v.string(),
  initials: v.string(),
  color: v.string(),
  /** Minor units: 350000 = ₱3,500.00. */
  amount: v.number(),
  loanDate: v.string(),
  dueDate: v.string(),
  termDays: v.number(),
  status: orderStatus,
  /**
   * A showcase order exists to show one status on the order pages (order details, order list). The
   * complaint start leaves it out of its list of orders, which keeps the three orders it always had.
   */
  showcase: v.optional(v.boolean()),
})
export type SandboxOrder = v.InferOutput<typeof order>

const card = v.object({ id: v.string(), bankName: v.string(), cardNo: v.string(), bankCode: v.string() })
export type SandboxCard = v.InferOutput<typeof card>

const repayRecord = v.object({
  id: v.string(),
  orderId: v.string(),
  cardId: v.string(),
  amount: v.string(),
  status: v.picklist(['pending', 'paid', 'superseded']),
  createdAt: v.number(),
  codeSentAt: v.number(),
  codeSends: v.number(),
  /**
   * A card payment (commit) or an e-wallet checkout (repayment-huichao, paid on the sandbox's checkout
   * page, src/sandbox/public/sandbox-wallet.js). Optional so states stored before it still load.
   */
  way: v.optional(v.picklist(['card', 'wallet']), 'card'),
  /** When the payment was made (the order's lastRepayment time). */
  paidAt: v.optional(v.number()),
})
export type RepayRecord = v.InferOutput<typeof repayRecord>

const upload = v.object({
  url: v.string(),
  name: v.string(),
  type: v.string(),
  size: v.number(),
  at: v.number(),
  /** What the bytes received say (src/lib/image-file.ts): pixel size, and whether EXIF came along. */
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  exif: v.optional(v.boolean()),
})

const complaint = v.object({
  id: v.string(),
  createdAt: v.number(),
  /** When the support agent's reply appears (the complaint moves to Completed). */
  resolveAt: v.number(),
  type: v.string(),
  sonType: v.string(),
  content: v.string(),
  images: v.array(v.string()),
  orderNo: v.string(),
  score: v.optional(v.number()),
  /** Pictures the support agent attaches to the reply (a sample receipt); none when absent. */
  replyImages: v.optional(v.array(v.string())),
  /** The reply's text when it is not the usual one for the type ('' for a reply of pictures only). */
  replyText: v.optional(v.string()),
})
export type SandboxComplaint = v.InferOutput<typeof complaint>

/** One accepted loan submission: v3 loan-detail-push or the legacy depush. */
const loanPush = v.object({
  variant: v.picklist(['v3', 'legacy']),
  productId: v.string(),
  /** Minor units, as the push sent it. */
  amount: v.number(),
  periods: v.string(),
  termUnit: v.string(),
  at: v.number(),
})
export type SandboxLoanPush = v.InferOutput<typeof loanPush>

/** One recorded call about a recommended product: v3 event/save, or the legacy because and define. */
const productEvent = v.object({
  call: v.picklist(['save', 'because', 'define']),
  productId: v.string(),
  /** The product's index in its list (event/save, because). */
  positionId: v.optional(v.number()),
  /** The tracking module (event/save: 30). */
  moduleId: v.optional(v.number()),
  at: v.number(),
})
export type SandboxProductEvent = v.InferOutput<typeof productEvent>

/**
 * One call a handler answered, logged for the e2e tests (loggedIn, src/sandbox/handlers/common.ts):
 * its name, one of `names`.
 */
function loggedCall<const N extends readonly [string, ...string[]]>(names: N) {
  return v.object({
    call: v.picklist(names),
    /** Every query parameter and form field of the call. */
    fields: v.record(v.string(), v.string()),
    /** The envelope's code; '0' for a picture (get-captcha). */
    code: v.string(),
    at: v.number(),
  })
}
/** One logged call named N. */
export type SandboxLoggedCall<N extends string> = v.InferOutput<ReturnType<typeof loggedCall<[N]>>>

/** One promotion call the sandbox answered (src/sandbox/handlers/promotion.ts), for the e2e tests. */
const promotionCall = loggedCall(['template', 'sid', 'captcha', 'visit', 'click', 'sms', 'register'])
export type SandboxPromotionCall = v.InferOutput<typeof promotionCall>

/** One instalment, rollover, pay-code or e-wallet call the sandbox answered, for the e2e tests. */
const repaymentCall = loggedCall(['instalment', 'rollover', 'payCode', 'wallet'])
export type SandboxRepaymentCall = v.InferOutput<typeof repaymentCall>

/** One card-init, bind-card-new or card-change call the sandbox answered, for the e2e tests. */
const bankCall = loggedCall(['cardInit', 'bind', 'change'])
export type SandboxBankCall = v.InferOutput<typeof bankCall>

/** One problem-list, problem-detail, save-score or contact-kf-info call the sandbox answered, for the e2e tests. */
const complaintCall = loggedCall(['list', 'detail', 'score', 'contact'])
export type SandboxComplaintCall = v.InferOutput<typeof complaintCall>

/** The submitting calls (docs/decisions/022-submission-outcomes.md): each effect they have is in the ledger. */
export const SUBMISSION_CALLS = [
  'repayment-commit',
  'repayment-confirm',
  'repayment-huichao',
  'generate-vcode',
  'loan-detail-push',
  'depush',
  'register',
  'problem-save',
  'bind-card',
  'save-score',
] as const
export type SandboxSubmissionCall = (typeof SUBMISSION_CALLS)[number]

/**
 * One effect a submission had on the lender's side (a charge, a pay code, a push, a registration, a
 * complaint, a binding, a rating): the e2e tests count effects, not requests. A keyed retry that the
 * sandbox answered from its idempotency memory adds none.
 */
const ledgerEntry = v.object({
  call: v.picklist(SUBMISSION_CALLS),
  /** The Idempotency-Key header or idempotencyKey field it came with; '' when none. */
  key: v.string(),
  /** Every query parameter and form field of the call. */
  fields: v.record(v.string(), v.string()),
  at: v.number(),
})
export type SandboxLedgerEntry = v.InferOutput<typeof ledgerEntry>

/** A submission's answer kept by its idempotency key: a retry with the key gets it again, with no new effect. */
const remembered = v.object({
  call: v.picklist(SUBMISSION_CALLS),
  answer: v.object({ code: v.string(), message: v.string(), data: v.optional(v.unknown()) }),
  at: v.number(),
})

export const stateSchema = v.object({
  version: v.literal(STATE_VERSION),
  scenario: v.picklist(Object.keys(SCENARIOS) as [ScenarioName, ...ScenarioName[]]),
  orders: v.array(order),
  cards: v.array(card),
  /** The latest repayToken handed out per order; a commit must carry it. */
  repayTokens: v.record(v.string(), v.string()),
  repayRecords: v.array(repayRecord),
  uploads: v.array(upload),
  complaints: v.array(complaint),
  registeredPhones: v.array(v.string()),
  /** Every accepted loan push, oldest first. Optional so states stored before it existed still load. */
  loanPushes: v.optional(v.array(loanPush), []),
  /** Every recorded tap on a recommended product (event/save, because, define), oldest first. */
  productEvents: v.optional(v.array(productEvent), []),
  /** Every google-score call's score, oldest first. */
  googleScores: v.optional(v.array(v.number()), []),
  /** The text of the latest captcha picture per sid (get-captcha), at most the 20 most recent sids, oldest first. */
  captchas: v.optional(v.record(v.string(), v.string()), {}),
  /** The SMS code get-sms sent per phone (always the sandbox code), at most the 20 most recent phones. */
  smsCodes: v.optional(v.record(v.string(), v.string()), {}),
  /** The last 100 promotion calls (template, sid, captcha, tracking, get-sms, register), oldest first. */
  promotionCalls: v.optional(v.array(promotionCall), []),
  /** The last 100 instalment, rollover, generate-vcode and repayment-huichao calls, oldest first. */
  repaymentCalls: v.optional(v.array(repaymentCall), []),
  /** The last 100 card-init, bind-card-new and card-change calls, oldest first. */
  bankCalls: v.optional(v.array(bankCall), []),
  /** The last 100 problem-list, problem-detail, save-score and contact-kf-info calls, oldest first. */
  complaintCalls: v.optional(v.array(complaintCall), []),
  /** Every effect of a submitting call, oldest first (the last 200). */
  ledger: v.optional(v.array(ledgerEntry), []),
  /** Answers by idempotency key (the last 100 keys). */
  idempotent: v.optional(v.record(v.string(), remembered), {}),
  /**
   * Scenario stillProcessing: how many more checks of the order (loan-details) answer "repaying" (170)
   * after a payment the lender took.
   */
  processingChecks: v.optional(v.number(), 0),
})
export type SandboxState = v.InferOutput<typeof stateSchema>
