import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { CONTRACT_SCENE } from '../../machines/loan-offer.ts'
import type { DataOf } from '../../src/api/api.ts'
import {
  legacyAgreementJump,
  legacyAgreements,
  legacyConfirm,
  legacyPush,
} from '../../src/api/calls/legacy.ts'
import {
  decodeLegacyConfirmQuery,
  legacyConfirmWith,
  RUPEE_FLAG,
  toLegacyConfirmData,
} from '../../src/screens/loan-confirm/legacy-confirm.impl.ts'
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
  details: [{ text: 'Service fee', value: '₱300,00' }],
  repay_plans: [{ title: 'Repayment', description: 'All of it', amount: 531_850, pay_time: '2026-12-05' }],
  NewButtonMsg: 'Get my loan now',
  NewPopMsg: '/promo.svg',
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
  options.before?.(services)
  const input = decodeLegacyConfirmQuery(services.pageQuery())
  if (input === null) throw new Error('the test page query does not decode')
  const machine = options.marker === false ? legacyConfirmWith(services) : legacyConfirmWith(services, MARKER)
  const actor = createActor(machine, { input })
  actor.start()
  return { services, actor }
}

type Flow = ReturnType<typeof start>

/** Loaded, with the promotional popup closed. */
async function onPage(flow: Flow) {
  await flush()
  flow.actor.send({ type: 'promo.close' })
  expect(flow.actor.getSnapshot().matches({ ready: { submission: 'idle' } })).toBe(true)
}

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
    expect(flow.services.navigate.leave.mock.calls).toEqual([
      [`${ORIGIN}/loanAgreement?productId=P-17&position=1`],
    ])
    expect(flow.services.toasts).toEqual([])
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

  it('submitting sends depush {amount, periods, termUnit, productId, marker} and replaces the page, session kept', async () => {
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
    expect(Object.fromEntries(target.searchParams)).toEqual({ orderNo: 'BYD1', ...SESSION, from: 'confirm' })
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

  it('tapping the popup image submits exactly as the button does', async () => {
    const flow = start()
    await flush()
    expect(flow.actor.getSnapshot().matches({ ready: { promo: 'shown' } })).toBe(true)
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
    expect(toLegacyConfirmData(offer, [{ title: 'Loan Agreement' }], ORIGIN)).toEqual({
      offer: {
        productName: 'PesoFlex',
        productLogo: 'https://cdn.bayad.test/logo.png',
        amount: 500_000,
        currency: 'peso',
        periods: '91',
        termUnit: '1',
        repaymentDate: '2026-12-05',
        details: [{ text: 'Service fee', value: '₱300,00' }],
        plans: [{ title: 'Repayment', description: 'All of it', amount: 531_850, payTime: '2026-12-05' }],
        buttonText: 'Get my loan now',
        promoImage: `${ORIGIN}/promo.svg`,
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

  it('an attach URL like javascript:alert(1) is refused with a toast, no navigation, the page kept', async () => {
    const flow = start({ attachUrl: 'javascript:alert(1)' })
    await onPage(flow)
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.services.toasts).toEqual([{ notice: { id: 'error.malformed' }, tone: 'failure' }])
    expect(flow.actor.getSnapshot().matches({ ready: { submission: 'idle' } })).toBe(true)
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
