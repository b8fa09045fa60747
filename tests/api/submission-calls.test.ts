// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClients, toCallFailure, withDeadline } from '../../src/api/client.ts'
import { createNamedApi as createApi } from '../../src/api/endpoints.ts'
import type { IdempotencyMode } from '../../src/api/api.ts'

/*
 * What a submitting call needs from the api layer (issue 24): a time limit over the whole call, the body
 * included; offline told apart from a failure after sending; the idempotency key sent as configured.
 */

interface Seen {
  headers: Headers
  body: string
  url: URL
}

function apiWith(
  reply: (init?: RequestInit) => Promise<Response>,
  idempotency?: IdempotencyMode,
  timeoutMs = 60_000,
) {
  const seen: Seen[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    seen.push({ headers: request.headers, body: await request.text(), url: new URL(request.url) })
    return reply(init)
  }) as typeof globalThis.fetch
  const clients = createClients({ baseURL: 'http://lender.test', pageQuery: () => ({}), fetch, timeoutMs })
  return { api: createApi(clients, undefined, idempotency === undefined ? {} : { idempotency }), seen }
}

const ok = () =>
  Promise.resolve(
    new Response(JSON.stringify({ code: '0', message: '', data: { needValid: '0', repayRecordId: 'r1' } }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  )

const PAY = {
  amount: '350000',
  bankName: 'BDO',
  cardId: 'c1',
  cardNo: '**** 1234',
  couponId: '',
  orderId: 'O1',
  repayToken: 't1',
  bankCode: 'BDO',
  sendMsg: 0 as const,
}
const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the idempotency key', () => {
  it('travels as the Idempotency-Key header by default, and only when given', async () => {
    const { api, seen } = apiWith(ok)
    await api.call('repaymentCommit', PAY, { idempotencyKey: KEY })
    await api.call('repaymentCommit', PAY)
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe(KEY)
    expect(new URLSearchParams(seen[0]?.body).has('idempotencyKey')).toBe(false)
    expect(seen[1]?.headers.has('Idempotency-Key')).toBe(false)
  })

  it('travels as the idempotencyKey form field when configured so (a backend whose CORS lacks the header)', async () => {
    const { api, seen } = apiWith(ok, 'field')
    await api.call('repaymentCommit', PAY, { idempotencyKey: KEY })
    expect(seen[0]?.headers.has('Idempotency-Key')).toBe(false)
    expect(new URLSearchParams(seen[0]?.body).get('idempotencyKey')).toBe(KEY)
    expect(new URLSearchParams(seen[0]?.body).get('repayToken')).toBe('t1')
  })

  it('is not sent at all when off', async () => {
    const { api, seen } = apiWith(ok, 'off')
    await api.call('repaymentCommit', PAY, { idempotencyKey: KEY })
    expect(seen[0]?.headers.has('Idempotency-Key')).toBe(false)
    expect(new URLSearchParams(seen[0]?.body).has('idempotencyKey')).toBe(false)
  })

  it('rides in the query of a query call when configured as a field', async () => {
    const { api, seen } = apiWith(
      () => Promise.resolve(new Response(JSON.stringify({ code: 0, data: { bankCards: [] } }))),
      'field',
    )
    await api.call('repaymentWay', { orderId: 'O1' }, { idempotencyKey: KEY })
    expect(seen[0]?.url.searchParams.get('idempotencyKey')).toBe(KEY)
  })
})

describe('the time limit covers the whole call', () => {
  it('a body that stalls after the headers fails as a timeout at 60 s, not before', async () => {
    vi.useFakeTimers()
    const stalled = (init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":"0",'))
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
        },
      })
      return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }))
    }
    const { api } = apiWith(stalled)
    const settled = vi.fn()
    const call = api.call('repaymentCommit', PAY).then(
      () => settled('resolved'),
      (error: unknown) => settled(error),
    )
    await vi.advanceTimersByTimeAsync(59_999)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await call
    expect(settled).toHaveBeenCalledWith({ kind: 'timeout' })
  })

  it('settles even when the fetch ignores the abort', async () => {
    vi.useFakeTimers()
    const settled = vi.fn()
    const run = withDeadline(1_000, () => new Promise<never>(() => {})).catch((error: unknown) =>
      settled(toCallFailure(error)),
    )
    await vi.advanceTimersByTimeAsync(1_000)
    await run
    expect(settled).toHaveBeenCalledWith({ kind: 'timeout' })
  })

  it('clears its timer when the call settles in time', async () => {
    vi.useFakeTimers()
    await expect(withDeadline(1_000, () => Promise.resolve('answer'))).resolves.toBe('answer')
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('offline is "not sent"', () => {
  it('a call made while the device is offline never leaves and fails as offline', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const { api, seen } = apiWith(ok)
    await expect(api.call('repaymentCommit', PAY)).rejects.toEqual({ kind: 'offline' })
    expect(seen).toHaveLength(0)
  })

  it('a connection failure while online is a network failure (it may have been sent)', async () => {
    const { api } = apiWith(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(api.call('repaymentCommit', PAY)).rejects.toEqual({ kind: 'network' })
  })

  it('a fetch that says its request never left (OfflineError) is offline', async () => {
    const offline = Object.assign(new TypeError('Failed to fetch'), { name: 'OfflineError' })
    const { api } = apiWith(() => Promise.reject(offline))
    await expect(api.call('repaymentCommit', PAY)).rejects.toEqual({ kind: 'offline' })
  })
})
