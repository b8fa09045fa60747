import type { HttpHandler } from 'msw'
import {
  amountDue,
  isDisbursed,
  manilaTime,
  peso,
  productLogo,
  RECOMMENDED_PRODUCTS,
  STATUS_CODE,
  STATUS_TEXT,
} from '../sample.ts'
import type { OrderStatus, SandboxOrder } from '../sandbox-schema.ts'
import { fail, findOrder, ok, visibleOrders, type Call, type Envelope, type Route } from './common.ts'

/**
 * The borrower's orders: order details, the order list and the app rating asked on the order page
 * (src/api/order.ts loanDetails, orderList, googleScore; its saveEvent is in products.ts).
 */

/** Same-origin page the withdrawPage scenario sends "Withdraw Now" to; it is not part of the sandbox. */
export const WITHDRAW_PAGE = '/sandbox-withdraw.html'
export const SERVICE_TELEPHONE = '+63 2 8888 0000'
/** Scenario badHostPhone: a telephone the app refuses to hand to callPhone (src/lib/contact.ts). */
export const BAD_HOST_PHONE = 'call 0917 now'
export const BIND_CARD_TITLE = 'Bind your bank card'
export const BIND_CARD_MESSAGE =
  'We send your loan to a bank card in your name and collect your repayments from it. Bind one now so your money is not delayed.'
/** The only score the app sends to google-score (spec §7). */
export const GOOGLE_SCORE = 5

export function orderHandlers({ post }: Route): HttpHandler[] {
  return [
    post('*/v3/loan-details/loan-details', loanDetails),
    post('*/v3/loan-details/google-score', googleScore),
    post('*/v3/order/order-list', orderList),
  ]
}

/** Statuses without buttons: their order page shows the recommended products (spec §4). */
const WITHOUT_BUTTONS: readonly OrderStatus[] = ['inReview', 'processing', 'failed', 'unknown']

function loanDetails(call: Call): Envelope {
  const found = findOrder(call, call.fields.get('orderId'))
  if (found === undefined) return fail('order not found')
  // Scenario stillProcessing: the lender took the payment but reads it as "repaying" for a few checks.
  const processing = call.state.processingChecks > 0 && found.status === 'finished'
  if (processing) call.state.processingChecks -= 1
  const order: SandboxOrder = asScenarioShows(processing ? { ...found, status: 'repaying' } : found, call)
  const { scenario } = call
  const withdrawPage = order.status === 'processing' && scenario === 'withdrawPage'
  const redirect = new URLSearchParams({ productId: order.productId, orderId: order.orderNo })
  return ok({
    orderStatus:
      scenario === 'malformedResponse' ? { code: STATUS_CODE[order.status] } : STATUS_CODE[order.status],
    noticeStatusText: STATUS_TEXT[order.status],
    noticeDesText: description(order),
    recProducts:
      WITHOUT_BUTTONS.includes(order.status) && scenario !== 'emptyProducts'
        ? RECOMMENDED_PRODUCTS.map((product) => ({ ...product, tags: [...product.tags] }))
        : [],
    productName: order.productName,
    productLogo: productLogo(order),
    userOrderDetail: { detail: detailRows(order) },
    inside: withdrawPage ? '1' : '0',
    h5Url: withdrawPage
      ? `${WITHDRAW_PAGE}?${new URLSearchParams({ orderId: order.orderNo, amount: String(order.amount) }).toString()}`
      : '',
    isDelay:
      (order.status === 'repayable' || order.status === 'overdue') && scenario !== 'noRollover' ? '1' : '0',
    telephone: scenario === 'badHostPhone' ? BAD_HOST_PHONE : SERVICE_TELEPHONE,
    isScore: scenario === 'orderRating' ? '1' : '0',
    playeduL:
      scenario === 'orderRedirect' && order.status !== 'inReview' ? `/repay?${redirect.toString()}` : '',
    reyMsg: reminder(order),
    cardNeedPop: scenario === 'bindCardPopup' ? '1' : '0',
    cardPopTitle: scenario === 'bindCardPopup' ? BIND_CARD_TITLE : '',
    cardPopMsg: scenario === 'bindCardPopup' ? BIND_CARD_MESSAGE : '',
    repayDate: isDisbursed(order.status) ? order.dueDate : '',
    lastRepayment: lastRepayment(order, call),
  })
}

const DAY_MS = 86_400_000
/** Scenario codePaid: the repayable order's pay code payment, this long before the page is read. */
export const CODE_PAID_AGO_MS = 5 * 60_000
/** Scenario fiveDaysLate: how many Manila days past its due date the overdue order is. */
export const FIVE_DAYS_LATE = 5
/** Where the sample orders paid by pay code paid (a 7-Eleven CLiQQ kiosk, through Dragonpay). */
export const CODE_PAID_OUTLET = '7-Eleven'
/** The sandbox e-wallet's name on a receipt. */
export const SANDBOX_WALLET_NAME = 'GCash'

/** The order as scenarios codePaid and fiveDaysLate show it on its page (the stored order is unchanged). */
function asScenarioShows(order: SandboxOrder, call: Call): SandboxOrder {
  if (call.scenario === 'codePaid' && order.status === 'repayable') return { ...order, status: 'finished' }
  if (call.scenario === 'fiveDaysLate' && order.status === 'overdue')
    return { ...order, dueDate: manilaTime(call.now - FIVE_DAYS_LATE * DAY_MS).slice(0, 10) }
  return order
}

/**
 * lastRepayment: the order's latest payment by card or e-wallet in the sandbox; a finished order
 * without one was paid with its pay code (at a 7-Eleven, two days before its due date, or a few
 * minutes ago in scenario codePaid); null for an order not paid at all.
 */
function lastRepayment(order: SandboxOrder, call: Call) {
  const paid = call.state.repayRecords.filter(
    (record) => record.orderId === order.orderNo && record.status === 'paid',
  )
  const latest = paid[paid.length - 1]
  if (latest !== undefined) {
    const card = call.state.cards.find((c) => c.id === latest.cardId)
    return {
      repayRecordId: latest.id,
      amount: latest.amount,
      repayTime: manilaTime(latest.paidAt ?? latest.createdAt),
      payWay: latest.way,
      channelName:
        latest.way === 'wallet' ? SANDBOX_WALLET_NAME : card ? `${card.bankName} ${card.cardNo}` : '',
    }
  }
  if (order.status !== 'finished') return null
  const paidAt =
    call.scenario === 'codePaid'
      ? call.now - CODE_PAID_AGO_MS
      : Date.parse(`${order.dueDate}T10:15:00+08:00`) - 2 * DAY_MS
  return {
    repayRecordId: `PC${order.orderNo.slice(-12)}`,
    amount: amountDue(order),
    repayTime: manilaTime(paidAt),
    payWay: 'code',
    channelName: CODE_PAID_OUTLET,
  }
}

/** noticeDesText: what the status means for the borrower and what to do next. */
function description(order: SandboxOrder): string {
  const due = peso(amountDue(order))
  switch (order.status) {
    case 'inReview':
      return 'Your application is being reviewed. A decision is made within 1 day.'
    case 'processing':
      return `Your loan of ${peso(order.amount)} is approved. Tap "Withdraw Now" to have the money sent to your account.`
    case 'failed':
      return 'Sorry, your application was not approved this time. You can try one of the lenders below.'
    case 'repaying':
      return `You have started repaying your loan. Please repay the remaining ${due} on or before ${order.dueDate}.`
    case 'repayable':
      return `Please repay ${due} on or before ${order.dueDate}.`
    case 'overdue':
      return `Your loan is overdue. Please repay ${due} as soon as possible to avoid further penalties.`
    case 'finished':
      return 'Your loan has been fully repaid. Thank you!'
    case 'unknown':
      return 'We are verifying your order. This page shows the result as soon as the check is done.'
  }
}

/** reyMsg: a short repayment reminder for the orders that can be repaid now, '' for the others. */
function reminder(order: SandboxOrder): string {
  switch (order.status) {
    case 'repayable':
      return 'Repaying on time keeps a good record and lets you borrow more next time.'
    case 'overdue':
      return 'Your payment is late: daily interest is added to the unpaid amount until you repay.'
    case 'repaying':
      return 'Pay on time to avoid a one-time late fee and daily interest on the unpaid amount.'
    default:
      return ''
  }
}

/** userOrderDetail.detail: an order whose money was not sent yet has no amount due or due date. */
function detailRows(order: SandboxOrder): { text: string; value: string }[] {
  const term = { text: 'Term', value: `${order.termDays} days` }
  if (!isDisbursed(order.status))
    return [
      { text: 'Order number', value: order.orderNo },
      { text: 'Loan amount', value: peso(order.amount) },
      { text: 'Application date', value: order.loanDate },
      term,
    ]
  return [
    { text: 'Order number', value: order.orderNo },
    { text: 'Loan amount', value: peso(order.amount) },
    // A finished order owes nothing: what it paid, not what was due (issue 27).
    order.status === 'finished'
      ? { text: 'Total paid', value: peso(amountDue(order)) }
      : { text: 'Amount due', value: peso(amountDue(order)) },
    { text: 'Loan date', value: order.loanDate },
    ...(order.status === 'finished' ? [] : [{ text: 'Due date', value: order.dueDate }]),
    term,
  ]
}

/** The borrower's orders, newest first (by the date each was placed; the latest push first on a tie). */
function orderList(call: Call): Envelope {
  if (call.scenario === 'malformedResponse') return ok({ orderId: 1, orderStatus: ['174'] })
  const newestFirst = [...visibleOrders(call)].sort((a, b) => b.loanDate.localeCompare(a.loanDate))
  return ok(
    newestFirst.map((order) => ({
      orderId: order.orderNo,
      productId: order.productId,
      productName: order.productName,
      productLogo: productLogo(order),
      amount: order.amount,
      orderStatus: STATUS_CODE[order.status],
      noticeStatusText: STATUS_TEXT[order.status],
      createTime: order.loanDate,
      repayDate: isDisbursed(order.status) ? order.dueDate : '',
      // What is owed (decision 030): the order page's "Amount due", while the loan is unpaid.
      ...(isDisbursed(order.status) && order.status !== 'finished' && call.scenario !== 'noOwedAmount'
        ? { repayAmount: amountDue(order) }
        : {}),
    })),
  )
}

/** The app asks for the store rating with score 5 only (spec §7); anything else is refused. */
function googleScore(call: Call): Envelope {
  const score = call.fields.get('score') ?? ''
  if (score !== String(GOOGLE_SCORE)) return fail(`score must be ${GOOGLE_SCORE}`)
  call.state.googleScores.push(GOOGLE_SCORE)
  return ok()
}
