// @vitest-environment node
import { FetchError } from 'ofetch'
import { describe, expect, it, vi, type Mock } from 'vitest'
import { CAPTCHA_PATH, captchaImage } from '../../src/api/captcha.ts'
import type { Clients } from '../../src/api/client.ts'

/**
 * promotion/get-captcha answers the picture itself (spec §7); a refusal comes as the usual envelope.
 * What the landing can tell apart: a picture, a refusal with the server's words, a broken answer, and a
 * failed request.
 */

function clientsAnswering(answer: () => Promise<unknown>) {
  const json: Mock<(path: string, options?: unknown) => Promise<unknown>> = vi.fn(answer)
  const clients = { json, form: vi.fn() } as unknown as Clients
  return { clients, json }
}

const blobOf = (body: string, type: string) => new Blob([body], { type })
const envelope = (body: unknown) => blobOf(JSON.stringify(body), 'application/json')

describe('captchaImage', () => {
  it('asks get-captcha for the sid, never from the cache, and resolves the picture', async () => {
    const picture = blobOf('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml')
    const { clients, json } = clientsAnswering(async () => picture)
    await expect(captchaImage(clients, 'sid-1')).resolves.toBe(picture)
    expect(CAPTCHA_PATH).toBe('/api/v2/youmi/promotion/get-captcha')
    expect(json.mock.calls).toEqual([
      [
        '/api/v2/youmi/promotion/get-captcha',
        { method: 'GET', query: { sid: 'sid-1' }, responseType: 'blob', cache: 'no-store' },
      ],
    ])
  })

  it('any image type is a picture', async () => {
    const png = blobOf('\x89PNG', 'image/png')
    await expect(captchaImage(clientsAnswering(async () => png).clients, 'sid-1')).resolves.toBe(png)
  })

  it.each([
    ['a numeric code and message', { code: 101, message: 'Session expired' }, '101', 'Session expired'],
    ['a text code and msg', { code: '-1', msg: 'Too many pictures' }, '-1', 'Too many pictures'],
    ['no message at all', { code: 500, data: null }, '500', ''],
  ])('an envelope with a code other than 0 (%s) is a refusal', async (_what, body, code, message) => {
    const { clients } = clientsAnswering(async () => envelope(body))
    await expect(captchaImage(clients, 'sid-1')).rejects.toEqual({ kind: 'rejected', code, message })
  })

  it('an envelope as text/plain is read all the same', async () => {
    const { clients } = clientsAnswering(async () => blobOf('{"code":"7","message":"No sid"}', 'text/plain'))
    await expect(captchaImage(clients, 'sid-1')).rejects.toEqual({
      kind: 'rejected',
      code: '7',
      message: 'No sid',
    })
  })

  it.each([
    ['an HTML page', blobOf('<html><body>Bad gateway</body></html>', 'text/html')],
    ['an empty body with no type', blobOf('', '')],
    ['JSON without a code', envelope({ message: 'hello' })],
    ['an envelope with code 0 (no picture)', envelope({ code: 0, data: { url: 'x' } })],
    ['a JSON list', envelope([1, 2])],
  ])('%s is malformed', async (_what, body) => {
    const { clients } = clientsAnswering(async () => body)
    await expect(captchaImage(clients, 'sid-1')).rejects.toEqual({ kind: 'malformed' })
  })

  it('a request with no response is a network failure', async () => {
    const error = new FetchError('[GET] "/api/v2/youmi/promotion/get-captcha": <no response> fetch failed', {
      cause: new TypeError('fetch failed'),
    })
    const { clients } = clientsAnswering(async () => Promise.reject(error))
    await expect(captchaImage(clients, 'sid-1')).rejects.toEqual({ kind: 'network' })
  })

  it('an HTTP error status is an http failure with that status', async () => {
    const error = Object.assign(new FetchError('[GET] "/api/v2/youmi/promotion/get-captcha": 502'), {
      response: new Response(null, { status: 502 }),
    })
    const { clients } = clientsAnswering(async () => Promise.reject(error))
    await expect(captchaImage(clients, 'sid-1')).rejects.toEqual({ kind: 'http', code: '502' })
  })

  it('a request that timed out is a timeout', async () => {
    const error = new FetchError('[GET] "/api/v2/youmi/promotion/get-captcha": <no response>', {
      cause: new DOMException('The operation timed out.', 'TimeoutError'),
    })
    const { clients } = clientsAnswering(async () => Promise.reject(error))
    await expect(captchaImage(clients, 'sid-1')).rejects.toEqual({ kind: 'timeout' })
  })
})
