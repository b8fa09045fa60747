// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  HttpError,
  OFFLINE_ERROR,
  createClients,
  formBody,
  toCallFailure,
  type ClientDeps,
} from '../../src/api/client.ts'

/*
 * The hand-written clients on fetch (decision 033): what each call sends (URL, headers, body, signal),
 * how it reads the answer, and what it rejects with, seen at the fetch they are given.
 */

interface Sent {
  url: URL
  init: RequestInit
  headers: Headers
}

/** A fetch that records each request and answers with `reply`. */
function recorder(reply: () => Response | Promise<Response> = () => Response.json({ code: 0 })) {
  const sent: Sent[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: new URL(String(input), 'https://page.test'),
      init: init ?? {},
      headers: new Headers(init?.headers),
    })
    return reply()
  })
  return { sent, fetch: fetch as typeof globalThis.fetch & typeof fetch }
}

const PAGE = {
  deviceId: 'dev-1',
  sessionId: 'sess-1',
  building: 'b-hdr',
  gather: 'g-hdr',
  swift: 's-hdr',
  eyes: 'e-hdr',
  unrelated: 'not-forwarded',
}

function clientsWith(fetch: typeof globalThis.fetch, deps: Partial<ClientDeps> = {}) {
  return createClients({ baseURL: 'https://lender.test/base/', pageQuery: () => PAGE, fetch, ...deps })
}

/** A fetch that answers nothing until its signal aborts, then rejects with the signal's reason. */
const hanging = vi.fn(
  (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
    }),
)

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  hanging.mockClear()
})

describe('what a call sends', () => {
  it('joins the base once and appends the common query, the call query over it, product ids mirrored', async () => {
    const { sent, fetch } = recorder()
    const clients = clientsWith(fetch)
    await clients.json('/api/x', {
      method: 'GET',
      query: { orderId: 'O1', sessionId: 'mine', productId: '12', skipped: undefined, amount: 350 },
    })
    const [call] = sent
    expect(`${call?.url.origin}${call?.url.pathname}`).toBe('https://lender.test/base/api/x')
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      deviceId: 'dev-1',
      sessionId: 'mine',
      building: 'b-hdr',
      gather: 'g-hdr',
      swift: 's-hdr',
      eyes: 'e-hdr',
      orderId: 'O1',
      productId: '12',
      product_id: '12',
      amount: '350',
    })
    expect(call?.init.method).toBe('GET')
  })

  it('reads the page query at call time', async () => {
    const { sent, fetch } = recorder()
    let page: Record<string, string> = { sessionId: 'first' }
    const clients = createClients({ baseURL: '', pageQuery: () => page, fetch })
    await clients.form('/a', { method: 'POST', body: 'k=v' })
    page = { sessionId: 'second', eyes: 'e2' }
    await clients.form('/a', { method: 'POST', body: 'k=v' })
    expect(sent.map((s) => s.url.searchParams.get('sessionId'))).toEqual(['first', 'second'])
    expect(sent.map((s) => s.headers.get('eyes'))).toEqual(['', 'e2'])
  })

  it('JSON client: X-Requested-With, building and gather, the caller headers kept, no content type of its own', async () => {
    const { sent, fetch } = recorder()
    const clients = clientsWith(fetch)
    await clients.json('/a', { method: 'GET', headers: { 'Idempotency-Key': 'k-1' } })
    const headers = sent[0]?.headers
    expect(headers?.get('x-requested-with')).toBe('XMLHttpRequest')
    expect(headers?.get('building')).toBe('b-hdr')
    expect(headers?.get('gather')).toBe('g-hdr')
    expect(headers?.get('swift')).toBeNull()
    expect(headers?.get('idempotency-key')).toBe('k-1')
    expect(headers?.get('content-type')).toBeNull()
    expect(headers?.get('accept')).toBeNull()
  })

  it('form client: swift and eyes, urlencoded content type, JSON asked for a text payload', async () => {
    const { sent, fetch } = recorder()
    const clients = clientsWith(fetch)
    const body = formBody({ productId: '7', amount: 5, missing: undefined })
    await clients.form('/a', { method: 'POST', body })
    const call = sent[0]
    expect(call?.headers.get('x-requested-with')).toBe('XMLHttpRequest')
    expect(call?.headers.get('swift')).toBe('s-hdr')
    expect(call?.headers.get('eyes')).toBe('e-hdr')
    expect(call?.headers.get('building')).toBeNull()
    expect(call?.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(call?.headers.get('accept')).toBe('application/json')
    expect(call?.init.body).toBe('productId=7&amount=5&product_id=7')
  })

  it('an empty form payload is sent as it is, with no Accept', async () => {
    const { sent, fetch } = recorder()
    await clientsWith(fetch).form('/a', { method: 'POST', body: formBody({}) })
    expect(sent[0]?.init.body).toBe('')
    expect(sent[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(sent[0]?.headers.get('accept')).toBeNull()
  })

  it('custom headers absent from the page are sent empty', async () => {
    const { sent, fetch } = recorder()
    const clients = createClients({ baseURL: '', pageQuery: () => ({}), fetch })
    await clients.json('/a')
    await clients.form('/a', { method: 'POST', body: 'a=1' })
    expect([sent[0]?.headers.get('building'), sent[0]?.headers.get('gather')]).toEqual(['', ''])
    expect([sent[1]?.headers.get('swift'), sent[1]?.headers.get('eyes')]).toEqual(['', ''])
  })

  it('a FormData body gets no content type from either client (fetch sets the multipart boundary)', async () => {
    const { sent, fetch } = recorder()
    const clients = clientsWith(fetch)
    const body = new FormData()
    body.append('problemImage', new Blob(['x']), 'a.png')
    await clients.json('/upload', { method: 'POST', body })
    await clients.form('/upload', { method: 'POST', body })
    for (const call of sent) {
      expect(call.headers.get('content-type')).toBeNull()
      expect(call.headers.get('accept')).toBeNull()
      expect(call.init.body).toBe(body)
    }
    const request = new Request(sent[0]!.url, { ...sent[0]!.init, headers: sent[0]!.headers })
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
  })

  it('passes fetch options through (cache) and the caller signal as it is', async () => {
    const { sent, fetch } = recorder()
    const controller = new AbortController()
    await clientsWith(fetch).json('/a', { method: 'GET', cache: 'no-store', signal: controller.signal })
    expect(sent[0]?.init.cache).toBe('no-store')
    expect(sent[0]?.init.signal).toBe(controller.signal)
    expect(sent[0]?.init).not.toHaveProperty('query')
    expect(sent[0]?.init).not.toHaveProperty('responseType')
  })
})

describe('which fetch sends it', () => {
  it('the custom fetch it was given, never the platform one', async () => {
    const platform = vi.fn(async () => Response.json({}))
    vi.stubGlobal('fetch', platform)
    const { fetch } = recorder()
    const clients = clientsWith(fetch)
    await clients.json('/a')
    await clients.form('/a', { method: 'POST', body: 'a=1' })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(platform).not.toHaveBeenCalled()
    expect(clients.fetch).toBe(fetch)
  })

  it('the platform fetch otherwise, looked up at call time', async () => {
    const clients = createClients({ baseURL: 'https://lender.test', pageQuery: () => PAGE })
    const platform = vi.fn(async () => Response.json({ code: 0 }))
    vi.stubGlobal('fetch', platform)
    await expect(clients.json('/a')).resolves.toEqual({ code: 0 })
    expect(platform).toHaveBeenCalledTimes(1)
    expect(clients.fetch).toBeUndefined()
  })

  it('`with` keeps the client (base, query, headers, kind) over another fetch', async () => {
    const first = recorder()
    const second = recorder()
    const clients = clientsWith(first.fetch)
    await clients.form.with(second.fetch)('/a', { method: 'POST', body: 'a=1' })
    expect(first.fetch).not.toHaveBeenCalled()
    const call = second.sent[0]
    expect(call?.url.pathname).toBe('/base/a')
    expect(call?.url.searchParams.get('deviceId')).toBe('dev-1')
    expect(call?.headers.get('swift')).toBe('s-hdr')
    expect(call?.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
  })
})

describe('how it reads the answer', () => {
  const answering = (response: () => Response) => clientsWith(recorder(response).fetch)

  it('JSON for a JSON answer, whatever its content type says', async () => {
    const envelope = { code: '00', data: { url: 'x' } }
    for (const type of ['application/json', 'text/plain', 'text/html', '']) {
      const clients = answering(
        () => new Response(JSON.stringify(envelope), { headers: type ? { 'content-type': type } : {} }),
      )
      await expect(clients.json('/a')).resolves.toEqual(envelope)
    }
  })

  it('the text for an answer that is not JSON; empty text for an empty answer', async () => {
    const html = '<html><body>Bad gateway</body></html>'
    await expect(
      answering(() => new Response(html, { headers: { 'content-type': 'text/html' } })).json('/a'),
    ).resolves.toBe(html)
    await expect(answering(() => new Response(null, { status: 204 })).json('/a')).resolves.toBe('')
  })

  it('drops keys that could reach a prototype', async () => {
    const clients = answering(() => new Response('{"code":0,"data":{"__proto__":{"polluted":1},"ok":1}}'))
    const body = await clients.json<{ data: Record<string, unknown> }>('/a')
    expect(body.data).toEqual({ ok: 1 })
    expect(Object.getPrototypeOf(body.data)).toBe(Object.prototype)
  })

  it('a Blob, an ArrayBuffer or the raw text when asked', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47])
    const picture = () => new Response(png, { headers: { 'content-type': 'image/png' } })
    const blob = await answering(picture).json<Blob, 'blob'>('/c', { responseType: 'blob' })
    expect(blob).toBeInstanceOf(Blob)
    expect(blob.type).toBe('image/png')
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(png)
    const buffer = await answering(picture).json<ArrayBuffer, 'arrayBuffer'>('/c', {
      responseType: 'arrayBuffer',
    })
    expect(new Uint8Array(buffer)).toEqual(png)
    await expect(
      answering(() => new Response('{"code":0}')).json<string, 'text'>('/c', { responseType: 'text' }),
    ).resolves.toBe('{"code":0}')
  })
})

describe('what it rejects with, and how toCallFailure reads it', () => {
  it.each([400, 404, 408, 500, 502, 504])(
    'HTTP %i: an HttpError carrying the response, its body ignored (JSON or not)',
    async (status) => {
      for (const body of ['{"code":1,"message":"no"}', '<html>proxy error</html>']) {
        const response = new Response(body, { status, statusText: 'Gateway Timeout' })
        const error: unknown = await clientsWith(recorder(() => response).fetch)
          .json('/a')
          .catch((e: unknown) => e)
        expect(error).toBeInstanceOf(HttpError)
        expect((error as HttpError).response.status).toBe(status)
        // The reason phrase never makes an HTTP status a timeout.
        expect(toCallFailure(error)).toEqual({ kind: 'http', code: String(status) })
      }
    },
  )

  it('fetch rejecting (no response) is a network failure; offline when named so or the device is offline', async () => {
    const failing = (error: unknown) => clientsWith(recorder(() => Promise.reject(error)).fetch)
    const network = await failing(new TypeError('Failed to fetch'))
      .json('/a')
      .catch((e: unknown) => e)
    expect(toCallFailure(network)).toEqual({ kind: 'network' })
    const offline = await failing(Object.assign(new TypeError('Failed to fetch'), { name: OFFLINE_ERROR }))
      .json('/a')
      .catch((e: unknown) => e)
    expect(toCallFailure(offline)).toEqual({ kind: 'offline' })
    vi.stubGlobal('navigator', { onLine: false })
    expect(toCallFailure(network)).toEqual({ kind: 'offline' })
    expect(toCallFailure(undefined)).toEqual({ kind: 'offline' })
    vi.unstubAllGlobals()
    expect(toCallFailure(null)).toEqual({ kind: 'network' })
  })

  it('a call without a signal of its own ends at the time limit as a timeout, its fetch aborted', async () => {
    vi.useFakeTimers()
    const clients = createClients({ baseURL: '', pageQuery: () => ({}), fetch: hanging, timeoutMs: 1_000 })
    const settled = vi.fn<(result: unknown) => void>()
    clients.json('/a').then(settled, (error: unknown) => settled(toCallFailure(error)))
    await vi.advanceTimersByTimeAsync(999)
    expect(settled).not.toHaveBeenCalled()
    const signal = hanging.mock.calls[0]?.[1]?.signal
    expect(signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(signal?.aborted).toBe(true)
    expect(settled).toHaveBeenCalledWith({ kind: 'timeout' })
  })

  it('the time limit is 60 s by default and covers a body that stalls after the headers', async () => {
    vi.useFakeTimers()
    const stalled = () =>
      new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"co')) }))
    const clients = createClients({ baseURL: '', pageQuery: () => ({}), fetch: recorder(stalled).fetch })
    expect(clients.timeoutMs).toBe(60_000)
    const settled = vi.fn<(result: unknown) => void>()
    clients.json('/a').then(settled, (error: unknown) => settled(toCallFailure(error)))
    await vi.advanceTimersByTimeAsync(59_999)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledWith({ kind: 'timeout' })
  })

  it("a call with the caller's signal: the caller's deadline, an abort classified as a timeout", async () => {
    const clients = createClients({ baseURL: '', pageQuery: () => ({}), fetch: hanging, timeoutMs: 10 })
    const controller = new AbortController()
    const pending = clients.json('/a', { signal: controller.signal }).catch((e: unknown) => e)
    // Not the clients' own limit: the caller's signal decides.
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(hanging.mock.calls[0]?.[1]?.signal).toBe(controller.signal)
    controller.abort()
    const error = await pending
    expect((error as DOMException).name).toBe('AbortError')
    expect(toCallFailure(error)).toEqual({ kind: 'timeout' })
  })
})
