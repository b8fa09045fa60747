import * as v from 'valibot'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { toCallFailure, type Clients } from './client.ts'
import { envelope } from './schema-base.ts'

/** promotion/get-captcha (spec §7): answers the picture itself, not an envelope. */
export const CAPTCHA_PATH = '/api/v2/youmi/promotion/get-captcha'

/** The raster types a captcha picture may be, by their leading bytes (magic numbers). */
export function rasterType(head: Uint8Array): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null {
  // The first 12 bytes as Latin-1 text, one character per byte, so each signature is one expression.
  const text = String.fromCharCode(...head.subarray(0, 12))
  // eslint-disable-next-line no-control-regex -- the PNG signature's own bytes include a control character
  if (/^\x89PNG\r\n\x1a\n/.test(text)) return 'image/png'
  if (/^\xff\xd8\xff/.test(text)) return 'image/jpeg'
  if (/^GIF8[79]a/.test(text)) return 'image/gif'
  return /^RIFF[^]{4}WEBP/.test(text) ? 'image/webp' : null
}

/**
 * A new captcha picture for `sid`: a PNG, JPEG, GIF or WebP by its bytes (SVG and the rest are refused
 * as a broken answer, so the borrower gets the usual new-picture path; decision 024). Fetched (not an
 * `<img src>`) so a failure is known and shown, the sandbox can answer it in-page, and the common query
 * rides on it as on every call. A server that refuses answers its envelope: that is a rejected call
 * with its message; anything else not a picture is malformed.
 */
export async function captchaImage(clients: Clients, sid: string): Promise<Blob> {
  let blob: Blob
  try {
    blob = await clients.json<Blob, 'blob'>(CAPTCHA_PATH, {
      method: 'GET',
      query: { sid },
      responseType: 'blob',
      // A refresh must be a new picture for the same sid, never the cached one.
      cache: 'no-store',
    })
  } catch (error) {
    throw toCallFailure(error)
  }
  const raster = rasterType(new Uint8Array(await blob.slice(0, 12).arrayBuffer()))
  // The bytes decide, never the name the answer gives them: an SVG (a document that can carry script
  // and links) or anything else labelled image/* is no captcha picture.
  if (raster !== null) return blob.type === raster ? blob : new Blob([blob], { type: raster })
  if (blob.type.startsWith('image/')) throw { kind: 'malformed' } satisfies CallFailure
  let body: unknown
  try {
    body = JSON.parse(await blob.text())
  } catch {
    body = undefined
  }
  const refused = v.safeParse(envelope, body)
  if (refused.success && refused.output.code !== '0') {
    throw {
      kind: 'rejected',
      code: refused.output.code,
      message: refused.output.message || refused.output.msg || '',
    } satisfies CallFailure
  }
  throw { kind: 'malformed' } satisfies CallFailure
}
