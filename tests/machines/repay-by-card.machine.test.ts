import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  cardListFailureNotice,
  payFailureNotice,
  repayByCardMachine,
  SMS_RESEND_SECONDS,
  type CommitInput,
  type CommitResult,
  type ConfirmInput,
  type RepayByCardInput,
  type RepaymentWays,
  type WalletInput,
} from '../../machines/repay-by-card.machine.ts'
import type { ToastParams } from '../../machines/shared/notice.ts'
import { noticeText } from '../../src/i18n/messages.ts'
import { createControllable } from '../model/harness.ts'
import {
  androidInput,
  bdo,
  bpi,
  cardListFailed,
  codeTooShort,
  declined,
  failureToast,
  iosInput,
  needsCode,
  noCodeNeeded,
  offline,
  payFailures,
  resent,
  selectCardFirst,
  walletUrl,
  ways,
} from '../model/repay-by-card.fixtures.ts'

/** The flow with every call replaced by a stub the test settles, and every host effect recorded. */
function start(input: RepayByCardInput = androidInput, machine = repayByCardMachine) {
  const calls = {
    loadRepaymentWays: createControllable<RepaymentWays, { orderId: string }>('loadRepaymentWays'),
    commitRepayment: createControllable<CommitResult, CommitInput>('commitRepayment'),
    resendCode: createControllable<CommitResult, CommitInput>('resendCode'),
    confirmRepayment: createControllable<void, ConfirmInput>('confirmRepayment'),
    payByWallet: createControllable<string, WalletInput>('payByWallet'),
  }
  const host = {
    showToast: vi.fn<(params: ToastParams) => void>(),
    closeRepayDialog: vi.fn<() => void>(),
    openBorrowDetail: vi.fn<(params: { orderId: string }) => void>(),
    openWalletCheckout: vi.fn<(params: { url: string }) => void>(),
  }
  const actor = createActor(
    machine.provide({
      actors: {
        loadRepaymentWays: calls.loadRepaymentWays.logic,
        commitRepayment: calls.commitRepayment.logic,
        resendCode: calls.resendCode.logic,
        confirmRepayment: calls.confirmRepayment.logic,
        payByWallet: calls.payByWallet.logic,
      },
      actions: {
        showToast: (_, params) => host.showToast(params),
        closeRepayDialog: () => host.closeRepayDialog(),
        openBorrowDetail: (_, params) => host.openBorrowDetail(params),
        openWalletCheckout: (_, params) => host.openWalletCheckout(params),
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
  expect(
    flow.actor.getSnapshot().matches({ enteringCode: { resend: 'coolingDown', entry: 'editing' } }),
  ).toBe(true)
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
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
    expect(flow.host.showToast).not.toHaveBeenCalled()
  })

  it('toasts "failed to query card list" (failure tone) and reloads on ways.retry', async () => {
    const flow = start()
    flow.calls.loadRepaymentWays.reject({ kind: 'rejected', code: '500', message: 'Server busy' })
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('waysUnavailable')
    expect(flow.host.showToast).toHaveBeenCalledExactlyOnceWith(cardListFailed)
    expect(noticeText(cardListFailed.notice)).toBe('failed to query card list')

    flow.actor.send({ type: 'ways.retry' })
    expect(flow.actor.getSnapshot().value).toBe('loadingWays')
    expect(flow.calls.loadRepaymentWays.calls).toHaveLength(2)
    await choosing(flow)
  })

  it('says "error" when the card list failed for lack of network', async () => {
    const flow = start()
    flow.calls.loadRepaymentWays.reject(offline)
    await flush()
    expect(flow.host.showToast).toHaveBeenCalledExactlyOnceWith({
      notice: { id: 'error.network' },
      tone: 'failure',
    })
  })
})

describe('repayByCard: choosing a way', () => {
  it('toasts "please select payment bank card first" when Pay is tapped without a card', async () => {
    const flow = start()
    await choosing(flow)
    flow.actor.send({ type: 'payment.submit' })
    expect(flow.actor.getSnapshot().value).toBe('choosingWay')
    expect(flow.host.showToast).toHaveBeenCalledExactlyOnceWith(selectCardFirst)
    expect(flow.calls.commitRepayment.calls).toHaveLength(0)
    expect(flow.calls.payByWallet.calls).toHaveLength(0)
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
    expect(flow.host.showToast).toHaveBeenCalledExactlyOnceWith(selectCardFirst)
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
    expect(flow.host.showToast).not.toHaveBeenCalled()
  })

  it('on Android without a code: closes the native dialog, then opens the borrow detail', async () => {
    const flow = start(androidInput)
    await payWithCard(flow)
    flow.calls.commitRepayment.resolve(noCodeNeeded)
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('paid')
    expect(flow.actor.getSnapshot().status).toBe('done')
    expect(flow.host.closeRepayDialog).toHaveBeenCalledOnce()
    expect(flow.host.openBorrowDetail).toHaveBeenCalledExactlyOnceWith({ orderId: androidInput.orderId })
    expect(flow.host.closeRepayDialog.mock.invocationCallOrder[0]).toBeLessThan(
      flow.host.openBorrowDetail.mock.invocationCallOrder[0] ?? 0,
    )
    expect(flow.calls.confirmRepayment.calls).toHaveLength(0)
  })

  it('on iOS without a code: opens the borrow detail and leaves the (absent) native dialog alone', async () => {
    const flow = start(iosInput)
    await payWithCard(flow)
    flow.calls.commitRepayment.resolve(noCodeNeeded)
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('paid')
    expect(flow.host.closeRepayDialog).not.toHaveBeenCalled()
    expect(flow.host.openBorrowDetail).toHaveBeenCalledExactlyOnceWith({ orderId: iosInput.orderId })
  })

  it.each(payFailures)(
    'a commit failure ($name) toasts "$text" and lets the borrower choose again',
    async ({ error, notice, text }) => {
      const flow = start()
      await payWithCard(flow)
      flow.calls.commitRepayment.reject(error)
      await flush()
      expect(flow.actor.getSnapshot().value).toBe('choosingWay')
      expect(flow.actor.getSnapshot().context.selected).toEqual({ kind: 'card', cardId: bdo.id })
      expect(flow.host.showToast).toHaveBeenCalledExactlyOnceWith({ notice, tone: 'failure' })
      expect(noticeText(notice)).toBe(text)
      expect(flow.host.openBorrowDetail).not.toHaveBeenCalled()
    },
  )
})

describe('repayByCard: SMS verification', () => {
  it('shows the code entry with a 60 s countdown that ticks down once a second', async () => {
    const flow = start()
    await enteringCode(flow)
    const context = () => flow.actor.getSnapshot().context
    expect(context().secondsLeft).toBe(60)
    expect(context().repayRecordId).toBe('rr-1')
    expect(context().code).toBe('')
    expect(flow.actor.getSnapshot().can({ type: 'code.resend' })).toBe(false)
    await vi.advanceTimersByTimeAsync(999)
    expect(context().secondsLeft).toBe(60)
    await vi.advanceTimersByTimeAsync(1)
    expect(context().secondsLeft).toBe(59)
    await vi.advanceTimersByTimeAsync(1000)
    expect(context().secondsLeft).toBe(58)
    expect(flow.host.closeRepayDialog).not.toHaveBeenCalled()
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

  it('resends with sendMsg 1, keeps the new record id and restarts the countdown', async () => {
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
    expect(flow.actor.getSnapshot().context.repayRecordId).toBe('rr-2')
    await vi.advanceTimersByTimeAsync(1000)
    expect(flow.actor.getSnapshot().context.secondsLeft).toBe(59)
    await vi.advanceTimersByTimeAsync(58_999)
    expect(flow.actor.getSnapshot().matches({ enteringCode: { resend: 'coolingDown' } })).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(flow.actor.getSnapshot().matches({ enteringCode: { resend: 'ready' } })).toBe(true)
  })

  it('keeps the first record id when the resend answers without one', async () => {
    const flow = start()
    await enteringCode(flow)
    await vi.advanceTimersByTimeAsync(60_000)
    flow.actor.send({ type: 'code.resend' })
    flow.calls.resendCode.resolve({ needsCode: true, repayRecordId: '' })
    await flush()
    expect(flow.actor.getSnapshot().context.repayRecordId).toBe('rr-1')
  })

  it('a failed resend toasts the failure and makes resend ready again', async () => {
    const flow = start()
    await enteringCode(flow)
    await vi.advanceTimersByTimeAsync(60_000)
    flow.actor.send({ type: 'code.resend' })
    flow.calls.resendCode.reject(offline)
    await flush()
    expect(flow.actor.getSnapshot().matches({ enteringCode: { resend: 'ready', entry: 'editing' } })).toBe(
      true,
    )
    expect(flow.host.showToast).toHaveBeenCalledExactlyOnceWith({
      notice: { id: 'error.network' },
      tone: 'failure',
    })
  })

  it('refuses a code shorter than 6 digits with "please enter the correct verification code"', async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.change', value: '12345' })
    flow.actor.send({ type: 'code.submit' })
    expect(flow.actor.getSnapshot().matches({ enteringCode: { entry: 'editing' } })).toBe(true)
    expect(flow.host.showToast).toHaveBeenCalledExactlyOnceWith(codeTooShort)
    expect(noticeText(codeTooShort.notice)).toBe('please enter the correct verification code')
    expect(flow.calls.confirmRepayment.calls).toHaveLength(0)
  })

  it('keeps digits only, at most 8 of them', async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.change', value: '12-34 5' })
    expect(flow.actor.getSnapshot().context.code).toBe('12345')
    flow.actor.send({ type: 'code.submit' })
    expect(flow.host.showToast).toHaveBeenCalledExactlyOnceWith(codeTooShort)
    flow.actor.send({ type: 'code.change', value: 'Your code is 1234567890' })
    expect(flow.actor.getSnapshot().context.code).toBe('12345678')
  })

  it('confirms with the order, the code and the record id, then opens the borrow detail', async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.change', value: '654321' })
    flow.actor.send({ type: 'code.submit' })
    expect(flow.actor.getSnapshot().matches({ enteringCode: { entry: 'confirming' } })).toBe(true)
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(flow.calls.confirmRepayment.calls.map((c) => c.input)).toEqual([
      { orderId: androidInput.orderId, verifyCode: '654321', repaymentRecordId: 'rr-1' },
    ])
    flow.calls.confirmRepayment.resolve()
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('paid')
    expect(flow.host.openBorrowDetail).toHaveBeenCalledExactlyOnceWith({ orderId: androidInput.orderId })
    // The native dialog is closed only on the no-code branch.
    expect(flow.host.closeRepayDialog).not.toHaveBeenCalled()
    expect(flow.host.showToast).not.toHaveBeenCalled()
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

  it.each(payFailures)(
    'a confirm failure ($name) toasts "$text" and keeps the entry open',
    async ({ error, notice, text }) => {
      const flow = start()
      await enteringCode(flow)
      flow.actor.send({ type: 'code.change', value: '123456' })
      flow.actor.send({ type: 'code.submit' })
      flow.calls.confirmRepayment.reject(error)
      await flush()
      expect(
        flow.actor.getSnapshot().matches({ enteringCode: { resend: 'coolingDown', entry: 'editing' } }),
      ).toBe(true)
      expect(flow.actor.getSnapshot().context.code).toBe('123456')
      expect(flow.host.showToast).toHaveBeenCalledExactlyOnceWith({ notice, tone: 'failure' })
      expect(noticeText(notice)).toBe(text)
      expect(flow.host.openBorrowDetail).not.toHaveBeenCalled()
    },
  )

  it('code.cancel returns to choosing, clears the code and stops the countdown', async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.change', value: '123' })
    await vi.advanceTimersByTimeAsync(3000)
    expect(flow.actor.getSnapshot().context.secondsLeft).toBe(57)
    flow.actor.send({ type: 'code.cancel' })
    expect(flow.actor.getSnapshot().value).toBe('choosingWay')
    expect(flow.actor.getSnapshot().context.code).toBe('')
    expect(flow.actor.getSnapshot().context.selected).toEqual({ kind: 'card', cardId: bdo.id })
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(flow.actor.getSnapshot().value).toBe('choosingWay')
    expect(flow.actor.getSnapshot().context.secondsLeft).toBe(57)
    // Paying again commits again and starts a fresh 60 s countdown.
    flow.actor.send({ type: 'payment.submit' })
    expect(flow.calls.commitRepayment.calls).toHaveLength(2)
    flow.calls.commitRepayment.resolve(needsCode)
    await flush()
    expect(flow.actor.getSnapshot().context.secondsLeft).toBe(60)
  })

  it('cannot be cancelled while the code is being confirmed: a payment the server took is never hidden', async () => {
    const flow = start()
    await enteringCode(flow)
    flow.actor.send({ type: 'code.change', value: '123456' })
    flow.actor.send({ type: 'code.submit' })
    flow.actor.send({ type: 'code.cancel' })
    await flush()
    expect(flow.calls.confirmRepayment.calls.map((c) => c.status)).toEqual(['pending'])
    expect(flow.actor.getSnapshot().matches({ enteringCode: { entry: 'confirming' } })).toBe(true)
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
    expect(flow.host.openWalletCheckout).toHaveBeenCalledExactlyOnceWith({ url: walletUrl })
    expect(flow.host.openBorrowDetail).not.toHaveBeenCalled()
  })

  it('a wallet failure toasts the server message and lets the borrower choose again', async () => {
    const flow = start()
    await choosing(flow)
    flow.actor.send({ type: 'wallet.select' })
    flow.actor.send({ type: 'payment.submit' })
    flow.calls.payByWallet.reject(declined)
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('choosingWay')
    expect(flow.host.showToast).toHaveBeenCalledExactlyOnceWith(failureToast(declined))
    expect(flow.host.openWalletCheckout).not.toHaveBeenCalled()
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

describe('payFailureNotice', () => {
  it.each(payFailures)('$name → $text', ({ error, notice, text }) => {
    expect(payFailureNotice(error)).toEqual(notice)
    expect(noticeText(payFailureNotice(error))).toBe(text)
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

  it('reads "failed to query card list" and "error"', () => {
    expect(noticeText(cardListFailureNotice({ kind: 'http' }))).toBe('failed to query card list')
    expect(noticeText(cardListFailureNotice({ kind: 'network' }))).toBe('error')
  })
})
