import { sampleComplaints } from './sample-complaints.ts'
import { STATE_VERSION, type OrderStatus, type SandboxOrder, type SandboxState } from './sandbox-schema.ts'
import { DEFAULT_SCENARIO } from './scenarios.ts'

/** The sandbox's state at the start and after a reset. */
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
export function withSamples(state: SandboxState, now: number): SandboxState {
  const taken = new Set(state.orders.map((order) => order.orderNo))
  for (const order of showcaseOrders()) if (!taken.has(order.orderNo)) state.orders.push(order)
  const filed = new Set(state.complaints.map((complaint) => complaint.id))
  for (const complaint of sampleComplaints(now))
    if (!filed.has(complaint.id)) state.complaints.push(complaint)
  return state
}
