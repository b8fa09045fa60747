import { FetchError, ofetch, type $Fetch } from 'ofetch'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { mirrorProductId, pickCommon, type PageQuery } from '../lib/query.ts'

/**
 * The two HTTP clients of spec §7. Both time out after 60 s, return only the response body and pass
 * errors through (as a {@link CallFailure}, with no message of their own).
 */
export interface ClientDeps {
  /** Fixed base prefix of every call. */
  baseURL: string
  /** The page's query, read at call time: common parameters and custom headers come from it. */
  pageQuery: () => PageQuery
  /** A custom fetch (the embedded sandbox answers through one); the platform fetch otherwise. */
  fetch?: typeof globalThis.fetch
  timeoutMs?: number
}

export interface Clients {
  json: $Fetch
  form: $Fetch
}

const HEADER_KEYS = { json: ['building', 'gather'], form: ['swift', 'eyes'] } as const

function headersFrom(query: PageQuery, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, query[key] ?? '']))
}

export function createClients(deps: ClientDeps): Clients {
  const { baseURL, pageQuery, timeoutMs = 60_000 } = deps
  const make = (kind: 'json' | 'form') =>
    ofetch.create(
      {
        baseURL,
        timeout: timeoutMs,
        retry: 0,
        onRequest({ options }) {
          const query = pageQuery()
          const headers = new Headers(options.headers)
          headers.set('X-Requested-With', 'XMLHttpRequest')
          for (const [key, value] of Object.entries(headersFrom(query, HEADER_KEYS[kind])))
            headers.set(key, value)
          if (kind === 'form' && !(options.body instanceof FormData)) {
            headers.set('Content-Type', 'application/x-www-form-urlencoded')
          }
          options.headers = headers
          options.query = mirrorProductId({ ...pickCommon(query), ...options.query })
        },
      },
      deps.fetch ? { fetch: deps.fetch } : undefined,
    )
  return { json: make('json'), form: make('form') }
}

/** URL-encodes a flat payload for the form client; product_id/productId mirrored (spec §7). */
export function formBody(payload: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(mirrorProductId({ ...payload }))) {
    if (value !== undefined) params.set(key, String(value))
  }
  return params.toString()
}

/** Maps whatever a client threw into the one failure shape machines handle. */
export function toCallFailure(error: unknown): CallFailure {
  if (error instanceof FetchError) {
    const cause = error.cause as { name?: string } | undefined
    if (cause?.name === 'TimeoutError' || cause?.name === 'AbortError' || /timeout/i.test(error.message)) {
      return { kind: 'timeout' }
    }
    if (error.response === undefined) return { kind: 'network' }
    return { kind: 'http', code: String(error.response.status) }
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return { kind: 'timeout' }
  return { kind: 'network' }
}
