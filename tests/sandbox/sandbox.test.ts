// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createClients } from '../../src/api/client.ts'
import { createNamedApi as createApi } from '../../src/api/endpoints.ts'
import {
  ARRIVALS_KEY,
  createSandboxFetch,
  getScenario,
  resetSandbox,
  SANDBOX_VERIFICATION_CODE,
  SCENARIOS,
  setScenario,
} from '../../src/sandbox/index.ts'
import { SAMPLE_COMPLAINTS } from '../../src/sandbox/sample-complaints.ts'
import { loadState } from '../../src/sandbox/store.ts'
import { BASE_URL, failureOf, harness, memoryStorage, PAGE_QUERY } from './harness.ts'

const STATE_KEY = 'bayad.sandbox.v1'
const ORDER = 'BYD20261105000017'

describe('sandbox: scenarios, failures and persistence', () => {
  it('names the scenarios a tester can pick, verificationNeeded by default', () => {
    expect(Object.keys(SCENARIOS)).toEqual(
      expect.arrayContaining([
        'verificationNeeded',
        'noVerification',
        'wrongCode',
        'repeatedSubmission',
        'cardListFailure',
        'serverError',
        'slowNetwork',
        'collectionRefused',
        'malformedResponse',
        'emptyOrders',
        'noAgreements',
        'agreementPopup',
        'retentionPopup',
        'pushFailure',
        'slowPush',
        'rupeeFlag',
        'legacyRefused',
        'noPayCode',
        'noInstructions',
        'fewDetails',
        'payCodeFailure',
        'payCodeQr',
        'walletFailure',
      ]),
    )
    for (const description of Object.values(SCENARIOS)) expect(description.length).toBeGreaterThan(10)
    const storage = memoryStorage()
    expect(getScenario(storage)).toBe('verificationNeeded')
    setScenario('wrongCode', storage)
    expect(getScenario(storage)).toBe('wrongCode')
    expect(() => setScenario('nope' as never, storage)).toThrow()
    resetSandbox(storage)
    expect(getScenario(storage)).toBe('verificationNeeded')
    expect(SANDBOX_VERIFICATION_CODE).toBe('123456')
  })

  it('serverError: every call fails with HTTP 500 (kind http)', async () => {
    const storage = memoryStorage()
    setScenario('serverError', storage)
    const { api } = harness(storage)
    expect(await failureOf(api.call('repaymentWay', { orderId: ORDER }))).toEqual({
      kind: 'http',
      code: '500',
    })
    expect(await failureOf(api.call('problemList', {}))).toEqual({ kind: 'http', code: '500' })
  })

  it('malformedResponse: repayment-way, problem-init and contact-kf-info fail decoding (kind malformed)', async () => {
    const storage = memoryStorage()
    setScenario('malformedResponse', storage)
    const { api } = harness(storage)
    expect(await failureOf(api.call('repaymentWay', { orderId: ORDER }))).toMatchObject({ kind: 'malformed' })
    expect(await failureOf(api.call('problemInit', { orderId: ORDER }))).toMatchObject({ kind: 'malformed' })
    expect(await failureOf(api.call('serviceContact', { overall: 30 }))).toMatchObject({ kind: 'malformed' })
    // the rest keeps answering: saving a complaint and rating an answered one
    await expect(
      api.call('saveProblem', {
        problemType: '3',
        problemSonType: '',
        problemDetail: 'The app closes by itself.',
        problemImage: '',
        orderNo: '',
      }),
    ).resolves.toEqual({ problemId: expect.stringMatching(/\S/) })
    await expect(api.call('saveScore', { score: 4, problemId: SAMPLE_COMPLAINTS.toRate })).resolves.toBeNull()
    expect(
      loadState(storage, Date.now()).complaints.find((c) => c.id === SAMPLE_COMPLAINTS.toRate)?.score,
    ).toBe(4)
  })

  it('slowNetwork: answers arrive after 2.5 s', async () => {
    const storage = memoryStorage()
    setScenario('slowNetwork', storage)
    const { api } = harness(storage)
    const started = performance.now()
    await api.call('serviceContact', { overall: 30 })
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_400)
  })

  it('a sandboxScenario query parameter forces a scenario for one request without storing it', async () => {
    const storage = memoryStorage()
    const fetch = createSandboxFetch({ storage })
    const response = await fetch(
      `${BASE_URL}/api/v1/youmi/youmi-api/service/loan/repayment-way?orderId=${ORDER}&sandboxScenario=cardListFailure`,
      { method: 'POST' },
    )
    expect(await response.json()).toMatchObject({ code: '1', message: 'failed to query card list' })
    expect(getScenario(storage)).toBe('verificationNeeded')
  })

  it('an unknown path answers a loud 404 JSON (kind http)', async () => {
    const { api, fetch } = harness(memoryStorage())
    expect(await failureOf(api.call('problemList', {}, { path: '/no-such-call' }))).toEqual({
      kind: 'http',
      code: '404',
    })
    const response = await fetch(`${BASE_URL}/v3/not-there?deviceId=d1`, { method: 'POST' })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      code: '404',
      message: expect.stringContaining('/api-sandbox/v3/not-there'),
    })
  })

  it('state survives re-creating the fetch with the same storage, under one versioned key', async () => {
    const storage = memoryStorage()
    const first = harness(storage).api
    const ways = await first.call('repaymentWay', { orderId: ORDER })
    const card = ways.bankCards[1]!
    const payload = {
      amount: '392000',
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: '',
      orderId: ORDER,
      repayToken: ways.repayToken,
      bankCode: card.bankCode,
      sendMsg: 0 as const,
    }
    const { repayRecordId } = await first.call('repaymentCommit', payload)
    await first.call('saveProblem', {
      problemType: '4',
      problemSonType: '',
      problemDetail: 'kept after reload',
      problemImage: '',
      orderNo: '',
    })

    // the app clears only its own keys; the sandbox never depends on them
    storage.setItem('orderNo', ORDER)
    storage.removeItem('orderNo')
    storage.removeItem('repaymentInfo')
    // The state under one key; the arrival log (e2e tests count calls with it) under its own.
    expect([...storage.map.keys()].sort()).toEqual([ARRIVALS_KEY, STATE_KEY])
    expect(JSON.parse(storage.getItem(STATE_KEY)!)).toMatchObject({
      version: 1,
      scenario: 'verificationNeeded',
    })

    const second = harness(storage).api // a full page reload
    await second.call('repaymentConfirm', {
      orderId: ORDER,
      verifyCode: '123456',
      repaymentRecordId: repayRecordId,
    })
    expect((await second.call('problemInit', { orderId: ORDER })).orderDetail).toMatchObject({
      status: 'Finished',
    })
    const processing = (await second.call('problemList', {})).tabs[0]!.list
    expect(processing.map((c) => c.content)).toContain('kept after reload')
  })

  it('a corrupt or foreign stored value resets to the seed', async () => {
    for (const bad of [
      '{not json',
      JSON.stringify({ version: 99 }),
      JSON.stringify({ version: 1, scenario: 'verificationNeeded', orders: 'x' }),
    ]) {
      const storage = memoryStorage()
      storage.setItem(STATE_KEY, bad)
      const { api } = harness(storage)
      const init = await api.call('problemInit', {})
      expect(init.orderList).toHaveLength(3)
      expect(JSON.parse(storage.getItem(STATE_KEY)!)).toMatchObject({ version: 1 })
    }
  })

  it('resetSandbox brings paid orders back', async () => {
    const storage = memoryStorage()
    setScenario('noVerification', storage)
    const { api } = harness(storage)
    const ways = await api.call('repaymentWay', { orderId: ORDER })
    const card = ways.bankCards[0]!
    await api.call('repaymentCommit', {
      amount: '1',
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: '',
      orderId: ORDER,
      repayToken: ways.repayToken,
      bankCode: card.bankCode,
      sendMsg: 0,
    })
    expect((await api.call('problemInit', { orderId: ORDER })).orderDetail).toMatchObject({
      status: 'Finished',
    })
    resetSandbox(storage)
    expect((await api.call('problemInit', { orderId: ORDER })).orderDetail).toMatchObject({
      status: 'Repayable',
    })
  })

  it('receives the common query parameters and accepts a relative base URL as the app uses it', async () => {
    const storage = memoryStorage()
    const seen: string[] = []
    const inner = createSandboxFetch({ storage })
    const spy: typeof fetch = (input, init) => {
      seen.push(String(input instanceof Request ? input.url : input))
      return inner(input, init)
    }
    const api = createApi(
      createClients({ baseURL: '/api-sandbox', pageQuery: () => ({ ...PAGE_QUERY }), fetch: spy }),
    )
    await api.call('serviceContact', { overall: 30 })
    expect(seen[0]).toContain('/api-sandbox/v3/personal-center/contact-kf-info?')
    expect(seen[0]).toContain('deviceId=d1')
  })

  it('answers the lower-priority calls with data the schemas accept', async () => {
    const { api } = harness(memoryStorage())
    await expect(api.call('loanDetails', { productId: '101', orderId: ORDER })).resolves.toMatchObject({
      orderStatus: '174',
      productName: 'Bayad Cash',
    })
    await expect(api.call('loanConfirm', { productId: '101' })).resolves.toMatchObject({
      amount: 500000,
      periods: '91',
    })
    await expect(api.call('contracts', { productId: '101', scene: 3 })).resolves.toMatchObject({
      data: [{ title: 'Loan Agreement' }, {}, {}],
    })
    await expect(
      api.call('instalmentRepayment', { productId: '101', orderId: ORDER }),
    ).resolves.toMatchObject({ repayAmount: 392000 })
    await expect(api.call('delayRepayment', { productId: '101', orderId: ORDER })).resolves.toMatchObject({
      delayInfo: { delayAmount: 52500 },
    })
    await expect(api.call('cardInit', { product_id: '101' })).resolves.toMatchObject({ cardType: '1' })
    await expect(api.call('getSid', {})).resolves.toMatchObject({ sid: expect.any(String) })
    const pushed = await api.call('loanPush', {
      productId: '101',
      amount: 500000,
      periods: '91',
      termUnit: '1',
    })
    expect(pushed.lendDetailsUrl).toMatch(/^\/loanDetails\?orderId=BYD\d+/)
  })
})
