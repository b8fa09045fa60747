import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClients } from '../../src/api/client.ts'
import { createNamedApi } from '../../src/api/endpoints.ts'
import { createSandboxFetch, readLedger, setScenario, type ScenarioName } from '../../src/sandbox/index.ts'
import { loadState } from '../../src/sandbox/store.ts'
import { failureOf, memoryStorage, PAGE_QUERY } from './harness.ts'

/*
 * The sandbox as a lender that keeps its word (issue 24): each submission's effect in a ledger, one effect
 * per idempotency key, and scenarios in which the lender acts and then the answer is lost.
 */

const ORDER = 'BYD20261105000017'
const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e'

function sandbox(scenario: ScenarioName, timeoutMs = 60_000) {
  const storage = memoryStorage()
  setScenario(scenario, storage)
  const fetch = createSandboxFetch({ storage })
  const api = createNamedApi(
    createClients({
      baseURL: 'http://sandbox.local/api',
      pageQuery: () => ({ ...PAGE_QUERY }),
      fetch,
      timeoutMs,
    }),
  )
  return { storage, api }
}

async function commit(api: ReturnType<typeof sandbox>['api'], key?: string) {
  const { repayToken } = await api.call('repaymentWay', { orderId: ORDER })
  const payload = {
    amount: '350000',
    bankName: 'BDO Unibank',
    cardId: '7001',
    cardNo: '**** 4821',
    couponId: '',
    orderId: ORDER,
    repayToken,
    bankCode: 'BDO',
    sendMsg: 0 as const,
  }
  return api.call('repaymentCommit', payload, key === undefined ? {} : { idempotencyKey: key })
}

const orderStatus = async (api: ReturnType<typeof sandbox>['api']) =>
  (await api.call('loanDetails', { productId: '101', orderId: ORDER })).orderStatus

afterEach(() => {
  vi.useRealTimers()
})

describe('sandbox: the ledger and idempotency keys', () => {
  it('records each effect once: a retry with the same key replays the answer and charges nothing more', async () => {
    const { api, storage } = sandbox('noVerification')
    const first = await commit(api, KEY)
    const again = await commit(api, KEY)
    expect(again).toEqual(first)
    expect(readLedger(storage).filter((entry) => entry.call === 'repayment-commit')).toMatchObject([
      { key: KEY, fields: { orderId: ORDER, amount: '350000' } },
    ])
  })

  it('a refused submission is no effect', async () => {
    const { api, storage } = sandbox('repeatedSubmission')
    expect(await failureOf(commit(api, KEY))).toMatchObject({ kind: 'rejected', code: '800005' })
    expect(readLedger(storage)).toEqual([])
  })

  it('reads the key from the idempotencyKey field too', async () => {
    const { storage } = sandbox('noVerification')
    const fieldApi = createNamedApi(
      createClients({
        baseURL: 'http://sandbox.local/api',
        pageQuery: () => ({ ...PAGE_QUERY }),
        fetch: createSandboxFetch({ storage }),
      }),
      undefined,
      { idempotency: 'field' },
    )
    await commit(fieldApi, KEY)
    expect(readLedger(storage)).toMatchObject([{ call: 'repayment-commit', key: KEY }])
  })
})

describe('sandbox: the lender acts, then the answer is lost', () => {
  it('gatewayError: charged, then HTTP 502', async () => {
    const { api, storage } = sandbox('gatewayError')
    expect(await failureOf(commit(api, KEY))).toEqual({ kind: 'http', code: '502' })
    expect(readLedger(storage)).toHaveLength(1)
    expect(await orderStatus(api)).toBe('200')
    // The retry with the key gets the answer that was lost.
    await expect(commit(api, KEY)).resolves.toMatchObject({ needValid: '0' })
    expect(readLedger(storage)).toHaveLength(1)
  })

  it('brokenBody: charged, then a success whose body does not decode', async () => {
    const { api, storage } = sandbox('brokenBody')
    expect(await failureOf(commit(api, KEY))).toMatchObject({ kind: 'malformed' })
    expect(readLedger(storage)).toHaveLength(1)
  })

  it('stillProcessing: charged, the connection drops, the order reads "repaying" at the first two checks', async () => {
    const { api, storage } = sandbox('stillProcessing')
    expect(await failureOf(commit(api, KEY))).toEqual({ kind: 'network' })
    expect(readLedger(storage)).toHaveLength(1)
    expect(await orderStatus(api)).toBe('170')
    expect(await orderStatus(api)).toBe('170')
    expect(await orderStatus(api)).toBe('200')
    expect(loadState(storage, Date.now()).processingChecks).toBe(0)
  })

  it('answerLost: charged, then no answer until the time limit', async () => {
    const { api, storage } = sandbox('answerLost', 200)
    expect(await failureOf(commit(api, KEY))).toEqual({ kind: 'timeout' })
    expect(readLedger(storage)).toHaveLength(1)
  })

  it('stalledBody: charged, the headers arrive, the body never ends: a timeout', async () => {
    const { api, storage } = sandbox('stalledBody', 200)
    expect(await failureOf(commit(api, KEY))).toEqual({ kind: 'timeout' })
    expect(readLedger(storage)).toHaveLength(1)
  })

  it('reads (the checks) answer as usual in these scenarios', async () => {
    const { api } = sandbox('answerLost', 200)
    expect(await orderStatus(api)).toBe('174')
  })
})
