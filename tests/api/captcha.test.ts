// @vitest-environment node
import { describe, expect, it, vi, type Mock } from 'vitest'
import { CAPTCHA_PATH, captchaImage } from '../../src/api/captcha.ts'
import { HttpError, type Clients } from '../../src/api/client.ts'

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
/** A PNG's signature and the start of its header chunk. */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
const envelope = (body: unknown) => blobOf(JSON.stringify(body), 'application/json')

describe('captchaImage', () => {
  it('asks get-captcha for the sid, never from the cache, and resolves the picture', async () => {
    const picture = new Blob([new Uint8Array(PNG)], { type: 'image/png' })
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

  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'image/jpeg'],
    ['GIF', [...'GIF89a'].map((c) => c.charCodeAt(0)), 'image/gif'],
    ['WebP', [...'RIFF\0\0\0\0WEBPVP8 '].map((c) => c.charCodeAt(0)), 'image/webp'],
  ])('a %s picture is one by its bytes, whatever type the answer names', async (_what, bytes, type) => {
    for (const named of [type, 'application/octet-stream', '', 'image/svg+xml']) {
      const answer = new Blob([new Uint8Array(bytes)], { type: named })
      const picture = await captchaImage(clientsAnswering(async () => answer).clients, 'sid-1')
      expect(picture.type).toBe(type)
      expect(new Uint8Array(await picture.arrayBuffer())).toEqual(new Uint8Array(bytes))
    }
  })

  it.each([
    [
      'an SVG picture',
      blobOf('<svg xmlns="http://www.w3.org/2000/svg"><text>AB12</text></svg>', 'image/svg+xml'),
    ],
    ['an SVG named PNG', blobOf('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/png')],
    ['an image type with HTML in it', blobOf('<html><script>alert(1)</script></html>', 'image/jpeg')],
    [
      'a PNG cut before its signature ends',
      new Blob([new Uint8Array(PNG.slice(0, 5))], { type: 'image/png' }),
    ],
  ])('%s is no captcha picture: malformed (the page offers a new picture)', async (_what, body) => {
    const { clients } = clientsAnswering(async () => body)
    await expect(captchaImage(clients, 'sid-1')).rejects.toEqual({ kind: 'malformed' })
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
    const { clients } = clientsAnswering(async () => Promise.reject(new TypeError('fetch failed')))
    await expect(captchaImage(clients, 'sid-1')).rejects.toEqual({ kind: 'network' })
  })

  it('an HTTP error status is an http failure with that status', async () => {
    const error = new HttpError(new Response(null, { status: 502 }))
    const { clients } = clientsAnswering(async () => Promise.reject(error))
    await expect(captchaImage(clients, 'sid-1')).rejects.toEqual({ kind: 'http', code: '502' })
  })

  it('a request that timed out is a timeout', async () => {
    const error = new DOMException('The call took longer than its time limit', 'TimeoutError')
    const { clients } = clientsAnswering(async () => Promise.reject(error))
    await expect(captchaImage(clients, 'sid-1')).rejects.toEqual({ kind: 'timeout' })
  })
})
