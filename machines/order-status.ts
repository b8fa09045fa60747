// @chunk orders
/**
 * The order status rule of spec §4 ("Order status on the details screen", "Buttons"): status code →
 * colour, icon, buttons. Pure, apart from any machine, so every screen that shows an order (the
 * order page, repay-or-not) reads the same rule without loading the order page's machine.
 */

/** Order status codes (spec §4). */
export const ORDER_STATUS = {
  inReview: '21',
  processing: '151',
  failed: '110',
  repaying: '170',
  repayable: '174',
  overdue: '180',
  finished: '200',
} as const
/** isDelay value that offers rollover repayment next to REPAY. */
export const DELAY_OFFERED = '1'
export type StatusTone = 'blue' | 'amber' | 'red' | 'orange' | 'teal'
export type StatusIcon =
  'review' | 'processing' | 'failed' | 'repaying' | 'repayable' | 'overdue' | 'finished'
/** REPAY and Repayment both open the instalment repayment page; they differ in label. */
export type OrderAction = 'repay' | 'repayment' | 'rollover' | 'borrowAgain'

export interface StatusView {
  tone: StatusTone
  icon: StatusIcon
  actions: OrderAction[]
  /** "Short of money?" above Rollover Repayment. */
  rolloverHint: boolean
  /** Recommended products show only for statuses without buttons (spec §4). */
  showsRecommendations: boolean
}

const STATUS_LOOK: Record<string, { tone: StatusTone; icon: StatusIcon }> = {
  [ORDER_STATUS.inReview]: { tone: 'blue', icon: 'review' },
  [ORDER_STATUS.processing]: { tone: 'amber', icon: 'processing' },
  [ORDER_STATUS.failed]: { tone: 'red', icon: 'failed' },
  [ORDER_STATUS.repaying]: { tone: 'orange', icon: 'repaying' },
  [ORDER_STATUS.repayable]: { tone: 'orange', icon: 'repayable' },
  [ORDER_STATUS.overdue]: { tone: 'red', icon: 'overdue' },
  [ORDER_STATUS.finished]: { tone: 'teal', icon: 'finished' },
}
/** Unknown statuses take the 21 styling with the 200 icon (spec §4). */
const UNKNOWN_LOOK = { tone: 'blue', icon: 'finished' } as const

function actionsFor(status: string, isDelay: string): OrderAction[] {
  switch (status) {
    case ORDER_STATUS.repayable:
    case ORDER_STATUS.overdue:
      return isDelay === DELAY_OFFERED ? ['repay', 'rollover'] : ['repayment']
    case ORDER_STATUS.repaying:
      return ['repayment']
    case ORDER_STATUS.finished:
      return ['borrowAgain']
    default:
      return []
  }
}

/** The status → view model rule of spec §4, in one place. */
export function statusView(status: string, isDelay: string): StatusView {
  const actions = actionsFor(status, isDelay)
  return {
    ...(STATUS_LOOK[status] ?? UNKNOWN_LOOK),
    actions,
    rolloverHint: actions.includes('rollover'),
    showsRecommendations: actions.length === 0,
  }
}

/**
 * Detail rows a finished order (200) no longer shows: what was due and when. A finished order reads
 * "Paid ₱… on …" instead (issue 27), whatever rows the server still sends.
 */
const DUE_ROW = /^\s*(amount due|due date|repayment date|repay date)\b/i

/** The order's detail rows as the page shows them: a finished order without its due rows. */
export function shownRows<Row extends { text: string }>(status: string, rows: readonly Row[]): Row[] {
  return status === ORDER_STATUS.finished ? rows.filter((row) => !DUE_ROW.test(row.text)) : [...rows]
}
