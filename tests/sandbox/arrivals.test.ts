// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import {
  ARRIVALS_KEY,
  MAX_ARRIVALS,
  readArrivals,
  setScenario,
  SLOW_NETWORK_MS,
  STATE_KEY,
} from '../../src/sandbox/index.ts'
import { BASE_URL, failureOf, harness, manualClock, memoryStorage } from './harness.ts'

/** The arrival log (src/sandbox/handlers/common.ts): what e2e tests count a double tap's calls with. */

const ORDER = 'BYD20261105000017'
const IDS = { productId: '101', orderId: ORDER }
const paths = (storage: Storage) => readArrivals(storage).map((arrival) => arrival.path)

describe('sandbox: the arrival log (bayad.sandbox.arrivals)', () => {
  it('logs every call with its path (no query), time and page, refused and failed ones too', async () => {
    const clock = manualClock()
    const storage = memoryStorage()
    const { api } = harness(storage, clock.now)
    vi.stubGlobal('location', { pathname: '/repay' })
    await api.call('instalmentRepayment', IDS)
    clock.advance(1_000)
    vi.stubGlobal('location', { pathname: '/repayDelay' })
    await failureOf(api.call('delayRepayment', { ...IDS, orderId: 'NOPE' }))
    vi.unstubAllGlobals()
    expect(readArrivals(storage)).toEqual([
      { path: '/api-sandbox/v3/installment/loan-play-detail', at: clock.now() - 1_000, page: '/repay' },
      { path: '/api-sandbox/hit/imitating', at: clock.now(), page: '/repayDelay' },
    ])
    expect(ARRIVALS_KEY).toBe('bayad.sandbox.arrivals')
  })

  it(
    'logs a call on arrival, while slowNetwork still holds its answer',
    async () => {
      const storage = memoryStorage()
      setScenario('slowNetwork', storage)
      const { api } = harness(storage)
      let settled = false
      const call = api.call('instalmentRepayment', IDS).finally(() => (settled = true))
      await vi.waitFor(() => expect(paths(storage)).toEqual(['/api-sandbox/v3/installment/loan-play-detail']))
      expect(settled).toBe(false)
      // The state (and its repaymentCalls) is written only once the answer is resolved.
      expect(JSON.parse(storage.getItem(STATE_KEY) ?? '{}').repaymentCalls).toEqual([])
      await call
      expect(settled).toBe(true)
    },
    SLOW_NETWORK_MS * 3,
  )

  it('keeps both of two calls that arrive together (a double tap)', async () => {
    const storage = memoryStorage()
    const { api } = harness(storage)
    const pay = { ...IDS, amount: '392000', channelNumber: '90006' }
    await Promise.all([api.call('generatePayCode', pay), api.call('generatePayCode', pay)])
    expect(paths(storage)).toEqual([
      '/api-sandbox/v3/loan-details/generate-vcode',
      '/api-sandbox/v3/loan-details/generate-vcode',
    ])
  })

  it('logs calls under offline and serverError, which never reach a resolver', async () => {
    const storage = memoryStorage()
    const { api } = harness(storage)
    setScenario('offline', storage)
    expect(await failureOf(api.call('instalmentRepayment', IDS))).toMatchObject({ kind: 'offline' })
    setScenario('serverError', storage)
    expect(await failureOf(api.call('delayRepayment', IDS))).toMatchObject({ kind: 'http' })
    expect(paths(storage)).toEqual([
      '/api-sandbox/v3/installment/loan-play-detail',
      '/api-sandbox/hit/imitating',
    ])
  })

  it(`keeps the last ${MAX_ARRIVALS}, the oldest going first, and survives a corrupt log`, async () => {
    const storage = memoryStorage()
    storage.setItem(ARRIVALS_KEY, '{not json')
    expect(readArrivals(storage)).toEqual([])
    storage.setItem(
      ARRIVALS_KEY,
      JSON.stringify(Array.from({ length: MAX_ARRIVALS }, (_, i) => ({ path: `/old/${i}`, at: i }))),
    )
    const { fetch } = harness(storage)
    await fetch(`${BASE_URL}/v3/installment/loan-play-detail`, {
      method: 'POST',
      body: new URLSearchParams(IDS),
    })
    const arrivals = readArrivals(storage)
    expect(MAX_ARRIVALS).toBe(200)
    expect(arrivals).toHaveLength(MAX_ARRIVALS)
    expect(arrivals[0]?.path).toBe('/old/1')
    expect(arrivals.at(-1)?.path).toBe('/api-sandbox/v3/installment/loan-play-detail')
  })
})
