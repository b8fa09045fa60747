import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { disclosureOf } from '../../machines/disclosure.ts'
import { loanConfirmMachine, RETENTION_POP_TYPE } from '../../machines/loan-confirm.machine.ts'
import type {
  ConfirmData,
  LoanConfirmEvent,
  LoanConfirmInput,
  LoanOffer,
} from '../../machines/loan-confirm.types.ts'
import type {
  Application,
  JumpInput,
  PushCheckInput,
  PushInput,
  PushResult,
  SubmittedLoan,
} from '../../machines/loan-offer.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { CHECK_BACKOFF_MS, type CheckOutcome } from '../../machines/shared/submission.ts'
import { createControllable } from '../model/harness.ts'

/**
 * The loan confirmation v3 flow (machines/loan-confirm.machine.ts) with every call replaced by a stub
 * the test settles, and every host effect recorded. The real calls and payloads are tested in
 * tests/screens/loan-confirm.impl.test.ts.
 */

/** Everything the flow asks of the host, in order. */
type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'closeWebview' }
  | { type: 'trackConfirm'; params: { productId: string } }
  | { type: 'openAgreement'; params: { url: string } }
  | { type: 'openLendDetails'; params: { url: string } }
  | { type: 'openOrder'; params: { productId: string; orderId: string } }
  | { type: 'openCustomerService' }

const androidInput: LoanConfirmInput = {
  productId: 'P-77',
  orderId: 'BYD20261105000017',
  byPeriod: false,
  isIos: false,
}
const iosInput: LoanConfirmInput = { ...androidInput, isIos: true }

const offer: LoanOffer = {
  productName: 'Bayad Cash',
  productLogo: 'https://cdn.bayad.test/logo.png',
  amount: 500000,
  periods: '3',
  termUnit: '30',
  rateDescription: '0.05% per day',
  firstPayTime: '2026-12-21',
  firstPeriodDay: '30',
  details: [{ text: 'Service fee', value: '₱100.00' }],
  plans: [
    { title: 'Period 1', description: 'Principal and interest', amount: 170000, payTime: '2026-12-21' },
  ],
  popType: '0',
  popTitle: 'Point out',
  popContent: 'Your loan is almost ready. Leave anyway?',
  popAgreementUrl: '',
  disclosure: disclosureOf(
    {
      amount: 500000,
      fees: [{ name: 'Service fee', amount: 10000 }],
      interest: null,
      netProceeds: null,
      monthlyRate: null,
      payments: [{ date: '2026-12-21', amount: 170000 }],
    },
    new Date('2026-11-21T02:00:00Z'),
  ),
  receivingAccount: 'GCash •••• 4321',
}
const agreements = [{ title: 'Loan agreement' }, { title: 'Privacy notice' }]
const data: ConfirmData = { offer, agreements }
const withOffer = (changes: Partial<LoanOffer>): ConfirmData => ({
  offer: { ...offer, ...changes },
  agreements,
})

const agreementUrl = 'https://docs.bayad.test/contract/1'
const lendDetailsUrl = 'https://lender.example/details/9?from=confirm'
const rejected: CallFailure = { kind: 'rejected', code: '1', message: 'The offer has expired' }

function start(input: LoanConfirmInput = androidInput) {
  const calls = {
    loadConfirm: createControllable<ConfirmData, { productId: string }>('loadConfirm'),
    jumpToAgreement: createControllable<string, JumpInput>('jumpToAgreement'),
    pushLoan: createControllable<PushResult, PushInput>('pushLoan'),
    checkLoanPush: createControllable<CheckOutcome<SubmittedLoan>, PushCheckInput>('checkLoanPush'),
  }
  const effects: Effect[] = []
  const host = {
    effects,
    of: <T extends Effect['type']>(type: T) =>
      effects.filter((e): e is Extract<Effect, { type: T }> => e.type === type),
  }
  const closeWebview = vi.fn(() => void effects.push({ type: 'closeWebview' }))
  const remembered: Application[] = []
  const actor = createActor(
    loanConfirmMachine.provide({
      actors: {
        loadConfirm: calls.loadConfirm.logic,
        jumpToAgreement: calls.jumpToAgreement.logic,
        pushLoan: calls.pushLoan.logic,
        checkLoanPush: calls.checkLoanPush.logic,
      },
      actions: {
        showToast: (_, params) => void effects.push({ type: 'showToast', params }),
        closeWebview,
        trackConfirm: (_, params) => void effects.push({ type: 'trackConfirm', params }),
        rememberSubmission: (_, params) => void remembered.push(params),
        openAgreement: (_, params) => void effects.push({ type: 'openAgreement', params }),
        openLendDetails: (_, params) => void effects.push({ type: 'openLendDetails', params }),
        openOrder: (_, params) => void effects.push({ type: 'openOrder', params }),
        openCustomerService: () => void effects.push({ type: 'openCustomerService' }),
      },
    }),
    { input },
  )
  actor.start()
  return { actor, calls, host, closeWebview, remembered }
}

type Flow = ReturnType<typeof start>

/** Lets settled promises reach the actor (the clock does not move). */
const flush = () => vi.advanceTimersByTimeAsync(0)

const send = (flow: Flow, event: LoanConfirmEvent) => flow.actor.send(event)
const snap = (flow: Flow) => flow.actor.getSnapshot()

async function ready(flow: Flow, loaded: ConfirmData = data) {
  flow.calls.loadConfirm.resolve(loaded)
  await flush()
  expect(snap(flow).matches('ready')).toBe(true)
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('loanConfirm: loading', () => {
  it('asks for the offer of the product, shows busy, then shows it with the agreement checked', async () => {
    const flow = start()
    expect(snap(flow).value).toBe('loading')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.calls.loadConfirm.calls.map((c) => c.input)).toEqual([{ productId: androidInput.productId }])
    await ready(flow)
    const s = snap(flow)
    expect(s.context.data).toEqual(data)
    expect(s.hasTag('busy')).toBe(false)
    expect(
      s.matches({
        ready: { agreement: 'checked', submission: 'idle', agreementPopup: 'none', retention: 'hidden' },
      }),
    ).toBe(true)
    expect(flow.host.effects).toEqual([])
  })

  it('keeps the input in the context', () => {
    const flow = start({ ...iosInput, byPeriod: true })
    expect(snap(flow).context).toEqual({
      ...iosInput,
      byPeriod: true,
      data: null,
      pushed: null,
      submitted: null,
    })
  })

  it('a failed load toasts the server message (failure tone) and offers a retry that loads again', async () => {
    const flow = start()
    flow.calls.loadConfirm.reject(rejected)
    await flush()
    expect(snap(flow).value).toBe('loadFailed')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.host.effects).toEqual([
      { type: 'showToast', params: { notice: { text: 'The offer has expired' }, tone: 'failure' } },
    ])
    send(flow, { type: 'confirm.retry' })
    expect(snap(flow).value).toBe('loading')
    expect(flow.calls.loadConfirm.calls).toHaveLength(2)
    await ready(flow)
  })

  it.each([
    ['network', { kind: 'network' }, { id: 'error.network' }],
    ['malformed', { kind: 'malformed' }, { id: 'error.malformed' }],
    ['not a call failure', new Error('boom'), { id: 'error.processingFailed' }],
  ])('a failed load (%s) toasts %j', async (_what, error, notice) => {
    const flow = start()
    flow.calls.loadConfirm.reject(error)
    await flush()
    expect(snap(flow).value).toBe('loadFailed')
    expect(flow.host.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
  })

  it('confirm.retry means nothing once the offer is shown', async () => {
    const flow = start()
    await ready(flow)
    expect(snap(flow).can({ type: 'confirm.retry' })).toBe(false)
    send(flow, { type: 'confirm.retry' })
    expect(flow.calls.loadConfirm.calls).toHaveLength(1)
  })

  it('nothing but Back is taken while loading: Next, the checkbox and an agreement are ignored', () => {
    const flow = start()
    for (const event of [
      { type: 'loan.submit' },
      { type: 'agreement.toggle' },
      { type: 'agreement.open', position: 0 },
    ] as const) {
      expect(snap(flow).can(event)).toBe(false)
      send(flow, event)
    }
    expect(snap(flow).value).toBe('loading')
    expect(flow.calls.pushLoan.calls).toHaveLength(0)
    expect(flow.calls.jumpToAgreement.calls).toHaveLength(0)
  })
})

describe('loanConfirm: the agreement checkbox', () => {
  it('unchecking refuses Next: nothing is pushed; checking again enables it', async () => {
    const flow = start()
    await ready(flow)
    send(flow, { type: 'agreement.toggle' })
    expect(snap(flow).matches({ ready: { agreement: 'unchecked' } })).toBe(true)
    expect(snap(flow).can({ type: 'loan.submit' })).toBe(false)
    send(flow, { type: 'loan.submit' })
    await flush()
    expect(snap(flow).matches({ ready: { submission: 'idle' } })).toBe(true)
    expect(flow.calls.pushLoan.calls).toHaveLength(0)
    expect(flow.host.effects).toEqual([])

    send(flow, { type: 'agreement.toggle' })
    expect(snap(flow).matches({ ready: { agreement: 'checked' } })).toBe(true)
    expect(snap(flow).can({ type: 'loan.submit' })).toBe(true)
    send(flow, { type: 'loan.submit' })
    expect(snap(flow).matches({ ready: { submission: 'pushing' } })).toBe(true)
    expect(flow.calls.pushLoan.calls).toHaveLength(1)
  })
})

describe('loanConfirm: Next', () => {
  it('pushes the offer once, however often Next is tapped, and shows busy', async () => {
    const flow = start()
    await ready(flow)
    for (let i = 0; i < 5; i++) send(flow, { type: 'loan.submit' })
    await flush()
    expect(snap(flow).matches({ ready: { submission: 'pushing' } })).toBe(true)
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.calls.pushLoan.calls.map((c) => c.input)).toEqual([
      { productId: androidInput.productId, amount: 500000, periods: '3', termUnit: '30' },
    ])
  })

  it('on success tracks the confirm, then replaces the page with the lend details; taps after that push nothing', async () => {
    const flow = start()
    await ready(flow)
    send(flow, { type: 'loan.submit' })
    flow.calls.pushLoan.resolve({ nextUrl: lendDetailsUrl })
    await flush()
    expect(snap(flow).matches({ ready: { submission: 'submitted' } })).toBe(true)
    expect(flow.host.effects).toEqual([
      { type: 'trackConfirm', params: { productId: androidInput.productId } },
      { type: 'openLendDetails', params: { url: lendDetailsUrl } },
    ])
    send(flow, { type: 'loan.submit' })
    send(flow, { type: 'agreement.open', position: 0 })
    await flush()
    expect(flow.calls.pushLoan.calls).toHaveLength(1)
    expect(flow.calls.jumpToAgreement.calls).toHaveLength(0)
    expect(flow.host.effects).toHaveLength(2)
  })

  it('a failure toasts the server text, returns to idle and keeps the checkbox as it was', async () => {
    const flow = start()
    await ready(flow)
    send(flow, { type: 'loan.submit' })
    flow.calls.pushLoan.reject(rejected)
    await flush()
    const s = snap(flow)
    expect(s.matches({ ready: { agreement: 'checked', submission: 'idle' } })).toBe(true)
    expect(s.hasTag('busy')).toBe(false)
    expect(s.context.data).toEqual(data)
    expect(flow.host.effects).toEqual([
      { type: 'showToast', params: { notice: { text: 'The offer has expired' }, tone: 'failure' } },
    ])
    // Next can be tapped again.
    send(flow, { type: 'loan.submit' })
    expect(flow.calls.pushLoan.calls).toHaveLength(2)
  })

  it('a failure after the checkbox was unchecked mid-push keeps it unchecked', async () => {
    const flow = start()
    await ready(flow)
    send(flow, { type: 'loan.submit' })
    send(flow, { type: 'agreement.toggle' })
    flow.calls.pushLoan.reject({ kind: 'http', code: '404' })
    await flush()
    expect(snap(flow).matches({ ready: { agreement: 'unchecked', submission: 'idle' } })).toBe(true)
    expect(flow.host.of('showToast')).toEqual([
      { type: 'showToast', params: { notice: { id: 'error.processingFailed' }, tone: 'failure' } },
    ])
  })

  it('offline (not sent): the offline message, and Next can be tapped again', async () => {
    const flow = start()
    await ready(flow)
    send(flow, { type: 'loan.submit' })
    flow.calls.pushLoan.reject({ kind: 'offline' })
    await flush()
    expect(snap(flow).matches({ ready: { submission: 'idle' } })).toBe(true)
    expect(flow.host.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'error.offline' }, tone: 'failure' } },
    ])
    expect(snap(flow).can({ type: 'loan.submit' })).toBe(true)
  })
})

describe('loanConfirm: a push the lender accepted is submitted, whatever it names next', () => {
  it('accepted with no page the app opens: submitted, tracked, nothing opened, Next never again', async () => {
    const flow = start()
    await ready(flow)
    send(flow, { type: 'loan.submit' })
    flow.calls.pushLoan.resolve({ nextUrl: null })
    await flush()
    const s = snap(flow)
    expect(s.matches({ ready: { submission: 'submitted' } })).toBe(true)
    expect(s.context.submitted).toEqual({ orderId: '' })
    expect(s.hasTag('busy')).toBe(false)
    expect(flow.host.effects).toEqual([
      { type: 'trackConfirm', params: { productId: androidInput.productId } },
    ])
    expect(s.can({ type: 'loan.submit' })).toBe(false)
    send(flow, { type: 'loan.submit' })
    send(flow, { type: 'agreement.toggle' })
    send(flow, { type: 'agreement.toggle' })
    send(flow, { type: 'loan.submit' })
    await flush()
    expect(flow.calls.pushLoan.calls).toHaveLength(1)
    expect(snap(flow).matches({ ready: { submission: 'submitted' } })).toBe(true)
  })

  it('the way to the order: My orders when the order is not known', async () => {
    const flow = start()
    await ready(flow)
    send(flow, { type: 'loan.submit' })
    flow.calls.pushLoan.resolve({ nextUrl: null })
    await flush()
    send(flow, { type: 'order.open' })
    expect(flow.host.of('openOrder')).toEqual([
      { type: 'openOrder', params: { productId: androidInput.productId, orderId: '' } },
    ])
  })

  it('the iOS back hook no longer asks "Point out" once the loan is submitted: it leaves', async () => {
    const flow = start(iosInput)
    await ready(flow, withOffer({ popType: RETENTION_POP_TYPE }))
    send(flow, { type: 'loan.submit' })
    flow.calls.pushLoan.resolve({ nextUrl: null })
    await flush()
    send(flow, { type: 'host.backPressed' })
    expect(snap(flow).matches({ ready: { retention: 'hidden' } })).toBe(true)
    expect(flow.closeWebview).toHaveBeenCalledTimes(1)
  })
})

describe('loanConfirm: what was applied for is remembered when the lender accepts it (decision 028)', () => {
  const application: Application = {
    productId: androidInput.productId,
    productName: 'Bayad Cash',
    amount: 500000,
    netProceeds: 490000,
    totalRepay: 170000,
    termDays: 3,
    firstDueDate: '2026-12-21',
    account: 'GCash •••• 4321',
    pesos: true,
  }

  it.each([lendDetailsUrl, null])(
    'accepted (next page %s): remembered once, with the offer’s figures',
    async (nextUrl) => {
      const flow = start()
      await ready(flow)
      send(flow, { type: 'loan.submit' })
      expect(flow.remembered).toEqual([])
      flow.calls.pushLoan.resolve({ nextUrl })
      await flush()
      expect(flow.remembered).toEqual([application])
    },
  )

  it('refused: nothing remembered; found by the check after a lost answer: remembered', async () => {
    const flow = start()
    await ready(flow)
    send(flow, { type: 'loan.submit' })
    flow.calls.pushLoan.reject(rejected)
    await flush()
    expect(flow.remembered).toEqual([])
    send(flow, { type: 'loan.submit' })
    flow.calls.pushLoan.reject({ kind: 'timeout' })
    await flush()
    flow.calls.checkLoanPush.resolve({ outcome: 'done', result: { orderId: 'BYD1' } })
    await flush()
    expect(flow.remembered).toEqual([application])
  })

  it('the first due date falls back on firstPayTime when the offer has no schedule', async () => {
    const flow = start()
    await ready(
      flow,
      withOffer({ firstPayTime: '2026-12-30', disclosure: { ...offer.disclosure, schedule: [] } }),
    )
    send(flow, { type: 'loan.submit' })
    flow.calls.pushLoan.resolve({ nextUrl: null })
    await flush()
    expect(flow.remembered[0]?.firstDueDate).toBe('2026-12-30')
  })
})

describe('loanConfirm: a push whose answer was lost (decision 022)', () => {
  const terms = { productId: androidInput.productId, amount: 500000, periods: '3', termUnit: '30' }

  async function lost(flow: Flow, error: unknown = { kind: 'timeout' }) {
    await ready(flow)
    send(flow, { type: 'loan.submit' })
    flow.calls.pushLoan.reject(error)
    await flush()
  }

  it.each([
    ['a timeout', { kind: 'timeout' }],
    ['a network failure after sending', { kind: 'network' }],
    ['HTTP 502', { kind: 'http', code: '502' }],
    ['a success that does not decode', { kind: 'malformed' }],
    ['an error that is no call failure', new Error('boom')],
  ])('%s is checked, with the pushed terms and the backoff; no toast, Next away', async (_, error) => {
    const flow = start()
    await lost(flow, error)
    const s = snap(flow)
    expect(s.matches({ ready: { submission: 'checkingOutcome' } })).toBe(true)
    expect(s.hasTag('busy')).toBe(true)
    expect(s.can({ type: 'loan.submit' })).toBe(false)
    expect(flow.host.effects).toEqual([])
    expect(flow.calls.checkLoanPush.calls.map((c) => c.input)).toEqual([
      { ...terms, delaysMs: CHECK_BACKOFF_MS },
    ])
  })

  it('done: submitted with the order found, tracked; the way leads to that order', async () => {
    const flow = start()
    await lost(flow)
    flow.calls.checkLoanPush.resolve({ outcome: 'done', result: { orderId: 'BYD9' } })
    await flush()
    expect(snap(flow).matches({ ready: { submission: 'submitted' } })).toBe(true)
    expect(snap(flow).context.submitted).toEqual({ orderId: 'BYD9' })
    send(flow, { type: 'order.open' })
    expect(flow.host.effects).toEqual([
      { type: 'trackConfirm', params: { productId: androidInput.productId } },
      { type: 'openOrder', params: { productId: androidInput.productId, orderId: 'BYD9' } },
    ])
    expect(flow.calls.pushLoan.calls).toHaveLength(1)
  })

  it('not done: "It did not go through", Next again (the impl keeps the key for the retry)', async () => {
    const flow = start()
    await lost(flow)
    flow.calls.checkLoanPush.resolve({ outcome: 'notDone' })
    await flush()
    expect(snap(flow).matches({ ready: { submission: 'idle' } })).toBe(true)
    expect(flow.host.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'submission.notDone' }, tone: 'failure' } },
    ])
    send(flow, { type: 'loan.submit' })
    expect(flow.calls.pushLoan.calls.map((c) => c.input)).toEqual([terms, terms])
  })

  it.each([
    [
      'still pending after the checks',
      (flow: Flow) => flow.calls.checkLoanPush.resolve({ outcome: 'pending' }),
    ],
    ['the check failing', (flow: Flow) => flow.calls.checkLoanPush.reject(new Error('no answer'))],
  ])('%s: unknown; Check again checks again, customer service opens; Next stays away', async (_, settle) => {
    const flow = start()
    await lost(flow)
    settle(flow)
    await flush()
    const s = snap(flow)
    expect(s.matches({ ready: { submission: 'outcomeUnknown' } })).toBe(true)
    expect(s.hasTag('busy')).toBe(false)
    expect(s.can({ type: 'loan.submit' })).toBe(false)
    send(flow, { type: 'service.open' })
    expect(flow.host.effects).toEqual([{ type: 'openCustomerService' }])
    send(flow, { type: 'outcome.check' })
    expect(snap(flow).matches({ ready: { submission: 'checkingOutcome' } })).toBe(true)
    expect(flow.calls.checkLoanPush.calls).toHaveLength(2)
    expect(flow.calls.pushLoan.calls).toHaveLength(1)
  })

  it('the iOS back hook does not say "will not be submitted" while it is checked: it leaves', async () => {
    const flow = start(iosInput)
    await ready(flow, withOffer({ popType: RETENTION_POP_TYPE }))
    send(flow, { type: 'loan.submit' })
    flow.calls.pushLoan.reject({ kind: 'timeout' })
    await flush()
    send(flow, { type: 'host.backPressed' })
    expect(snap(flow).matches({ ready: { retention: 'hidden' } })).toBe(true)
    expect(flow.closeWebview).toHaveBeenCalledTimes(1)
  })
})

describe('loanConfirm: resuming after a reload, Back/Forward or the host reopening the page', () => {
  const inFlight = { productId: androidInput.productId, amount: 500000, periods: '3', termUnit: '30' }

  it('a push in flight or unknown: once the offer is shown, it is checked, never pushed again', async () => {
    const flow = start({ ...androidInput, inFlight })
    expect(snap(flow).matches('loading')).toBe(true)
    await ready(flow)
    expect(snap(flow).matches({ ready: { submission: 'checkingOutcome' } })).toBe(true)
    expect(flow.calls.checkLoanPush.calls.map((c) => c.input)).toEqual([
      { ...inFlight, delaysMs: CHECK_BACKOFF_MS },
    ])
    expect(flow.calls.pushLoan.calls).toHaveLength(0)
  })

  it('a loan the page submitted: submitted at once, with its order, no Next', async () => {
    const flow = start({ ...androidInput, submitted: { orderId: 'BYD9' } })
    await ready(flow)
    expect(snap(flow).matches({ ready: { submission: 'submitted' } })).toBe(true)
    expect(snap(flow).can({ type: 'loan.submit' })).toBe(false)
    expect(flow.host.effects).toEqual([])
  })

  it('neither: Next as usual', async () => {
    const flow = start({ ...androidInput, inFlight: null, submitted: null })
    await ready(flow)
    expect(snap(flow).matches({ ready: { submission: 'idle' } })).toBe(true)
  })
})

describe('loanConfirm: opening an agreement', () => {
  it('asks where the tapped agreement is, with the product, the order and its position, then opens it', async () => {
    const flow = start()
    await ready(flow)
    send(flow, { type: 'agreement.open', position: 1 })
    expect(snap(flow).matches({ ready: { submission: 'openingAgreement' } })).toBe(true)
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.calls.jumpToAgreement.calls.map((c) => c.input)).toEqual([
      { productId: androidInput.productId, orderId: androidInput.orderId, position: 1 },
    ])
    flow.calls.jumpToAgreement.resolve(agreementUrl)
    await flush()
    expect(snap(flow).matches({ ready: { submission: 'idle' } })).toBe(true)
    expect(flow.host.effects).toEqual([{ type: 'openAgreement', params: { url: agreementUrl } }])
  })

  it('position 0 is the first agreement', async () => {
    const flow = start()
    await ready(flow)
    send(flow, { type: 'agreement.open', position: 0 })
    expect(flow.calls.jumpToAgreement.calls.map((c) => c.input.position)).toEqual([0])
  })

  it.each([
    ['past the end', 2],
    ['negative', -1],
    ['not an integer', 0.5],
    ['NaN', Number.NaN],
  ])('a position %s (%s) asks nothing', async (_what, position) => {
    const flow = start()
    await ready(flow)
    expect(snap(flow).can({ type: 'agreement.open', position })).toBe(false)
    send(flow, { type: 'agreement.open', position })
    await flush()
    expect(snap(flow).matches({ ready: { submission: 'idle' } })).toBe(true)
    expect(flow.calls.jumpToAgreement.calls).toHaveLength(0)
    expect(flow.host.effects).toEqual([])
  })

  it('no agreement can be opened when there are none', async () => {
    const flow = start()
    await ready(flow, { offer, agreements: [] })
    expect(snap(flow).can({ type: 'agreement.open', position: 0 })).toBe(false)
  })

  it('a failed jump toasts the failure and opens nothing; Next is not pushed while it asks', async () => {
    const flow = start()
    await ready(flow)
    send(flow, { type: 'agreement.open', position: 0 })
    send(flow, { type: 'loan.submit' })
    expect(flow.calls.pushLoan.calls).toHaveLength(0)
    flow.calls.jumpToAgreement.reject({ kind: 'malformed' })
    await flush()
    expect(snap(flow).matches({ ready: { submission: 'idle' } })).toBe(true)
    expect(flow.host.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'error.malformed' }, tone: 'failure' } },
    ])
  })
})

describe('loanConfirm: the agreement popup', () => {
  it('is not shown without a popAgreementUrl', async () => {
    const flow = start()
    await ready(flow)
    expect(snap(flow).matches({ ready: { agreementPopup: 'none' } })).toBe(true)
    expect(snap(flow).can({ type: 'agreementPopup.agree' })).toBe(false)
    expect(snap(flow).can({ type: 'agreementPopup.cancel' })).toBe(false)
  })

  it('is shown with a popAgreementUrl; Agree closes it', async () => {
    const flow = start()
    await ready(flow, withOffer({ popAgreementUrl: 'https://docs.bayad.test/pop' }))
    expect(snap(flow).matches({ ready: { agreementPopup: 'shown' } })).toBe(true)
    send(flow, { type: 'agreementPopup.agree' })
    expect(snap(flow).matches({ ready: { agreementPopup: 'agreed' } })).toBe(true)
    expect(flow.host.effects).toEqual([])
    expect(snap(flow).can({ type: 'agreementPopup.cancel' })).toBe(false)
  })

  it('Cancel closes the webview, and Agree still keeps the borrower here', async () => {
    const flow = start()
    await ready(flow, withOffer({ popAgreementUrl: 'https://docs.bayad.test/pop' }))
    send(flow, { type: 'agreementPopup.cancel' })
    expect(snap(flow).matches({ ready: { agreementPopup: 'declining' } })).toBe(true)
    expect(flow.host.effects).toEqual([{ type: 'closeWebview' }])
    send(flow, { type: 'agreementPopup.agree' })
    expect(snap(flow).matches({ ready: { agreementPopup: 'agreed' } })).toBe(true)
    expect(flow.closeWebview).toHaveBeenCalledTimes(1)
  })
})

describe('loanConfirm: the retention popup (iOS back hook)', () => {
  const retaining = withOffer({ popType: RETENTION_POP_TYPE })

  it('iOS with isPopType 1: Back shows "Point out" and does not close the page', async () => {
    const flow = start(iosInput)
    await ready(flow, retaining)
    send(flow, { type: 'host.backPressed' })
    expect(snap(flow).matches({ ready: { retention: 'shown' } })).toBe(true)
    expect(snap(flow).context.data?.offer.popTitle).toBe('Point out')
    expect(flow.host.effects).toEqual([])
  })

  it('Agree (stay) hides it and keeps the borrower on the page', async () => {
    const flow = start(iosInput)
    await ready(flow, retaining)
    send(flow, { type: 'host.backPressed' })
    send(flow, { type: 'retention.stay' })
    expect(snap(flow).matches({ ready: { retention: 'hidden' } })).toBe(true)
    expect(flow.host.effects).toEqual([])
    // Back asks again.
    send(flow, { type: 'host.backPressed' })
    expect(snap(flow).matches({ ready: { retention: 'shown' } })).toBe(true)
  })

  it('Cancel (leave) closes the webview', async () => {
    const flow = start(iosInput)
    await ready(flow, retaining)
    send(flow, { type: 'host.backPressed' })
    send(flow, { type: 'retention.leave' })
    expect(snap(flow).matches({ ready: { retention: 'leaving' } })).toBe(true)
    expect(flow.host.effects).toEqual([{ type: 'closeWebview' }])
  })

  it('a second Back while it asks dismisses it, without closing the page', async () => {
    const flow = start(iosInput)
    await ready(flow, retaining)
    send(flow, { type: 'host.backPressed' })
    send(flow, { type: 'host.backPressed' })
    expect(snap(flow).matches({ ready: { retention: 'hidden' } })).toBe(true)
    expect(flow.host.effects).toEqual([])
  })

  it.each([
    ['Android with isPopType 1', androidInput, retaining],
    ['iOS with isPopType 0', iosInput, withOffer({ popType: '0' })],
    ['iOS with isPopType empty', iosInput, withOffer({ popType: '' })],
  ])('%s: Back closes the webview at once', async (_what, input, loaded) => {
    const flow = start(input)
    await ready(flow, loaded)
    send(flow, { type: 'host.backPressed' })
    expect(snap(flow).matches({ ready: { retention: 'hidden' } })).toBe(true)
    expect(flow.host.effects).toEqual([{ type: 'closeWebview' }])
  })

  it('Back while loading closes the webview (nothing to retain yet)', () => {
    const flow = start(iosInput)
    send(flow, { type: 'host.backPressed' })
    expect(snap(flow).value).toBe('loading')
    expect(flow.host.effects).toEqual([{ type: 'closeWebview' }])
  })

  it('Back after a failed load closes the webview', async () => {
    const flow = start(iosInput)
    flow.calls.loadConfirm.reject({ kind: 'network' })
    await flush()
    send(flow, { type: 'host.backPressed' })
    expect(flow.host.of('closeWebview')).toHaveLength(1)
  })

  it('Back after Cancel (leaving) closes the webview again', async () => {
    const flow = start(iosInput)
    await ready(flow, retaining)
    send(flow, { type: 'host.backPressed' })
    send(flow, { type: 'retention.leave' })
    send(flow, { type: 'host.backPressed' })
    expect(flow.closeWebview).toHaveBeenCalledTimes(2)
  })

  it('stay/leave mean nothing while the popup is hidden', async () => {
    const flow = start(iosInput)
    await ready(flow, retaining)
    expect(snap(flow).can({ type: 'retention.stay' })).toBe(false)
    expect(snap(flow).can({ type: 'retention.leave' })).toBe(false)
    send(flow, { type: 'retention.leave' })
    expect(flow.host.effects).toEqual([])
  })
})
