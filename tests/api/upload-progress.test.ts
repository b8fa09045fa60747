// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClients, type Clients } from '../../src/api/client.ts'
import { createNamedApi } from '../../src/api/endpoints.ts'
import { progressClients } from '../../src/api/xhr-fetch.ts'
import { createSandboxFetch } from '../../src/sandbox/index.ts'

/*
 * An upload with progress goes through the same client as every call (base URL, common query, custom
 * headers, deadline, decoding, failure kinds), passed as the call's `clients`; only its transport is
 * XMLHttpRequest (src/api/xhr-fetch.ts `progressClients`, src/api/upload-progress.ts).
 */

const PAGE = { deviceId: 'dev-1', sessionId: 'sess-1', userId: '42', building: 'b-hdr', gather: 'g-hdr' }

/** A stand-in XMLHttpRequest: records what is sent; the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | undefined
  method = ''
  url = ''
  headers = new Map<string, string>()
  body: unknown
  status = 0
  statusText = ''
  response: unknown = null
  responseType = ''
  withCredentials = false
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  private answerHeaders = ''
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value)
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.onabort?.()
  }
  getAllResponseHeaders() {
    return this.answerHeaders
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.answerHeaders = 'content-type: application/json\r\n'
    this.response = new Blob([JSON.stringify(body)], { type: 'application/json' })
    this.onload?.()
  }
}

function platformApi(timeoutMs = 60_000) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  FakeXhr.last = undefined
  const fetch = vi.fn(globalThis.fetch)
  vi.stubGlobal('fetch', fetch)
  const clients = createClients({ baseURL: 'http://lender.test/base', pageQuery: () => PAGE, timeoutMs })
  const api = createNamedApi(clients)
  return { api, fetch, clients }
}

/** The call options of an upload reporting to `onProgress`. */
const reporting = (clients: Clients, onProgress: (sent: number) => void) => ({
  clients: progressClients(clients, onProgress),
})

const until = async (check: () => unknown) => {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'photo.jpg', { type: 'image/jpeg' })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('upload progress through XMLHttpRequest, on the same client', () => {
  it('sends the multipart body with the common query and headers, reports progress, decodes the answer', async () => {
    const { api, fetch, clients } = platformApi()
    const progress: number[] = []
    const call = api.call(
      'uploadProblemImage',
      { problemImage: photo() },
      reporting(clients, (s) => progress.push(s)),
    )
    await until(() => FakeXhr.last?.body)
    const xhr = FakeXhr.last!
    expect(fetch).not.toHaveBeenCalled()
    expect(xhr.method).toBe('POST')
    const url = new URL(xhr.url)
    expect(url.origin + url.pathname).toBe('http://lender.test/base/user-problem/upload-problem-img')
    expect(url.searchParams.get('sessionId')).toBe('sess-1')
    expect(xhr.headers.get('x-requested-with')).toBe('XMLHttpRequest')
    expect(xhr.headers.get('building')).toBe('b-hdr')
    expect(xhr.body).toBeInstanceOf(FormData)
    expect(((xhr.body as FormData).get('problemImage') as File).name).toBe('photo.jpg')
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 })
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 70, total: 0 })
    xhr.answer(200, { code: '00', data: { url: 'https://cdn.test/p.jpg' } })
    await expect(call).resolves.toEqual({ url: 'https://cdn.test/p.jpg' })
    expect(progress).toEqual([0.4, 1])
  })

  it('keeps the failure kinds: the server refusing, the connection failing, the deadline passing', async () => {
    const refused = platformApi()
    const first = refused.api.call(
      'uploadProblemImage',
      { problemImage: photo() },
      reporting(refused.clients, () => {}),
    )
    await until(() => FakeXhr.last?.body)
    FakeXhr.last!.answer(200, { code: '1', message: 'the image must not be larger than 5 MB' })
    await expect(first).rejects.toEqual({
      kind: 'rejected',
      code: '1',
      message: 'the image must not be larger than 5 MB',
    })

    const broken = platformApi()
    const second = broken.api.call(
      'uploadProblemImage',
      { problemImage: photo() },
      reporting(broken.clients, () => {}),
    )
    await until(() => FakeXhr.last?.body)
    FakeXhr.last!.onerror?.()
    await expect(second).rejects.toEqual({ kind: 'network' })

    const slow = platformApi(50)
    const third = slow.api.call(
      'uploadProblemImage',
      { problemImage: photo() },
      reporting(slow.clients, () => {}),
    )
    await expect(third).rejects.toEqual({ kind: 'timeout' })
  })

  it('a call without a progress callback still uses fetch', async () => {
    const { api, fetch } = platformApi()
    fetch.mockResolvedValue(
      new Response(JSON.stringify({ code: '00', data: { url: 'u' } }), {
        headers: { 'content-type': 'application/json' },
      }),
    )
    await expect(api.call('uploadProblemImage', { problemImage: photo() })).resolves.toEqual({ url: 'u' })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(FakeXhr.last).toBeUndefined()
  })
})

describe('upload progress from the sandbox (a custom fetch)', () => {
  it('reports the whole body sent, then answers as the sandbox does', async () => {
    const storage = new Map<string, string>()
    const memory = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
      clear: () => storage.clear(),
      key: () => null,
      get length() {
        return storage.size
      },
    } as Storage
    const clients = createClients({
      baseURL: '',
      pageQuery: () => ({ ...PAGE, sessionId: 'sess-1' }),
      fetch: createSandboxFetch({ storage: memory }),
    })
    const api = createNamedApi(clients)
    const progress: number[] = []
    const png = new File(
      [
        new Uint8Array([
          0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2, 0,
          0, 0, 1,
        ]),
      ],
      'p.png',
      { type: 'image/png' },
    )
    const result = await api.call(
      'uploadProblemImage',
      { problemImage: png },
      reporting(clients, (s) => progress.push(s)),
    )
    expect(result.url).toMatch(/\.png$/)
    expect(progress).toEqual([1])
  })
})
