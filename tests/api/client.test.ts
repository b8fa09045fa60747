// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClients } from '../../src/api/client.ts'
import { createNamedApi as createApi } from '../../src/api/endpoints.ts'

interface Seen {
  url: URL
  method: string
  headers: Headers
  body: string
}

/** A fetch that records what the clients send and answers with `reply`. */
function recorder(reply: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const entry = {
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    }
    seen.push(entry)
    return reply(entry)
  }) as typeof globalThis.fetch
  return { seen, fetch }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const PAGE = {
  deviceId: 'dev-1',
  sessionId: 'sess-1',
  userId: '42',
  merchantNumber: 'M9',
  mobilePhone: '09171234567',
  building: 'b-hdr',
  gather: 'g-hdr',
  swift: 's-hdr',
  eyes: 'e-hdr',
  unrelated: 'not-forwarded',
}

function apiWith(
  reply: (seen: Seen) => Response | Promise<Response>,
  page: Record<string, string> = PAGE,
  timeoutMs?: number,
) {
  const { seen, fetch } = recorder(reply)
  const api = createApi(
    createClients({ baseURL: 'http://lender.test/base', pageQuery: () => page, fetch, timeoutMs }),
  )
  return { api, seen }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the two clients (spec §7)', () => {
  it('form client: urlencoded body, X-Requested-With, swift and eyes headers, common query appended', async () => {
    const { api, seen } = apiWith(() =>
      json({ code: 0, message: '', data: { needValid: 1, repayRecordId: 'r1' } }),
    )
    await api.call('repaymentCommit', {
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
    const [call] = seen
    expect(call?.method).toBe('POST')
    expect(call?.url.pathname).toBe('/base/api/v1/youmi/youmi-api/service/loan/repayment-commit')
    expect(call?.headers.get('x-requested-with')).toBe('XMLHttpRequest')
    expect(call?.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(call?.headers.get('swift')).toBe('s-hdr')
    expect(call?.headers.get('eyes')).toBe('e-hdr')
    expect(call?.headers.get('building')).toBeNull()
    expect(Object.fromEntries(new URLSearchParams(call?.body))).toEqual({
      amount: '350000',
      bankName: 'BDO',
      cardId: 'c1',
      cardNo: '**** 4821',
      couponId: '',
      orderId: 'O1',
      repayToken: 't',
      bankCode: 'BDO',
      sendMsg: '0',
    })
    for (const key of ['deviceId', 'sessionId', 'userId', 'merchantNumber', 'mobilePhone'] as const) {
      expect(call?.url.searchParams.get(key)).toBe(PAGE[key])
    }
    expect(call?.url.searchParams.has('unrelated')).toBe(false)
  })

  it('JSON client: building and gather headers, empty when the page has none', async () => {
    const withHeaders = apiWith(() =>
      json({ code: 0, data: { alipay: '1', repayToken: 't', bankCards: [] } }),
    )
    await withHeaders.api.call('repaymentWay', { orderId: 'O1' })
    expect(withHeaders.seen[0]?.headers.get('building')).toBe('b-hdr')
    expect(withHeaders.seen[0]?.headers.get('gather')).toBe('g-hdr')
    expect(withHeaders.seen[0]?.url.searchParams.get('orderId')).toBe('O1')

    const bare = apiWith(() => json({ code: 0, data: { alipay: '0', repayToken: 't', bankCards: [] } }), {})
    await bare.api.call('repaymentWay', { orderId: 'O1' })
    expect(bare.seen[0]?.headers.get('building')).toBe('')
    expect(bare.seen[0]?.headers.get('gather')).toBe('')
  })

  it.each([
    ['a euro sign', '€'],
    ['a line break', 'a\r\nX-Injected: 1'],
    ['a NUL', 'a\u0000b'],
    ['a value over 1024 characters', 'x'.repeat(1025)],
  ])(
    'a header value that is not one (%s) is dropped: sent empty, the call still works',
    async (_what, bad) => {
      const page = { ...PAGE, building: bad, gather: 'g-hdr', swift: bad, eyes: 'e-hdr' }
      const jsonCall = apiWith(
        () => json({ code: 0, data: { alipay: '1', repayToken: 't', bankCards: [] } }),
        page,
      )
      await expect(jsonCall.api.call('repaymentWay', { orderId: 'O1' })).resolves.toMatchObject({
        alipay: '1',
      })
      expect(jsonCall.seen[0]?.headers.get('building')).toBe('')
      expect(jsonCall.seen[0]?.headers.get('gather')).toBe('g-hdr')
      // Dropped from the calls' query as well; the rest of the common query rides as always.
      expect(jsonCall.seen[0]?.url.searchParams.has('building')).toBe(false)
      expect(jsonCall.seen[0]?.url.searchParams.get('gather')).toBe('g-hdr')
      expect(jsonCall.seen[0]?.url.searchParams.get('sessionId')).toBe('sess-1')
      const formCall = apiWith(() => json({ code: 0, data: { orderStatus: 21 } }), page)
      await expect(
        formCall.api.call('loanDetails', { productId: '12', orderId: 'O1' }),
      ).resolves.toBeDefined()
      expect(formCall.seen[0]?.headers.get('swift')).toBe('')
      expect(formCall.seen[0]?.headers.get('eyes')).toBe('e-hdr')
    },
  )

  it('a header value with spaces, tabs and visible ASCII of 1024 characters travels as given', async () => {
    const value = `a b\t~!${'z'.repeat(1018)}`
    expect(value).toHaveLength(1024)
    const { api, seen } = apiWith(
      () => json({ code: 0, data: { alipay: '1', repayToken: 't', bankCards: [] } }),
      { ...PAGE, gather: value },
    )
    await api.call('repaymentWay', { orderId: 'O1' })
    expect(seen[0]?.headers.get('gather')).toBe(value)
  })

  it('mirrors product_id and productId in what it sends', async () => {
    const { api, seen } = apiWith(() => json({ code: 0, data: { orderStatus: 21 } }))
    await api.call('loanDetails', { productId: '12', orderId: 'O1' })
    expect(new URLSearchParams(seen[0]?.body).get('product_id')).toBe('12')
    expect(new URLSearchParams(seen[0]?.body).get('productId')).toBe('12')
  })

  it('uploads multipart with the file intact', async () => {
    const { api, seen } = apiWith(() => json({ code: '00', data: { url: 'https://cdn.test/a.png' } }))
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3])
    const result = await api.call('uploadProblemImage', {
      problemImage: new File([bytes], 'proof.png', { type: 'image/png' }),
    })
    expect(result.url).toBe('https://cdn.test/a.png')
    expect(seen[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data/)
    expect(seen[0]?.body).toContain('name="problemImage"; filename="proof.png"')
  })
})

describe('failures become one typed CallFailure', () => {
  it('a non-success code is rejected with the server code and message', async () => {
    const { api } = apiWith(() => json({ code: 800006, message: 'verification code error' }))
    await expect(
      api.call('repaymentConfirm', { orderId: 'O', verifyCode: '1', repaymentRecordId: 'r' }),
    ).rejects.toEqual({
      kind: 'rejected',
      code: '800006',
      message: 'verification code error',
    })
  })

  it('"00" is success only where the spec says so', async () => {
    const upload = apiWith(() => json({ code: 0, data: { url: 'x' } }))
    await expect(
      upload.api.call('uploadProblemImage', { problemImage: new Blob(['x']) }),
    ).rejects.toMatchObject({ kind: 'rejected', code: '0' })
    const score = apiWith(() => json({ code: '00' }))
    await expect(score.api.call('saveScore', { score: 5, problemId: 'p' })).resolves.toBeUndefined()
  })

  it('save-score takes only "00": 0 and "01" are refused with the server message', async () => {
    const saveScore = (body: unknown) =>
      apiWith(() => json(body)).api.call('saveScore', { score: 4, problemId: 'P-1' })
    await expect(saveScore({ code: 0, message: 'Score not saved' })).rejects.toEqual({
      kind: 'rejected',
      code: '0',
      message: 'Score not saved',
    })
    await expect(saveScore({ code: '01', message: 'Score already saved' })).rejects.toEqual({
      kind: 'rejected',
      code: '01',
      message: 'Score already saved',
    })
    await expect(saveScore({ code: '00', message: 'ok' })).resolves.toBeUndefined()
  })

  it('a malformed body or data of the wrong shape is "malformed", never an exception', async () => {
    const notJson = apiWith(
      () => new Response('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    )
    await expect(notJson.api.call('repaymentWay', { orderId: 'O' })).rejects.toEqual({ kind: 'malformed' })
    const wrongShape = apiWith(() => json({ code: 0, data: { bankCards: 'BDO' } }))
    await expect(wrongShape.api.call('repaymentWay', { orderId: 'O' })).rejects.toEqual({
      kind: 'malformed',
      code: '0',
    })
  })

  it('HTTP errors, network failures and timeouts', async () => {
    const http = apiWith(() => json({ error: 'boom' }, 502))
    await expect(http.api.call('repaymentWay', { orderId: 'O' })).rejects.toEqual({
      kind: 'http',
      code: '502',
    })
    const network = apiWith(() => Promise.reject(new TypeError('fetch failed')))
    await expect(network.api.call('repaymentWay', { orderId: 'O' })).rejects.toEqual({ kind: 'network' })
    const { fetch: never } = recorder(() => new Promise<Response>(() => {}))
    const hanging = ((input: RequestInfo, init?: RequestInit) =>
      Promise.race([
        never(input, init),
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      ])) as typeof globalThis.fetch
    const slow = {
      api: createApi(
        createClients({ baseURL: 'http://x', pageQuery: () => ({}), fetch: hanging, timeoutMs: 50 }),
      ),
    }
    await expect(slow.api.call('repaymentWay', { orderId: 'O' })).rejects.toEqual({ kind: 'timeout' })
  })

  it('uses a 60 s timeout by default', async () => {
    const { seen, fetch } = recorder(() => json({ code: 0, data: {} }))
    const clients = createClients({ baseURL: 'http://x', pageQuery: () => ({}), fetch })
    const api = createApi(clients)
    // The clients carry the timeout: check it through a request that never answers, with a fake clock.
    vi.useFakeTimers()
    const hang = createApi(
      createClients({
        baseURL: 'http://x',
        pageQuery: () => ({}),
        fetch: ((_: RequestInfo, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          )) as typeof globalThis.fetch,
      }),
    )
    const pending = hang.call('repaymentWay', { orderId: 'O' })
    const settled = vi.fn()
    pending.then(settled, settled)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledWith({ kind: 'timeout' })
    vi.useRealTimers()
    await api.call('repaymentWay', { orderId: 'O' }).catch(() => undefined)
    expect(seen).toHaveLength(1)
  })

  it('counts calls in flight for the loading indicator', async () => {
    const { fetch } = recorder(() => json({ code: 0, data: { alipay: '1', repayToken: 't', bankCards: [] } }))
    const started = vi.fn()
    const settled = vi.fn()
    const api = createApi(createClients({ baseURL: 'http://x', pageQuery: () => ({}), fetch }), {
      started,
      settled,
    })
    const pending = api.call('repaymentWay', { orderId: 'O' })
    expect(started).toHaveBeenCalledTimes(1)
    expect(settled).not.toHaveBeenCalled()
    await pending
    expect(settled).toHaveBeenCalledTimes(1)
  })
})
