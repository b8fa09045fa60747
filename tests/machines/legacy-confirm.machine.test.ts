import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { legacyConfirmMachine } from '../../machines/legacy-confirm.machine.ts'
import type { LegacyConfirmData, LegacyConfirmInput } from '../../machines/legacy-confirm.types.ts'
import type {
  Application,
  JumpInput,
  PushCheckInput,
  PushInput,
  PushResult,
  SubmittedLoan,
} from '../../machines/loan-offer.ts'
import type { ToastParams } from '../../machines/shared/notice.ts'
import { CHECK_BACKOFF_MS, type CheckOutcome } from '../../machines/shared/submission.ts'
import { noticeText } from '../../src/i18n/messages.ts'
import { createControllable } from '../model/harness.ts'
import {
  agreementUrl,
  answerLost,
  attachUrl,
  foundOrderId,
  input,
  notSent,
  offline,
  pushedTerms,
  refused,
  rupeesNoPromo,
  serverBusy,
  withPromo,
} from '../model/legacy-confirm.fixtures.ts'

/** Everything the flow asks of the host, in order. */
type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'openAgreement'; params: { url: string } }
  | { type: 'openAttachUrl'; params: { url: string } }
  | { type: 'openOrder'; params: { productId: string; orderId: string } }
  | { type: 'openCustomerService' }

/** The flow with every call replaced by a stub the test settles, and every host effect recorded. */
function start(startInput: LegacyConfirmInput = input) {
  const calls = {
    loadConfirm: createControllable<LegacyConfirmData, { productId: string }>('loadConfirm'),
    jumpToAgreement: createControllable<string, JumpInput>('jumpToAgreement'),
    submitLoan: createControllable<PushResult, PushInput>('submitLoan'),
    checkLoanPush: createControllable<CheckOutcome<SubmittedLoan>, PushCheckInput>('checkLoanPush'),
  }
  const effects: Effect[] = []
  const remembered: Application[] = []
  const actor = createActor(
    legacyConfirmMachine.provide({
      actors: {
        loadConfirm: calls.loadConfirm.logic,
        jumpToAgreement: calls.jumpToAgreement.logic,
        submitLoan: calls.submitLoan.logic,
        checkLoanPush: calls.checkLoanPush.logic,
      },
      actions: {
        showToast: (_, params) => void effects.push({ type: 'showToast', params }),
        rememberSubmission: (_, params) => void remembered.push(params),
        openAgreement: (_, params) => void effects.push({ type: 'openAgreement', params }),
        openAttachUrl: (_, params) => void effects.push({ type: 'openAttachUrl', params }),
        openOrder: (_, params) => void effects.push({ type: 'openOrder', params }),
        openCustomerService: () => void effects.push({ type: 'openCustomerService' }),
      },
    }),
    { input: startInput },
  )
  actor.start()
  return { actor, calls, effects, remembered }
}

type Flow = ReturnType<typeof start>

/** Lets settled promises reach the actor (the clock does not move). */
const flush = () => vi.advanceTimersByTimeAsync(0)

async function loaded(flow: Flow, data: LegacyConfirmData = withPromo) {
  flow.calls.loadConfirm.resolve(data)
  await flush()
  expect(flow.actor.getSnapshot().matches('ready')).toBe(true)
}

/** Ready with the popup closed: the page itself is in front. */
async function onPage(flow: Flow) {
  await loaded(flow)
  flow.actor.send({ type: 'promo.close' })
  expect(flow.actor.getSnapshot().value).toEqual({ ready: { promo: 'closed', submission: 'idle' } })
}

const failure = (text: string): ToastParams => ({ notice: { text }, tone: 'failure' })

const pushInput = (data: LegacyConfirmData): PushInput => ({
  productId: input.productId,
  amount: data.offer.amount,
  periods: data.offer.periods,
  termUnit: data.offer.termUnit,
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('legacyConfirm: loading', () => {
  it('loads the offer of the product, busy, then shows it with the promotional popup in front', async () => {
    const flow = start()
    expect(flow.actor.getSnapshot().value).toBe('loading')
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(flow.calls.loadConfirm.calls.map((c) => c.input)).toEqual([{ productId: input.productId }])
    await loaded(flow)
    const s = flow.actor.getSnapshot()
    expect(s.value).toEqual({ ready: { promo: 'shown', submission: 'idle' } })
    expect(s.hasTag('busy')).toBe(false)
    expect(s.context.data).toEqual(withPromo)
    expect(flow.effects).toEqual([])
  })

  it('an offer without a popup image shows no popup', async () => {
    const flow = start()
    await loaded(flow, rupeesNoPromo)
    expect(flow.actor.getSnapshot().value).toEqual({ ready: { promo: 'none', submission: 'idle' } })
    expect(flow.actor.getSnapshot().can({ type: 'promo.close' })).toBe(false)
  })

  it("a failed load toasts the server's message and offers a retry that loads again", async () => {
    const flow = start()
    flow.calls.loadConfirm.reject(serverBusy)
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('loadFailed')
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(flow.effects).toEqual([{ type: 'showToast', params: failure('Server busy, try later') }])
    // Nothing on the page can be submitted or opened while the offer is unknown.
    for (const event of [{ type: 'loan.submit' }, { type: 'agreement.open', position: 0 }] as const)
      expect(flow.actor.getSnapshot().can(event)).toBe(false)

    flow.actor.send({ type: 'confirm.retry' })
    expect(flow.actor.getSnapshot().value).toBe('loading')
    expect(flow.calls.loadConfirm.calls).toHaveLength(2)
    await loaded(flow)
  })

  it('a network failure reads as the catalogue\'s "error" message', async () => {
    const flow = start()
    flow.calls.loadConfirm.reject(offline)
    await flush()
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'error.network' }, tone: 'failure' } },
    ])
  })

  it('a failure that is not a call failure falls back to "Processing failed."', async () => {
    const flow = start()
    flow.calls.loadConfirm.reject(new Error('boom'))
    await flush()
    const [toast] = flow.effects
    expect(toast?.type === 'showToast' && noticeText(toast.params.notice)).toBe('Processing failed.')
  })
})

describe('legacyConfirm: the promotional popup', () => {
  it('Close closes it without submitting anything', async () => {
    const flow = start()
    await onPage(flow)
    expect(flow.calls.submitLoan.calls).toHaveLength(0)
    expect(flow.actor.getSnapshot().can({ type: 'promo.close' })).toBe(false)
  })

  it('its image (promo.review) closes the popup and leads to the statement: nothing is submitted', async () => {
    const flow = start()
    await loaded(flow)
    flow.actor.send({ type: 'promo.review' })
    const s = flow.actor.getSnapshot()
    expect(s.value).toEqual({ ready: { promo: 'reviewing', submission: 'idle' } })
    expect(flow.calls.submitLoan.calls).toHaveLength(0)
    expect(flow.effects).toEqual([])
    // One explicit confirmation: the button.
    flow.actor.send({ type: 'loan.submit' })
    expect(flow.actor.getSnapshot().value).toEqual({
      ready: { promo: 'reviewing', submission: 'submitting' },
    })
    flow.calls.submitLoan.resolve({ nextUrl: attachUrl })
    await flush()
    expect(flow.calls.submitLoan.calls.map((c) => c.input)).toEqual([pushInput(withPromo)])
    expect(flow.effects).toEqual([{ type: 'openAttachUrl', params: { url: attachUrl } }])
  })

  it('nothing submits while the popup shows: a submission then is ignored', async () => {
    // Not reachable through the page (the popup is modal), but the rule holds in the machine.
    const flow = start()
    await loaded(flow)
    expect(flow.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(false)
    flow.actor.send({ type: 'loan.submit' })
    expect(flow.actor.getSnapshot().value).toEqual({ ready: { promo: 'shown', submission: 'idle' } })
    expect(flow.calls.submitLoan.calls).toHaveLength(0)
  })
})

describe('legacyConfirm: agreements', () => {
  it('opening one asks where it is (busy), then opens it and lets the borrower go on', async () => {
    const flow = start()
    await onPage(flow)
    flow.actor.send({ type: 'agreement.open', position: 1 })
    expect(flow.actor.getSnapshot().value).toEqual({
      ready: { promo: 'closed', submission: 'openingAgreement' },
    })
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(flow.calls.jumpToAgreement.calls.map((c) => c.input)).toEqual([
      { productId: input.productId, orderId: input.orderId, position: 1 },
    ])
    // One at a time, and no submission meanwhile.
    expect(flow.actor.getSnapshot().can({ type: 'agreement.open', position: 0 })).toBe(false)
    expect(flow.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(false)

    flow.calls.jumpToAgreement.resolve(agreementUrl)
    await flush()
    expect(flow.actor.getSnapshot().value).toEqual({ ready: { promo: 'closed', submission: 'idle' } })
    expect(flow.effects).toEqual([{ type: 'openAgreement', params: { url: agreementUrl } }])
  })

  it("a failed jump toasts the server's message and stays on the offer", async () => {
    const flow = start()
    await onPage(flow)
    flow.actor.send({ type: 'agreement.open', position: 0 })
    flow.calls.jumpToAgreement.reject(serverBusy)
    await flush()
    expect(flow.actor.getSnapshot().value).toEqual({ ready: { promo: 'closed', submission: 'idle' } })
    expect(flow.actor.getSnapshot().context.data).toEqual(withPromo)
    expect(flow.effects).toEqual([{ type: 'showToast', params: failure('Server busy, try later') }])
  })

  it.each([-1, 2, 0.5, Number.NaN])(
    'ignores an agreement position that is not listed (%s)',
    async (position) => {
      const flow = start()
      await onPage(flow)
      expect(flow.actor.getSnapshot().can({ type: 'agreement.open', position })).toBe(false)
      flow.actor.send({ type: 'agreement.open', position })
      expect(flow.calls.jumpToAgreement.calls).toHaveLength(0)
    },
  )
})

describe('legacyConfirm: submitting', () => {
  it('the button sends depush with the offer and replaces the page with the attach URL', async () => {
    const flow = start()
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    expect(flow.actor.getSnapshot().value).toEqual({ ready: { promo: 'closed', submission: 'submitting' } })
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(flow.calls.submitLoan.calls.map((c) => c.input)).toEqual([pushInput(withPromo)])
    flow.calls.submitLoan.resolve({ nextUrl: attachUrl })
    await flush()
    const s = flow.actor.getSnapshot()
    expect(s.matches({ ready: { submission: 'submitted' } })).toBe(true)
    expect(s.hasTag('busy')).toBe(false)
    expect(flow.effects).toEqual([{ type: 'openAttachUrl', params: { url: attachUrl } }])
  })

  it('submits the rupee offer with its own amount, without a popup in the way', async () => {
    const flow = start()
    await loaded(flow, rupeesNoPromo)
    flow.actor.send({ type: 'loan.submit' })
    expect(flow.calls.submitLoan.calls.map((c) => c.input)).toEqual([pushInput(rupeesNoPromo)])
    expect(flow.actor.getSnapshot().value).toEqual({ ready: { promo: 'none', submission: 'submitting' } })
  })

  it('a double tap, or the image then the button, sends one push', async () => {
    const flow = start()
    await loaded(flow)
    flow.actor.send({ type: 'promo.review' })
    flow.actor.send({ type: 'promo.review' })
    flow.actor.send({ type: 'loan.submit' })
    flow.actor.send({ type: 'loan.submit' })
    expect(flow.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(false)
    flow.actor.send({ type: 'loan.submit' })
    expect(flow.calls.submitLoan.calls).toHaveLength(1)
    flow.calls.submitLoan.resolve({ nextUrl: attachUrl })
    await flush()
    // Submitted: later taps send nothing and the page is not replaced again.
    flow.actor.send({ type: 'loan.submit' })
    flow.actor.send({ type: 'agreement.open', position: 0 })
    expect(flow.calls.submitLoan.calls).toHaveLength(1)
    expect(flow.calls.jumpToAgreement.calls).toHaveLength(0)
    expect(flow.effects.filter((e) => e.type === 'openAttachUrl')).toHaveLength(1)
  })

  it("a refused submission shows the server's message and keeps the page to try again", async () => {
    const flow = start()
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    flow.calls.submitLoan.reject(refused)
    await flush()
    const s = flow.actor.getSnapshot()
    expect(s.value).toEqual({ ready: { promo: 'closed', submission: 'idle' } })
    expect(s.context.data).toEqual(withPromo)
    expect(flow.effects).toEqual([
      { type: 'showToast', params: failure('This offer is no longer available for your account.') },
    ])
    expect(flow.effects.some((e) => e.type === 'openAttachUrl')).toBe(false)

    // The borrower may submit again, once.
    flow.actor.send({ type: 'loan.submit' })
    flow.actor.send({ type: 'loan.submit' })
    expect(flow.calls.submitLoan.calls).toHaveLength(2)
  })

  it('a submission after the picture led to the statement that fails leaves the page usable', async () => {
    const flow = start()
    await loaded(flow)
    flow.actor.send({ type: 'promo.review' })
    flow.actor.send({ type: 'loan.submit' })
    flow.calls.submitLoan.reject(notSent)
    await flush()
    expect(flow.actor.getSnapshot().value).toEqual({ ready: { promo: 'reviewing', submission: 'idle' } })
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'error.offline' }, tone: 'failure' } },
    ])
    expect(flow.actor.getSnapshot().can({ type: 'agreement.open', position: 0 })).toBe(true)
  })
})

describe('legacyConfirm: what was applied for is remembered when the lender accepts it (decision 028)', () => {
  const application = {
    productId: input.productId,
    productName: 'PesoFlex',
    amount: 500_000,
    netProceeds: 470_000,
    totalRepay: 531_850,
    termDays: 91,
    firstDueDate: '2026-12-05',
    account: 'GCash •••• 4321',
    pesos: true,
  }

  it('accepted (with or without a page to open): remembered once, with the offer’s figures', async () => {
    for (const nextUrl of [attachUrl, null]) {
      const flow = start()
      await onPage(flow)
      flow.actor.send({ type: 'loan.submit' })
      expect(flow.remembered).toEqual([])
      flow.calls.submitLoan.resolve({ nextUrl })
      await flush()
      expect(flow.remembered).toEqual([application])
    }
  })

  it('found by the check: remembered; refused or not done: not', async () => {
    const flow = start()
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    flow.calls.submitLoan.reject(serverBusy)
    await flush()
    expect(flow.remembered).toEqual([])
    flow.actor.send({ type: 'loan.submit' })
    flow.calls.submitLoan.reject(answerLost)
    await flush()
    flow.calls.checkLoanPush.resolve({ outcome: 'notDone' })
    await flush()
    expect(flow.remembered).toEqual([])
    flow.actor.send({ type: 'loan.submit' })
    flow.calls.submitLoan.reject(answerLost)
    await flush()
    flow.calls.checkLoanPush.resolve({ outcome: 'done', result: { orderId: foundOrderId } })
    await flush()
    expect(flow.remembered).toEqual([application])
  })

  it('an offer in rupees is marked so (the record carries pesos only)', async () => {
    const flow = start()
    await loaded(flow, rupeesNoPromo)
    flow.actor.send({ type: 'loan.submit' })
    flow.calls.submitLoan.resolve({ nextUrl: null })
    await flush()
    expect(flow.remembered).toMatchObject([{ pesos: false, amount: 1_234_567, netProceeds: null }])
  })
})

describe('legacyConfirm: a depush the lender accepted is submitted, whatever it names next', () => {
  it('accepted with no page the app opens: submitted, nothing opened, the button never again', async () => {
    const flow = start()
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    flow.calls.submitLoan.resolve({ nextUrl: null })
    await flush()
    const s = flow.actor.getSnapshot()
    expect(s.matches({ ready: { submission: 'submitted' } })).toBe(true)
    expect(s.context.submitted).toEqual({ orderId: '' })
    expect(flow.effects).toEqual([])
    expect(s.can({ type: 'loan.submit' })).toBe(false)
    flow.actor.send({ type: 'loan.submit' })
    flow.actor.send({ type: 'order.open' })
    expect(flow.calls.submitLoan.calls).toHaveLength(1)
    expect(flow.effects).toEqual([{ type: 'openOrder', params: { productId: input.productId, orderId: '' } }])
  })
})

describe('legacyConfirm: a depush whose answer was lost (decision 022)', () => {
  async function lost(flow: Flow) {
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    flow.calls.submitLoan.reject(answerLost)
    await flush()
  }

  it('is checked with the submitted terms and the backoff; no toast, the button away', async () => {
    const flow = start()
    await lost(flow)
    const s = flow.actor.getSnapshot()
    expect(s.value).toEqual({ ready: { promo: 'closed', submission: 'checkingOutcome' } })
    expect(s.hasTag('busy')).toBe(true)
    expect(s.can({ type: 'loan.submit' })).toBe(false)
    expect(flow.effects).toEqual([])
    expect(flow.calls.checkLoanPush.calls.map((c) => c.input)).toEqual([
      { ...pushedTerms, delaysMs: CHECK_BACKOFF_MS },
    ])
  })

  it('a network failure after sending is checked too', async () => {
    const flow = start()
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    flow.calls.submitLoan.reject(offline)
    await flush()
    expect(flow.actor.getSnapshot().matches({ ready: { submission: 'checkingOutcome' } })).toBe(true)
  })

  it('done: submitted, and the way leads to the order found', async () => {
    const flow = start()
    await lost(flow)
    flow.calls.checkLoanPush.resolve({ outcome: 'done', result: { orderId: foundOrderId } })
    await flush()
    expect(flow.actor.getSnapshot().matches({ ready: { submission: 'submitted' } })).toBe(true)
    flow.actor.send({ type: 'order.open' })
    expect(flow.effects).toEqual([
      { type: 'openOrder', params: { productId: input.productId, orderId: foundOrderId } },
    ])
  })

  it('not done: "It did not go through", and the button submits again', async () => {
    const flow = start()
    await lost(flow)
    flow.calls.checkLoanPush.resolve({ outcome: 'notDone' })
    await flush()
    expect(flow.actor.getSnapshot().matches({ ready: { submission: 'idle' } })).toBe(true)
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'submission.notDone' }, tone: 'failure' } },
    ])
    flow.actor.send({ type: 'loan.submit' })
    expect(flow.calls.submitLoan.calls.map((c) => c.input)).toEqual([pushedTerms, pushedTerms])
  })

  it('unknown after the checks (or a failing check): Check again, customer service; never the button', async () => {
    const flow = start()
    await lost(flow)
    flow.calls.checkLoanPush.resolve({ outcome: 'pending' })
    await flush()
    expect(flow.actor.getSnapshot().matches({ ready: { submission: 'outcomeUnknown' } })).toBe(true)
    expect(flow.actor.getSnapshot().can({ type: 'loan.submit' })).toBe(false)
    flow.actor.send({ type: 'service.open' })
    flow.actor.send({ type: 'outcome.check' })
    expect(flow.actor.getSnapshot().matches({ ready: { submission: 'checkingOutcome' } })).toBe(true)
    flow.calls.checkLoanPush.reject(new Error('no answer'))
    await flush()
    expect(flow.actor.getSnapshot().matches({ ready: { submission: 'outcomeUnknown' } })).toBe(true)
    expect(flow.effects).toEqual([{ type: 'openCustomerService' }])
    expect(flow.calls.submitLoan.calls).toHaveLength(1)
  })
})

describe('legacyConfirm: resuming after a reload, Back/Forward or the host reopening the page', () => {
  it('a depush in flight or unknown is checked once the offer is shown, never sent again', async () => {
    const flow = start({ ...input, inFlight: pushedTerms })
    await loaded(flow)
    // The promotional popup would offer the loan again: not while it is checked.
    expect(flow.actor.getSnapshot().value).toEqual({
      ready: { promo: 'none', submission: 'checkingOutcome' },
    })
    expect(flow.calls.checkLoanPush.calls.map((c) => c.input)).toEqual([
      { ...pushedTerms, delaysMs: CHECK_BACKOFF_MS },
    ])
    expect(flow.calls.submitLoan.calls).toHaveLength(0)
  })

  it('a loan the page submitted is shown submitted, without the popup that offers it; nothing is sent', async () => {
    const flow = start({ ...input, submitted: { orderId: '' } })
    await loaded(flow)
    expect(flow.actor.getSnapshot().value).toEqual({ ready: { promo: 'none', submission: 'submitted' } })
    flow.actor.send({ type: 'loan.submit' })
    expect(flow.calls.submitLoan.calls).toHaveLength(0)
  })
})
