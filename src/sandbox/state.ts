import * as v from 'valibot'
import { sampleReceipt } from './sample.ts'
import { DEFAULT_SCENARIO, SCENARIOS, type ScenarioName } from './scenarios.ts'

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

const stateSchema = v.object({
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

const DAY = 24 * 60 * 60_000

export function seedState(now: number): SandboxState {
  return {
    version: STATE_VERSION,
    scenario: DEFAULT_SCENARIO,
    orders: [
      {
        orderNo: 'BYD20261105000017',
        productId: '101',
        productName: 'Bayad Cash',
        initials: 'BC',
        color: '#0b6e4f',
        amount: 350000,
        loanDate: '2026-09-06',
        dueDate: '2026-12-05',
        termDays: 91,
        status: 'repayable',
      },
      {
        orderNo: 'BYD20260812000042',
        productId: '102',
        productName: 'PesoFlex',
        initials: 'PF',
        color: '#1d4ed8',
        amount: 520000,
        loanDate: '2026-08-12',
        dueDate: '2026-11-11',
        termDays: 91,
        status: 'overdue',
      },
      {
        orderNo: 'BYD20260603000098',
        productId: '103',
        productName: 'Kwarta Plus',
        initials: 'KP',
        color: '#9d174d',
        amount: 250000,
        loanDate: '2026-06-03',
        dueDate: '2026-09-02',
        termDays: 91,
        status: 'finished',
      },
      ...showcaseOrders(),
    ],
    cards: [
      { id: '7001', bankName: 'BDO Unibank', cardNo: '**** **** **** 4821', bankCode: 'BDO' },
      { id: '7002', bankName: 'BPI', cardNo: '**** **** **** 1937', bankCode: 'BPI' },
      { id: '7003', bankName: 'Metrobank', cardNo: '**** **** **** 6604', bankCode: 'MBTC' },
    ],
    repayTokens: {},
    repayRecords: [],
    uploads: [],
    complaints: sampleComplaints(now),
    registeredPhones: [],
    loanPushes: [],
    productEvents: [],
    googleScores: [],
    captchas: {},
    smsCodes: {},
    promotionCalls: [],
    repaymentCalls: [],
    bankCalls: [],
    complaintCalls: [],
    ledger: [],
    idempotent: {},
    processingChecks: 0,
  }
}

/**
 * One order for each status the three first orders do not show (spec §4), so every order page can
 * be opened from /testPreview. Fixed numbers, not generated: the test preview links to them.
 */
export const SHOWCASE_ORDERS = {
  inReview: { orderNo: 'BYD20261119000023', productId: '104' },
  processing: { orderNo: 'BYD20261118000056', productId: '101' },
  failed: { orderNo: 'BYD20261030000031', productId: '103' },
  repaying: { orderNo: 'BYD20261002000064', productId: '104' },
  unknown: { orderNo: 'BYD20260920000075', productId: '102' },
} as const satisfies Partial<Record<OrderStatus, { orderNo: string; productId: string }>>

function showcaseOrders(): SandboxOrder[] {
  const { inReview, processing, failed, repaying, unknown } = SHOWCASE_ORDERS
  const hulugan = { productName: 'Bayad Hulugan', initials: 'BH', color: '#b45309' }
  return [
    {
      ...inReview,
      ...hulugan,
      amount: 500000,
      loanDate: '2026-11-19',
      dueDate: '2027-02-18',
      termDays: 91,
      status: 'inReview',
      showcase: true,
    },
    {
      ...processing,
      productName: 'Bayad Cash',
      initials: 'BC',
      color: '#0b6e4f',
      amount: 300000,
      loanDate: '2026-11-18',
      dueDate: '2027-02-17',
      termDays: 91,
      status: 'processing',
      showcase: true,
    },
    {
      ...failed,
      productName: 'Kwarta Plus',
      initials: 'KP',
      color: '#9d174d',
      amount: 800000,
      loanDate: '2026-10-30',
      dueDate: '2027-01-29',
      termDays: 91,
      status: 'failed',
      showcase: true,
    },
    {
      ...repaying,
      ...hulugan,
      amount: 600000,
      loanDate: '2026-10-02',
      dueDate: '2027-01-01',
      termDays: 91,
      status: 'repaying',
      showcase: true,
    },
    {
      ...unknown,
      productName: 'PesoFlex',
      initials: 'PF',
      color: '#1d4ed8',
      amount: 450000,
      loanDate: '2026-09-20',
      dueDate: '2026-12-20',
      termDays: 91,
      status: 'unknown',
      showcase: true,
    },
  ]
}

/**
 * A state stored before the showcase orders or the sample complaints existed gets them added, so the
 * test preview's links work.
 */
function withSamples(state: SandboxState, now: number): SandboxState {
  const taken = new Set(state.orders.map((order) => order.orderNo))
  for (const order of showcaseOrders()) if (!taken.has(order.orderNo)) state.orders.push(order)
  const filed = new Set(state.complaints.map((complaint) => complaint.id))
  for (const complaint of sampleComplaints(now))
    if (!filed.has(complaint.id)) state.complaints.push(complaint)
  return state
}

/** Reads the state; anything missing, corrupt or of another version reads as a fresh seed. */
export function loadState(storage: Storage, now: number): SandboxState {
  let raw: string | null
  try {
    raw = storage.getItem(STATE_KEY)
  } catch {
    raw = null
  }
  if (raw !== null) {
    try {
      const parsed = v.safeParse(stateSchema, JSON.parse(raw))
      if (parsed.success) return withSamples(parsed.output, now)
    } catch {
      // corrupt JSON: fall through to the seed
    }
  }
  return seedState(now)
}

export function saveState(storage: Storage, state: SandboxState): void {
  try {
    storage.setItem(STATE_KEY, JSON.stringify(state))
  } catch {
    // quota or private mode: the sandbox keeps answering, only persistence is lost
  }
}

/** Where the sandbox keeps its state when the caller gives no storage. */
export function defaultStorage(): Storage {
  try {
    const storage = globalThis.localStorage
    if (storage !== undefined && storage !== null) {
      storage.getItem(STATE_KEY)
      return storage
    }
  } catch {
    // blocked storage (sandboxed iframe, some private modes)
  }
  return memoryStorage
}

const memory = new Map<string, string>()
const memoryStorage: Storage = {
  get length() {
    return memory.size
  },
  clear: () => memory.clear(),
  getItem: (key) => memory.get(key) ?? null,
  key: (index) => [...memory.keys()][index] ?? null,
  removeItem: (key) => void memory.delete(key),
  setItem: (key, value) => void memory.set(key, String(value)),
}

/**
 * The borrower's complaints at the start, one of each kind the details page shows (spec §2): fixed
 * ids, not generated, so the test preview links to them.
 */
export const SAMPLE_COMPLAINTS = {
  /** Answered with text and a picture, not rated yet: the rating popup opens (isNeedScore 1). */
  toRate: '3f2a9c41-7b6e-4d1a-9e57-2c8b0d4f6a13',
  /** Filed two hours ago with two pictures, not answered: the reply promise shows. */
  waiting: '7c1e5b02-4a9d-4f36-8b21-5e0d9c3a7f48',
  /** Answered in text and rated already (isNeedScore 0). */
  rated: 'b8d4e6f1-2c3a-4b5d-9e7f-1a2b3c4d5e6f',
  /** Answered with a picture and no text, rated already: Process Result shows the picture only. */
  pictureReply: 'e4a7c9d2-5b1f-4e8a-a3c6-9d0b2f7e1c85',
} as const

function sampleComplaints(now: number): SandboxState['complaints'] {
  const HOUR = 60 * 60_000
  return [
    {
      id: SAMPLE_COMPLAINTS.rated,
      createdAt: now - 9 * DAY,
      resolveAt: now - 8 * DAY,
      type: '3',
      sonType: '',
      content: 'The app closes by itself when I open the repayment page on my phone.',
      images: [],
      orderNo: '',
      score: 5,
    },
    {
      id: SAMPLE_COMPLAINTS.pictureReply,
      createdAt: now - 6 * DAY,
      resolveAt: now - 5 * DAY,
      type: '4',
      sonType: '',
      content: 'Please send me the receipt of my last repayment.',
      images: [],
      orderNo: '',
      score: 4,
      replyText: '',
      replyImages: [sampleReceipt('repayment-receipt')],
    },
    {
      id: SAMPLE_COMPLAINTS.toRate,
      createdAt: now - 3 * DAY,
      resolveAt: now - 2 * DAY,
      type: '2',
      sonType: '',
      content: 'I paid through GCash yesterday but the app still shows my loan as unpaid.',
      images: [sampleReceipt('gcash-receipt')],
      orderNo: 'BYD20260603000098',
      replyImages: [sampleReceipt('payment-matched')],
    },
    {
      id: SAMPLE_COMPLAINTS.waiting,
      createdAt: now - 2 * HOUR,
      resolveAt: now + 2 * DAY,
      type: '1',
      sonType: '12',
      content:
        'A collector called my sister three times today about my loan, although my payment is not due until next week.',
      images: [sampleReceipt('call-log'), sampleReceipt('loan-schedule')],
      orderNo: 'BYD20260603000098',
    },
  ]
}
