import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { repaymentMachine } from '../../machines/repayment.machine.ts'
import {
  amountDue,
  DETAIL_ROWS_COLLAPSED,
  isBankCard,
  knownPayCodeOf,
  repaymentDaysLate,
  rolloverTerms,
  visibleDetail,
} from '../../machines/repayment.rules.ts'
import type {
  BankCardRepayInput,
  KnownPayCode,
  PayCodeCheckInput,
  PayCodeInput,
  RepayChannel,
  Repayment,
  RepaymentEvent,
  RepaymentInput,
  RepaymentPageInput,
  RepaymentVariant,
} from '../../machines/repayment.types.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { CHECK_BACKOFF_MS, type CheckOutcome } from '../../machines/shared/submission.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { createControllable } from '../model/harness.ts'

/**
 * Instalment and rollover repayment (machines/repayment.machine.ts) with both calls replaced by stubs
 * the test settles, and every effect the page asks of the host recorded in order.
 */

type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'copyText'; params: { text: string } }
  | {
      type: 'saveRepaymentInfo'
      params: { repayment: Repayment; variant: RepaymentVariant; orderId: string }
    }
  | { type: 'openCodePage'; params: { orderId: string; amount: number } }
  | { type: 'openCustomerService' }
  | { type: 'openInstructions'; params: { amount: number; payCode: string } }
  | { type: 'openBankCardRepay'; params: BankCardRepayInput }
  | { type: 'openPayPage'; params: { url: string; channel: string } }

const ORDER = 'BYD20261105000017'
const PAY_CODE = '7105000017'
const PAY_URL = 'https://pay.dragonpay.test/v/BYD1'

const gcash: RepayChannel = { logo: 'https://cdn.bayad.test/gc.png', name: 'GCash', channelNumber: '90006' }
const bankCard: RepayChannel = {
  logo: 'https://cdn.bayad.test/bk.png',
  name: 'Bank card',
  channelNumber: '90002',
}
const dragonpay: RepayChannel = {
  logo: 'https://cdn.bayad.test/dp.png',
  name: 'Dragonpay',
  channelNumber: '90001',
}

const instalment: Repayment = {
  repayAmount: 392000,
  productName: 'Bayad Cash',
  repayDate: '2026-12-05',
  productLogo: 'https://cdn.bayad.test/bc.png',
  detail: [
    { text: 'Principal', value: '₱3,500.00' },
    { text: 'Interest and fees', value: '₱420.00' },
    { text: 'Due date', value: '2026-12-05' },
  ],
  channels: [gcash, bankCard, dragonpay],
  noticeMsg: 'Payments are credited within 15 minutes.',
  defaultPayment: {
    payCode: PAY_CODE,
    logo: 'https://cdn.bayad.test/dp.png',
    title: 'Dragonpay',
    payNotice: {
      '7-Eleven': [{ name: 'At the store', list: ['Use the CLiQQ kiosk.', 'Pay at the counter.'] }],
    },
  },
  showInstructions: true,
  delay: null,
  plan: [],
  dueDate: '2026-12-05',
  loadedAt: 0,
}

const rollover: Repayment = {
  ...instalment,
  delay: { amount: 52500, title: 'Rollover fee' },
  plan: [
    { remark: 'Pay today', title: 'Rollover fee', amount: 52500, time: '2026-11-20' },
    { remark: 'New due date', title: 'Remaining balance', amount: 392000, time: '2026-12-19' },
  ],
}

const noPayCode: Repayment = { ...instalment, defaultPayment: null, showInstructions: false }

const inputOf = (variant: RepaymentVariant): RepaymentInput => ({ variant, productId: '101', orderId: ORDER })
const dataOf = (variant: RepaymentVariant) => (variant === 'rollover' ? rollover : instalment)
const ids = (variant: RepaymentVariant) => ({ orderId: ORDER, variant })
/** What the device keeps of a loaded sample: its pay code, what the page asks to pay, when it was read. */
const knownOf = (variant: RepaymentVariant): KnownPayCode => ({
  payCode: PAY_CODE,
  title: 'Dragonpay',
  amount: variant === 'rollover' ? 52500 : 392000,
  loadedAt: 0,
})

const rejected: CallFailure = { kind: 'rejected', code: '1', message: 'order not found' }
const maintenance: CallFailure = {
  kind: 'rejected',
  code: '1',
  message: 'This payment channel is under maintenance. Please choose another one.',
}

function start(
  variant: RepaymentVariant = 'instalment',
  inFlight: PayCodeInput | null = null,
  known: KnownPayCode | null = null,
) {
  const loadRepayment = createControllable<Repayment, RepaymentInput>('loadRepayment')
  const generatePayCode = createControllable<string, PayCodeInput>('generatePayCode')
  const checkPayCode = createControllable<CheckOutcome<string>, PayCodeCheckInput>('checkPayCode')
  const effects: Effect[] = []
  const remembered: unknown[] = []
  const input: RepaymentPageInput = { ...inputOf(variant), inFlight, known }
  const actor = createActor(
    repaymentMachine.provide({
      actors: {
        loadRepayment: loadRepayment.logic,
        generatePayCode: generatePayCode.logic,
        checkPayCode: checkPayCode.logic,
      },
      actions: {
        showToast: (_, params) => void effects.push({ type: 'showToast', params }),
        copyText: (_, params) => void effects.push({ type: 'copyText', params }),
        saveRepaymentInfo: (_, params) => void effects.push({ type: 'saveRepaymentInfo', params }),
        openCodePage: (_, params) => void effects.push({ type: 'openCodePage', params }),
        openCustomerService: () => void effects.push({ type: 'openCustomerService' }),
        openInstructions: (_, params) => void effects.push({ type: 'openInstructions', params }),
        openBankCardRepay: (_, params) => void effects.push({ type: 'openBankCardRepay', params }),
        openPayPage: (_, params) => void effects.push({ type: 'openPayPage', params }),
        // Kept apart: every load keeps (or forgets) the pay code, which the effects of a tap are not.
        rememberPayCode: (_, params) => void remembered.push(params),
      },
    }),
    { input },
  )
  actor.start()
  return { actor, loadRepayment, generatePayCode, checkPayCode, effects, remembered }
}

type Flow = ReturnType<typeof start>

/** Lets settled promises reach the actor (the clock does not move). */
const flush = () => vi.advanceTimersByTimeAsync(0)
const send = (flow: Flow, event: RepaymentEvent) => flow.actor.send(event)
const snap = (flow: Flow) => flow.actor.getSnapshot()
const paymentState = (flow: Flow) => (snap(flow).value as { ready: { payment: string } }).ready.payment

async function loaded(variant: RepaymentVariant = 'instalment', repayment: Repayment = dataOf(variant)) {
  const flow = start(variant)
  flow.loadRepayment.resolve(repayment)
  await flush()
  expect(snap(flow).matches('ready')).toBe(true)
  return flow
}

async function choosing(variant: RepaymentVariant = 'instalment', repayment: Repayment = dataOf(variant)) {
  const flow = await loaded(variant, repayment)
  send(flow, { type: 'channels.open' })
  expect(paymentState(flow)).toBe('choosing')
  return flow
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('repayment: loading', () => {
  it.each(['instalment', 'rollover'] as const)(
    '%s: loads the order of the link (the variant goes to the loader), busy, then ready',
    async (variant) => {
      const flow = start(variant)
      expect(snap(flow).value).toBe('loading')
      expect(snap(flow).hasTag('busy')).toBe(true)
      expect(flow.loadRepayment.calls.map((c) => c.input)).toEqual([inputOf(variant)])
      flow.loadRepayment.resolve(dataOf(variant))
      await flush()
      expect(snap(flow).value).toEqual({
        ready: { details: 'collapsed', barcode: 'closed', codePage: 'idle', payment: 'idle' },
      })
      expect(snap(flow).hasTag('busy')).toBe(false)
      expect(snap(flow).context).toEqual({
        ...inputOf(variant),
        repayment: dataOf(variant),
        inFlight: null,
        selected: null,
        channelMissing: false,
        known: knownOf(variant),
        daysLate: null,
      })
      expect(flow.effects).toEqual([])
      // The pay code just loaded is kept on the device for this order and variant.
      expect(flow.remembered).toEqual([{ ...ids(variant), known: knownOf(variant) }])
    },
  )

  it.each(['instalment', 'rollover'] as const)(
    '%s: a failed load toasts the server message; nothing works until a retry loads again',
    async (variant) => {
      const flow = start(variant)
      flow.loadRepayment.reject(rejected)
      await flush()
      expect(snap(flow).value).toBe('loadFailed')
      expect(snap(flow).hasTag('busy')).toBe(false)
      expect(flow.effects).toEqual([
        { type: 'showToast', params: { notice: { text: 'order not found' }, tone: 'failure' } },
      ])
      for (const event of [
        { type: 'payCode.copy' },
        { type: 'defaultPayment.open' },
        { type: 'channels.open' },
        { type: 'details.toggle' },
        { type: 'instructions.open' },
      ] as const) {
        expect(snap(flow).can(event)).toBe(false)
        send(flow, event)
      }
      expect(flow.effects).toHaveLength(1)
      send(flow, { type: 'repayment.retry' })
      expect(snap(flow).value).toBe('loading')
      expect(flow.loadRepayment.calls.map((c) => c.input)).toEqual([inputOf(variant), inputOf(variant)])
      flow.loadRepayment.resolve(dataOf(variant))
      await flush()
      expect(snap(flow).matches({ ready: { payment: 'idle' } })).toBe(true)
      expect(snap(flow).context.repayment).toEqual(dataOf(variant))
    },
  )

  it.each([
    ['network', { kind: 'network' }, { id: 'error.network' }],
    ['timeout', { kind: 'timeout' }, { id: 'error.network' }],
    ['malformed', { kind: 'malformed' }, { id: 'error.malformed' }],
    ['http', { kind: 'http' }, { id: 'error.processingFailed' }],
    ['rejected without a message', { kind: 'rejected', code: '1' }, { id: 'error.processingFailed' }],
  ])('a failed load (%s) toasts %j', async (_what, error, notice) => {
    const flow = start()
    flow.loadRepayment.reject(error)
    await flush()
    expect(flow.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
  })

  it('repayment.retry means nothing while loading or once loaded', async () => {
    const flow = start()
    expect(snap(flow).can({ type: 'repayment.retry' })).toBe(false)
    send(flow, { type: 'repayment.retry' })
    expect(flow.loadRepayment.calls).toHaveLength(1)
    flow.loadRepayment.resolve(instalment)
    await flush()
    send(flow, { type: 'repayment.retry' })
    expect(flow.loadRepayment.calls).toHaveLength(1)
    expect(snap(flow).matches('ready')).toBe(true)
  })
})

describe('repayment: detail rows', () => {
  it(`shows ${DETAIL_ROWS_COLLAPSED} rows; More shows all, Hide folds them again`, async () => {
    const flow = await loaded()
    expect(snap(flow).matches({ ready: { details: 'collapsed' } })).toBe(true)
    expect(visibleDetail(instalment, false).map((r) => r.text)).toEqual(['Principal', 'Interest and fees'])
    send(flow, { type: 'details.toggle' })
    expect(snap(flow).matches({ ready: { details: 'expanded' } })).toBe(true)
    expect(visibleDetail(instalment, true).map((r) => r.text)).toEqual([
      'Principal',
      'Interest and fees',
      'Due date',
    ])
    send(flow, { type: 'details.toggle' })
    expect(snap(flow).matches({ ready: { details: 'collapsed' } })).toBe(true)
  })

  it.each([0, 1, 2])('with %i rows there is nothing more to show: the toggle does nothing', async (rows) => {
    const repayment = { ...instalment, detail: instalment.detail.slice(0, rows) }
    const flow = await loaded('instalment', repayment)
    expect(snap(flow).can({ type: 'details.toggle' })).toBe(false)
    send(flow, { type: 'details.toggle' })
    expect(snap(flow).matches({ ready: { details: 'collapsed' } })).toBe(true)
    expect(visibleDetail(repayment, false)).toEqual(repayment.detail)
  })
})

describe('repayment: the instruction banner', () => {
  it('opens the instructions, each time, whatever the popups are doing', async () => {
    const flow = await loaded()
    send(flow, { type: 'instructions.open' })
    send(flow, { type: 'channels.open' })
    send(flow, { type: 'instructions.open' })
    // With the borrower's pay code and amount (the /carpmm form, decision 030).
    const opened = { type: 'openInstructions', params: { amount: 392000, payCode: PAY_CODE } }
    expect(flow.effects).toEqual([opened, opened])
    expect(paymentState(flow)).toBe('choosing')
  })

  it('without the banner (isShowReyTop not 1) there is nothing to open', async () => {
    const flow = await loaded('instalment', { ...instalment, showInstructions: false })
    expect(snap(flow).can({ type: 'instructions.open' })).toBe(false)
    send(flow, { type: 'instructions.open' })
    expect(flow.effects).toEqual([])
  })
})

describe('repayment: the default pay code', () => {
  it('Copy copies the pay code, each time, whatever the popups are doing', async () => {
    const flow = await loaded()
    send(flow, { type: 'payCode.copy' })
    send(flow, { type: 'channels.open' })
    send(flow, { type: 'payCode.copy' })
    expect(flow.effects).toEqual([
      { type: 'copyText', params: { text: PAY_CODE } },
      { type: 'copyText', params: { text: PAY_CODE } },
    ])
  })

  it('without a pay code, Copy, the bar code and the box do nothing', async () => {
    const flow = await loaded('instalment', noPayCode)
    for (const event of [
      { type: 'payCode.copy' },
      { type: 'barcode.open' },
      { type: 'defaultPayment.open' },
    ] as const) {
      expect(snap(flow).can(event)).toBe(false)
      send(flow, event)
    }
    expect(flow.effects).toEqual([])
    expect(snap(flow).matches({ ready: { barcode: 'closed', codePage: 'idle' } })).toBe(true)
  })

  it('the scanToPay popup opens with a pay code and closes', async () => {
    const flow = await loaded()
    send(flow, { type: 'barcode.open' })
    expect(snap(flow).matches({ ready: { barcode: 'open' } })).toBe(true)
    send(flow, { type: 'barcode.close' })
    expect(snap(flow).matches({ ready: { barcode: 'closed' } })).toBe(true)
    expect(flow.effects).toEqual([])
  })

  it.each(['instalment', 'rollover'] as const)(
    '%s: the box saves the repayment info with the variant, then opens the code page',
    async (variant) => {
      const flow = await loaded(variant)
      send(flow, { type: 'defaultPayment.open' })
      expect(flow.effects).toEqual([
        { type: 'saveRepaymentInfo', params: { repayment: dataOf(variant), variant, orderId: ORDER } },
        { type: 'openCodePage', params: { orderId: ORDER, amount: amountDue(dataOf(variant), variant) } },
      ])
    },
  )

  it(`a second tap within ${REPEAT_TAP_MS} ms is ignored; a later tap opens the page again`, async () => {
    const flow = await loaded()
    send(flow, { type: 'defaultPayment.open' })
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS - 1)
    send(flow, { type: 'defaultPayment.open' })
    expect(flow.effects.filter((e) => e.type === 'openCodePage')).toHaveLength(1)
    expect(flow.effects.filter((e) => e.type === 'saveRepaymentInfo')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(snap(flow).matches({ ready: { codePage: 'idle' } })).toBe(true)
    send(flow, { type: 'defaultPayment.open' })
    expect(flow.effects.map((e) => e.type)).toEqual([
      'saveRepaymentInfo',
      'openCodePage',
      'saveRepaymentInfo',
      'openCodePage',
    ])
  })
})

describe('repayment: the channel popup', () => {
  it('Payment Method opens the popup with nothing chosen; a channel can only be picked there', async () => {
    const flow = await loaded()
    send(flow, { type: 'channel.select', channelNumber: gcash.channelNumber })
    send(flow, { type: 'payment.submit' })
    expect(snap(flow).context.selected).toBeNull()
    expect(paymentState(flow)).toBe('idle')
    send(flow, { type: 'channels.open' })
    expect(paymentState(flow)).toBe('choosing')
    expect(snap(flow).context.selected).toBeNull()
    expect(flow.effects).toEqual([])
    expect(flow.generatePayCode.calls).toHaveLength(0)
  })

  it('a channel the server did not list is ignored', async () => {
    const flow = await choosing()
    send(flow, { type: 'channel.select', channelNumber: gcash.channelNumber })
    expect(snap(flow).can({ type: 'channel.select', channelNumber: '99999' })).toBe(false)
    send(flow, { type: 'channel.select', channelNumber: '99999' })
    expect(snap(flow).context.selected).toBe(gcash.channelNumber)
  })

  it('Payment with no channel shows the hint as an error; picking one clears it', async () => {
    const flow = await choosing()
    send(flow, { type: 'payment.submit' })
    expect(paymentState(flow)).toBe('choosing')
    expect(snap(flow).context.channelMissing).toBe(true)
    expect(flow.generatePayCode.calls).toHaveLength(0)
    expect(flow.effects).toEqual([])
    send(flow, { type: 'channel.select', channelNumber: dragonpay.channelNumber })
    expect(snap(flow).context.channelMissing).toBe(false)
    expect(snap(flow).context.selected).toBe(dragonpay.channelNumber)
  })

  it('closing the popup clears the error; the choice stays for the next time', async () => {
    const flow = await choosing()
    send(flow, { type: 'payment.submit' })
    expect(snap(flow).context.channelMissing).toBe(true)
    send(flow, { type: 'channels.close' })
    expect(paymentState(flow)).toBe('idle')
    expect(snap(flow).context.channelMissing).toBe(false)
    send(flow, { type: 'channels.open' })
    send(flow, { type: 'channel.select', channelNumber: gcash.channelNumber })
    send(flow, { type: 'channels.close' })
    send(flow, { type: 'channels.open' })
    expect(snap(flow).context.selected).toBe(gcash.channelNumber)
  })

  it.each([
    ['instalment', 392000],
    ['rollover', 52500],
  ] as const)(
    '%s: the bank card opens the card repayment (amount %i) and asks for no pay code',
    async (variant, amount) => {
      const flow = await choosing(variant)
      send(flow, { type: 'channel.select', channelNumber: bankCard.channelNumber })
      send(flow, { type: 'payment.submit' })
      expect(paymentState(flow)).toBe('leaving')
      expect(flow.effects).toEqual([
        {
          type: 'openBankCardRepay',
          params: { orderId: ORDER, amount, productName: 'Bayad Cash', repayDate: '2026-12-05' },
        },
      ])
      send(flow, { type: 'payment.submit' })
      send(flow, { type: 'channels.open' })
      await flush()
      expect(flow.effects).toHaveLength(1)
      expect(flow.generatePayCode.calls).toHaveLength(0)
    },
  )

  it.each([
    ['instalment', 392000],
    ['rollover', 52500],
  ] as const)('%s: another channel asks generate-vcode for %i', async (variant, amount) => {
    const flow = await choosing(variant)
    send(flow, { type: 'channel.select', channelNumber: gcash.channelNumber })
    send(flow, { type: 'payment.submit' })
    expect(paymentState(flow)).toBe('generating')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.generatePayCode.calls.map((c) => c.input)).toEqual([
      { variant, productId: '101', orderId: ORDER, amount, channelNumber: gcash.channelNumber },
    ])
    expect(flow.effects).toEqual([])
  })

  it('while generating, a second Payment, another channel and closing send nothing', async () => {
    const flow = await choosing()
    send(flow, { type: 'channel.select', channelNumber: gcash.channelNumber })
    send(flow, { type: 'payment.submit' })
    for (const event of [
      { type: 'payment.submit' },
      { type: 'channel.select', channelNumber: dragonpay.channelNumber },
      { type: 'channels.close' },
    ] as const) {
      expect(snap(flow).can(event)).toBe(false)
      send(flow, event)
    }
    await flush()
    expect(flow.generatePayCode.calls).toHaveLength(1)
    expect(paymentState(flow)).toBe('generating')
    expect(snap(flow).context.selected).toBe(gcash.channelNumber)
  })

  it('the pay URL opens the pay page; Payment stays locked while the page goes', async () => {
    const flow = await choosing()
    send(flow, { type: 'channel.select', channelNumber: gcash.channelNumber })
    send(flow, { type: 'payment.submit' })
    flow.generatePayCode.resolve(PAY_URL)
    await flush()
    expect(paymentState(flow)).toBe('leaving')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.effects).toEqual([{ type: 'openPayPage', params: { url: PAY_URL, channel: 'GCash' } }])
    send(flow, { type: 'payment.submit' })
    send(flow, { type: 'channels.open' })
    expect(flow.generatePayCode.calls).toHaveLength(1)
    expect(flow.effects).toHaveLength(1)
  })

  it('a refused pay code toasts the server message and goes back to the popup with the choice kept', async () => {
    const flow = await choosing()
    send(flow, { type: 'channel.select', channelNumber: gcash.channelNumber })
    send(flow, { type: 'payment.submit' })
    flow.generatePayCode.reject(maintenance)
    await flush()
    expect(paymentState(flow)).toBe('choosing')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(snap(flow).context.selected).toBe(gcash.channelNumber)
    expect(snap(flow).context.channelMissing).toBe(false)
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { text: maintenance.message }, tone: 'failure' } },
    ])
    send(flow, { type: 'payment.submit' })
    expect(flow.generatePayCode.calls.map((c) => c.input.channelNumber)).toEqual(['90006', '90006'])
  })

  it.each([
    ['offline (not sent)', { kind: 'offline' }, { id: 'error.offline' }],
    ['refused without a message (a refused pay URL)', { kind: 'rejected' }, { id: 'error.processingFailed' }],
    ['HTTP 404', { kind: 'http', code: '404' }, { id: 'error.processingFailed' }],
  ])('a failed pay code (%s) toasts %j', async (_what, error, notice) => {
    const flow = await choosing()
    send(flow, { type: 'channel.select', channelNumber: dragonpay.channelNumber })
    send(flow, { type: 'payment.submit' })
    flow.generatePayCode.reject(error)
    await flush()
    expect(flow.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
    expect(paymentState(flow)).toBe('choosing')
  })
})

describe('repayment: a pay code asked for without an answer (decision 022)', () => {
  const asked: PayCodeInput = {
    variant: 'instalment',
    productId: '101',
    orderId: ORDER,
    amount: 392000,
    channelNumber: gcash.channelNumber,
  }

  async function lost(error: unknown = { kind: 'timeout' }) {
    const flow = await choosing()
    send(flow, { type: 'channel.select', channelNumber: gcash.channelNumber })
    send(flow, { type: 'payment.submit' })
    flow.generatePayCode.reject(error)
    await flush()
    return flow
  }

  it.each([
    ['a timeout', { kind: 'timeout' }],
    ['a network failure after sending', { kind: 'network' }],
    ['HTTP 502', { kind: 'http', code: '502' }],
    ['a success that does not decode', { kind: 'malformed' }],
  ])('%s is checked with what was asked and the backoff; no toast, Payment away', async (_, error) => {
    const flow = await lost(error)
    expect(paymentState(flow)).toBe('checkingOutcome')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.effects).toEqual([])
    expect(flow.checkPayCode.calls.map((c) => c.input)).toEqual([{ ...asked, delaysMs: CHECK_BACKOFF_MS }])
    send(flow, { type: 'payment.submit' })
    send(flow, { type: 'channels.close' })
    send(flow, { type: 'channel.select', channelNumber: dragonpay.channelNumber })
    expect(flow.generatePayCode.calls).toHaveLength(1)
    expect(snap(flow).context.selected).toBe(gcash.channelNumber)
    expect(paymentState(flow)).toBe('checkingOutcome')
  })

  it('done: the pay page of the code the lender made opens; nothing is asked again', async () => {
    const flow = await lost()
    flow.checkPayCode.resolve({ outcome: 'done', result: PAY_URL })
    await flush()
    expect(paymentState(flow)).toBe('leaving')
    expect(flow.effects).toEqual([{ type: 'openPayPage', params: { url: PAY_URL, channel: 'GCash' } }])
    expect(flow.generatePayCode.calls).toHaveLength(1)
  })

  it('not done: "It did not go through", back to the popup with the channel kept', async () => {
    const flow = await lost()
    flow.checkPayCode.resolve({ outcome: 'notDone' })
    await flush()
    expect(paymentState(flow)).toBe('choosing')
    expect(snap(flow).context.selected).toBe(gcash.channelNumber)
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'submission.notDone' }, tone: 'failure' } },
    ])
    send(flow, { type: 'payment.submit' })
    expect(flow.generatePayCode.calls.map((c) => c.input)).toEqual([asked, asked])
  })

  it.each([
    ['still pending after the checks', (flow: Flow) => flow.checkPayCode.resolve({ outcome: 'pending' })],
    ['the check failing', (flow: Flow) => flow.checkPayCode.reject(new Error('no answer'))],
  ])(
    '%s: unknown; Check again checks again, customer service opens; Payment stays away',
    async (_, settle) => {
      const flow = await lost()
      settle(flow)
      await flush()
      expect(paymentState(flow)).toBe('outcomeUnknown')
      expect(snap(flow).hasTag('busy')).toBe(false)
      send(flow, { type: 'payment.submit' })
      send(flow, { type: 'channels.close' })
      send(flow, { type: 'service.open' })
      expect(flow.effects).toEqual([{ type: 'openCustomerService' }])
      send(flow, { type: 'outcome.check' })
      expect(paymentState(flow)).toBe('checkingOutcome')
      expect(flow.checkPayCode.calls).toHaveLength(2)
      expect(flow.generatePayCode.calls).toHaveLength(1)
    },
  )

  it('a reload with a pay code in flight: once the page is loaded it is checked, the channel shown chosen', async () => {
    const flow = start('instalment', asked)
    expect(snap(flow).matches('loading')).toBe(true)
    flow.loadRepayment.resolve(instalment)
    await flush()
    expect(paymentState(flow)).toBe('checkingOutcome')
    expect(snap(flow).context.selected).toBe(gcash.channelNumber)
    expect(flow.checkPayCode.calls.map((c) => c.input)).toEqual([{ ...asked, delaysMs: CHECK_BACKOFF_MS }])
    expect(flow.generatePayCode.calls).toHaveLength(0)
  })
})

describe('amountDue', () => {
  it('a rollover pays its delay amount, an instalment its repayAmount', () => {
    expect(amountDue(rollover, 'rollover')).toBe(52500)
    expect(amountDue(rollover, 'instalment')).toBe(392000)
    expect(amountDue(instalment, 'instalment')).toBe(392000)
  })

  // A rollover without delayInfo never reaches the machine: the load refuses it as malformed
  // (decision 017; tests/screens/repayment.impl.test.ts). What the helper does with one is only
  // its total function's fallback, never a payment.
  it('data the load never passes (a rollover without delayInfo) falls back to repayAmount', () => {
    expect(amountDue(instalment, 'rollover')).toBe(392000)
  })
})

describe('isBankCard (which channel goes to the card repayment)', () => {
  const channel = (name: string, channelNumber = '90010'): RepayChannel => ({ logo: '', name, channelNumber })

  it.each([
    ['Bank card', true],
    ['Credit Card', true],
    ['card', true],
    ['CARD', true],
    ['Debit-card', true],
    ['Pay by card', true],
    ['Credit/Debit Cards', true],
    ['Bank cards', true],
    ['GCash', false],
    ['Cardinal Pay', false],
    ['Scorecard Pay', false],
    ['Dragonpay', false],
    ['', false],
  ])('name %j: %s', (name, expected) => {
    expect(isBankCard(channel(name))).toBe(expected)
  })

  it.each([
    ['card', true],
    ['bankCard', true],
    ['bank_card', true],
    ['BANKCARD', true],
    ['90002', false],
    ['cardinal', false],
    ['mycard', false],
  ])('channel number %j: %s', (channelNumber, expected) => {
    expect(isBankCard(channel('Pay channel', channelNumber))).toBe(expected)
  })
})

describe('repayment: what is owed and how late (decision 030)', () => {
  const at = (iso: string) => new Date(iso).getTime()

  it.each([
    ['the day after the due date, at 00:30 Manila', '2026-12-05', '2026-12-05T16:30:00Z', 1],
    ['16 days after', '2026-12-05', '2026-12-21T02:00:00Z', 16],
    ['on the due date, late evening Manila', '2026-12-05', '2026-12-05T15:59:00Z', null],
    ['before the due date', '2026-12-05', '2026-11-27T02:00:00Z', null],
    ['no due date (a rollover answer without one)', '', '2026-12-21T02:00:00Z', null],
  ])('%s: %s days late', (_what, due, now, expected) => {
    expect(repaymentDaysLate(due, new Date(now))).toBe(expected)
  })

  it('the machine counts how late from when the answer was read, against its due date', async () => {
    const flow = await loaded('instalment', { ...instalment, loadedAt: at('2026-12-21T02:00:00Z') })
    expect(snap(flow).context.daysLate).toBe(16)
    const rolled = await loaded('rollover', {
      ...rollover,
      dueDate: '2026-11-11',
      loadedAt: at('2026-11-27T02:00:00Z'),
    })
    expect(snap(rolled).context.daysLate).toBe(16)
  })

  it('a rollover says what its fee does: the due date moves, what is owed stays', () => {
    expect(rolloverTerms({ ...rollover, repayDate: '2026-12-19' })).toEqual({
      fee: 52500,
      newDueDate: '2026-12-19',
      stillOwed: 392000,
    })
    expect(rolloverTerms(instalment)).toBeNull()
  })
})

describe('repayment: the pay code this device kept (decision 030)', () => {
  const kept: KnownPayCode = { payCode: '7100000001', title: 'Dragonpay', amount: 380000, loadedAt: 1 }

  it('a failed load keeps the kept pay code; Copy copies it; Try again loads and keeps the new one', async () => {
    const flow = start('instalment', null, kept)
    expect(snap(flow).context.known).toEqual(kept)
    flow.loadRepayment.reject(rejected)
    await flush()
    expect(snap(flow).value).toBe('loadFailed')
    expect(snap(flow).can({ type: 'payCode.copy' })).toBe(true)
    send(flow, { type: 'payCode.copy' })
    expect(flow.effects.at(-1)).toEqual({ type: 'copyText', params: { text: '7100000001' } })
    send(flow, { type: 'repayment.retry' })
    flow.loadRepayment.resolve({ ...instalment, loadedAt: 5 })
    await flush()
    expect(snap(flow).context.known).toEqual({ ...knownOf('instalment'), loadedAt: 5 })
    expect(flow.remembered).toEqual([
      { ...ids('instalment'), known: { ...knownOf('instalment'), loadedAt: 5 } },
    ])
  })

  it('without a kept code, a failed load has nothing to copy', async () => {
    const flow = start()
    flow.loadRepayment.reject(rejected)
    await flush()
    expect(snap(flow).can({ type: 'payCode.copy' })).toBe(false)
    send(flow, { type: 'payCode.copy' })
    expect(flow.effects.filter((e) => e.type === 'copyText')).toEqual([])
  })

  it('a page loaded without a pay code forgets the kept one', async () => {
    const flow = start('instalment', null, kept)
    flow.loadRepayment.resolve(noPayCode)
    await flush()
    expect(snap(flow).context.known).toBeNull()
    expect(flow.remembered).toEqual([{ ...ids('instalment'), known: null }])
    expect(knownPayCodeOf(noPayCode, 'instalment', 0)).toBeNull()
  })

  it('the kept amount is what the variant pays: the rollover fee on the rollover page', () => {
    expect(knownPayCodeOf(rollover, 'rollover', 7)).toEqual({ ...knownOf('rollover'), loadedAt: 7 })
  })
})
