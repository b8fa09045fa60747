import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { repaymentCommit } from '../../src/api/repayment.ts'
import { repaymentWay } from '../../src/api/repayment-way.ts'
import { composeServices } from '../../src/app/compose.ts'
import { config } from '../../src/config.ts'
import { memoryStorage } from '../sandbox/harness.ts'
import { HOST_QUERY as COMMON } from '../fixtures/host-query.ts'

/**
 * The composition root's wiring (src/app/compose.ts) with the app's own configuration: only the
 * window, the fetch and the router are fakes. Whatever the screens get from `services` is what ships.
 */

const PAGE_URL = 'https://h5.bayad.test/repayChoose'
const SEARCH = `?${new URLSearchParams({ orderId: 'O1', amount: '350000', ...COMMON }).toString()}`

interface Sent {
  url: URL
  method: string
  headers: Headers
  body: string
  signal: AbortSignal | null | undefined
}

/** A fetch that records each request; `answer` decides what it returns (a promise that never settles = no answer). */
function recordingFetch(answer: (sent: Sent) => Promise<Response>) {
  const sent: Sent[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const entry: Sent = {
      // A relative base (the default '/api-sandbox') resolves against the page, as in the browser.
      url: new URL(raw, PAGE_URL),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : '',
      signal: init?.signal,
    }
    sent.push(entry)
    return answer(entry)
  }) as typeof globalThis.fetch
  return { sent, fetch }
}

/** Never answers; rejects with the signal's reason once the client aborts (as the platform fetch does). */
const noAnswer = (sent: Sent) =>
  new Promise<Response>((_resolve, reject) => {
    sent.signal?.addEventListener('abort', () => reject(sent.signal?.reason))
  })

const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  )

/** A window as the host opens the page: the common query in the URL, its own storage and location. */
function hostWindow(search = SEARCH) {
  const location = {
    href: `${PAGE_URL}${search}`,
    origin: new URL(PAGE_URL).origin,
    pathname: new URL(PAGE_URL).pathname,
    search,
    assign: vi.fn<(url: string) => void>(),
    replace: vi.fn<(url: string) => void>(),
  }
  const target = Object.create(window) as Window
  Object.defineProperty(target, 'location', { value: location })
  Object.defineProperty(target, 'localStorage', { value: memoryStorage() })
  Object.defineProperty(target, 'sessionStorage', { value: memoryStorage() })
  return { target, location }
}

function compose(
  answer: (sent: Sent) => Promise<Response>,
  overrides: { config?: Parameters<typeof composeServices>[0]['config'] } = {},
) {
  const { sent, fetch } = recordingFetch(answer)
  const { target, location } = hostWindow()
  const routerNavigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>()
  const { services, activity } = composeServices({ window: target, fetch, routerNavigate, ...overrides })
  return { services, activity, sent, target, location, routerNavigate }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('composeServices: the HTTP timeout the app really uses (spec §9: 60 s)', () => {
  // ofetch implements `timeout` with its own setTimeout + AbortController (not AbortSignal.timeout),
  // so vitest's fake clock drives it: the configured value is measured through the real wiring.
  it('a call the server never answers is pending at 59 999 ms and fails as a timeout at 60 000 ms', async () => {
    vi.useFakeTimers()
    const { services, sent } = compose(noAnswer)
    const outcome = vi.fn<(result: unknown) => void>()
    services.api.call(repaymentWay, { orderId: 'O1' }).then(outcome, outcome)
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(1)

    await vi.advanceTimersByTimeAsync(59_999)
    expect(outcome).not.toHaveBeenCalled()
    expect(sent[0]?.signal?.aborted).toBe(false)

    await vi.advanceTimersByTimeAsync(1)
    expect(sent[0]?.signal?.aborted).toBe(true)
    expect(outcome).toHaveBeenCalledTimes(1)
    expect(outcome).toHaveBeenCalledWith({ kind: 'timeout' })
  })

  it('the loading indicator counts the hanging call until the timeout ends it', async () => {
    vi.useFakeTimers()
    const { services, activity } = compose(noAnswer)
    services.api.call(repaymentWay, { orderId: 'O1' }).catch(() => undefined)
    expect(activity.count()).toBe(1)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(activity.count()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(activity.count()).toBe(0)
  })

  it('takes the timeout from the configuration it is given, not a value of its own', async () => {
    vi.useFakeTimers()
    // The config type pins the literal 60 000 (`as const`): another value needs a cast.
    const httpTimeoutMs = 1_000 as number as typeof config.httpTimeoutMs
    const { services } = compose(noAnswer, { config: { apiBase: config.apiBase, httpTimeoutMs } })
    const outcome = vi.fn<(result: unknown) => void>()
    services.api.call(repaymentWay, { orderId: 'O1' }).then(outcome, outcome)
    await vi.advanceTimersByTimeAsync(999)
    expect(outcome).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toHaveBeenCalledWith({ kind: 'timeout' })
  })
})

describe('composeServices: where calls go and what rides along (spec §7)', () => {
  it('calls go to config.apiBase + the endpoint path, with the common query of the page', async () => {
    const { services, sent } = compose(() =>
      json({ code: 0, data: { alipay: '1', repayToken: 't', bankCards: [{ id: 'c1' }] } }),
    )
    const ways = await services.api.call(repaymentWay, { orderId: 'O1' })
    expect(ways.bankCards.map((card) => card.id)).toEqual(['c1'])

    const [call] = sent
    const base = new URL(config.apiBase, PAGE_URL)
    expect(call?.url.origin).toBe(base.origin)
    expect(call?.url.pathname).toBe(`${base.pathname.replace(/\/$/, '')}${repaymentWay.path}`)
    expect(call?.method).toBe('POST')
    expect(call?.url.searchParams.get('orderId')).toBe('O1')
    for (const [key, value] of Object.entries(COMMON)) {
      expect(call?.url.searchParams.get(key), key).toBe(value)
    }
    // The flow's own page parameters are not common: they do not ride along.
    expect(call?.url.searchParams.has('amount')).toBe(false)
    // The JSON client's custom headers come from the page query.
    expect(call?.headers.get('building')).toBe('b-hdr')
    expect(call?.headers.get('gather')).toBe('g-hdr')
    expect(call?.headers.get('x-requested-with')).toBe('XMLHttpRequest')
  })

  it('form calls: urlencoded body, swift and eyes headers, the same common query', async () => {
    const { services, sent } = compose(() => json({ code: 0, data: { needValid: 0 } }))
    await services.api.call(repaymentCommit, {
      amount: '350000',
      bankName: 'BDO',
      cardId: 'c1',
      cardNo: '**** 4821',
      couponId: '',
      orderId: 'O1',
      repayToken: 't',
      bankCode: 'BDO',
      sendMsg: 0,
    })
    const [call] = sent
    expect(call?.url.pathname).toMatch(new RegExp(`${repaymentCommit.path}$`))
    expect(call?.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(call?.headers.get('swift')).toBe('s-hdr')
    expect(call?.headers.get('eyes')).toBe('e-hdr')
    expect(new URLSearchParams(call?.body).get('cardId')).toBe('c1')
    expect(call?.url.searchParams.get('deviceId')).toBe('dev-1')
  })

  it('takes the base from the configuration it is given', async () => {
    const { services, sent } = compose(() => json({ code: 0, data: {} }), {
      config: { apiBase: 'https://lender.test/h5-api', httpTimeoutMs: 60_000 },
    })
    await services.api.call(repaymentWay, { orderId: 'O1' })
    expect(sent[0]?.url.href).toMatch(
      /^https:\/\/lender\.test\/h5-api\/api\/v1\/youmi\/youmi-api\/service\/loan\/repayment-way\?/,
    )
  })
})

describe('composeServices: navigation, origin and storage come from the window', () => {
  it('in-app navigation keeps the page’s common query; leaving is a full page load', () => {
    const { services, routerNavigate, location } = compose(noAnswer)
    services.navigate.go('/borrowDetail/O1')
    const [to] = routerNavigate.mock.calls[0] ?? []
    const url = new URL(to ?? '', PAGE_URL)
    expect(url.pathname).toBe('/borrowDetail/O1')
    expect(Object.fromEntries(url.searchParams)).toEqual(COMMON)

    services.navigate.leave('https://wallet.example/checkout')
    expect(location.assign).toHaveBeenCalledWith('https://wallet.example/checkout')
    expect(services.origin).toBe('https://h5.bayad.test')
  })

  it('the page query is read at call time, and the store writes to the window’s local storage', () => {
    const { services, target } = compose(noAnswer)
    expect(services.pageQuery()).toMatchObject({ orderId: 'O1', amount: '350000', ...COMMON })
    services.store.set('orderNo', 'O1')
    expect(target.localStorage.getItem('orderNo')).toBe('O1')
    expect(services.store.get('orderNo', v.string())).toBe('O1')
  })
})
