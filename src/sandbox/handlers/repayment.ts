import { isAfterEffect } from '../scenarios.ts'
import type { HttpHandler } from 'msw'
import { COMMON_KEYS } from '../../lib/query.ts'
import { amountDue, manilaTime, peso, productLogo, REPAY_CHANNELS, uuid } from '../sample.ts'
import type { SandboxOrder, SandboxRepaymentCall } from '../sandbox-schema.ts'
import {
  fail,
  findOrder,
  ok,
  SANDBOX_VERIFICATION_CODE,
  YOUMI_LOAN,
  type Call,
  type Envelope,
  type Route,
  loggedIn,
} from './common.ts'

/** Repayment: by bank card, e-wallet, instalment, rollover and pay code (src/api/repayment.ts). */

/** A second commit for the same order inside this window is refused (800005). */
export const REPEAT_WINDOW_MS = 10_000
/** Same-origin page the e-wallet redirect points at; it is not part of the sandbox itself. */
export const WALLET_PAGE = '/sandbox-wallet.html'
/** The QR picture the payCodeQr scenario's pay page shows. */
export const QR_PICTURE = '/sandbox-qr.svg'
export const PAY_CODE_FAILURE_MESSAGE =
  'This payment channel is under maintenance. Please choose another one.'
/** The channel the payCodeFailure scenario refuses (GCash): any other channel still pays. */
export const MAINTENANCE_CHANNEL = '90006'
/** How far a rollover moves the due date. */
export const ROLLOVER_DAYS = 14
export const WALLET_FAILURE_MESSAGE =
  'E-wallet repayment is not available right now. Please pay by card or with a pay code.'

export function repaymentHandlers({ post }: Route): HttpHandler[] {
  return [
    // Repayment by bank card
    post(`${YOUMI_LOAN}/repayment-way`, repaymentWay),
    post(`${YOUMI_LOAN}/repayment-commit`, repaymentCommit, { submits: 'repayment-commit' }),
    post(`${YOUMI_LOAN}/repayment-confirm`, repaymentConfirm, { submits: 'repayment-confirm' }),
    post(`${YOUMI_LOAN}/repayment-huichao`, recorded('wallet', repaymentHuichao), {
      submits: 'repayment-huichao',
    }),
    // Repayment by code
    post('*/v3/loan-details/generate-vcode', recorded('payCode', generatePayCode), {
      submits: 'generate-vcode',
    }),
    // Instalment and rollover repayment
    post(
      '*/v3/installment/loan-play-detail',
      recorded('instalment', (call) => instalment(call, false)),
    ),
    post(
      '*/hit/imitating',
      recorded('rollover', (call) => instalment(call, true)),
    ),
  ]
}

/** Records the call in `repaymentCalls` for the e2e tests. */
const recorded = (name: SandboxRepaymentCall['call'], resolve: (call: Call) => Envelope) =>
  loggedIn((state) => state.repaymentCalls, name, resolve)

function repaymentWay(call: Call): Envelope {
  const orderId = call.fields.get('orderId')
  if (call.scenario === 'cardListFailure') return fail('failed to query card list')
  if (!orderId) return fail('orderId is required')
  if (call.scenario === 'malformedResponse')
    return ok({ alipay: { enabled: true }, repayToken: ['not', 'a', 'token'], bankCards: 'BDO Unibank' })
  // One token per repayment session: loading the page twice (a retry, React's StrictMode) keeps it valid.
  const token = call.state.repayTokens[orderId] ?? uuid()
  call.state.repayTokens[orderId] = token
  return ok({ alipay: '1', repayToken: token, bankCards: call.state.cards.map((card) => ({ ...card })) })
}

function repaymentCommit(call: Call): Envelope {
  const { fields, state, now } = call
  const orderId = fields.get('orderId') ?? ''
  const cardId = fields.get('cardId') ?? ''
  const amount = fields.get('amount') ?? ''
  const sendMsg = fields.get('sendMsg') ?? '0'
  if (call.scenario === 'repeatedSubmission')
    return fail('do not submit the payment request repeatedly', '800005')
  if (orderId === '') return fail('orderId is required')
  if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return fail('invalid repayment amount')
  const card = state.cards.find((c) => c.id === cardId)
  if (card === undefined) return fail('bank card not found, please choose another card')
  const bankCode = fields.get('bankCode')
  if (bankCode && bankCode !== card.bankCode) return fail('bank card details do not match')
  const token = state.repayTokens[orderId]
  if (token === undefined || fields.get('repayToken') !== token)
    return fail('repayment session expired, please reload the page')
  if (sendMsg !== '0' && sendMsg !== '1') return fail('invalid sendMsg')
  const order = state.orders.find((o) => o.orderNo === orderId)
  if (order?.status === 'finished') return fail('this order has already been repaid')

  // Card commits only: an e-wallet checkout waiting in the wallet is none of their business.
  const pending = state.repayRecords.filter(
    (r) => r.orderId === orderId && r.status === 'pending' && r.way === 'card',
  )
  // Not .at(-1): the sandbox runs on testers' phones at the support floor (iOS 15.0), which lacks it.
  const latest = pending[pending.length - 1]
  if (sendMsg === '1') {
    if (latest === undefined) return fail('no pending repayment to send a code for')
    latest.codeSentAt = now
    latest.codeSends += 1
    return ok({ needValid: '1', repayRecordId: latest.id })
  }
  if (latest !== undefined && now - latest.createdAt < REPEAT_WINDOW_MS) {
    return fail('do not submit the payment request repeatedly', '800005')
  }
  for (const record of pending) record.status = 'superseded'
  // The after-effect scenarios charge at commit: the answer that is lost is the charge's.
  const needsCode = call.scenario !== 'noVerification' && !isAfterEffect(call.scenario)
  const record = {
    id: uuid(),
    orderId,
    cardId,
    amount,
    status: needsCode ? 'pending' : 'paid',
    createdAt: now,
    codeSentAt: now,
    codeSends: needsCode ? 1 : 0,
    way: 'card',
    ...(needsCode ? {} : { paidAt: now }),
  } as const
  state.repayRecords.push({ ...record })
  if (!needsCode && order !== undefined) order.status = 'finished'
  return ok({ needValid: needsCode ? '1' : '0', repayRecordId: record.id })
}

function repaymentConfirm(call: Call): Envelope {
  const { fields, state } = call
  const record = state.repayRecords.find((r) => r.id === fields.get('repaymentRecordId'))
  if (record === undefined || record.orderId !== fields.get('orderId'))
    return fail('repayment record not found')
  if (record.status === 'paid') return fail('this repayment has already been completed')
  if (record.status === 'superseded') return fail('this repayment request has expired, please submit again')
  if (call.scenario === 'wrongCode' || fields.get('verifyCode') !== SANDBOX_VERIFICATION_CODE) {
    return fail('verification code error', '800006')
  }
  record.status = 'paid'
  record.paidAt = call.now
  const order = state.orders.find((o) => o.orderNo === record.orderId)
  if (order !== undefined) order.status = 'finished'
  return ok()
}

function repaymentHuichao(call: Call): Envelope {
  const orderId = call.fields.get('orderId') ?? ''
  const amount = call.fields.get('amount') ?? ''
  if (call.scenario === 'walletFailure') return fail(WALLET_FAILURE_MESSAGE)
  if (orderId === '') return fail('orderId is required')
  if (findOrder(call, orderId) === undefined) return fail('order not found')
  if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return fail('invalid repayment amount')
  if (call.scenario === 'malformedResponse') return ok({ url: ['not', 'a', 'url'] }, '00')
  // The checkout waits in the e-wallet: its page (sandbox-wallet.js) pays it and returns to the URL
  // the lender gave the e-wallet, the order page with the borrower's session (docs/decisions/029).
  const checkout = {
    id: uuid(),
    orderId,
    cardId: '',
    amount,
    status: 'pending',
    createdAt: call.now,
    codeSentAt: call.now,
    codeSends: 0,
    way: 'wallet',
  } as const
  call.state.repayRecords.push({ ...checkout })
  const back = new URLSearchParams({ productId: findOrder(call, orderId)?.productId ?? '' })
  for (const key of COMMON_KEYS) {
    const value = call.fields.get(key)
    if (value !== null && value !== '') back.set(key, value)
  }
  const query = new URLSearchParams({
    orderId,
    amount,
    checkout: checkout.id,
    return: `/borrowDetail/${encodeURIComponent(orderId)}?${back.toString()}`,
  })
  return ok({ url: `${WALLET_PAGE}?${query.toString()}` }, '00')
}

function generatePayCode(call: Call): Envelope {
  const { fields } = call
  const order = findOrder(call, fields.get('orderId'))
  if (order === undefined) return fail('order not found')
  if (fields.get('productId') !== order.productId) return fail('productId does not match the order')
  const amount = fields.get('amount') ?? ''
  if (!/^\d{1,12}$/.test(amount) || Number(amount) <= 0) return fail('invalid repayment amount')
  const channel = REPAY_CHANNELS.find((c) => c.channel_number === fields.get('channelNumber'))
  if (channel === undefined) return fail('unknown payment channel')
  if (channel.name === 'Bank card') return fail('pay by bank card on the card repayment page')
  const isDelay = fields.get('isDelay')
  if (isDelay !== null && isDelay !== '1') return fail('invalid isDelay')
  // What is paid is what the page showed: the amount due, or with isDelay 1 the rollover fee.
  const due = isDelay === '1' ? rolloverFee(order) : amountDue(order)
  if (Number(amount) !== due)
    return fail(
      `repayment amount does not match the ${isDelay === '1' ? 'rollover fee' : 'amount due'} (${peso(due)})`,
    )
  if (call.scenario === 'payCodeFailure' && channel.channel_number === MAINTENANCE_CHANNEL)
    return fail(PAY_CODE_FAILURE_MESSAGE)
  if (call.scenario === 'malformedResponse') return ok({ payUrl: { href: 'not a string' } })
  // One code per loan per channel (decision 030): asking again answers the same code.
  const payCode = channelPayCode(order, channel.channel_number)
  const expireTime = manilaTime(
    call.scenario === 'payCodeExpired' ? call.now - 60 * 60_000 : call.now + PAY_CODE_VALID_MS,
  )
  const query = new URLSearchParams(
    call.scenario === 'payCodeQr'
      ? { showType: '2', payCode, payCodeImg: QR_PICTURE, repayAmount: amount }
      : // A same-origin picture: the code page shows only http(s) or same-origin images (decision 017).
        {
          showType: '1',
          payCode,
          payCodeImg: `/sandbox-channels/${channel.channel_number}.svg`,
          repayAmount: amount,
          ...(call.scenario === 'payCodeNoExpiry' ? {} : { expireTime }),
        },
  )
  return ok({ payUrl: `/repaymentOfCode?${query.toString()}` })
}

function instalment(call: Call, rollover: boolean): Envelope {
  const order = findOrder(call, call.fields.get('orderId'))
  if (order === undefined) return fail('order not found')
  if (call.fields.get('productId') !== order.productId) return fail('productId does not match the order')
  if (call.scenario === 'malformedResponse')
    return ok({ repayAmount: 'soon', detail: 'Principal', repayList: { GCash: '90006' } })
  const due = amountDue(order)
  const delayAmount = rolloverFee(order)
  const nextDue = rolledOverDueDate(order, call.now)
  const base = {
    repayAmount: due,
    productName: order.productName,
    repayDate: order.dueDate,
    productLogo: productLogo(order),
    detail: [
      { text: 'Principal', value: peso(order.amount) },
      { text: 'Interest and fees', value: peso(due - order.amount) },
      { text: 'Loan date', value: order.loanDate },
      { text: 'Due date', value: order.dueDate },
      { text: 'Loan term', value: `${order.termDays} days` },
      { text: 'Order number', value: order.orderNo },
    ].slice(0, call.scenario === 'fewDetails' ? 2 : undefined),
    repayList: REPAY_CHANNELS.map((c) => ({ ...c })),
    noticeMsg: 'Payments are credited within 15 minutes. Keep your receipt until then.',
    defDetail: {
      payCode: call.scenario === 'noPayCode' ? '' : defaultPayCode(order),
      logo: REPAY_CHANNELS.find((c) => c.name === 'Dragonpay')?.logo ?? '',
      title: 'Dragonpay',
      payNotice: {
        'GCash Bills': [
          { name: 'Step 1', list: ['Open GCash and tap Bills.', 'Choose Loans, then Dragonpay.'] },
          {
            name: 'Step 2',
            list: ['Enter the pay code and the exact amount.', 'Confirm and keep the receipt.'],
          },
        ],
        '7-Eleven': [
          {
            name: 'At the store',
            list: [
              'Use the CLiQQ kiosk: Bills Payment, Dragonpay.',
              'Enter the pay code and pay at the counter.',
            ],
          },
        ],
      },
    },
    isShowReyTop: call.scenario === 'noInstructions' ? '0' : '1',
  }
  if (!rollover) return ok(base)
  return ok({
    ...base,
    // After the rollover the loan is due on the plan's new due date: the header's "next payment date".
    repayDate: nextDue,
    // The current due date, which the rollover moves (decision 030: how late the loan is).
    dueDate: order.dueDate,
    delayInfo: { delayAmount, title: 'Rollover fee' },
    // Plan amounts in minor units, as every other amount of these answers.
    repayPlan: [
      {
        remark: 'Pay today',
        title: 'Rollover fee',
        amount: delayAmount,
        time: manilaTime(call.now).slice(0, 10),
      },
      { remark: 'New due date', title: 'Remaining balance', amount: due, time: nextDue },
    ],
  })
}

/** How long a channel's pay code stays valid (the code page says until when). */
export const PAY_CODE_VALID_MS = 24 * 60 * 60_000
/** The default payment's channel: its pay code is the one the repayment page shows. */
export const DEFAULT_PAY_CHANNEL = '90001'

/** The order's default pay code (defDetail, Dragonpay): also what generate-vcode answers for Dragonpay. */
export function defaultPayCode(order: SandboxOrder): string {
  return `7${order.orderNo.slice(-9)}`
}

/**
 * One pay code per loan per channel (decision 030): the default channel's is the default pay code;
 * any other channel's names the channel and the order, the same each time it is asked for.
 */
export function channelPayCode(order: SandboxOrder, channelNumber: string): string {
  if (channelNumber === DEFAULT_PAY_CHANNEL) return defaultPayCode(order)
  return `BYD${channelNumber.slice(-2)}${order.orderNo.slice(-8)}`
}

/** The rollover fee: 15% of the principal, in minor units. */
export function rolloverFee(order: SandboxOrder): number {
  return Math.round(order.amount * 0.15)
}

/**
 * The due date a rollover moves the order to: ROLLOVER_DAYS after the current one, or, for a loan
 * already past it, after today (a rollover never moves a due date into the past). Manila dates.
 */
export function rolledOverDueDate(order: SandboxOrder, now: number): string {
  const today = manilaTime(now).slice(0, 10)
  const from = order.dueDate > today ? order.dueDate : today
  return manilaTime(Date.parse(`${from}T00:00:00+08:00`) + ROLLOVER_DAYS * 86_400_000).slice(0, 10)
}
