import type { CallFailure } from '../../machines/shared/notice.ts'
import destr from '../lib/json-text.ts'
import { mirrorProductId, pickCommon, type PageQuery } from '../lib/query.ts'
import { withBase, withQuery } from '../lib/url-join.ts'

/**
 * The two HTTP clients of spec §7, on the platform fetch (decision 033). Both time out after 60 s, return
 * only the response body and pass errors through (as a {@link CallFailure}, with no message of their own).
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

/** How a successful answer's body is read: `json` (the default) is its JSON, or its text when it is not JSON. */
export type ResponseType = 'json' | 'text' | 'blob' | 'arrayBuffer'

/** One call: fetch's options, plus a query merged over the common one and how to read the answer. */
export interface CallInit<R extends ResponseType = ResponseType> extends RequestInit {
  /** Appended to the path with the common query (undefined left out, arrays repeated). */
  query?: Record<string, unknown>
  responseType?: R
}

/**
 * One of the two clients: resolves with the answer's body (read as {@link CallInit.responseType} says),
 * rejects with an {@link HttpError} for a status outside 200–299 and with fetch's own rejection otherwise.
 * With no `signal` of the caller's, the call runs under the clients' time limit ({@link withDeadline}).
 */
export interface Client {
  <T = unknown, R extends ResponseType = 'json'>(path: string, init?: CallInit<R>): Promise<T>
  /** The same client (base URL, common query, headers, time limit) over another fetch. */
  with(fetch: typeof globalThis.fetch): Client
}

export interface Clients {
  json: Client
  form: Client
  /** The time limit of a whole call, the body included ({@link withDeadline}). */
  timeoutMs: number
  /**
   * The custom fetch the clients were given (the sandbox's), if any: an upload with progress goes through
   * it with the callback, or through XMLHttpRequest (./xhr-fetch.ts `progressClients`).
   */
  fetch?: typeof globalThis.fetch
}

/** An answer whose status is not 2xx; its body is left unread (no caller reads an error's body). */
export class HttpError extends Error {
  // Declared, not a class field: the support floor's build would add a property helper for a field.
  declare readonly response: Response
  constructor(response: Response) {
    super(`HTTP ${response.status}`)
    this.name = 'HttpError'
    this.response = response
  }
}

const HEADER_KEYS = { json: ['building', 'gather'], form: ['swift', 'eyes'] } as const

export function createClients(deps: ClientDeps): Clients {
  const { baseURL, pageQuery, timeoutMs = 60_000 } = deps
  const make = (kind: 'json' | 'form', fetch = deps.fetch): Client => {
    const send = async (path: string, init: CallInit, signal: AbortSignal): Promise<unknown> => {
      const { query, responseType, ...request } = init
      // The page's language is the app's own: the calls carry the host's common query only.
      const { lang: _lang, ...common } = pickCommon(pageQuery())
      const headers = new Headers(request.headers)
      headers.set('X-Requested-With', 'XMLHttpRequest')
      // Absent, or not a header value (src/lib/query.ts `isHeaderValue`): sent empty.
      for (const key of HEADER_KEYS[kind]) headers.set(key, common[key] ?? '')
      const { body } = request
      if (kind === 'form' && !(body instanceof FormData))
        headers.set('Content-Type', 'application/x-www-form-urlencoded')
      // A form payload asks for JSON back, as the ofetch clients sent it (decision 033).
      if (typeof body === 'string' && body !== '' && !headers.has('Accept'))
        headers.set('Accept', 'application/json')
      const url = withQuery(withBase(path, baseURL), mirrorProductId({ ...common, ...query }))
      // Looked up per call, never held: the platform fetch may be replaced after the clients are made.
      const response = await (fetch ?? globalThis.fetch)(url, { ...request, headers, signal })
      if (!response.ok) throw new HttpError(response)
      return responseType === undefined || responseType === 'json'
        ? destr(await response.text())
        : response[responseType]()
    }
    const call = (path: string, init: CallInit = {}) =>
      init.signal
        ? send(path, init, init.signal)
        : withDeadline(timeoutMs, (signal) => send(path, init, signal))
    return Object.assign(call as Client, { with: (other: typeof globalThis.fetch) => make(kind, other) })
  }
  return { json: make('json'), form: make('form'), timeoutMs, fetch: deps.fetch }
}

/** The name of the error a custom fetch (the sandbox) rejects with for a request that never left. */
export const OFFLINE_ERROR = 'OfflineError'

/**
 * Runs one call under a time limit that covers the whole call, the body included, so a stalled body
 * cannot hang it. The signal aborts the fetch and its body read; the race settles even if a fetch
 * ignores the signal.
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

/**
 * Maps whatever a client threw into the one failure shape machines handle: an {@link HttpError} is `http`
 * with its status; a rejection named TimeoutError or AbortError (the deadline) is `timeout`; one named
 * {@link OFFLINE_ERROR}, or any other while the device is offline, is `offline`; the rest `network`.
 */
export function toCallFailure(error: unknown): CallFailure {
  if (error instanceof HttpError) return { kind: 'http', code: String(error.response.status) }
  const name = (error as { name?: unknown } | null | undefined)?.name
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout' }
  return { kind: name === OFFLINE_ERROR || isOffline() ? 'offline' : 'network' }
}
