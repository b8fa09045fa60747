import * as v from 'valibot'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { toCallFailure, type Clients } from './client.ts'
import { envelope } from './schema-base.ts'

/** promotion/get-captcha (spec §7): answers the picture itself, not an envelope. */
export const CAPTCHA_PATH = '/api/v2/youmi/promotion/get-captcha'

/**
 * A new captcha picture for `sid`. Fetched (not an `<img src>`) so a failure is known and shown, the
 * sandbox can answer it in-page, and the common query rides on it as on every call. A server that
 * refuses answers its envelope: that is a rejected call with its message; anything else not a picture
 * is malformed.
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
  if (blob.type.startsWith('image/')) return blob
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
