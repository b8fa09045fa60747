// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SCENARIOS, setScenario, SLOW_PUSH_MS, type ScenarioName } from '../../src/sandbox/index.ts'
import { STATE_KEY } from '../../src/sandbox/sandbox-schema.ts'
import { seedState } from '../../src/sandbox/seed.ts'
import { loadState } from '../../src/sandbox/store.ts'
import { failureOf, harness, manualClock, memoryStorage } from './harness.ts'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const DAY = 86_400_000
const PUSH = { productId: '101', amount: 500000, periods: '91', termUnit: '1' }
const JUMP = { productId: '101', scene: 3, position: 0, orderId: '' }

function inScenario(name: ScenarioName, now?: () => number) {
  const storage = memoryStorage()
  setScenario(name, storage)
  return { storage, ...harness(storage, now) }
}

const pushesOf = (storage: Storage) => loadState(storage, Date.now()).loanPushes

describe('sandbox: v3 loan confirmation', () => {
  it('quotes a ₱5,000 loan over 91 days with one plan row in minor units', async () => {
    const clock = manualClock()
    const { api } = harness(memoryStorage(), clock.now)
    const confirm = await api.call('loanConfirm', { productId: '101' })
    expect(confirm).toMatchObject({
      comProductName: 'Bayad Cash',
      amount: 500000,
      periods: '91',
      termUnit: '1',
      firstPayTime: '2027-02-19',
      firstPeriodDay: '91',
      pRateDsc: 'Interest rate 0.07% per day',
      sendSms: '0',
      isPopType: '0',
      popTitle: '',
      popContent: '',
      popAgreementUrl: '',
    })
    expect(confirm.comProductLogo).toMatch(/^\/sandbox-(logos|receipts)\/[\w-]+\.svg$/)
    expect(confirm.details).toEqual([
      { text: 'Loan amount', value: '₱5,000.00' },
      { text: 'Service fee', value: '₱300.00' },
      { text: 'Interest', value: '₱318.50' },
      { text: 'Amount received', value: '₱4,700.00' },
      { text: 'Total repayment', value: '₱5,318.50' },
    ])
    expect(confirm.repay_plans).toEqual([
      { title: 'Repayment', description: 'Principal and interest', amount: 531850, pay_time: '2027-02-19' },
    ])
  })

  it("product 104 is paid in 3 periods, 30 days apart, that add up to the loan's total", async () => {
    const { api } = harness(memoryStorage(), manualClock().now)
    const confirm = await api.call('loanConfirm', { productId: '104' })
    const plans = confirm.repay_plans
    expect(plans.map((p) => p.title)).toEqual(['Period 1/3', 'Period 2/3', 'Period 3/3'])
    for (const plan of plans) {
      expect(plan.description).toBe('Principal and interest')
      expect(typeof plan.amount).toBe('number')
      expect(plan.pay_time).toMatch(DATE)
    }
    const times = plans.map((p) => Date.parse(`${p.pay_time}T00:00:00Z`))
    expect(times[1]! - times[0]!).toBe(30 * DAY)
    expect(times[2]! - times[1]!).toBe(30 * DAY)
    expect(plans.reduce((sum, p) => sum + p.amount, 0)).toBe(531850)
    expect(confirm.firstPayTime).toBe(plans[0]!.pay_time)
    expect(confirm).toMatchObject({ amount: 500000, periods: '91', termUnit: '1', firstPeriodDay: '31' })
  })

  it('lists three agreements on GET and POST and opens each by position', async () => {
    const { api, fetch } = harness(memoryStorage())
    expect((await api.call('contracts', { productId: '101', scene: 3 })).data).toEqual([
      { title: 'Loan Agreement' },
      { title: 'Privacy Policy' },
      { title: 'Disclosure Statement' },
    ])
    const viaGet = await fetch('http://sandbox.local/v3/contract/contract?productId=101&scene=3')
    expect(await viaGet.json()).toMatchObject({ code: '0', data: { data: [{}, {}, {}] } })
    // Each agreement its own page (decision 028), never one generic page for all.
    const pages = ['/loanAgreement', '/privacyPolicy', '/sandbox-disclosure.html']
    for (const [position, page] of pages.entries())
      await expect(api.call('contractJump', { ...JUMP, position, marker: 'x' })).resolves.toEqual({
        contract_url: `${page}?productId=101&position=${position}`,
      })
  })

  it('every offer carries the structured cost, and it adds up (decision 028)', async () => {
    for (const productId of ['101', '104']) {
      const { api } = harness(memoryStorage(), manualClock().now)
      const confirm = await api.call('loanConfirm', { productId })
      const fees = confirm.fees ?? []
      expect(fees).toEqual([{ name: 'Service fee', amount: 30000 }])
      expect(confirm.netAmount).toBe(confirm.amount - 30000)
      const planned = confirm.repay_plans.reduce((sum, p) => sum + p.amount, 0)
      expect(confirm.amount + (confirm.interest ?? Number.NaN)).toBe(planned)
      expect(confirm.effectiveRate).toBeUndefined()
      expect(confirm.receivingAccount).toBe('GCash •••• 4321')
    }
    const unstructured = await inScenario('unstructuredOffer').api.call('loanConfirm', { productId: '101' })
    expect([unstructured.fees, unstructured.interest, unstructured.netAmount]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
    const rated = await inScenario('lenderRate').api.call('loanConfirm', { productId: '101' })
    expect(rated.effectiveRate).toBe(4.5)
    const mismatch = await inScenario('offerMismatch').api.call('loanConfirm', { productId: '101' })
    expect(mismatch.netAmount).not.toBe(mismatch.amount - 30000)
  })

  it('refuses a jump without a product or with a position outside the list', async () => {
    const { api } = harness(memoryStorage())
    for (const payload of [
      { ...JUMP, productId: '' },
      { ...JUMP, position: 3 },
      { ...JUMP, position: -1 },
      { ...JUMP, position: 'first' as unknown as number },
    ]) {
      expect(await failureOf(api.call('contractJump', payload))).toMatchObject({
        kind: 'rejected',
        code: '1',
        message: expect.any(String),
      })
    }
  })

  it('a push creates the order in review and is recorded in the state', async () => {
    const clock = manualClock()
    const storage = memoryStorage()
    const { api } = harness(storage, clock.now)
    const { lendDetailsUrl } = await api.call('loanPush', { ...PUSH, productId: '104' })
    const orderId = /orderId=(BYD\d+)&productId=104$/.exec(lendDetailsUrl)?.[1]
    expect(lendDetailsUrl).toMatch(/^\/loanDetails\?orderId=BYD20261120\d{6}&productId=104$/)
    await expect(api.call('loanDetails', { productId: '104', orderId: orderId! })).resolves.toMatchObject({
      orderStatus: '21',
      productName: 'Bayad Hulugan',
    })
    expect(pushesOf(storage)).toEqual([
      { variant: 'v3', productId: '104', amount: 500000, periods: '91', termUnit: '1', at: clock.now() },
    ])
    // two pushes in the same millisecond still get two orders
    const again = await api.call('loanPush', PUSH)
    expect(again.lendDetailsUrl).not.toContain(orderId!)
    expect(pushesOf(storage)).toHaveLength(2)
  })

  it('refuses a push missing any of amount, periods, termUnit, productId and records nothing', async () => {
    const storage = memoryStorage()
    const { api } = harness(storage)
    for (const key of ['amount', 'periods', 'termUnit', 'productId'] as const) {
      const payload: Record<string, string | number> = { ...PUSH }
      delete payload[key]
      const failure = await failureOf(api.call('loanPush', payload as typeof PUSH))
      expect(failure).toMatchObject({ kind: 'rejected', code: '1' })
      expect(failure.message).toContain(key)
    }
    expect(pushesOf(storage)).toEqual([])
  })
})

describe('sandbox: legacy (variant 2) loan confirmation', () => {
  it('satire quotes the same loan with code 00 and a promotional popup', async () => {
    const { api } = harness(memoryStorage(), manualClock().now)
    const confirm = await api.call('legacyConfirm', { productId: '101' })
    expect(confirm).toMatchObject({
      amount: 500000,
      flag: '0',
      comProductName: 'Bayad Cash',
      periods: '91',
      termUnit: '1',
      firstPayTime: '2027-02-19',
      NewButtonMsg: 'Get my loan now',
      NewPopMsg: '/sandbox-promo.svg',
    })
    expect(confirm.details[0]).toEqual({ text: 'Loan amount', value: '₱5,000.00' })
    expect(confirm.repay_plans).toEqual([
      { title: 'Repayment', description: 'Principal and interest', amount: 531850, pay_time: '2027-02-19' },
    ])
  })

  it('cultures lists two agreements, misunderstood opens one, depush creates and records the order', async () => {
    const storage = memoryStorage()
    const { api } = harness(storage)
    await expect(api.call('legacyAgreements', { productId: '101', scene: 3 })).resolves.toEqual([
      { title: 'Loan Agreement' },
      { title: 'Privacy Policy' },
    ])
    await expect(api.call('legacyAgreementJump', { ...JUMP, position: 1 })).resolves.toEqual({
      contract_url: '/privacyPolicy?productId=101&position=1',
    })
    expect(await failureOf(api.call('legacyAgreementJump', { ...JUMP, position: 2 }))).toMatchObject({
      kind: 'rejected',
    })
    const { attachUrl } = await api.call('legacyPush', PUSH)
    expect(attachUrl).toMatch(/^\/loanDetails\?orderId=BYD\d+&productId=101$/)
    expect(pushesOf(storage)).toMatchObject([{ variant: 'legacy', productId: '101', amount: 500000 }])
    const orderId = /orderId=(BYD\d+)/.exec(attachUrl)![1]!
    await expect(api.call('loanDetails', { productId: '101', orderId })).resolves.toMatchObject({
      orderStatus: '21',
    })
    const { amount: _amount, ...withoutAmount } = PUSH
    expect(await failureOf(api.call('legacyPush', withoutAmount as typeof PUSH))).toMatchObject({
      kind: 'rejected',
      code: '01',
      message: expect.stringContaining('amount'),
    })
    expect(pushesOf(storage)).toHaveLength(1)
  })
})

describe('sandbox: loan scenarios', () => {
  it('has a one-sentence description for each loan scenario', () => {
    for (const name of [
      'noAgreements',
      'agreementPopup',
      'retentionPopup',
      'pushFailure',
      'slowPush',
      'rupeeFlag',
      'legacyRefused',
      'redirectRefused',
    ] as const) {
      expect(SCENARIOS[name].length).toBeGreaterThan(20)
    }
    expect(SCENARIOS.retentionPopup).toContain('Point out')
    expect(SLOW_PUSH_MS).toBe(3000)
  })

  it('noAgreements: both agreement lists are empty and no position can be opened', async () => {
    const { api } = inScenario('noAgreements')
    await expect(api.call('contracts', { productId: '101', scene: 3 })).resolves.toEqual({ data: [] })
    await expect(api.call('legacyAgreements', { productId: '101', scene: 3 })).resolves.toEqual([])
    expect(await failureOf(api.call('contractJump', JUMP))).toMatchObject({ kind: 'rejected' })
  })

  it('agreementPopup: the confirmation points at the same-origin sample agreement', async () => {
    const { api } = inScenario('agreementPopup')
    await expect(api.call('loanConfirm', { productId: '101' })).resolves.toMatchObject({
      popAgreementUrl: '/sandbox-agreement.html',
      isPopType: '0',
    })
  })

  it('retentionPopup: the confirmation carries the "You are almost there" popup', async () => {
    const { api } = inScenario('retentionPopup')
    await expect(api.call('loanConfirm', { productId: '101' })).resolves.toMatchObject({
      isPopType: '1',
      popTitle: 'You are almost there',
      popContent:
        'Your ₱5,000.00 loan is ready to be sent. If you leave now, your application will not be submitted.',
      popAgreementUrl: '',
    })
  })

  it('pushFailure: the v3 push is refused with code 1 and nothing is recorded', async () => {
    const { api, storage } = inScenario('pushFailure')
    expect(await failureOf(api.call('loanPush', PUSH))).toEqual({
      kind: 'rejected',
      code: '1',
      message: 'Your loan could not be submitted right now. Please try again in a few minutes.',
    })
    expect(pushesOf(storage)).toEqual([])
    // the legacy push is not affected
    await expect(api.call('legacyPush', PUSH)).resolves.toMatchObject({ attachUrl: expect.any(String) })
  })

  it('slowPush: only the two pushes take 3 s', { timeout: 15_000 }, async () => {
    const { api, storage } = inScenario('slowPush')
    let started = performance.now()
    await api.call('loanConfirm', { productId: '101' })
    await api.call('legacyConfirm', { productId: '101' })
    expect(performance.now() - started).toBeLessThan(1_000)
    started = performance.now()
    const [v3, legacy] = await Promise.all([api.call('loanPush', PUSH), api.call('legacyPush', PUSH)])
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_PUSH_MS - 100)
    expect(v3.lendDetailsUrl).toMatch(/^\/loanDetails\?/)
    expect(legacy.attachUrl).toMatch(/^\/loanDetails\?/)
    // pushes resolved together after the delay: both are kept
    expect(
      pushesOf(storage)
        .map((p) => p.variant)
        .sort(),
    ).toEqual(['legacy', 'v3'])
  })

  it('rupeeFlag: satire flags the amounts as rupees', async () => {
    const { api } = inScenario('rupeeFlag')
    const confirm = await api.call('legacyConfirm', { productId: '101' })
    expect(confirm).toMatchObject({ flag: '1', amount: 500000 })
    expect(confirm.details[0]!.value).toBe('₹5,000.00')
  })

  it('legacyRefused: depush is refused with 01 and nothing is recorded', async () => {
    const { api, storage } = inScenario('legacyRefused')
    expect(await failureOf(api.call('legacyPush', PUSH))).toEqual({
      kind: 'rejected',
      code: '01',
      message: 'This offer is no longer available for your account.',
    })
    expect(pushesOf(storage)).toEqual([])
  })

  it('redirectRefused: both pushes are accepted (ledger, order, push) and name a page the app refuses', async () => {
    const { api, storage } = inScenario('redirectRefused')
    expect(await api.call('loanPush', PUSH)).toEqual({ lendDetailsUrl: 'javascript:alert(1)' })
    expect(await api.call('legacyPush', PUSH)).toEqual({ attachUrl: 'javascript:alert(1)' })
    const state = loadState(storage, Date.now())
    expect(state.ledger.map((entry) => entry.call)).toEqual(['loan-detail-push', 'depush'])
    expect(pushesOf(storage).map((push) => push.variant)).toEqual(['v3', 'legacy'])
    expect(
      state.orders.filter((order) => order.status === 'inReview' && order.productId === '101'),
    ).toHaveLength(2)
  })

  it('malformedResponse: both confirmations fail decoding', async () => {
    const { api } = inScenario('malformedResponse')
    expect(await failureOf(api.call('loanConfirm', { productId: '101' }))).toEqual({
      kind: 'malformed',
      code: '0',
    })
    expect(await failureOf(api.call('legacyConfirm', { productId: '101' }))).toEqual({
      kind: 'malformed',
      code: '00',
    })
  })

  it('serverError reaches the loan calls too', async () => {
    const { api } = inScenario('serverError')
    for (const call of [
      api.call('loanConfirm', { productId: '101' }),
      api.call('loanPush', PUSH),
      api.call('legacyConfirm', { productId: '101' }),
      api.call('legacyPush', PUSH),
    ]) {
      expect(await failureOf(call)).toEqual({ kind: 'http', code: '500' })
    }
  })

  it('a state stored before loanPushes existed still loads, and pushes are added to it', async () => {
    const storage = memoryStorage()
    const { loanPushes: _none, ...older } = { ...seedState(Date.now()), scenario: 'noVerification' as const }
    storage.setItem(STATE_KEY, JSON.stringify(older))
    const { api } = harness(storage)
    await api.call('loanPush', PUSH)
    const state = loadState(storage, Date.now())
    expect(state.scenario).toBe('noVerification')
    expect(state.loanPushes).toMatchObject([{ variant: 'v3', productId: '101' }])
  })
})

describe('sandbox: offline', () => {
  it('answers nothing: every call fails as a lost connection, and nothing is recorded', async () => {
    const { api, storage } = inScenario('offline')
    expect(await failureOf(api.call('loanConfirm', { productId: '101' }))).toMatchObject({ kind: 'offline' })
    expect(await failureOf(api.call('loanPush', PUSH))).toMatchObject({ kind: 'offline' })
    expect(pushesOf(storage)).toEqual([])
  })
})
