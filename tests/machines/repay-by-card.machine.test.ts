import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { repayByCardMachine } from '../../machines/repay-by-card.machine.ts'
import { cardListFailureNotice, payFailureNotice } from '../../machines/repay-by-card.rules.ts'
import type {
  CommitInput,
  CommitResult,
  ConfirmInput,
  PendingCommit,
  Receipt,
  RepayByCardInput,
  RepaymentWays,
  WalletInput,
} from '../../machines/repay-by-card.types.ts'
import { SMS_RESEND_SECONDS } from '../../machines/shared/countdown.ts'
import type { PaymentCheckInput } from '../../machines/repay-outcome.ts'
import type { Notice, ToastParams } from '../../machines/shared/notice.ts'
import { CHECK_BACKOFF_MS, failureOutcome, type CheckOutcome } from '../../machines/shared/submission.ts'
import { message, noticeText } from '../../src/i18n/messages.ts'
import cardSpec from '../../src/i18n/card/spec.ts'
import cardPopupSpec from '../../src/i18n/cardpopups/spec.ts'
import commonSpec from '../../src/i18n/common/spec.ts'
import { createControllable } from '../model/harness.ts'
import {
  androidInput,
  bdo,
  bpi,
  cardListFailed,
  codeTooShort,
  badGateway,
  declined,
  failureToast,
  foundDone,
  foundNotDone,
  foundPending,
  notDoneToast,
  notSent,
  reloadInput,
  timedOut,
  unknownOutcomes,
  unsettledBdo,
  walletNotDoneToast,
  iosInput,
  needsCode,
  noCodeNeeded,
  offline,
  paidInput,
  paidWithBdo,
  payFailures,
  pendingBdo,
  repeatedSubmit,
  resent,
  resumeInput,
  selectCardFirst,
  walletUrl,
  ways,
  waysWithoutBdo,
} from '../model/repay-by-card.fixtures.ts'

/** The spec's wording of a notice (lang=spec: the catalogues' spec.ts), which keeps the spec's own words. */
const specMessages: Record<string, string | undefined> = {
  ...commonSpec.messages,
  ...cardSpec.messages,
  ...cardPopupSpec.messages,
}
const specText = (notice: Notice): string =>
  'text' in notice ? notice.text : (specMessages[notice.id] ?? '')

/** Everything the flow asks of the host, in order. */
type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'closeRepayDialog' }
  | { type: 'openBorrowDetail'; params: { orderId: string; receiptRef: string } }
  | { type: 'openWalletCheckout'; params: { url: string } }
  | { type: 'rememberPendingCommit'; params: { orderId: string; pending: PendingCommit } }
  | { type: 'forgetPendingCommit'; params: { orderId: string } }
  | { type: 'rememberReceipt'; params: { orderId: string; repayRecordId: string; receipt: Receipt } }
  | { type: 'announcePaid'; params: Receipt }
  | { type: 'openCustomerService' }

/** The flow with every call replaced by a stub the test settles, and every host effect recorded. */
function start(input: RepayByCardInput = androidInput, machine = repayByCardMachine) {
  const calls = {
    loadRepaymentWays: createControllable<RepaymentWays, { orderId: string }>('loadRepaymentWays'),
    commitRepayment: createControllable<CommitResult, CommitInput>('commitRepayment'),
    resendCode: createControllable<CommitResult, CommitInput>('resendCode'),
    confirmRepayment: createControllable<void, ConfirmInput>('confirmRepayment'),
    payByWallet: createControllable<string, WalletInput>('payByWallet'),
    checkPayment: createControllable<CheckOutcome, PaymentCheckInput>('checkPayment'),
  }
  const effects: Effect[] = []
  const host = {
    effects,
    of: <T extends Effect['type']>(type: T) =>
      effects.filter((e): e is Extract<Effect, { type: T }> => e.type === type),
    toasts: () => effects.flatMap((e) => (e.type === 'showToast' ? [e.params] : [])),
  }
  const actor = createActor(
    machine.provide({
      actors: {
        loadRepaymentWays: calls.loadRepaymentWays.logic,
        commitRepayment: calls.commitRepayment.logic,
        resendCode: calls.resendCode.logic,
        confirmRepayment: calls.confirmRepayment.logic,
        payByWallet: calls.payByWallet.logic,
        checkPayment: calls.checkPayment.logic,
      },
      actions: {
        showToast: (_, params) => void effects.push({ type: 'showToast', params }),
        closeRepayDialog: () => void effects.push({ type: 'closeRepayDialog' }),
        openBorrowDetail: (_, params) => void effects.push({ type: 'openBorrowDetail', params }),
        openWalletCheckout: (_, params) => void effects.push({ type: 'openWalletCheckout', params }),
        rememberPendingCommit: (_, params) => void effects.push({ type: 'rememberPendingCommit', params }),
        forgetPendingCommit: (_, params) => void effects.push({ type: 'forgetPendingCommit', params }),
        rememberReceipt: (_, params) => void effects.push({ type: 'rememberReceipt', params }),
        announcePaid: (_, params) => void effects.push({ type: 'announcePaid', params }),
        openCustomerService: () => void effects.push({ type: 'openCustomerService' }),
      },
    }),
    { input },
  )
  actor.start()
  return { actor, calls, host }
}

type Flow = ReturnType<typeof start>

/** Lets settled promises reach the actor (the clock does not move). */
const flush = () => vi.advanceTimersByTimeAsync(0)

async function choosing(flow: Flow, loaded: RepaymentWays = ways) {
  flow.calls.loadRepaymentWays.resolve(loaded)
  await flush()
  expect(flow.actor.getSnapshot().value).toBe('choosingWay')
}

async function payWithCard(flow: Flow, cardId = bdo.id) {
  await choosing(flow)
  flow.actor.send({ type: 'card.select', cardId })
  flow.actor.send({ type: 'payment.submit' })
  expect(flow.actor.getSnapshot().value).toBe('committing')
}

async function enteringCode(flow: Flow) {
  await payWithCard(flow)
  flow.calls.commitRepayment.resolve(needsCode)
  await flush()
  expect(flow.actor.getSnapshot().matches({ enteringCode: { resend: 'coolingDown', code: 'editing' } })).toBe(
    true,
  )
}

/** What `paid` hands the host, in order, for the order of `input` paid with `card` (and its commit's record). */
function paidEffects(
  input: RepayByCardInput,
  card: Pick<typeof bdo, 'bankName' | 'cardNo'> = bdo,
  repayRecordId = '',
): Effect[] {
  const receipt = { amount: input.amount, bankName: card.bankName, cardNo: card.cardNo }
  return [
    { type: 'forgetPendingCommit', params: { orderId: input.orderId } },
    { type: 'rememberReceipt', params: { orderId: input.orderId, repayRecordId, receipt } },
    { type: 'announcePaid', params: receipt },
    // The order page opens on the receipt of the lender's record, when one was named (issue 27).
    { type: 'openBorrowDetail', params: { orderId: input.orderId, receiptRef: repayRecordId } },
  ]
}

/** What the confirmation of `code` for record `repaymentRecordId` (BDO, the page's order and amount) is given. */
function confirmOf(verifyCode: string, repaymentRecordId: string, card = bdo, input = androidInput) {
  return {
    orderId: input.orderId,
    verifyCode,
    repaymentRecordId,
    amount: input.amount,
    paidWith: { cardId: card.id, bankName: card.bankName, cardNo: card.cardNo },
  }
}

/** The failures a payment's answer can end with whose outcome is known (refused, not sent): toasted. */
const knownFailures = payFailures.filter((f) => failureOutcome(f.error) !== 'unknown')

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('repayByCard: opening', () => {
  it('an order not paid in this session loads its ways (opening is only passed through)', () => {
    const flow = start()
    expect(flow.actor.getSnapshot().value).toBe('loadingWays')
    expect(flow.calls.loadRepaymentWays.calls).toHaveLength(1)
  })

  it('an order paid in this session shows its receipt and asks the server nothing', async () => {
    const flow = start(paidInput)
    const s = flow.actor.getSnapshot()
    expect(s.value).toBe('alreadyPaid')
    expect(s.status).toBe('active')
    expect(s.hasTag('busy')).toBe(false)
    expect(s.context.receipt).toEqual(paidWithBdo)
    await flush()
    expect(Object.values(flow.calls).map((c) => c.calls.length)).toEqual([0, 0, 0, 0, 0, 0])
    expect(flow.host.effects).toEqual([])
  })

  it('after paying, "View loan details" opens the borrow detail each time it is tapped', () => {
    const flow = start(paidInput)
    flow.actor.send({ type: 'details.open' })
    expect(flow.host.effects).toEqual([
      { type: 'openBorrowDetail', params: { orderId: paidInput.orderId, receiptRef: '' } },
    ])
    flow.actor.send({ type: 'details.open' })
    expect(flow.host.of('openBorrowDetail')).toHaveLength(2)
    expect(flow.actor.getSnapshot().value).toBe('alreadyPaid')
  })

  it('a paid order cannot be paid again: Pay, a card and a retry are ignored', () => {
    const flow = start({ ...paidInput, pending: pendingBdo })
    for (const event of [
      { type: 'card.select', cardId: bdo.id },
      { type: 'payment.submit' },
      { type: 'ways.retry' },
    ] as const) {
      expect(flow.actor.getSnapshot().can(event)).toBe(false)
      flow.actor.send(event)
    }
    expect(flow.actor.getSnapshot().value).toBe('alreadyPaid')
    expect(flow.calls.commitRepayment.calls).toHaveLength(0)
    expect(flow.calls.loadRepaymentWays.calls).toHaveLength(0)
  })

  it('details.open means nothing before the order is paid', async () => {
    const flow = start()
    await choosing(flow)
    expect(flow.actor.getSnapshot().can({ type: 'details.open' })).toBe(false)
    flow.actor.send({ type: 'details.open' })
    expect(flow.host.effects).toEqual([])
  })
})

describe('repayByCard: loading the card list', () => {
  it('asks for the ways of the order, shows busy, then lets the borrower choose', async () => {
    const flow = start()
    expect(flow.actor.getSnapshot().value).toBe('loadingWays')
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(flow.calls.loadRepaymentWays.calls.map((c) => c.input)).toEqual([
      { orderId: androidInput.orderId },
    ])
    await choosing(flow)
    expect(flow.actor.getSnapshot().context.ways).toEqual(ways)
    expect(flow.actor.getSnapshot().context.selected).toBeNull()
    expect(flow.actor.getSnapshot().context.pending).toBeNull()
    expect(flow.actor.getSnapshot().context.problem).toBeNull()
    expect(flow.host.effects).toEqual([])
  })

  it('selects the card of a remembered commit again and keeps the commit', async () => {
    const flow = start(resumeInput)
    await choosing(flow)
    expect(flow.actor.getSnapshot().context.selected).toEqual({ kind: 'card', cardId: bdo.id })
    expect(flow.actor.getSnapshot().context.pending).toEqual(pendingBdo)
  })

  it('drops a remembered commit whose card is no longer offered, and selects nothing', async () => {
    const flow = start(resumeInput)
    await choosing(flow, waysWithoutBdo)
    expect(flow.actor.getSnapshot().context.selected).toBeNull()
    expect(flow.actor.getSnapshot().context.pending).toBeNull()
    // Pay then asks for a card instead of reopening a code entry for a card that is gone.
    flow.actor.send({ type: 'payment.submit' })
    expect(flow.actor.getSnapshot().value).toBe('choosingWay')
    expect(flow.actor.getSnapshot().context.problem).toEqual(selectCardFirst)
  })

  it(`toasts "${message('repay.cardListFailed')}" (failure tone) and reloads on ways.retry`, async () => {
    const flow = start()
    flow.calls.loadRepaymentWays.reject({ kind: 'rejected', code: '500', message: 'Server busy' })
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('waysUnavailable')
    expect(flow.host.effects).toEqual([{ type: 'showToast', params: cardListFailed }])
    expect(specText(cardListFailed.notice).toLowerCase()).toContain('failed to query card list')

    flow.actor.send({ type: 'ways.retry' })
    expect(flow.actor.getSnapshot().value).toBe('loadingWays')
    expect(flow.calls.loadRepaymentWays.calls).toHaveLength(2)
    await choosing(flow)
  })

  it('keeps a remembered commit across a failed load and a retry', async () => {
    const flow = start(resumeInput)
    flow.calls.loadRepaymentWays.reject(offline)
    await flush()
    expect(flow.actor.getSnapshot().context.pending).toEqual(pendingBdo)
    flow.actor.send({ type: 'ways.retry' })
    await choosing(flow)
    expect(flow.actor.getSnapshot().context.selected).toEqual({ kind: 'card', cardId: bdo.id })
    expect(flow.actor.getSnapshot().context.pending).toEqual(pendingBdo)
  })

  it('says "error" when the card list failed for lack of network', async () => {
    const flow = start()
    flow.calls.loadRepaymentWays.reject(offline)
    await flush()
    expect(flow.host.toasts()).toEqual([{ notice: { id: 'error.network' }, tone: 'failure' }])
  })
})

describe('repayByCard: choosing a way', () => {
  it('Pay without a card flags the ways (no toast) and calls nothing', async () => {
    const flow = start()
    await choosing(flow)
    flow.actor.send({ type: 'payment.submit' })
    expect(flow.actor.getSnapshot().value).toBe('choosingWay')
    expect(flow.actor.getSnapshot().context.problem).toEqual(selectCardFirst)
    expect(specText(selectCardFirst.notice).toLowerCase()).toContain('please select payment bank card first')
    expect(flow.host.effects).toEqual([])
    expect(flow.calls.commitRepayment.calls).toHaveLength(0)
    expect(flow.calls.payByWallet.calls).toHaveLength(0)
  })

  it.each([
    ['choosing a card', { type: 'card.select', cardId: bpi.id }],
    ['choosing the e-wallet', { type: 'wallet.select' }],
  ] as const)('%s clears the flag on the ways', async (_, event) => {
    const flow = start()
    await choosing(flow)
    flow.actor.send({ type: 'payment.submit' })
    expect(flow.actor.getSnapshot().context.problem).not.toBeNull()
    flow.actor.send(event)
    expect(flow.actor.getSnapshot().context.problem).toBeNull()
  })

  it('an ignored card.select leaves the flag in place', async () => {
    const flow = start()
    await choosing(flow)
    flow.actor.send({ type: 'payment.submit' })
    flow.actor.send({ type: 'card.select', cardId: 'card-unknown' })
    expect(flow.actor.getSnapshot().context.problem).toEqual(selectCardFirst)
  })

  it('ignores a card.select for a card that is not in the list', async () => {
    const flow = start()
    await choosing(flow)
    flow.actor.send({ type: 'card.select', cardId: 'card-unknown' })
    expect(flow.actor.getSnapshot().context.selected).toBeNull()
    flow.actor.send({ type: 'card.select', cardId: bpi.id })
    flow.actor.send({ type: 'card.select', cardId: 'card-unknown' })
    expect(flow.actor.getSnapshot().context.selected).toEqual({ kind: 'card', cardId: bpi.id })
  })

  it('ignores card.select before the list has loaded', () => {
    const flow = start()
    flow.actor.send({ type: 'card.select', cardId: bdo.id })
    expect(flow.actor.getSnapshot().context.selected).toBeNull()
  })

  it('ignores wallet.select when the server did not offer the e-wallet', async () => {
    const flow = start()
    await choosing(flow, { ...ways, walletAvailable: false })
    flow.actor.send({ type: 'wallet.select' })
    expect(flow.actor.getSnapshot().context.selected).toBeNull()
    flow.actor.send({ type: 'payment.submit' })
    expect(flow.actor.getSnapshot().context.problem).toEqual(selectCardFirst)
    expect(flow.host.effects).toEqual([])
  })
})

describe('repayByCard: paying by card', () => {
  it('commits the chosen card with sendMsg 0, the repay token, the amount and the coupon', async () => {
    const flow = start()
    await choosing(flow)
    flow.actor.send({ type: 'card.select', cardId: bdo.id })
    flow.actor.send({ type: 'card.select', cardId: bpi.id })
    flow.actor.send({ type: 'payment.submit' })
    expect(flow.actor.getSnapshot().value).toBe('committing')
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(flow.calls.commitRepayment.calls.map((c) => c.input)).toEqual([
      {
        card: bpi,
        repayToken: 'tok-abc',
        orderId: androidInput.orderId,
        amount: androidInput.amount,
        couponId: androidInput.couponId,
        sendMsg: 0,
      },
    ])
  })

  it('commits once when Pay is tapped twice', async () => {
    const flow = start()
    await payWithCard(flow)
    flow.actor.send({ type: 'payment.submit' })
    await flush()
    expect(flow.calls.commitRepayment.calls).toHaveLength(1)
    expect(flow.host.effects).toEqual([])
  })

  it('on Android without a code: closes the native dialog, then forgets, remembers, announces and opens', async () => {
    const flow = start(androidInput)
    await payWithCard(flow)
    flow.calls.commitRepayment.resolve(noCodeNeeded)
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('paid')
    expect(flow.actor.getSnapshot().status).toBe('done')
    expect(flow.host.effects).toEqual([{ type: 'closeRepayDialog' }, ...paidEffects(androidInput)])
    expect(flow.calls.confirmRepayment.calls).toHaveLength(0)
  })

  it("a commit paid at once names its record: the receipt's reference, and the order page opens on it", async () => {
    const flow = start(iosInput)
    await payWithCard(flow, bpi.id)
    flow.calls.commitRepayment.resolve({ needsCode: false, repayRecordId: 'rr-now' })
    await flush()
    expect(flow.host.effects).toEqual(paidEffects(iosInput, bpi, 'rr-now'))
  })

  it('on iOS without a code: the same receipt and navigation, and the (absent) native dialog left alone', async () => {
    const flow = start(iosInput)
    await payWithCard(flow, bpi.id)
    flow.calls.commitRepayment.resolve(noCodeNeeded)
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('paid')
    expect(flow.host.effects).toEqual(paidEffects(iosInput, bpi))
  })

  it('a commit that needs no code remembers nothing to resume', async () => {
    const flow = start()
    await payWithCard(flow)
    flow.calls.commitRepayment.resolve(noCodeNeeded)
    await flush()
    expect(flow.host.of('rememberPendingCommit')).toEqual([])
  })

  it.each(knownFailures)(
    'a commit failure ($name) toasts "$text" and lets the borrower choose again',
    async ({ error, notice }) => {
      const flow = start()
      await payWithCard(flow)
      flow.calls.commitRepayment.reject(error)
      await flush()
      expect(flow.actor.getSnapshot().value).toBe('choosingWay')
      expect(flow.actor.getSnapshot().context.selected).toEqual({ kind: 'card', cardId: bdo.id })
      // Nothing to resume: the server did not accept the commit.
      expect(flow.actor.getSnapshot().context.pending).toBeNull()
      expect(flow.host.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
    },
  )
})

describe('repayByCard: SMS verification', () => {
  it('remembers the accepted commit (record id and card) for the order, then shows the code entry', async () => {
    const flow = start()
    await enteringCode(flow)
    const context = flow.actor.getSnapshot().context
    expect(context.pending).toEqual({ repayRecordId: 'rr-1', cardId: bdo.id })
    expect(context.resumed).toBe(false)
    expect(flow.host.effects).toEqual([
      {
        type: 'rememberPendingCommit',
        params: { orderId: androidInput.orderId, pending: { repayRecordId: 'rr-1', cardId: bdo.id } },
      },
    ])
  })

  it('shows the code entry with a 60 s countdown that ticks down once a second', async () => {
    const flow = start()
    await enteringCode(flow)
    const context = () => flow.actor.getSnapshot().context
    expect(context().secondsLeft).toBe(60)
    expect(context().code).toBe('')
    expect(flow.actor.getSnapshot().can({ type: 'code.resend' })).toBe(false)
    await vi.advanceTimersByTimeAsync(999)
    expect(context().secondsLeft).toBe(60)
    await vi.advanceTimersByTimeAsync(1)
    expect(context().secondsLeft).toBe(59)
    await vi.advanceTimersByTimeAsync(1000)
    expect(context().secondsLeft).toBe(58)
    expect(flow.host.of('closeRepayDialog')).toEqual([])
  })

  it('makes resend ready after exactly 60 s, not 1 ms earlier', async () => {
    const flow = start()
    await enteringCode(flow)
    await vi.advanceTimersByTimeAsync(SMS_RESEND_SECONDS * 1000 - 1)
    expect(flow.actor.getSnapshot().matches({ enteringCode: { resend: 'coolingDown' } })).toBe(true)
    expect(flow.actor.getSnapshot().context.secondsLeft).toBe(1)
    expect(flow.actor.getSnapshot().can({ type: 'code.resend' })).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(flow.actor.getSnapshot().matches({ enteringCode: { resend: 'ready' } })).toBe(true)
    expect(flow.actor.getSnapshot().context.secondsLeft).toBe(0)
    expect(flow.actor.getSnapshot().can({ type: 'code.resend' })).toBe(true)
    // The ticker stopped with coolingDown: time passing changes nothing.
    await vi.advanceTimersByTimeAsync(5000)
    expect(flow.actor.getSnapshot().context.secondsLeft).toBe(0)
  })

  it('resends with sendMsg 1, remembers the new record id and restarts the countdown', async () => {
    const flow = start()
    await enteringCode(flow)
    await vi.advanceTimersByTimeAsync(60_000)
    flow.actor.send({ type: 'code.resend' })
    expect(flow.actor.getSnapshot().matches({ enteringCode: { resend: 'resending' } })).toBe(true)
    expect(flow.calls.resendCode.calls.map((c) => c.input)).toEqual([
      {
        card: bdo,
        repayToken: 'tok-abc',
        orderId: androidInput.orderId,
        amount: androidInput.amount,
        couponId: androidInput.couponId,
        sendMsg: 1,
      },
    ])
    expect(flow.calls.commitRepayment.calls).toHaveLength(1)
    flow.calls.resendCode.resolve(resent)
    await flush()
    expect(flow.actor.getSnapshot().matches({ enteringCode: { resend: 'coolingDown' } })).toBe(true)
    expect(flow.actor.getSnapshot().context.secondsLeft).toBe(60)
    expect(flow.actor.getSnapshot().context.pending).toEqual({ repayRecordId: 'rr-2', cardId: bdo.id })
    expect(flow.host.of('rememberPendingCommit').map((e) => e.params)).toEqual([
      { orderId: androidInput.orderId, pending: { repayRecordId: 'rr-1', cardId: bdo.id } },
      { orderId: androidInput.orderId, pending: { repayRecordId: 'rr-2', cardId: bdo.id } },
    ])
    await vi.advanceTimersByTimeAsync(1000)
    expect(flow.actor.getSnapshot().context.secondsLeft).toBe(59)
    await vi.advanceTimersByTimeAsync(58_999)
    expect(flow.actor.getSnapshot().matches({ enteringCode: { resend: 'coolingDown' } })).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(flow.actor.getSnapshot().matches({ enteringCode: { resend: 'ready' } })).toBe(true)
  })

  it('keeps (and remembers again) the first record id when the resend answers without one', async () => {
    const flow = start()
    await enteringCode(flow)
    await vi.advanceTimersByTimeAsync(60_000)
    flow.actor.send({ type: 'code.resend' })
    flow.calls.resendCode.resolve({ needsCode: true, repayRecordId: '' })
    await flush()
    expect(flow.actor.getSnapshot().context.pending).toEqual({ repayRecordId: 'rr-1', cardId: bdo.id })
    expect(flow.host.of('rememberPendingCommit').at(-1)?.params).toEqual({
      orderId: androidInput.orderId,
      pending: { repayRecordId: 'rr-1', cardId: bdo.id },
    })
  })

  it('a failed resend toasts the failure, remembers nothing new and makes resend ready again', async () => {
    const flow = start()
    await enteringCode(flow)
    await vi.advanceTimersByTimeAsync(60_000)
    flow.actor.send({ type: 'code.resend' })
    flow.calls.resendCode.reject(offline)
    await flush()
    expect(flow.actor.getSnapshot().matches({ enteringCode: { resend: 'ready', code: 'editing' } })).toBe(
      true,
    )
    expect(flow.host.effects.slice(1)).toEqual([
      { type: 'showToast', params: { notice: { id: 'error.network' }, tone: 'failure' } },
    ])
    expect(flow.actor.getSnapshot().context.pending).toEqual({ repayRecordId: 'rr-1', cardId: bdo.id })
  })

  it('flags a code shorter than 6 digits at the field (no toast); typing clears the flag', async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.change', value: '12345' })
    flow.actor.send({ type: 'code.submit' })
    expect(flow.actor.getSnapshot().matches({ enteringCode: { code: 'editing' } })).toBe(true)
    expect(flow.actor.getSnapshot().context.problem).toEqual(codeTooShort)
    expect(specText(codeTooShort.notice).toLowerCase()).toContain(
      'please enter the correct verification code',
    )
    expect(flow.host.toasts()).toEqual([])
    expect(flow.calls.confirmRepayment.calls).toHaveLength(0)
    flow.actor.send({ type: 'code.change', value: '123456' })
    expect(flow.actor.getSnapshot().context.problem).toBeNull()
  })

  it('Cancel clears the flag on the code', async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.submit' })
    expect(flow.actor.getSnapshot().context.problem).toEqual(codeTooShort)
    flow.actor.send({ type: 'code.cancel' })
    expect(flow.actor.getSnapshot().context.problem).toBeNull()
  })

  it('keeps digits only, at most 8 of them', async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.change', value: '12-34 5' })
    expect(flow.actor.getSnapshot().context.code).toBe('12345')
    flow.actor.send({ type: 'code.submit' })
    expect(flow.actor.getSnapshot().context.problem).toEqual(codeTooShort)
    flow.actor.send({ type: 'code.change', value: 'Your code is 1234567890' })
    expect(flow.actor.getSnapshot().context.code).toBe('12345678')
  })

  it('confirms with the order, the code and the record id, then the receipt, the announcement and the detail', async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.change', value: '654321' })
    flow.actor.send({ type: 'code.submit' })
    expect(flow.actor.getSnapshot().matches({ enteringCode: { code: 'confirming' } })).toBe(true)
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(flow.calls.confirmRepayment.calls.map((c) => c.input)).toEqual([confirmOf('654321', 'rr-1')])
    flow.calls.confirmRepayment.resolve()
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('paid')
    // The native dialog is closed only on the no-code branch.
    expect(flow.host.effects.slice(1)).toEqual(paidEffects(androidInput, bdo, 'rr-1'))
  })

  it('confirms with the record id of the latest resend', async () => {
    const flow = start()
    await enteringCode(flow)
    await vi.advanceTimersByTimeAsync(60_000)
    flow.actor.send({ type: 'code.resend' })
    flow.calls.resendCode.resolve(resent)
    await flush()
    flow.actor.send({ type: 'code.change', value: '111222' })
    flow.actor.send({ type: 'code.submit' })
    expect(flow.calls.confirmRepayment.calls.at(-1)?.input.repaymentRecordId).toBe('rr-2')
  })

  it.each(knownFailures)(
    'a confirm failure ($name) toasts "$text" and keeps the entry open',
    async ({ error, notice }) => {
      const flow = start()
      await enteringCode(flow)
      flow.actor.send({ type: 'code.change', value: '123456' })
      flow.actor.send({ type: 'code.submit' })
      flow.calls.confirmRepayment.reject(error)
      await flush()
      expect(
        flow.actor.getSnapshot().matches({ enteringCode: { resend: 'coolingDown', code: 'editing' } }),
      ).toBe(true)
      expect(flow.actor.getSnapshot().context.code).toBe('123456')
      expect(flow.actor.getSnapshot().context.pending).toEqual({ repayRecordId: 'rr-1', cardId: bdo.id })
      expect(flow.host.effects.slice(1)).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
    },
  )

  it('code.cancel returns to choosing, clears the code, stops the countdown and keeps the commit', async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.change', value: '123' })
    await vi.advanceTimersByTimeAsync(3000)
    expect(flow.actor.getSnapshot().context.secondsLeft).toBe(57)
    flow.actor.send({ type: 'code.cancel' })
    expect(flow.actor.getSnapshot().value).toBe('choosingWay')
    expect(flow.actor.getSnapshot().context.code).toBe('')
    expect(flow.actor.getSnapshot().context.selected).toEqual({ kind: 'card', cardId: bdo.id })
    expect(flow.actor.getSnapshot().context.pending).toEqual({ repayRecordId: 'rr-1', cardId: bdo.id })
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(flow.actor.getSnapshot().value).toBe('choosingWay')
    expect(flow.actor.getSnapshot().context.secondsLeft).toBe(57)
    // Cancel is not a new commit and does not forget the one the server holds.
    expect(flow.host.effects.map((e) => e.type)).toEqual(['rememberPendingCommit'])
  })

  it('cannot be cancelled while the code is being confirmed: a payment the server took is never hidden', async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.change', value: '123456' })
    flow.actor.send({ type: 'code.submit' })
    flow.actor.send({ type: 'code.cancel' })
    await flush()
    expect(flow.calls.confirmRepayment.calls.map((c) => c.status)).toEqual(['pending'])
    expect(flow.actor.getSnapshot().matches({ enteringCode: { code: 'confirming' } })).toBe(true)
  })

  it('holds a resend while the code is being confirmed: a new code could void the one sent', async () => {
    const flow = start()
    await enteringCode(flow)
    await vi.advanceTimersByTimeAsync(SMS_RESEND_SECONDS * 1000)
    expect(flow.actor.getSnapshot().can({ type: 'code.resend' })).toBe(true)
    flow.actor.send({ type: 'code.change', value: '123456' })
    flow.actor.send({ type: 'code.submit' })
    expect(flow.actor.getSnapshot().can({ type: 'code.resend' })).toBe(false)
    flow.actor.send({ type: 'code.resend' })
    await flush()
    expect(flow.calls.resendCode.calls).toHaveLength(0)
    expect(flow.actor.getSnapshot().matches({ enteringCode: { resend: 'ready' } })).toBe(true)
  })
})

describe('repayByCard: resuming a remembered commit', () => {
  async function resumed(flow: Flow) {
    flow.actor.send({ type: 'payment.submit' })
    const s = flow.actor.getSnapshot()
    expect(s.matches({ enteringCode: { resend: 'coolingDown', code: 'editing' } })).toBe(true)
    expect(s.context.resumed).toBe(true)
    expect(s.context.code).toBe('')
  }

  it('Pay after Cancel with the same card reopens the code entry without committing again', async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.change', value: '98' })
    flow.actor.send({ type: 'code.cancel' })
    await resumed(flow)
    expect(flow.calls.commitRepayment.calls).toHaveLength(1)
    expect(flow.actor.getSnapshot().context.secondsLeft).toBe(SMS_RESEND_SECONDS)
    // Reopening remembers nothing new: the commit is the same.
    expect(flow.host.of('rememberPendingCommit')).toHaveLength(1)
    flow.actor.send({ type: 'code.change', value: '445566' })
    flow.actor.send({ type: 'code.submit' })
    expect(flow.calls.confirmRepayment.calls.map((c) => c.input)).toEqual([confirmOf('445566', 'rr-1')])
  })

  it('a commit remembered from earlier in the session resumes with its own record id, and pays', async () => {
    const flow = start(resumeInput)
    await choosing(flow)
    await resumed(flow)
    expect(flow.calls.commitRepayment.calls).toHaveLength(0)
    flow.actor.send({ type: 'code.change', value: '112233' })
    flow.actor.send({ type: 'code.submit' })
    expect(flow.calls.confirmRepayment.calls.map((c) => c.input)).toEqual([
      confirmOf('112233', pendingBdo.repayRecordId, bdo, resumeInput),
    ])
    flow.calls.confirmRepayment.resolve()
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('paid')
    expect(flow.host.effects).toEqual(paidEffects(resumeInput, bdo, pendingBdo.repayRecordId))
  })

  it('a resend of a resumed entry keeps the card and remembers the new record id', async () => {
    const flow = start(resumeInput)
    await choosing(flow)
    await resumed(flow)
    await vi.advanceTimersByTimeAsync(60_000)
    flow.actor.send({ type: 'code.resend' })
    expect(flow.calls.resendCode.calls.map((c) => c.input.card)).toEqual([bdo])
    flow.calls.resendCode.resolve(resent)
    await flush()
    expect(flow.host.effects).toEqual([
      {
        type: 'rememberPendingCommit',
        params: { orderId: resumeInput.orderId, pending: { repayRecordId: 'rr-2', cardId: bdo.id } },
      },
    ])
    expect(flow.actor.getSnapshot().context.resumed).toBe(true)
  })

  it('another card commits afresh and replaces the remembered commit', async () => {
    const flow = start(resumeInput)
    await choosing(flow)
    flow.actor.send({ type: 'card.select', cardId: bpi.id })
    flow.actor.send({ type: 'payment.submit' })
    expect(flow.actor.getSnapshot().value).toBe('committing')
    expect(flow.calls.commitRepayment.calls.map((c) => c.input.card)).toEqual([bpi])
    flow.calls.commitRepayment.resolve(needsCode)
    await flush()
    expect(flow.actor.getSnapshot().context.pending).toEqual({ repayRecordId: 'rr-1', cardId: bpi.id })
    expect(flow.actor.getSnapshot().context.resumed).toBe(false)
    expect(flow.host.effects).toEqual([
      {
        type: 'rememberPendingCommit',
        params: { orderId: resumeInput.orderId, pending: { repayRecordId: 'rr-1', cardId: bpi.id } },
      },
    ])
  })

  it('switching back to the remembered card resumes again', async () => {
    const flow = start(resumeInput)
    await choosing(flow)
    flow.actor.send({ type: 'card.select', cardId: bpi.id })
    flow.actor.send({ type: 'card.select', cardId: bdo.id })
    await resumed(flow)
    expect(flow.calls.commitRepayment.calls).toHaveLength(0)
  })

  it('the e-wallet is paid by wallet even with a remembered card commit', async () => {
    const flow = start(resumeInput)
    await choosing(flow)
    flow.actor.send({ type: 'wallet.select' })
    flow.actor.send({ type: 'payment.submit' })
    expect(flow.actor.getSnapshot().value).toBe('payingByWallet')
  })

  it('a failed commit with another card keeps the remembered one', async () => {
    const flow = start(resumeInput)
    await choosing(flow)
    flow.actor.send({ type: 'card.select', cardId: bpi.id })
    flow.actor.send({ type: 'payment.submit' })
    flow.calls.commitRepayment.reject(repeatedSubmit)
    await flush()
    expect(flow.actor.getSnapshot().context.pending).toEqual(pendingBdo)
  })
})

describe('repayByCard: paying by e-wallet', () => {
  it('asks for a checkout with the user, order and amount, then hands the page to it', async () => {
    const flow = start()
    await choosing(flow)
    flow.actor.send({ type: 'wallet.select' })
    expect(flow.actor.getSnapshot().context.selected).toEqual({ kind: 'wallet' })
    flow.actor.send({ type: 'payment.submit' })
    expect(flow.actor.getSnapshot().value).toBe('payingByWallet')
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(flow.calls.payByWallet.calls.map((c) => c.input)).toEqual([
      { userId: androidInput.userId, orderId: androidInput.orderId, amount: androidInput.amount },
    ])
    expect(flow.calls.commitRepayment.calls).toHaveLength(0)
    flow.calls.payByWallet.resolve(walletUrl)
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('leavingForWallet')
    expect(flow.actor.getSnapshot().status).toBe('done')
    // No receipt: the wallet app, not this page, knows whether it was paid.
    expect(flow.host.effects).toEqual([{ type: 'openWalletCheckout', params: { url: walletUrl } }])
  })

  it('a wallet failure toasts the server message and lets the borrower choose again', async () => {
    const flow = start()
    await choosing(flow)
    flow.actor.send({ type: 'wallet.select' })
    flow.actor.send({ type: 'payment.submit' })
    flow.calls.payByWallet.reject(declined)
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('choosingWay')
    expect(flow.host.effects).toEqual([{ type: 'showToast', params: failureToast(declined) }])
  })

  it('switching from the wallet to a card pays by card', async () => {
    const flow = start()
    await choosing(flow)
    flow.actor.send({ type: 'wallet.select' })
    flow.actor.send({ type: 'card.select', cardId: bdo.id })
    flow.actor.send({ type: 'payment.submit' })
    expect(flow.actor.getSnapshot().value).toBe('committing')
    expect(flow.calls.payByWallet.calls).toHaveLength(0)
  })
})

describe('repayByCard: a payment whose outcome is unknown (docs/decisions/022-submission-outcomes.md)', () => {
  const checkOf = (call: 'commit' | 'confirm' | 'wallet', input: RepayByCardInput = androidInput) => ({
    delaysMs: CHECK_BACKOFF_MS,
    orderId: input.orderId,
    productId: input.productId,
    amount: input.amount,
    call,
  })
  const value = (flow: Flow) => flow.actor.getSnapshot().value

  /** BDO committed, and no answer that can be read came back. */
  async function commitUnknown(flow: Flow, error: unknown = timedOut) {
    await payWithCard(flow)
    flow.calls.commitRepayment.reject(error)
    await flush()
  }

  it.each(unknownOutcomes)(
    'a commit that ends without a readable answer ($name) is checked: no toast, Pay is not offered',
    async ({ error }) => {
      const flow = start()
      await commitUnknown(flow, error)
      const s = flow.actor.getSnapshot()
      expect(s.value).toBe('checkingOutcome')
      expect(s.hasTag('busy')).toBe(true)
      expect(s.context.unsettled).toEqual(unsettledBdo)
      expect(flow.calls.checkPayment.pending().map((c) => c.input)).toEqual([checkOf('commit')])
      expect(flow.host.effects).toEqual([])
      // Pay, a card, the e-wallet: nothing can start another payment while the first is checked.
      for (const type of ['payment.submit', 'wallet.select'] as const) expect(s.can({ type })).toBe(false)
      flow.actor.send({ type: 'payment.submit' })
      expect(flow.calls.commitRepayment.calls).toHaveLength(1)
    },
  )

  it('the check finds it done: the receipt of the card that paid, announced, and the order opens', async () => {
    const flow = start()
    await commitUnknown(flow)
    flow.calls.checkPayment.resolve(foundDone)
    await flush()
    expect(value(flow)).toBe('paid')
    // Never closeRepayDialog here: it belongs to an answer that said "paid, no code".
    expect(flow.host.effects).toEqual(paidEffects(androidInput, bdo))
  })

  it('the check finds it not made: "you were not charged", and Pay with the same card commits again', async () => {
    const flow = start()
    await commitUnknown(flow)
    flow.calls.checkPayment.resolve(foundNotDone)
    await flush()
    const s = flow.actor.getSnapshot()
    expect(s.value).toBe('choosingWay')
    expect(s.context.selected).toEqual({ kind: 'card', cardId: bdo.id })
    // Kept: a retry is tied to the first attempt (same key in the impl, 800005 read as "went through").
    expect(s.context.unsettled).toEqual(unsettledBdo)
    expect(flow.host.effects).toEqual([{ type: 'showToast', params: notDoneToast }])
    expect(message('repay.notDone')).toBe(
      'Your payment did not go through and you were not charged. You can pay again.',
    )
    flow.actor.send({ type: 'payment.submit' })
    expect(value(flow)).toBe('committing')
    expect(flow.calls.commitRepayment.calls.map((c) => c.input.card)).toEqual([bdo, bdo])
  })

  it('still pending after the checks, or a check that fails: unknown, with Check again and customer service', async () => {
    for (const settle of [
      (flow: Flow) => flow.calls.checkPayment.resolve(foundPending),
      (flow: Flow) => flow.calls.checkPayment.reject(new Error('aborted')),
    ]) {
      const flow = start()
      await commitUnknown(flow)
      settle(flow)
      await flush()
      const s = flow.actor.getSnapshot()
      expect(s.value).toBe('outcomeUnknown')
      expect(s.hasTag('busy')).toBe(false)
      expect(flow.host.effects).toEqual([])
      // Still guarded: no Pay, no way to choose.
      expect(s.can({ type: 'payment.submit' })).toBe(false)
      expect(s.can({ type: 'card.select', cardId: bpi.id })).toBe(false)
      flow.actor.send({ type: 'service.open' })
      expect(flow.host.effects).toEqual([{ type: 'openCustomerService' }])
      expect(value(flow)).toBe('outcomeUnknown')
      flow.actor.send({ type: 'outcome.check' })
      expect(value(flow)).toBe('checkingOutcome')
      expect(flow.calls.checkPayment.calls.map((c) => c.input)).toEqual([
        checkOf('commit'),
        checkOf('commit'),
      ])
      flow.calls.checkPayment.resolve(foundDone)
      await flush()
      expect(value(flow)).toBe('paid')
    }
  })

  it('800005 to a retry of an unknown commit: the first went through, so it is checked, not failed', async () => {
    const flow = start()
    await commitUnknown(flow)
    flow.calls.checkPayment.resolve(foundNotDone)
    await flush()
    flow.actor.send({ type: 'payment.submit' })
    flow.calls.commitRepayment.reject(repeatedSubmit)
    await flush()
    expect(value(flow)).toBe('checkingOutcome')
    expect(flow.host.toasts()).toEqual([notDoneToast])
    expect(flow.calls.checkPayment.calls).toHaveLength(2)
  })

  it('800005 to a fresh commit keeps its message', async () => {
    const flow = start()
    await payWithCard(flow)
    flow.calls.commitRepayment.reject(repeatedSubmit)
    await flush()
    expect(value(flow)).toBe('choosingWay')
    expect(flow.host.toasts()).toEqual([{ notice: { id: 'repay.repeatedSubmit' }, tone: 'failure' }])
  })

  it('after an unknown commit, a refusal settles it; a request that never left keeps it', async () => {
    const refused = start()
    await commitUnknown(refused)
    refused.calls.checkPayment.resolve(foundNotDone)
    await flush()
    refused.actor.send({ type: 'payment.submit' })
    refused.calls.commitRepayment.reject(declined)
    await flush()
    expect(refused.actor.getSnapshot().context.unsettled).toBeNull()
    expect(refused.host.toasts().at(-1)).toEqual(failureToast(declined))

    const unsent = start()
    await commitUnknown(unsent)
    unsent.calls.checkPayment.resolve(foundNotDone)
    await flush()
    unsent.actor.send({ type: 'payment.submit' })
    unsent.calls.commitRepayment.reject(notSent)
    await flush()
    expect(unsent.actor.getSnapshot().value).toBe('choosingWay')
    expect(unsent.actor.getSnapshot().context.unsettled).toEqual(unsettledBdo)
    expect(unsent.host.toasts().at(-1)).toEqual({ notice: { id: 'error.offline' }, tone: 'failure' })
    // So 800005 to the next retry still reads as "the first went through".
    unsent.actor.send({ type: 'payment.submit' })
    unsent.calls.commitRepayment.reject(repeatedSubmit)
    await flush()
    expect(unsent.actor.getSnapshot().value).toBe('checkingOutcome')
  })

  it('a commit answered after an unknown one pays with the card chosen now (nothing left unsettled)', async () => {
    const flow = start()
    await commitUnknown(flow)
    flow.calls.checkPayment.resolve(foundNotDone)
    await flush()
    flow.actor.send({ type: 'card.select', cardId: bpi.id })
    flow.actor.send({ type: 'payment.submit' })
    flow.calls.commitRepayment.resolve(noCodeNeeded)
    await flush()
    expect(value(flow)).toBe('paid')
    expect(flow.host.effects.slice(1)).toEqual([
      { type: 'closeRepayDialog' },
      ...paidEffects(androidInput, bpi),
    ])
  })

  it('opened again on an unsettled commit (reload, Back, the host reopening): checked first, never paid again', async () => {
    const flow = start(reloadInput)
    const s = flow.actor.getSnapshot()
    expect(s.value).toBe('checkingOutcome')
    expect(flow.calls.loadRepaymentWays.calls).toHaveLength(0)
    expect(flow.calls.commitRepayment.calls).toHaveLength(0)
    expect(flow.calls.checkPayment.calls.map((c) => c.input)).toEqual([checkOf('commit', reloadInput)])
    flow.calls.checkPayment.resolve(foundDone)
    await flush()
    // The receipt comes from the trace: the card that was committed.
    expect(flow.host.effects).toEqual(paidEffects(reloadInput, unsettledBdo))
  })

  it("opened again, the check finds it not made: the ways load with the trace's card chosen again", async () => {
    const flow = start(reloadInput)
    flow.calls.checkPayment.resolve(foundNotDone)
    await flush()
    expect(value(flow)).toBe('loadingWays')
    expect(flow.host.toasts()).toEqual([notDoneToast])
    await choosing(flow)
    expect(flow.actor.getSnapshot().context.unsettled).toEqual(unsettledBdo)
    expect(flow.actor.getSnapshot().context.selected).toEqual({ kind: 'card', cardId: bdo.id })
    // Pay retries it; 800005 then still reads as "the first went through".
    flow.actor.send({ type: 'payment.submit' })
    flow.calls.commitRepayment.reject(repeatedSubmit)
    await flush()
    expect(value(flow)).toBe('checkingOutcome')
  })

  it('opened again on an unsettled e-wallet checkout found not made: the e-wallet is chosen again', async () => {
    const flow = start({
      ...androidInput,
      unsettled: { call: 'wallet', cardId: '', bankName: '', cardNo: '' },
    })
    expect(flow.calls.checkPayment.calls.map((c) => c.input.call)).toEqual(['wallet'])
    flow.calls.checkPayment.resolve(foundNotDone)
    await flush()
    expect(flow.host.toasts()).toEqual([walletNotDoneToast])
    await choosing(flow)
    expect(flow.actor.getSnapshot().context.selected).toEqual({ kind: 'wallet' })
  })

  it('a receipt of this order and amount wins over a stale trace', () => {
    const flow = start({ ...reloadInput, receipt: paidWithBdo })
    expect(value(flow)).toBe('alreadyPaid')
    expect(flow.calls.checkPayment.calls).toHaveLength(0)
  })

  it('a confirmation without a readable answer is checked; not made: the code entry can be reopened', async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.change', value: '123456' })
    flow.actor.send({ type: 'code.submit' })
    flow.calls.confirmRepayment.reject(badGateway)
    await flush()
    expect(value(flow)).toBe('checkingOutcome')
    expect(flow.actor.getSnapshot().context.unsettled).toEqual({ ...unsettledBdo, call: 'confirm' })
    expect(flow.calls.checkPayment.calls.map((c) => c.input)).toEqual([checkOf('confirm')])
    expect(flow.host.toasts()).toEqual([])
    flow.calls.checkPayment.resolve(foundNotDone)
    await flush()
    expect(value(flow)).toBe('choosingWay')
    // The commit the lender accepted is still there: Continue payment reopens its code entry.
    expect(flow.actor.getSnapshot().context.pending).toEqual({ repayRecordId: 'rr-1', cardId: bdo.id })
    flow.actor.send({ type: 'payment.submit' })
    expect(flow.actor.getSnapshot().matches('enteringCode')).toBe(true)
    expect(flow.calls.commitRepayment.calls).toHaveLength(1)
    flow.actor.send({ type: 'code.change', value: '123456' })
    flow.actor.send({ type: 'code.submit' })
    flow.calls.confirmRepayment.resolve()
    await flush()
    expect(value(flow)).toBe('paid')
    expect(flow.host.of('rememberReceipt').at(-1)?.params.repayRecordId).toBe('rr-1')
  })

  it("a confirmation found done by its check pays: the receipt names the commit's record", async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.change', value: '123456' })
    flow.actor.send({ type: 'code.submit' })
    flow.calls.confirmRepayment.reject(timedOut)
    await flush()
    flow.calls.checkPayment.resolve(foundDone)
    await flush()
    expect(flow.host.effects.slice(1)).toEqual(paidEffects(androidInput, bdo, 'rr-1'))
  })

  it('a resend without a readable answer only toasts: it asks for an SMS, it pays nothing', async () => {
    const flow = start()
    await enteringCode(flow)
    await vi.advanceTimersByTimeAsync(SMS_RESEND_SECONDS * 1000)
    flow.actor.send({ type: 'code.resend' })
    flow.calls.resendCode.reject(timedOut)
    await flush()
    expect(flow.actor.getSnapshot().matches({ enteringCode: { resend: 'ready' } })).toBe(true)
    expect(flow.calls.checkPayment.calls).toHaveLength(0)
    expect(flow.host.toasts()).toEqual([{ notice: { id: 'error.network' }, tone: 'failure' }])
  })

  it('an e-wallet checkout without a readable answer is checked; not made: the e-wallet can be asked again', async () => {
    const flow = start()
    await choosing(flow)
    flow.actor.send({ type: 'wallet.select' })
    flow.actor.send({ type: 'payment.submit' })
    flow.calls.payByWallet.reject(timedOut)
    await flush()
    expect(value(flow)).toBe('checkingOutcome')
    expect(flow.calls.checkPayment.calls.map((c) => c.input)).toEqual([checkOf('wallet')])
    flow.calls.checkPayment.resolve(foundNotDone)
    await flush()
    expect(value(flow)).toBe('choosingWay')
    expect(flow.host.toasts()).toEqual([walletNotDoneToast])
    flow.actor.send({ type: 'payment.submit' })
    expect(flow.calls.payByWallet.calls).toHaveLength(2)
  })

  it('an e-wallet checkout found paid by its check: the receipt names no card', async () => {
    const flow = start()
    await choosing(flow)
    flow.actor.send({ type: 'wallet.select' })
    flow.actor.send({ type: 'payment.submit' })
    flow.calls.payByWallet.reject(badGateway)
    await flush()
    flow.calls.checkPayment.resolve(foundDone)
    await flush()
    expect(flow.host.effects).toEqual(paidEffects(androidInput, { bankName: '', cardNo: '' }))
  })
})

describe('payFailureNotice', () => {
  it.each(payFailures)('$name → "$text" (spec: "$spec")', ({ error, notice, spec, text }) => {
    expect(payFailureNotice(error)).toEqual(notice)
    expect(noticeText(payFailureNotice(error))).toBe(text)
    // The spec catalogue keeps the spec's words first (sentence case, full stop).
    expect(specText(notice).toLowerCase().startsWith(spec.toLowerCase())).toBe(true)
  })

  it('ignores the server message for 800006 and 800005', () => {
    expect(payFailureNotice({ kind: 'rejected', code: '800006', message: 'anything' })).toEqual({
      id: 'repay.codeError',
    })
    expect(payFailureNotice({ kind: 'rejected', code: '800005', message: 'anything' })).toEqual({
      id: 'repay.repeatedSubmit',
    })
  })

  it('treats the special codes as special only when the server rejected the call', () => {
    expect(payFailureNotice({ kind: 'http', code: '800006' })).toEqual({ id: 'error.processingFailed' })
  })

  it('falls back to "processing failed" for a blank message, an http failure or a non-failure', () => {
    expect(payFailureNotice({ kind: 'rejected', code: '1', message: '   ' })).toEqual({
      id: 'error.processingFailed',
    })
    expect(payFailureNotice({ kind: 'http' })).toEqual({ id: 'error.processingFailed' })
    expect(payFailureNotice(new Error('boom'))).toEqual({ id: 'error.processingFailed' })
    expect(payFailureNotice(undefined)).toEqual({ id: 'error.processingFailed' })
  })

  it('says "error" on a timeout and names a malformed answer', () => {
    expect(payFailureNotice({ kind: 'timeout' })).toEqual({ id: 'error.network' })
    expect(payFailureNotice({ kind: 'malformed' })).toEqual({ id: 'error.malformed' })
  })
})

describe('cardListFailureNotice', () => {
  it.each([
    ['network', { kind: 'network' }, { id: 'error.network' }],
    ['timeout', { kind: 'timeout' }, { id: 'error.network' }],
    ['malformed', { kind: 'malformed' }, { id: 'error.malformed' }],
    [
      'rejected with a message',
      { kind: 'rejected', code: '9', message: 'no cards' },
      { id: 'repay.cardListFailed' },
    ],
    ['http', { kind: 'http' }, { id: 'repay.cardListFailed' }],
    ['not a call failure', new Error('boom'), { id: 'repay.cardListFailed' }],
  ])('%s', (_name, error, notice) => {
    expect(cardListFailureNotice(error)).toEqual(notice)
  })

  it('reads the card list failure and "Error. …" (the spec\'s words first in lang=spec)', () => {
    expect(noticeText(cardListFailureNotice({ kind: 'http' }))).toBe(message('repay.cardListFailed'))
    expect(specMessages['repay.cardListFailed']?.toLowerCase().startsWith('failed to query card list')).toBe(
      true,
    )
    expect(noticeText(cardListFailureNotice({ kind: 'network' }))).toBe(message('error.network'))
    expect(message('error.network').toLowerCase().startsWith('error')).toBe(true)
  })
})
