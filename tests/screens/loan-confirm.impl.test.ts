import * as v from 'valibot'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { CONTRACT_SCENE } from '../../machines/loan-offer.ts'
import { contractJump, contracts, loanConfirm, loanPush } from '../../src/api/loan.ts'
import { orderList } from '../../src/api/order.ts'
import type { DataOf } from '../../src/api/api.ts'
import { schemas as schemas } from '../../src/api/loan.ts'
import { schemas as orderSchemas } from '../../src/api/order.ts'
import { createSubmissions } from '../../src/lib/submissions.ts'
import { SUBMITTED_LOAN_KEY } from '../../src/lib/submitted-loan.ts'
import { submittedLoanSchema } from '../../src/lib/submitted-loan-read.ts'
import { checkedRedirect } from '../../src/lib/url.ts'
import { lendDetailsTarget, type FixedMarker } from '../../src/screens/loan-confirm/confirm-shared.ts'
import {
  decodeLoanConfirmQuery,
  loanConfirmInput,
  loanConfirmWith,
} from '../../src/screens/loan-confirm/loan-confirm.impl.ts'
import { toConfirmData } from '../../src/screens/loan-confirm/loan-confirm-map.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'

/**
 * The real side effects of loan confirmation v3 (src/screens/loan-confirm/loan-confirm.impl.ts): which
 * call goes out with which payload, where the page goes, what the native host is told, and which server
 * redirects are refused. The machine's own rules are tested in tests/machines.
 */

const ORIGIN = 'https://h5.bayad.test'
/** The page query as the host opens it: the common session parameters and the flow's own. */
const query = {
  productId: 'P-77',
  orderId: 'BYD20261105000017',
  deviceId: 'dev-1',
  sessionId: 'sess-9',
  userId: '100234',
  appName: 'Bayad',
}

/** The offer as the server sends it (decoded by the real schema, so numbers arrive as the server sends them). */
const rawOffer = {
  comProductLogo: 'https://cdn.bayad.test/logo.png',
  comProductName: 'Bayad Cash',
  amount: '500000',
  periods: 3,
  termUnit: '30',
  details: [{ text: 'Service fee', value: '₱100.00' }],
  repay_plans: [{ title: 'Period 1', description: 'Principal', amount: '170000', pay_time: '2026-12-21' }],
  firstPayTime: '2026-12-21',
  firstPeriodDay: '30',
  pRateDsc: '0.05% per day',
  isPopType: 1,
  popTitle: 'Point out',
  popContent: 'Leave anyway?',
  popAgreementUrl: '',
}
const offerData = (changes: Partial<typeof rawOffer> = {}): DataOf<typeof loanConfirm> =>
  v.parse(schemas.loanConfirm, { ...rawOffer, ...changes })
const agreementList = (titles = ['Loan agreement', 'Privacy notice']): DataOf<typeof contracts> =>
  v.parse(schemas.agreements, { data: titles.map((title) => ({ title })) })

function start(
  options: {
    platform?: 'android' | 'ios' | 'browser'
    pageQuery?: Record<string, string>
    offer?: Partial<typeof rawOffer>
    contractUrl?: string
    lendDetailsUrl?: string
    marker?: FixedMarker
  } = {},
) {
  const services = fakeServices({
    platform: options.platform ?? 'android',
    origin: ORIGIN,
    pageQuery: options.pageQuery ?? query,
  })
  services.answer(loanConfirm, () => offerData(options.offer))
  services.answer(contracts, () => agreementList())
  services.answer(contractJump, () => ({
    contract_url: options.contractUrl ?? 'https://docs.bayad.test/c/1',
  }))
  services.answer(loanPush, () => ({
    lendDetailsUrl: options.lendDetailsUrl ?? 'https://lender.example/d/9',
  }))
  const machine =
    options.marker === undefined ? loanConfirmWith(services) : loanConfirmWith(services, options.marker)
  const actor = createActor(machine, { input: inputFor(services) })
  actor.start()
  return { services, actor }
}

/** As the screen builds it: the page query decoded, the platform, and what the page resumes into. */
function inputFor(services: FakeServices) {
  const decoded = decodeLoanConfirmQuery(services.pageQuery(), services.bridge.platform === 'ios')
  if (decoded === null) throw new Error('the test page query does not decode')
  return loanConfirmInput(services, decoded)
}

type Flow = ReturnType<typeof start>

async function submit(flow: Flow) {
  await flush()
  flow.actor.send({ type: 'loan.submit' })
  await flush()
}

async function openAgreement(flow: Flow, position: number) {
  await flush()
  flow.actor.send({ type: 'agreement.open', position })
  await flush()
}

const malformedToast = { notice: { id: 'error.malformed' }, tone: 'failure' }

// The check's module loads on demand: loaded here first, so the import settles at once on the fake clock.
beforeAll(async () => {
  await import('../../src/screens/loan-confirm/push-check.ts')
  await import('../../src/screens/loan-confirm/loan-confirm-map.ts')
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('loan confirm: the calls and their payloads (spec §7)', () => {
  it('loads the offer {productId} and the agreements {productId, scene: 3}, and shows both', async () => {
    const flow = start()
    await flush()
    expect(loanConfirm.path).toBe('/v3/loan-confirm/loan-detail-confirm')
    expect(contracts.path).toBe('/v3/contract/contract')
    expect(flow.services.api.callsTo(loanConfirm)).toEqual([{ productId: query.productId }])
    expect(flow.services.api.callsTo(contracts)).toEqual([{ productId: query.productId, scene: 3 }])
    expect(CONTRACT_SCENE).toBe(3)
    const s = flow.actor.getSnapshot()
    expect(s.matches('ready')).toBe(true)
    expect(s.context.data?.offer.productName).toBe('Bayad Cash')
    expect(s.context.data?.agreements).toEqual([{ title: 'Loan agreement' }, { title: 'Privacy notice' }])
  })

  it('a failed load toasts the server message, shows the retry state, and retry asks again', async () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    services.fail(loanConfirm, { kind: 'rejected', code: '1', message: 'Product is offline' })
    services.answer(contracts, () => agreementList())
    const actor = createActor(loanConfirmWith(services), { input: inputFor(services) })
    actor.start()
    await flush()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(services.toasts).toEqual([{ notice: { text: 'Product is offline' }, tone: 'failure' }])
    services.answer(loanConfirm, () => offerData())
    actor.send({ type: 'confirm.retry' })
    await flush()
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    expect(services.api.callsTo(loanConfirm)).toHaveLength(2)
    expect(services.api.callsTo(contracts)).toHaveLength(2)
  })

  it('a failed agreement list fails the load too', async () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    services.answer(loanConfirm, () => offerData())
    services.fail(contracts, { kind: 'network' })
    const actor = createActor(loanConfirmWith(services), { input: inputFor(services) })
    actor.start()
    await flush()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(services.toasts).toEqual([{ notice: { id: 'error.network' }, tone: 'failure' }])
  })

  it('tapping an agreement sends contract-jump {productId, scene 3, position, orderId, marker} and opens the url', async () => {
    const flow = start({ contractUrl: 'https://docs.bayad.test/c/2' })
    await openAgreement(flow, 1)
    expect(contractJump.path).toBe('/v3/contract/contract-jump')
    expect(flow.services.api.callsTo(contractJump)).toEqual([
      { productId: query.productId, scene: 3, position: 1, orderId: query.orderId, marker: 'h5' },
    ])
    expect(flow.services.navigate.leave.mock.calls).toEqual([['https://docs.bayad.test/c/2']])
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
    expect(flow.services.toasts).toEqual([])
  })

  it('the fixed marker rides under its configured name and value', async () => {
    const flow = start({ marker: { name: 'channel', value: 'web-h5' } })
    await openAgreement(flow, 0)
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    expect(flow.services.api.callsTo(contractJump)).toEqual([
      { productId: query.productId, scene: 3, position: 0, orderId: query.orderId, channel: 'web-h5' },
    ])
    expect(flow.services.api.callsTo(loanPush)).toEqual([
      { amount: 500000, periods: '3', termUnit: '30', productId: query.productId, channel: 'web-h5' },
    ])
  })

  it('Next sends loan-detail-push {amount as a number, periods, termUnit, productId, marker} once', async () => {
    const flow = start()
    await flush()
    flow.actor.send({ type: 'loan.submit' })
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    flow.actor.send({ type: 'loan.submit' })
    await flush()
    expect(loanPush.path).toBe('/v3/loan-confirm/loan-detail-push')
    const pushes = flow.services.api.callsTo(loanPush)
    expect(pushes).toEqual([
      { amount: 500000, periods: '3', termUnit: '30', productId: query.productId, marker: 'h5' },
    ])
    expect(typeof (pushes[0] as { amount: unknown }).amount).toBe('number')
  })
})

describe('loan confirm: where the page goes and what the host is told', () => {
  it('a pushed loan tracks "confirm" with the bridge, then replaces the page with the lend details', async () => {
    const flow = start({ lendDetailsUrl: `${ORIGIN}/d/9?lang=en` })
    await submit(flow)
    expect(flow.services.bridge.sent).toEqual([
      { type: 'trackPoint', name: 'confirm', data: { productId: query.productId } },
    ])
    expect(flow.services.navigate.leave.mock.calls).toEqual([
      [
        `${ORIGIN}/d/9?lang=en&deviceId=dev-1&sessionId=sess-9&userId=100234&appName=Bayad&from=confirm`,
        { replace: true },
      ],
    ])
    expect(flow.actor.getSnapshot().matches({ ready: { submission: 'submitted' } })).toBe(true)
  })

  it('lend details of another party open as the server named them: no session, no from (decision 023)', async () => {
    const flow = start({ lendDetailsUrl: 'https://lender.example/d/9?lang=en' })
    await submit(flow)
    expect(flow.services.navigate.leave.mock.calls).toEqual([
      ['https://lender.example/d/9?lang=en', { replace: true }],
    ])
  })

  it('a parameter the lend details URL already has is kept, and from is always confirm', async () => {
    const flow = start({ lendDetailsUrl: `${ORIGIN}/d/9?userId=555&from=list` })
    await submit(flow)
    const [url] = flow.services.navigate.leave.mock.calls[0] ?? []
    const target = new URL(url ?? '')
    expect(target.searchParams.get('userId')).toBe('555')
    expect(target.searchParams.getAll('from')).toEqual(['confirm'])
    expect(target.searchParams.get('deviceId')).toBe('dev-1')
  })

  it('a relative lend details URL resolves against the origin', async () => {
    const flow = start({ lendDetailsUrl: '/lend/details?id=9' })
    await submit(flow)
    expect(flow.services.navigate.leave.mock.calls).toEqual([
      [
        `${ORIGIN}/lend/details?id=9&deviceId=dev-1&sessionId=sess-9&userId=100234&appName=Bayad&from=confirm`,
        { replace: true },
      ],
    ])
  })

  it('a relative agreement URL resolves against the origin and keeps the common query (the app’s own page)', async () => {
    const flow = start({ contractUrl: '/contracts/loan.html' })
    await openAgreement(flow, 0)
    expect(flow.services.navigate.leave.mock.calls).toEqual([
      [`${ORIGIN}/contracts/loan.html?deviceId=dev-1&sessionId=sess-9&userId=100234&appName=Bayad`],
    ])
  })

  it('each agreement opens the page contract-jump names for its position, with the common query', async () => {
    const flow = start()
    flow.services.answer(contractJump, (payload) => ({
      contract_url: `/agreements/${String((payload as { position: number }).position)}?productId=P-77`,
    }))
    await openAgreement(flow, 1)
    await openAgreement(flow, 0)
    expect(
      flow.services.api.callsTo(contractJump).map((call) => (call as { position: number }).position),
    ).toEqual([1, 0])
    expect(flow.services.navigate.leave.mock.calls).toEqual([
      [`${ORIGIN}/agreements/1?productId=P-77&deviceId=dev-1&sessionId=sess-9&userId=100234&appName=Bayad`],
      [`${ORIGIN}/agreements/0?productId=P-77&deviceId=dev-1&sessionId=sess-9&userId=100234&appName=Bayad`],
    ])
  })

  it('an accepted push remembers what was applied for, for the order page (decision 028)', async () => {
    vi.setSystemTime(new Date('2026-11-21T02:00:00Z'))
    const flow = start({
      offer: {
        fees: [{ name: 'Service fee', amount: 10000 }],
        interest: 0,
        netAmount: 490000,
        receivingAccount: 'GCash •••• 4321',
        repay_plans: [{ title: 'Period 1', description: '', amount: '500000', pay_time: '2026-12-21' }],
      } as Partial<typeof rawOffer>,
    })
    await flush()
    expect(flow.services.store.get(SUBMITTED_LOAN_KEY, submittedLoanSchema)).toBeUndefined()
    await submit(flow)
    expect(flow.services.store.get(SUBMITTED_LOAN_KEY, submittedLoanSchema)).toEqual({
      productId: 'P-77',
      productName: 'Bayad Cash',
      amount: 500000,
      netProceeds: 490000,
      totalRepay: 500000,
      termDays: 3,
      firstDueDate: '2026-12-21',
      account: 'GCash •••• 4321',
      submittedAt: '2026-11-21T02:00:00.000Z',
    })
  })

  it('a record stored before the term was kept as days (English text) still reads: its days kept, other text unstated', () => {
    const before = {
      productId: 'P-77',
      productName: 'Bayad Cash',
      amount: 500000,
      netProceeds: 490000,
      totalRepay: 500000,
      term: '91 days',
      firstDueDate: '2026-12-21',
      account: 'GCash •••• 4321',
      submittedAt: '2026-11-21T02:00:00.000Z',
    }
    const { term: _term, ...rest } = before
    expect(v.parse(submittedLoanSchema, before)).toEqual({ ...rest, termDays: 91 })
    expect(v.parse(submittedLoanSchema, { ...before, term: '1 day' })).toEqual({ ...rest, termDays: 1 })
    expect(v.parse(submittedLoanSchema, { ...before, term: '' })).toEqual({ ...rest, termDays: null })
    expect(v.parse(submittedLoanSchema, { ...before, term: '3 months' })).toEqual({ ...rest, termDays: null })
    // Today's shape, and neither shape at all.
    expect(v.parse(submittedLoanSchema, { ...rest, termDays: 91 })).toEqual({ ...rest, termDays: 91 })
    expect(v.safeParse(submittedLoanSchema, rest).success).toBe(false)
  })

  it('a refused push remembers nothing, nor does an offer that does not state its net proceeds', async () => {
    const refused = start({ offer: { netAmount: 490000 } as Partial<typeof rawOffer> })
    refused.services.fail(loanPush, { kind: 'rejected', code: '1', message: 'Quota reached' })
    await submit(refused)
    expect(refused.services.store.get(SUBMITTED_LOAN_KEY, submittedLoanSchema)).toBeUndefined()
    const unstated = start()
    await submit(unstated)
    expect(unstated.actor.getSnapshot().matches({ ready: { submission: 'submitted' } })).toBe(true)
    expect(unstated.services.store.get(SUBMITTED_LOAN_KEY, submittedLoanSchema)).toBeUndefined()
  })

  it('a failed push shows the server message, tells the host nothing and stays on the page', async () => {
    const flow = start()
    flow.services.fail(loanPush, { kind: 'rejected', code: '1', message: 'Quota reached' })
    await submit(flow)
    expect(flow.services.toasts).toEqual([{ notice: { text: 'Quota reached' }, tone: 'failure' }])
    expect(flow.services.bridge.sent).toEqual([])
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.actor.getSnapshot().matches({ ready: { agreement: 'checked', submission: 'idle' } })).toBe(
      true,
    )
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '   ',
  ])('an agreement redirect to %j is refused: no navigation, a malformed toast', async (url) => {
    const flow = start({ contractUrl: url })
    await openAgreement(flow, 0)
    expect(flow.services.api.callsTo(contractJump)).toHaveLength(1)
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
    expect(flow.services.toasts).toEqual([malformedToast])
  })

  // Issue 24 point 5: this test asserted the push went back to Next after a refused URL. The lender
  // had accepted the loan: Next then pushed it a second time.
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', '   '])(
    'a push accepted with the lend details URL %j is submitted: tracked, no navigation, no toast, never Next again',
    async (url) => {
      const flow = start({ lendDetailsUrl: url })
      await submit(flow)
      expect(flow.services.api.callsTo(loanPush)).toHaveLength(1)
      expect(flow.services.navigate.leave).not.toHaveBeenCalled()
      expect(flow.services.bridge.sent).toEqual([
        { type: 'trackPoint', name: 'confirm', data: { productId: query.productId } },
      ])
      expect(flow.services.toasts).toEqual([])
      const s = flow.actor.getSnapshot()
      expect(s.matches({ ready: { submission: 'submitted' } })).toBe(true)
      expect(s.can({ type: 'loan.submit' })).toBe(false)
      // The way to the order: My orders (the answer names no order the app trusts), replacing the page.
      flow.actor.send({ type: 'order.open' })
      expect(flow.services.navigate.go.mock.calls).toEqual([['/orderList', undefined, { replace: true }]])
    },
  )

  it('a popAgreementUrl shows the popup with the checked URL; Cancel closes the webview through the bridge', async () => {
    const flow = start({ offer: { popAgreementUrl: '/pop/agreement.html' } })
    await flush()
    const s = flow.actor.getSnapshot()
    expect(s.context.data?.offer.popAgreementUrl).toBe(`${ORIGIN}/pop/agreement.html`)
    expect(s.matches({ ready: { agreementPopup: 'shown' } })).toBe(true)
    flow.actor.send({ type: 'agreementPopup.cancel' })
    expect(flow.services.bridge.sent).toEqual([{ type: 'closeWebview' }])
  })

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '  '])(
    'a popAgreementUrl %j that fails the check is no popup',
    async (url) => {
      const flow = start({ offer: { popAgreementUrl: url } })
      await flush()
      const s = flow.actor.getSnapshot()
      expect(s.context.data?.offer.popAgreementUrl).toBe('')
      expect(s.matches({ ready: { agreementPopup: 'none' } })).toBe(true)
    },
  )

  it('iOS, isPopType 1: the back hook shows the retention popup; Cancel closes the webview', async () => {
    const flow = start({ platform: 'ios' })
    await flush()
    flow.actor.send({ type: 'host.backPressed' })
    expect(flow.actor.getSnapshot().matches({ ready: { retention: 'shown' } })).toBe(true)
    expect(flow.services.bridge.sent).toEqual([])
    flow.actor.send({ type: 'retention.leave' })
    expect(flow.services.bridge.sent).toEqual([{ type: 'closeWebview' }])
  })

  it.each([
    ['Android, isPopType 1', 'android', 1],
    ['iOS, isPopType 0', 'ios', 0],
  ] as const)(
    '%s: the back hook closes the webview through the bridge',
    async (_what, platform, isPopType) => {
      const flow = start({ platform, offer: { isPopType } })
      await flush()
      flow.actor.send({ type: 'host.backPressed' })
      expect(flow.services.bridge.sent).toEqual([{ type: 'closeWebview' }])
    },
  )
})

describe('decodeLoanConfirmQuery', () => {
  it('reads the product, the order and the platform', () => {
    expect(decodeLoanConfirmQuery({ productId: ' P-77 ', orderId: 'O-1' }, true)).toEqual({
      productId: 'P-77',
      orderId: 'O-1',
      byPeriod: false,
      isIos: true,
    })
  })

  it('the order is optional', () => {
    expect(decodeLoanConfirmQuery({ productId: 'P-77' }, false)).toEqual({
      productId: 'P-77',
      orderId: '',
      byPeriod: false,
      isIos: false,
    })
  })

  it.each([
    ['missing', {}],
    ['empty', { productId: '' }],
    ['blank', { productId: '   ' }],
    ['too long', { productId: 'P'.repeat(65) }],
  ])('refuses a %s productId', (_what, pageQuery) => {
    expect(decodeLoanConfirmQuery(pageQuery, false)).toBeNull()
  })

  it.each([
    ['1', true],
    ['0', false],
    ['true', false],
    ['', false],
    [' 1', false],
  ])('byPeriod %j reads as %s', (byPeriod, expected) => {
    expect(decodeLoanConfirmQuery({ productId: 'P-77', byPeriod }, false)?.byPeriod).toBe(expected)
  })
})

describe('checkedRedirect', () => {
  it('keeps an absolute http(s) URL and resolves a path against the origin', () => {
    expect(checkedRedirect('https://docs.example/c?id=1', ORIGIN)).toBe('https://docs.example/c?id=1')
    expect(checkedRedirect('http://docs.example/c', ORIGIN)).toBe('http://docs.example/c')
    expect(checkedRedirect('/c/1', ORIGIN)).toBe(`${ORIGIN}/c/1`)
  })

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:msgbox(1)', 'file:///etc/passwd', '', '  '])(
    'throws a malformed CallFailure for %j',
    (url) => {
      let thrown: unknown
      try {
        checkedRedirect(url, ORIGIN)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toEqual({ kind: 'malformed' })
    },
  )
})

describe('lendDetailsTarget', () => {
  /** The lender's other site is listed as first-party; partner.example is not. */
  const party = { origin: ORIGIN, firstPartyOrigins: ['https://lender.example'] }

  it('adds the common session parameters that are absent, ignores the others, and sets from=confirm', () => {
    const target = lendDetailsTarget(
      'https://lender.example/d?x=1&userId=7',
      { ...query, byPeriod: '1', from: 'elsewhere' },
      party,
    )
    const url = new URL(target)
    expect(url.origin + url.pathname).toBe('https://lender.example/d')
    expect([...url.searchParams]).toEqual([
      ['x', '1'],
      ['userId', '7'],
      ['deviceId', 'dev-1'],
      ['sessionId', 'sess-9'],
      ['appName', 'Bayad'],
      ['from', 'confirm'],
    ])
  })

  it('replaces an existing from', () => {
    expect(lendDetailsTarget('https://lender.example/d?from=home', {}, party)).toBe(
      'https://lender.example/d?from=confirm',
    )
  })

  it('keeps the fragment', () => {
    expect(lendDetailsTarget('https://lender.example/d#top', { userId: '1' }, party)).toBe(
      'https://lender.example/d?userId=1&from=confirm#top',
    )
  })

  it('leaves another party’s page, or the listed origin over http, exactly as named', () => {
    for (const url of [
      'https://partner.example/d?from=home',
      'http://lender.example/d',
      'http://h5.bayad.test:8080/d',
    ])
      expect(lendDetailsTarget(url, { ...query, building: 'b1' }, party)).toBe(url)
  })

  it('never adds the custom header values to the listed origin, always to the app’s own', () => {
    const common = { userId: '1', building: 'b1', eyes: 'e1' }
    expect(lendDetailsTarget('https://lender.example/d', common, party)).toBe(
      'https://lender.example/d?userId=1&from=confirm',
    )
    expect(lendDetailsTarget(`${ORIGIN}/d`, common, party)).toBe(
      `${ORIGIN}/d?userId=1&building=b1&eyes=e1&from=confirm`,
    )
  })
})

describe('toConfirmData', () => {
  it('maps the offer and the agreement titles', () => {
    const now = new Date('2026-11-21T02:00:00Z')
    expect(toConfirmData(offerData(), agreementList(['Loan agreement']), ORIGIN, now)).toEqual({
      offer: {
        productName: 'Bayad Cash',
        productLogo: 'https://cdn.bayad.test/logo.png',
        amount: 500000,
        periods: '3',
        termUnit: '30',
        rateDescription: '0.05% per day',
        firstPayTime: '2026-12-21',
        firstPeriodDay: '30',
        details: [{ text: 'Service fee', value: '₱100.00' }],
        plans: [{ title: 'Period 1', description: 'Principal', amount: 170000, payTime: '2026-12-21' }],
        popType: '1',
        popTitle: 'Point out',
        popContent: 'Leave anyway?',
        popAgreementUrl: '',
        // No structured cost: the statement names what it cannot state (decision 028).
        disclosure: {
          amountFinanced: 500000,
          charges: [],
          totalCharges: null,
          netProceeds: null,
          schedule: [{ date: '2026-12-21', amount: 170000 }],
          totalRepay: 170000,
          rate: null,
          gaps: ['fees', 'mismatch', 'rate'],
        },
        receivingAccount: '',
      },
      agreements: [{ title: 'Loan agreement' }],
    })
  })

  it('maps the structured cost into the disclosure statement, the rate computed from the cash flows', () => {
    const now = new Date('2026-11-21T02:00:00Z')
    const offer = offerData({
      fees: [{ name: 'Service fee', amount: '30000' }],
      interest: 31850,
      netAmount: '470000',
      repay_plans: [{ title: 'Repayment', description: '', amount: '531850', pay_time: '2027-02-20' }],
    } as Partial<typeof rawOffer>)
    const { disclosure } = toConfirmData(offer, agreementList(), ORIGIN, now).offer
    expect(disclosure).toMatchObject({
      netProceeds: 470000,
      totalCharges: 61850,
      totalRepay: 531850,
      gaps: [],
    })
    // 91 days: (5318.50 / 4700)^(1 / (91 / (365/12))) − 1.
    expect(disclosure.rate?.monthly).toBeCloseTo((531850 / 470000) ** (1 / (91 / (365 / 12))) - 1, 9)
    expect(disclosure.rate?.source).toBe('computed')
    const stated = toConfirmData(
      offerData({ ...offer, effectiveRate: '4.5' } as unknown as Partial<typeof rawOffer>),
      agreementList(),
      ORIGIN,
      now,
    ).offer.disclosure.rate
    expect(stated).toMatchObject({ monthly: 0.045, source: 'server' })
  })

  it('an empty agreement list stays empty (the block is hidden)', () => {
    expect(toConfirmData(offerData(), agreementList([]), ORIGIN).agreements).toEqual([])
  })

  it('checks the popAgreementUrl: the app’s own page kept, another origin (not a frame origin) dropped', () => {
    const pop = (url: string) =>
      toConfirmData(offerData({ popAgreementUrl: url }), agreementList(), ORIGIN).offer.popAgreementUrl
    expect(pop('/pop.html')).toBe(`${ORIGIN}/pop.html`)
    expect(pop(`${ORIGIN}/pop.html`)).toBe(`${ORIGIN}/pop.html`)
    // config.frameOrigins is empty in the tests: a frame of another origin would be refused by the CSP.
    expect(pop('https://docs.example/pop')).toBe('')
    expect(pop('pop.html')).toBe('')
    expect(pop('//docs.example/pop')).toBe('')
    expect(pop('javascript:alert(1)')).toBe('')
    expect(pop('data:text/html,x')).toBe('')
    expect(pop('')).toBe('')
  })
})

// -------------------------------------------------------------------------------------------------
// Decision 022: one push, one key; an unknown outcome is checked in the order list

const order = (orderId: string, productId: string, orderStatus = '21', amount = 500000) => ({
  orderId,
  productId,
  orderStatus,
  amount,
})
const ordersOf = (...orders: ReturnType<typeof order>[]): DataOf<typeof orderList> =>
  v.parse(orderSchemas.orderList, orders)

describe('loan confirm: the push and its idempotency key', () => {
  const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
  const keysSent = (services: FakeServices) =>
    services.api.calls.filter((c) => c.endpoint === loanPush).map((c) => c.options?.idempotencyKey)
  const trace = (services: FakeServices) => createSubmissions(services.store).find('loan-detail-push')
  const phase = (flow: Flow) =>
    (flow.actor.getSnapshot().value as { ready?: { submission: string } }).ready?.submission

  it('the product’s orders are noted, then the key is stored (bound to the terms) before the push leaves', async () => {
    const flow = start()
    flow.services.answer(orderList, () =>
      ordersOf(order('BYD1', query.productId, '200'), order('BYD2', 'P-1')),
    )
    let storedFirst: unknown
    flow.services.answer(loanPush, () => {
      storedFirst = trace(flow.services)
      return { lendDetailsUrl: 'https://lender.example/d/9' }
    })
    await submit(flow)
    expect(flow.services.api.calls.map((c) => c.endpoint.path).slice(-2)).toEqual([
      '/v3/order/order-list',
      '/v3/loan-confirm/loan-detail-push',
    ])
    expect(storedFirst).toMatchObject({
      binding: { productId: query.productId, amount: '500000', periods: '3', termUnit: '30' },
      data: { ordersBefore: 'BYD1' },
    })
    expect(keysSent(flow.services)[0]).toMatch(KEY)
    expect(keysSent(flow.services)[0]).toBe((storedFirst as { key: string }).key)
    // Done: the trace goes, so another submission would get another key.
    expect(trace(flow.services)).toBeUndefined()
  })

  it('a refused push settles the trace: the next Next is a new submission with a new key', async () => {
    const flow = start()
    flow.services.answer(orderList, () => ordersOf())
    flow.services.fail(loanPush, { kind: 'rejected', code: '1', message: 'Quota reached' })
    await submit(flow)
    expect(trace(flow.services)).toBeUndefined()
    await submit(flow)
    const [first, second] = keysSent(flow.services)
    expect(second).toMatch(KEY)
    expect(second).not.toBe(first)
  })

  it('not sent (offline): the trace stays, and the retry sends the same key', async () => {
    const flow = start()
    flow.services.answer(orderList, () => ordersOf())
    flow.services.fail(loanPush, { kind: 'offline' })
    await submit(flow)
    expect(flow.services.toasts).toEqual([{ notice: { id: 'error.offline' }, tone: 'failure' }])
    await submit(flow)
    const [first, retry] = keysSent(flow.services)
    expect(retry).toBe(first)
    // The orders were noted once, for the first attempt.
    expect(flow.services.api.callsTo(orderList)).toHaveLength(1)
  })

  it('no answer, and the order appears: submitted with that order; the way opens its page', async () => {
    const flow = start()
    let pushed = false
    flow.services.answer(orderList, () =>
      pushed
        ? ordersOf(order('BYD9', query.productId), order('BYD1', query.productId, '200'))
        : ordersOf(order('BYD1', query.productId, '200')),
    )
    flow.services.answer(loanPush, () => {
      pushed = true
      throw { kind: 'timeout' }
    })
    await submit(flow)
    expect(phase(flow)).toBe('checkingOutcome')
    expect(flow.services.toasts).toEqual([])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(phase(flow)).toBe('submitted')
    expect(flow.actor.getSnapshot().context.submitted).toEqual({ orderId: 'BYD9' })
    expect(flow.services.bridge.sent).toEqual([
      { type: 'trackPoint', name: 'confirm', data: { productId: query.productId } },
    ])
    expect(flow.services.api.callsTo(loanPush)).toHaveLength(1)
    expect(trace(flow.services)).toBeUndefined()
    flow.actor.send({ type: 'order.open' })
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/loanDetails', { orderId: 'BYD9', productId: query.productId }, { replace: true }],
    ])
  })

  it('no answer, and no new order at any check: not done after the last; Next again with the same key', async () => {
    const flow = start()
    flow.services.answer(orderList, () => ordersOf(order('BYD1', query.productId, '21')))
    flow.services.fail(loanPush, { kind: 'http', code: '502' })
    await submit(flow)
    await vi.advanceTimersByTimeAsync(14_999)
    expect(phase(flow)).toBe('checkingOutcome')
    await vi.advanceTimersByTimeAsync(1)
    expect(phase(flow)).toBe('idle')
    expect(flow.services.api.callsTo(orderList)).toHaveLength(5)
    expect(flow.services.toasts).toEqual([{ notice: { id: 'submission.notDone' }, tone: 'failure' }])
    expect(trace(flow.services)).toBeDefined()
    flow.services.answer(loanPush, () => ({ lendDetailsUrl: 'https://lender.example/d/9' }))
    await submit(flow)
    const [first, retry] = keysSent(flow.services)
    expect(retry).toBe(first)
  })

  it('the order list unanswered at every check: unknown; Check again asks it again; customer service opens', async () => {
    const flow = start()
    flow.services.answer(orderList, () => ordersOf())
    flow.services.fail(loanPush, { kind: 'timeout' })
    await submit(flow)
    flow.services.fail(orderList, { kind: 'http', code: '503' })
    await vi.advanceTimersByTimeAsync(15_000)
    expect(phase(flow)).toBe('outcomeUnknown')
    expect(trace(flow.services)).toBeDefined()
    flow.actor.send({ type: 'service.open' })
    expect(flow.services.navigate.go.mock.calls).toEqual([['/customerService']])
    flow.services.answer(orderList, () => ordersOf(order('BYD9', query.productId)))
    flow.actor.send({ type: 'outcome.check' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(phase(flow)).toBe('submitted')
    expect(flow.services.api.callsTo(loanPush)).toHaveLength(1)
  })

  it('without the note of the orders before (the list did not answer then), an order in review of the product and amount counts', async () => {
    const flow = start()
    flow.services.fail(orderList, { kind: 'http', code: '503' })
    flow.services.fail(loanPush, { kind: 'timeout' })
    await submit(flow)
    expect(trace(flow.services)?.data).toEqual({})
    flow.services.answer(orderList, () =>
      ordersOf(
        order('BYD7', query.productId, '200'),
        order('BYD8', query.productId, '21', 100),
        order('BYD9', query.productId, '21'),
      ),
    )
    await vi.advanceTimersByTimeAsync(1_000)
    expect(flow.actor.getSnapshot().context.submitted).toEqual({ orderId: 'BYD9' })
  })

  it('a reload while unknown resumes into the check with the same trace, never a second push', async () => {
    const first = start()
    let pushed = false
    first.services.answer(orderList, () => (pushed ? ordersOf(order('BYD9', query.productId)) : ordersOf()))
    first.services.answer(loanPush, () => {
      pushed = true
      throw { kind: 'timeout' }
    })
    await submit(first)
    first.actor.stop()

    const services = first.services
    const actor = createActor(loanConfirmWith(services), { input: inputFor(services) })
    actor.start()
    await flush()
    expect(actor.getSnapshot().matches({ ready: { submission: 'checkingOutcome' } })).toBe(true)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(actor.getSnapshot().matches({ ready: { submission: 'submitted' } })).toBe(true)
    expect(services.api.callsTo(loanPush)).toHaveLength(1)

    // Reloaded again once submitted: the page says so at once; no Next, no push, no check.
    const calls = services.api.calls.length
    const again = createActor(loanConfirmWith(services), { input: inputFor(services) })
    again.start()
    await flush()
    expect(again.getSnapshot().matches({ ready: { submission: 'submitted' } })).toBe(true)
    expect(again.getSnapshot().context.submitted).toEqual({ orderId: 'BYD9' })
    expect(services.api.calls.slice(calls).map((c) => c.endpoint)).toEqual([loanConfirm, contracts])
  })

  it('a reload after an accepted push with a refused URL shows it submitted', async () => {
    const flow = start({ lendDetailsUrl: 'javascript:alert(1)' })
    await submit(flow)
    flow.actor.stop()
    expect(inputFor(flow.services)).toMatchObject({ submitted: { orderId: '' }, inFlight: null })
  })

  it('a trace of another product is not resumed on this page', () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    createSubmissions(services.store).open(
      'loan-detail-push',
      { productId: 'P-1', amount: '500000', periods: '3', termUnit: '30' },
      60_000,
    )
    expect(inputFor(services)).toMatchObject({ inFlight: null, submitted: null })
  })
})
