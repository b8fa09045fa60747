import { cleanup, render } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { loanDetails } from '../../src/api/order.ts'
import { repaymentHuichao } from '../../src/api/repayment.ts'
import { repaymentWay } from '../../src/api/repayment-way.ts'
import { loadPaymentCheck } from '../../src/screens/shared/payment-outcome.ts'
import { CARD_REPAY_PATH, CONTEXT_MAX } from '../../src/screens/shared/card-repay-link.ts'
import { createNavigator, ServicesProvider } from '../../src/screens/shared/services.tsx'
import AddCardScreen from '../../src/screens/wallet/add-card-screen.tsx'
import { BIND_CARD_PATH, openBindCard, ownParams } from '../../src/screens/wallet/add-card.impl.ts'
import { decodeWalletQuery, walletRepayWith } from '../../src/screens/wallet/wallet-repay.impl.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'

/**
 * The real side effects of the e-wallet repayment (src/screens/wallet/wallet-repay.impl.ts): which
 * call goes out with which payload, which server redirects are refused, where each way on goes; and
 * the `/addnormalcard` redirect (src/screens/wallet/add-card.impl.ts). The machine's own rules are
 * tested in tests/machines and through the view in tests/model.
 */

const LOAN = '/api/v1/youmi/youmi-api/service/loan'
const ORIGIN = 'https://h5.bayad.test'
const COMMON = { deviceId: 'd1', sessionId: 's1', userId: '100234', merchantNumber: 'M0001' }
const query = {
  ...COMMON,
  orderId: 'ORD20261121001',
  amount: '350000',
  productName: 'Bayad Cash',
  repayDate: '2026-12-21',
}

function start(options: { walletUrl?: string; pageQuery?: Record<string, string> } = {}) {
  const services = fakeServices({ origin: ORIGIN, pageQuery: options.pageQuery ?? query })
  services.answer(repaymentHuichao, () => ({ url: options.walletUrl ?? '/sandbox-wallet.html?o=1' }))
  return run(services)
}

function run(services: FakeServices) {
  const input = decodeWalletQuery(services.pageQuery(), services)
  if (input === null) throw new Error('the test page query does not decode')
  const actor = createActor(walletRepayWith(services), { input })
  actor.start()
  return { services, actor }
}

// The check loads on demand: load it before the fake clock, as the page does while the checkout is asked for.
beforeAll(async () => {
  await loadPaymentCheck()
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('e-wallet repayment: the call', () => {
  it('POST repayment-huichao {userId, orderId, amount} at once, nothing else', async () => {
    const flow = start()
    await flush()
    expect(repaymentHuichao.path).toBe(`${LOAN}/repayment-huichao`)
    expect(repaymentHuichao.method).toBe('POST')
    expect(flow.services.api.calls.map((c) => c.endpoint)).toEqual([repaymentHuichao])
    expect(flow.services.api.callsTo(repaymentHuichao)).toEqual([
      { userId: '100234', orderId: 'ORD20261121001', amount: '350000' },
    ])
  })

  it.each([
    ['https://wallet.example/checkout?o=1', 'https://wallet.example/checkout?o=1'],
    [
      '/sandbox-wallet.html?orderId=O1&amount=350000',
      `${ORIGIN}/sandbox-wallet.html?orderId=O1&amount=350000`,
    ],
  ])('the checkout %s replaces this page (navigate.leave(%s, replace))', async (url, expected) => {
    const flow = start({ walletUrl: url })
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('leavingForWallet')
    expect(flow.services.navigate.leave.mock.calls).toEqual([[expected, { replace: true }]])
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
    expect(flow.services.toasts).toEqual([])
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '',
    '   ',
  ])('a checkout URL %j is refused: no navigation, "processing failed", and no check', async (url) => {
    const flow = start({ walletUrl: url })
    await flush()
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.actor.getSnapshot().value).toEqual({ failed: 'idle' })
    expect(flow.services.toasts).toEqual([{ notice: { id: 'error.processingFailed' }, tone: 'failure' }])
    // The lender answered: the outcome is known, so its trace is settled (Try again is a new checkout).
    expect([...flow.services.store.values.keys()]).toEqual([])
  })

  it('a refusal toasts the server message; Try again asks again and then leaves', async () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    services.fail(repaymentHuichao, { kind: 'rejected', code: '01', message: 'E-wallet is down' })
    const flow = run(services)
    await flush()
    expect(flow.services.toasts).toEqual([{ notice: { text: 'E-wallet is down' }, tone: 'failure' }])
    services.answer(repaymentHuichao, () => ({ url: 'https://wallet.example/c' }))
    flow.actor.send({ type: 'wallet.retry' })
    await flush()
    expect(services.api.callsTo(repaymentHuichao)).toHaveLength(2)
    expect(services.navigate.leave.mock.calls).toEqual([['https://wallet.example/c', { replace: true }]])
  })

  it('a request that never left toasts "offline" and keeps no trace', async () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    services.fail(repaymentHuichao, { kind: 'offline' })
    run(services)
    await flush()
    expect(services.toasts).toEqual([{ notice: { id: 'error.offline' }, tone: 'failure' }])
    expect(services.navigate.leave).not.toHaveBeenCalled()
    expect([...services.store.values.keys()]).toEqual([])
  })
})

describe('e-wallet repayment: one checkout, one key (docs/decisions/022-submission-outcomes.md)', () => {
  const TRACE = 'bayad.submission.repayment-huichao'
  const keyOf = (services: FakeServices) =>
    services.api.calls.filter((c) => c.endpoint === repaymentHuichao).map((c) => c.options?.idempotencyKey)

  /** repayment-huichao times out (the lender may have made the checkout); loan-details reads `status`. */
  function lost(status = '174', store?: FakeServices['store']) {
    const services = fakeServices({ origin: ORIGIN, pageQuery: { ...query, productId: '101' } })
    if (store !== undefined) services.store = store
    services.fail(repaymentHuichao, { kind: 'timeout' })
    services.answer(loanDetails, () => ({ orderStatus: status }) as never)
    return { services, flow: run(services) }
  }

  it('sends an idempotency key, stored (bound to the order and amount) before the request leaves', async () => {
    // What the store holds when the request leaves.
    let trace: unknown
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    services.answer(repaymentHuichao, () => {
      trace = services.store.values.get(TRACE)
      return { url: '/sandbox-wallet.html?o=1' }
    })
    const flow = run(services)
    await flush()
    const [key] = keyOf(flow.services)
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(trace).toMatchObject({ key, binding: { orderId: query.orderId, amount: query.amount } })
    expect((trace as { expiresAt: number; at: number }).expiresAt - (trace as { at: number }).at).toBe(
      30 * 60_000,
    )
    // The checkout came back: settled.
    expect(flow.services.store.values.has(TRACE)).toBe(false)
  })

  it('a timeout is checked with loan-details {productId, orderId} after 1 s; not made: Try again sends the same key', async () => {
    const { services, flow } = lost('174')
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('checkingOutcome')
    expect(services.api.callsTo(loanDetails)).toEqual([])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(services.api.callsTo(loanDetails)).toEqual([{ productId: '101', orderId: query.orderId }])
    // The e-wallet sends no repay token: repayment-way is not asked.
    expect(services.api.callsTo(repaymentWay)).toEqual([])
    expect(flow.actor.getSnapshot().value).toEqual({ failed: 'idle' })
    expect(services.toasts).toEqual([{ notice: { id: 'repay.walletNotDone' }, tone: 'info' }])
    services.answer(repaymentHuichao, () => ({ url: 'https://wallet.example/c' }))
    flow.actor.send({ type: 'wallet.retry' })
    await flush()
    const [first, retry] = keyOf(services)
    expect(retry).toBe(first)
    expect(services.navigate.leave.mock.calls).toEqual([['https://wallet.example/c', { replace: true }]])
    // Done: the next payment gets a new key.
    expect(services.store.values.has(TRACE)).toBe(false)
  })

  it('opened again while it is unknown: checked first, nothing asked; the key survives the reload', async () => {
    const first = lost('174')
    await flush()
    const key = keyOf(first.services)[0]
    // The page is reloaded before the check ends: the same local storage, a new page.
    const again = lost('174', first.services.store)
    expect(again.flow.actor.getSnapshot().value).toBe('checkingOutcome')
    expect(again.services.api.callsTo(repaymentHuichao)).toEqual([])
    await vi.advanceTimersByTimeAsync(1_000)
    again.services.answer(repaymentHuichao, () => ({ url: 'https://wallet.example/c' }))
    again.flow.actor.send({ type: 'wallet.retry' })
    await flush()
    expect(keyOf(again.services)).toEqual([key])
  })

  it('opened while a card payment of this order and amount is unknown: that payment is checked first', async () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    services.store.set('bayad.submission.repayment-commit', {
      key: '0b9c6f4e-1d2a-4c3b-8e5f-6a7b8c9d0e1f',
      binding: { orderId: query.orderId, amount: query.amount },
      data: { repayToken: 'tok-abc', cardId: '7001', bankName: 'BDO Unibank', cardNo: '**** 4821' },
      at: Date.now(),
      expiresAt: Date.now() + 60_000,
    })
    services.answer(loanDetails, () => ({ orderStatus: '174' }) as never)
    services.answer(repaymentWay, () => ({ alipay: '1', repayToken: 'tok-abc', bankCards: [] }))
    const flow = run(services)
    expect(flow.actor.getSnapshot().value).toBe('checkingOutcome')
    await vi.advanceTimersByTimeAsync(1_000)
    // Checked as the card payment it is: the order, then the repay token the commit sent.
    expect(services.api.calls.map((c) => c.endpoint)).toEqual([loanDetails, repaymentWay])
    expect(flow.actor.getSnapshot().value).toEqual({ failed: 'idle' })
    expect(services.toasts).toEqual([{ notice: { id: 'repay.notDone' }, tone: 'info' }])
  })

  it('the order reads paid: announced, the order opens (replacing this page), the trace is settled', async () => {
    const { services, flow } = lost('200')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(flow.actor.getSnapshot().value).toBe('paid')
    expect(services.toasts).toEqual([{ notice: { text: 'Payment received: ₱3,500.00.' }, tone: 'info' }])
    expect(services.navigate.go.mock.calls).toEqual([
      [`/borrowDetail/${query.orderId}`, undefined, { replace: true }],
    ])
    expect(services.store.values.has(TRACE)).toBe(false)
  })

  it('still repaying after every check (about 15 s): unknown; customer service opens from there', async () => {
    const { services, flow } = lost('170')
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000)
    expect(services.api.callsTo(loanDetails)).toHaveLength(4)
    expect(flow.actor.getSnapshot().value).toBe('outcomeUnknown')
    // Kept: a later check or reload still knows what to check.
    expect(services.store.values.has(TRACE)).toBe(true)
    flow.actor.send({ type: 'service.open' })
    expect(services.navigate.go.mock.calls).toEqual([['/customerService']])
  })
})

describe('e-wallet repayment: Pay by bank card', () => {
  async function failedFlow(pageQuery: Record<string, string>) {
    const services = fakeServices({ origin: ORIGIN, pageQuery })
    services.fail(repaymentHuichao, { kind: 'rejected', code: '01', message: 'E-wallet is down' })
    const flow = run(services)
    await flush()
    flow.actor.send({ type: 'card.choose' })
    return flow
  }

  it('replaces this page with /repayChoose, the order, the amount and the loan context', async () => {
    const flow = await failedFlow(query)
    expect(CARD_REPAY_PATH).toBe('/repayChoose')
    expect(flow.services.navigate.go.mock.calls).toEqual([
      [
        '/repayChoose',
        {
          orderId: 'ORD20261121001',
          amount: '350000',
          couponId: undefined,
          productName: 'Bayad Cash',
          repayDate: '2026-12-21',
        },
        { replace: true },
      ],
    ])
    expect(flow.services.api.callsTo(repaymentHuichao)).toHaveLength(1)
  })

  it('a coupon rides along; absent context is not passed as empty parameters', async () => {
    const flow = await failedFlow({ ...COMMON, orderId: 'O1', amount: '100', couponId: 'CP-5' })
    expect(flow.services.navigate.go.mock.calls).toEqual([
      [
        '/repayChoose',
        { orderId: 'O1', amount: '100', couponId: 'CP-5', productName: undefined, repayDate: undefined },
        { replace: true },
      ],
    ])
  })

  it('the real navigator builds /repayChoose with the flow parameters and the common query', async () => {
    const routerNavigate = vi.fn()
    const search = `?${new URLSearchParams({ ...query, sandboxScenario: 'walletFailure' }).toString()}`
    const navigate = createNavigator(
      routerNavigate,
      { search, assign: vi.fn(), replace: vi.fn() },
      {
        state: null,
      },
    )
    const flow = await failedFlow(query)
    const [path, extra, options] = flow.services.navigate.go.mock.calls[0] ?? []
    navigate.go(path ?? '', extra, options)
    const [to, how] = routerNavigate.mock.calls[0] as [string, unknown]
    const url = new URL(to, ORIGIN)
    expect(url.pathname).toBe('/repayChoose')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orderId: 'ORD20261121001',
      amount: '350000',
      productName: 'Bayad Cash',
      repayDate: '2026-12-21',
      ...COMMON,
    })
    expect(how).toEqual({ replace: true })
  })
})

describe('decodeWalletQuery', () => {
  const services = fakeServices()
  it('reads the order, the amount, the user from the common query and the optional context', () => {
    expect(decodeWalletQuery(query, services)).toEqual({
      userId: '100234',
      orderId: 'ORD20261121001',
      amount: '350000',
      couponId: '',
      productName: 'Bayad Cash',
      repayDate: '2026-12-21',
      productId: '',
      unsettled: null,
    })
    expect(decodeWalletQuery({ ...query, productId: '101' }, services)?.productId).toBe('101')
  })

  it(`a product name or date longer than ${CONTEXT_MAX} characters is cut, never a refused link`, () => {
    const long = 'Bayad Cash '.repeat(20)
    const decoded = decodeWalletQuery(
      { ...query, productName: long, repayDate: ` ${'9'.repeat(200)} ` },
      services,
    )
    expect(decoded?.productName).toBe(long.trim().slice(0, CONTEXT_MAX))
    expect(decoded?.repayDate).toBe('9'.repeat(CONTEXT_MAX))
  })

  it('a long context passed on to /repayChoose stays within what it reads', async () => {
    const long = 'x'.repeat(300)
    const services = fakeServices({ origin: ORIGIN, pageQuery: { ...query, productName: long } })
    services.fail(repaymentHuichao, { kind: 'rejected', code: '01' })
    const flow = run(services)
    await flush()
    flow.actor.send({ type: 'card.choose' })
    expect(flow.services.navigate.go.mock.calls[0]?.[1]).toMatchObject({
      productName: 'x'.repeat(CONTEXT_MAX),
    })
  })

  it.each([
    ['no order', { amount: '100' }],
    ['a blank order', { orderId: '  ', amount: '100' }],
    ['a too long order', { orderId: 'O'.repeat(65), amount: '100' }],
    ['no amount', { orderId: 'O1' }],
    ['an amount with a decimal point', { orderId: 'O1', amount: '35.00' }],
    ['a negative amount', { orderId: 'O1', amount: '-100' }],
    ['a word for an amount', { orderId: 'O1', amount: 'all' }],
    ['a zero amount', { orderId: 'O1', amount: '0' }],
    ['a too long amount', { orderId: 'O1', amount: '1'.repeat(13) }],
  ])('refuses a link with %s', (_what, pageQuery) => {
    expect(decodeWalletQuery(pageQuery, services)).toBeNull()
  })
})

describe('/addnormalcard: the bind card screen under another name', () => {
  const search = new URLSearchParams({
    product_id: '101',
    source: 'loanDetail',
    ...COMMON,
    mobilePhone: '09171234567',
  }).toString()

  it('keeps the page’s own parameters as spelled; the common query is left to the navigator', () => {
    expect(ownParams(search)).toEqual({ product_id: '101', source: 'loanDetail' })
    expect(ownParams(`?${search}`)).toEqual({ product_id: '101', source: 'loanDetail' })
    expect(ownParams('')).toEqual({})
  })

  it('replaces itself with /bindCard', () => {
    const services = fakeServices()
    openBindCard(services, search)
    expect(BIND_CARD_PATH).toBe('/bindCard')
    expect(services.navigate.go.mock.calls).toEqual([
      ['/bindCard', { product_id: '101', source: 'loanDetail' }, { replace: true }],
    ])
    expect(services.navigate.leave).not.toHaveBeenCalled()
    expect(services.api.calls).toEqual([])
  })

  it('the screen redirects once, before it paints anything, with the whole query', () => {
    vi.useRealTimers()
    const before = `${window.location.pathname}${window.location.search}${window.location.hash}`
    window.history.replaceState(null, '', `/addnormalcard?${search}`)
    try {
      const routerNavigate = vi.fn()
      const services = {
        ...fakeServices(),
        navigate: createNavigator(routerNavigate, window.location, window.history),
      }
      const { container } = render(
        createElement(ServicesProvider, { services, children: createElement(AddCardScreen) }),
      )
      expect(container.innerHTML).toBe('')
      expect(routerNavigate).toHaveBeenCalledTimes(1)
      const [to, how] = routerNavigate.mock.calls[0] as [string, unknown]
      const url = new URL(to, ORIGIN)
      expect(url.pathname).toBe('/bindCard')
      expect(Object.fromEntries(url.searchParams)).toEqual({
        product_id: '101',
        source: 'loanDetail',
        ...COMMON,
        mobilePhone: '09171234567',
      })
      expect(how).toEqual({ replace: true })
    } finally {
      cleanup()
      window.history.replaceState(null, '', before)
    }
  })
})
