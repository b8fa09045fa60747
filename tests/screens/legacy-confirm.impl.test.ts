import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { CONTRACT_SCENE } from '../../machines/loan-offer.ts'
import type { DataOf } from '../../src/api/api.ts'
import { legacyAgreementJump, legacyAgreements, legacyConfirm, legacyPush } from '../../src/api/legacy.ts'
import { orderList } from '../../src/api/order.ts'
import { createSubmissions } from '../../src/lib/submissions.ts'
import { SUBMITTED_LOAN_KEY } from '../../src/lib/submitted-loan.ts'
import { submittedLoanSchema } from '../../src/lib/submitted-loan-read.ts'
import {
  decodeLegacyConfirmQuery,
  legacyConfirmInput,
  legacyConfirmWith,
} from '../../src/screens/loan-confirm/legacy-confirm.impl.ts'
import { RUPEE_FLAG, toLegacyConfirmData } from '../../src/screens/loan-confirm/legacy-confirm-map.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'

/**
 * The real side effects of loan confirmation variant 2 (src/screens/loan-confirm/legacy-confirm.impl.ts):
 * which legacy call goes out with which payload, what the offer decodes to, where the page goes and
 * which server redirects are refused. The machine's own rules are tested in tests/machines.
 */

const ORIGIN = 'https://h5.bayad.test'
const SESSION = {
  deviceId: 'dev-1',
  sessionId: 'sess-1',
  userId: '42',
  merchantNumber: 'M9',
  mobilePhone: '09171234567',
  appName: 'bayad',
}
const query = { ...SESSION, productId: 'P-17', orderId: 'ORD-9', unrelated: 'x' }
const MARKER = { name: 'mk', value: 'h5-v2' }

const offer: DataOf<typeof legacyConfirm> = {
  amount: 500_000,
  flag: '0',
  comProductLogo: 'https://cdn.bayad.test/logo.png',
  comProductName: 'PesoFlex',
  periods: '91',
  termUnit: '1',
  firstPayTime: '2026-12-05',
  details: [{ text: 'Service fee', value: '₱300.00' }],
  repay_plans: [{ title: 'Repayment', description: 'All of it', amount: 531_850, pay_time: '2026-12-05' }],
  NewButtonMsg: 'Get my loan now',
  NewPopMsg: '/promo.svg',
  // The structured cost (decision 028): ₱300 fee, ₱318.50 interest, ₱4,700 arrives.
  fees: [{ name: 'Service fee', amount: 30_000 }],
  interest: 31_850,
  netAmount: 470_000,
  receivingAccount: ' GCash •••• 4321 ',
}

function start(
  options: {
    offer?: Partial<typeof offer>
    jumpUrl?: string
    attachUrl?: string
    marker?: boolean
    /** Changes answers before the flow starts (the load goes out at once). */
    before?: (services: FakeServices) => void
  } = {},
) {
  const services = fakeServices({ origin: ORIGIN, pageQuery: query })
  services.answer(legacyConfirm, () => ({ ...offer, ...options.offer }))
  services.answer(legacyAgreements, () => [{ title: 'Loan Agreement' }, { title: 'Privacy Policy' }])
  services.answer(legacyAgreementJump, () => ({
    contract_url: options.jumpUrl ?? '/loanAgreement?productId=P-17&position=1',
  }))
  services.answer(legacyPush, () => ({
    attachUrl: options.attachUrl ?? 'https://lend.bayad.test/details?orderNo=BYD1',
  }))
  services.answer(orderList, () => [])
  options.before?.(services)
  const machine = options.marker === false ? legacyConfirmWith(services) : legacyConfirmWith(services, MARKER)
  const actor = createActor(machine, { input: inputFor(services) })
  actor.start()
  return { services, actor }
}

/** As the screen builds it: the page query decoded, and what the page resumes into. */
function inputFor(services: FakeServices) {
  const input = decodeLegacyConfirmQuery(services.pageQuery())
  if (input === null) throw new Error('the test page query does not decode')
  return legacyConfirmInput(services, input)
}

type Flow = ReturnType<typeof start>

/** Loaded, with the promotional popup closed. */
async function onPage(flow: Flow) {
  await flush()
  flow.actor.send({ type: 'promo.close' })
  expect(flow.actor.getSnapshot().matches({ ready: { submission: 'idle' } })).toBe(true)
}

// The check's module loads on demand: loaded here first, so the import settles at once on the fake clock.
beforeAll(async () => {
  await import('../../src/screens/loan-confirm/push-check.ts')
  await import('../../src/screens/loan-confirm/legacy-confirm-map.ts')
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('legacy confirm: the page query', () => {
  it('reads the product and the order', () => {
    expect(decodeLegacyConfirmQuery(query)).toEqual({ productId: 'P-17', orderId: 'ORD-9' })
    expect(decodeLegacyConfirmQuery({ productId: ' P-17 ' })).toEqual({ productId: 'P-17', orderId: '' })
  })

  it.each<Record<string, string>>([{}, { productId: '' }, { productId: '   ' }, { orderId: 'ORD-9' }])(
    'is refused without a product (%j)',
    (bad) => {
      expect(decodeLegacyConfirmQuery(bad)).toBeNull()
    },
  )
})

describe('legacy confirm: the calls and their payloads', () => {
  it('loads satire {productId} and cultures {productId, scene 3} together', async () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    // The offer does not answer before the agreements are asked for: both go out at once.
    let answerOffer: (value: typeof offer) => void = () => {}
    services.answer(legacyConfirm, () => new Promise((resolve) => (answerOffer = resolve)))
    services.answer(legacyAgreements, () => [{ title: 'Loan Agreement' }])
    const actor = createActor(legacyConfirmWith(services, MARKER), {
      input: { productId: 'P-17', orderId: 'ORD-9' },
    })
    actor.start()
    await flush()
    expect(services.api.calls.map((c) => [c.endpoint, c.payload])).toEqual([
      [legacyConfirm, { productId: 'P-17' }],
      [legacyAgreements, { productId: 'P-17', scene: CONTRACT_SCENE }],
    ])
    expect(CONTRACT_SCENE).toBe(3)
    expect(legacyConfirm.path).toBe('/gopia/goya/satire')
    expect(legacyAgreements.path).toBe('/gopia/goya/cultures')
    expect(actor.getSnapshot().value).toBe('loading')
    answerOffer(offer)
    await flush()
    expect(actor.getSnapshot().context.data?.agreements).toEqual([{ title: 'Loan Agreement' }])
  })

  it('opening an agreement sends misunderstood {productId, scene 3, position, orderId, marker} and leaves for it', async () => {
    const flow = start()
    await onPage(flow)
    flow.actor.send({ type: 'agreement.open', position: 1 })
    await flush()
    expect(legacyAgreementJump.path).toBe('/gopia/goya/misunderstood')
    expect(flow.services.api.callsTo(legacyAgreementJump)).toEqual([
      { productId: 'P-17', scene: 3, position: 1, orderId: 'ORD-9', mk: 'h5-v2' },
    ])
    // Its own page, with the common query string added (the page is the app's own).
    expect(flow.services.navigate.leave).toHaveBeenCalledTimes(1)
    const opened = new URL(flow.services.navigate.leave.mock.calls[0]![0])
    expect(`${opened.origin}${opened.pathname}`).toBe(`${ORIGIN}/loanAgreement`)
    expect(Object.fromEntries(opened.searchParams)).toEqual({ ...SESSION, productId: 'P-17', position: '1' })
    expect(flow.services.toasts).toEqual([])
  })

  it('an agreement of another party opens as the server named it, without the session (decision 023)', async () => {
    const flow = start({ jumpUrl: 'https://docs.partner.test/contract?id=7' })
    await onPage(flow)
    flow.actor.send({ type: 'agreement.open', position: 0 })
    await flush()
    expect(flow.services.navigate.leave.mock.calls).toEqual([['https://docs.partner.test/contract?id=7']])
  })

  it('an accepted depush remembers what was applied for, for the order page (decision 028)', async () => {
    vi.setSystemTime(new Date('2026-11-05T02:00:00Z'))
    const flow = start()
    await onPage(flow)
    expect(flow.services.store.get(SUBMITTED_LOAN_KEY, submittedLoanSchema)).toBeUndefined()
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    expect(flow.services.store.get(SUBMITTED_LOAN_KEY, submittedLoanSchema)).toEqual({
      productId: 'P-17',
      productName: 'PesoFlex',
      amount: 500_000,
      netProceeds: 470_000,
      totalRepay: 531_850,
      termDays: 91,
      firstDueDate: '2026-12-05',
      account: 'GCash •••• 4321',
      submittedAt: '2026-11-05T02:00:00.000Z',
    })
  })

  it('a refused depush remembers nothing; an offer in rupees or without its net proceeds is not remembered', async () => {
    const refusedFlow = start({
      before: (services) => services.fail(legacyPush, { kind: 'rejected', code: '01', message: 'no' }),
    })
    await onPage(refusedFlow)
    refusedFlow.actor.send({ type: 'loan.submit' })
    await flush()
    expect(refusedFlow.services.store.get(SUBMITTED_LOAN_KEY, submittedLoanSchema)).toBeUndefined()
    for (const changes of [{ flag: RUPEE_FLAG }, { netAmount: null, fees: null }]) {
      const flow = start({ offer: changes })
      await onPage(flow)
      flow.actor.send({ type: 'loan.submit' })
      await flush()
      expect(flow.actor.getSnapshot().matches({ ready: { submission: 'submitted' } })).toBe(true)
      expect(flow.services.store.get(SUBMITTED_LOAN_KEY, submittedLoanSchema)).toBeUndefined()
    }
  })

  it('the marker comes from configuration by default', async () => {
    const flow = start({ marker: false })
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    expect(flow.services.api.callsTo(legacyPush)).toEqual([
      { amount: 500_000, periods: '91', termUnit: '1', productId: 'P-17', marker: 'h5' },
    ])
  })

  it('submitting sends depush {amount, periods, termUnit, productId, marker} and replaces the page with another party’s URL as named', async () => {
    const flow = start()
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    expect(legacyPush.path).toBe('/gopia/goya/depush')
    expect(flow.services.api.callsTo(legacyPush)).toEqual([
      { amount: 500_000, periods: '91', termUnit: '1', productId: 'P-17', mk: 'h5-v2' },
    ])
    expect(flow.services.navigate.leave).toHaveBeenCalledTimes(1)
    const [url, options] = flow.services.navigate.leave.mock.calls[0] ?? []
    expect(options).toEqual({ replace: true })
    const target = new URL(url ?? '')
    expect(`${target.origin}${target.pathname}`).toBe('https://lend.bayad.test/details')
    // Another origin, not listed as first-party: no session, no from (decision 023).
    expect(Object.fromEntries(target.searchParams)).toEqual({ orderNo: 'BYD1' })
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
  })

  it('the session parameters the attach URL already carries are kept as the server sent them', async () => {
    const flow = start({ attachUrl: '/lendDetails?orderNo=BYD2&sessionId=server' })
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    const target = new URL(flow.services.navigate.leave.mock.calls[0]?.[0] ?? '')
    expect(target.origin).toBe(ORIGIN)
    expect(target.searchParams.get('sessionId')).toBe('server')
    expect(target.searchParams.get('deviceId')).toBe('dev-1')
    expect(target.searchParams.has('unrelated')).toBe(false)
  })

  it('tapping the popup image sends nothing: it leads to the disclosure statement, then the button submits once', async () => {
    const flow = start()
    await flush()
    expect(flow.actor.getSnapshot().matches({ ready: { promo: 'shown' } })).toBe(true)
    flow.actor.send({ type: 'promo.review' })
    flow.actor.send({ type: 'promo.review' })
    await flush()
    expect(flow.actor.getSnapshot().matches({ ready: { promo: 'reviewing', submission: 'idle' } })).toBe(true)
    expect(flow.services.api.callsTo(legacyPush)).toEqual([])
    flow.actor.send({ type: 'loan.submit' })
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    expect(flow.services.api.callsTo(legacyPush)).toEqual([
      { amount: 500_000, periods: '91', termUnit: '1', productId: 'P-17', mk: 'h5-v2' },
    ])
    expect(flow.services.navigate.leave).toHaveBeenCalledTimes(1)
    expect(flow.services.navigate.leave.mock.calls[0]?.[1]).toEqual({ replace: true })
  })
})

describe('legacy confirm: what the offer decodes to', () => {
  it.each([
    [RUPEE_FLAG, 'rupee'],
    ['0', 'peso'],
    ['', 'peso'],
    ['2', 'peso'],
  ])('flag %j reads as %s', async (flag, currency) => {
    const flow = start({ offer: { flag } })
    await flush()
    expect(flow.actor.getSnapshot().context.data?.offer.currency).toBe(currency)
  })

  it('maps the legacy fields to the offer the page shows', () => {
    expect(
      toLegacyConfirmData(offer, [{ title: 'Loan Agreement' }], ORIGIN, new Date('2026-11-05T02:00:00Z')),
    ).toEqual({
      offer: {
        productName: 'PesoFlex',
        productLogo: 'https://cdn.bayad.test/logo.png',
        amount: 500_000,
        currency: 'peso',
        periods: '91',
        termUnit: '1',
        repaymentDate: '2026-12-05',
        details: [{ text: 'Service fee', value: '₱300.00' }],
        plans: [{ title: 'Repayment', description: 'All of it', amount: 531_850, payTime: '2026-12-05' }],
        buttonText: 'Get my loan now',
        promoImage: `${ORIGIN}/promo.svg`,
        disclosure: expect.objectContaining({ netProceeds: 470_000, totalCharges: 61_850, gaps: [] }),
        receivingAccount: 'GCash •••• 4321',
      },
      agreements: [{ title: 'Loan Agreement' }],
    })
  })

  it('an empty button text stays empty (the view says "Confirm")', () => {
    expect(toLegacyConfirmData({ ...offer, NewButtonMsg: '  ' }, [], ORIGIN).offer.buttonText).toBe('')
  })

  it.each(['', 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>'])(
    'a popup image %j that is not an http(s) URL means no popup',
    async (image) => {
      const flow = start({ offer: { NewPopMsg: image } })
      await flush()
      expect(flow.actor.getSnapshot().context.data?.offer.promoImage).toBe('')
      expect(flow.actor.getSnapshot().matches({ ready: { promo: 'none' } })).toBe(true)
    },
  )
})

describe('legacy confirm: refused redirects and failures', () => {
  it('an agreement URL like javascript:alert(1) is refused with a toast and no navigation', async () => {
    const flow = start({ jumpUrl: 'javascript:alert(1)' })
    await onPage(flow)
    flow.actor.send({ type: 'agreement.open', position: 0 })
    await flush()
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.services.toasts).toEqual([{ notice: { id: 'error.malformed' }, tone: 'failure' }])
    expect(flow.actor.getSnapshot().matches({ ready: { submission: 'idle' } })).toBe(true)
  })

  // Issue 24 point 5: the depush was accepted; the page used to go back to the button and submit again.
  it('an accepted depush whose attach URL (javascript:alert(1)) is refused is submitted: no navigation, no toast', async () => {
    const flow = start({ attachUrl: 'javascript:alert(1)' })
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.services.toasts).toEqual([])
    expect(flow.actor.getSnapshot().matches({ ready: { submission: 'submitted' } })).toBe(true)
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    expect(flow.services.api.callsTo(legacyPush)).toHaveLength(1)
    flow.actor.send({ type: 'order.open' })
    expect(flow.services.navigate.go.mock.calls).toEqual([['/orderList', undefined, { replace: true }]])
    // A reload of the page finds it submitted.
    expect(inputFor(flow.services)).toMatchObject({ submitted: { orderId: '' }, inFlight: null })
  })

  it('a code other than "00" shows the server\'s message; nothing is navigated to', async () => {
    const flow = start()
    flow.services.fail(legacyPush, { kind: 'rejected', code: '01', message: 'Offer expired.' })
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    expect(flow.services.toasts).toEqual([{ notice: { text: 'Offer expired.' }, tone: 'failure' }])
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.services.api.callsTo(legacyPush)).toHaveLength(1)
  })

  it('either load call failing shows the retry state and a toast; the retry loads both again', async () => {
    const flow = start({
      before: (services) =>
        services.fail(legacyAgreements, { kind: 'rejected', code: '01', message: 'No agreements.' }),
    })
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('loadFailed')
    expect(flow.services.toasts).toEqual([{ notice: { text: 'No agreements.' }, tone: 'failure' }])
    flow.services.answer(legacyAgreements, () => [])
    flow.actor.send({ type: 'confirm.retry' })
    await flush()
    expect(flow.services.api.callsTo(legacyConfirm)).toHaveLength(2)
    expect(flow.services.api.callsTo(legacyAgreements)).toHaveLength(2)
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true)
  })
})

describe('legacy confirm: depush and its idempotency key (decision 022)', () => {
  const keysSent = (services: FakeServices) =>
    services.api.calls.filter((c) => c.endpoint === legacyPush).map((c) => c.options?.idempotencyKey)
  const trace = (services: FakeServices) => createSubmissions(services.store).find('depush')

  it('the key is stored before depush leaves, bound to the terms, and sent with it', async () => {
    let storedFirst: unknown
    const flow = start({
      before: (services) =>
        services.answer(legacyPush, () => {
          storedFirst = trace(services)
          return { attachUrl: 'https://lend.bayad.test/details?orderNo=BYD1' }
        }),
    })
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    expect(storedFirst).toMatchObject({
      binding: { productId: 'P-17', amount: '500000', periods: '91', termUnit: '1' },
      data: { ordersBefore: '' },
    })
    expect(keysSent(flow.services)).toEqual([(storedFirst as { key: string }).key])
    expect(trace(flow.services)).toBeUndefined()
  })

  it('no answer: checked in the order list; a reload resumes the check; the new order means submitted', async () => {
    let pushed = false
    const flow = start({
      before: (services) => {
        services.answer(orderList, () =>
          pushed
            ? [
                {
                  orderId: 'BYD9',
                  productId: 'P-17',
                  orderStatus: '21',
                  amount: 500_000,
                  productName: '',
                  productLogo: '',
                  noticeStatusText: '',
                  createTime: '',
                  repayDate: '',
                },
              ]
            : [],
        )
        services.answer(legacyPush, () => {
          pushed = true
          throw { kind: 'http', code: '502' }
        })
      },
    })
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    expect(flow.actor.getSnapshot().matches({ ready: { submission: 'checkingOutcome' } })).toBe(true)
    const key = trace(flow.services)?.key
    flow.actor.stop()

    const actor = createActor(legacyConfirmWith(flow.services, MARKER), { input: inputFor(flow.services) })
    actor.start()
    await flush()
    expect(actor.getSnapshot().matches({ ready: { submission: 'checkingOutcome' } })).toBe(true)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(actor.getSnapshot().matches({ ready: { submission: 'submitted' } })).toBe(true)
    expect(actor.getSnapshot().context.submitted).toEqual({ orderId: 'BYD9' })
    expect(keysSent(flow.services)).toEqual([key])
    actor.send({ type: 'order.open' })
    expect(flow.services.navigate.go.mock.calls.at(-1)).toEqual([
      '/loanDetails',
      { orderId: 'BYD9', productId: 'P-17' },
      { replace: true },
    ])
  })
})
