import { FetchError, ofetch, type $Fetch } from 'ofetch'
import type { CallFailure } from '../../machines/shared/notice.ts'
import {
  mirrorProductId,
  pickCommon,
  type CommonKey,
  type CommonQuery,
  type PageQuery,
} from '../lib/query.ts'

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
  /** The time limit of a whole call, the body included ({@link withDeadline}). */
  timeoutMs: number
  /**
   * The custom fetch the clients were given (the sandbox's), if any: an upload with progress goes through
   * it with the callback, or through XMLHttpRequest (./xhr-fetch.ts `progressClients`).
   */
  fetch?: typeof globalThis.fetch
}

const HEADER_KEYS = { json: ['building', 'gather'], form: ['swift', 'eyes'] } as const

/** Absent, or not a header value (src/lib/query.ts `isHeaderValue`): sent empty, as an absent one always was. */
function headersFrom(common: CommonQuery, keys: readonly CommonKey[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, common[key] ?? '']))
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
          const common = pickCommon(query)
          const headers = new Headers(options.headers)
          headers.set('X-Requested-With', 'XMLHttpRequest')
          for (const [key, value] of Object.entries(headersFrom(common, HEADER_KEYS[kind])))
            headers.set(key, value)
          if (kind === 'form' && !(options.body instanceof FormData)) {
            headers.set('Content-Type', 'application/x-www-form-urlencoded')
          }
          options.headers = headers
          options.query = mirrorProductId({ ...common, ...options.query })
        },
      },
      deps.fetch ? { fetch: deps.fetch } : undefined,
    )
  return { json: make('json'), form: make('form'), timeoutMs, fetch: deps.fetch }
}

/** The name of the error a custom fetch (the sandbox) rejects with for a request that never left. */
export const OFFLINE_ERROR = 'OfflineError'

/**
 * Runs one call under a time limit that covers the whole call, the body included: ofetch's own timeout
 * stops counting once the headers arrive (unjs/ofetch#620), so a stalled body would hang forever. The
 * signal aborts the fetch and its body read; the race settles even if a fetch ignores the signal.
 */
export async function withDeadline<T>(
  timeoutMs: number,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const reason = new DOMException('The call took longer than its time limit', 'TimeoutError')
      controller.abort(reason)
      reject(reason)
    }, timeoutMs)
  })
  try {
    return await Promise.race([run(controller.signal), expired])
  } finally {
    clearTimeout(timer)
  }
}

/** The device says it has no connection: a request made now never leaves. */
export function isOffline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false
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
  const name = (value: unknown) => (value as { name?: unknown } | undefined)?.name
  if (error instanceof FetchError) {
    const cause: unknown = error.cause
    if (name(cause) === 'TimeoutError' || name(cause) === 'AbortError' || /timeout/i.test(error.message)) {
      return { kind: 'timeout' }
    }
    if (error.response === undefined)
      return { kind: name(cause) === OFFLINE_ERROR || isOffline() ? 'offline' : 'network' }
    return { kind: 'http', code: String(error.response.status) }
  }
  if (name(error) === 'TimeoutError' || name(error) === 'AbortError') return { kind: 'timeout' }
  if (name(error) === OFFLINE_ERROR) return { kind: 'offline' }
  return { kind: isOffline() ? 'offline' : 'network' }
}
