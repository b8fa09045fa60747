import { getResponse } from 'msw'
import { recordArrival, scenarioFor } from './handlers/common.ts'
import { createHandlers, SLOW_NETWORK_MS } from './handlers/index.ts'
import { uploadProgressOf } from '../api/upload-progress.ts'
import { DEFAULT_SCENARIO, isScenarioName, SCENARIOS, type ScenarioName } from './scenarios.ts'
import { STATE_KEY } from './sandbox-schema.ts'
import { seedState } from './seed.ts'
import { defaultStorage, loadState, saveState } from './store.ts'

/**
 * The embedded sandbox backend: msw request handlers answered in-process through a custom fetch,
 * so no service worker is needed (iOS WKWebView, file:// pages). Load it only with a dynamic
 * `import()`: production bundles must not contain msw. The same fetch answers a production build's
 * calls in Node for the Lighthouse run (scripts/lib/preview-server.ts, with `createMemoryStorage`).
 */
export { SCENARIOS, DEFAULT_SCENARIO, STATE_KEY, type ScenarioName }
export { SANDBOX_VERIFICATION_CODE, SLOW_NETWORK_MS, SLOW_PUSH_MS, WALLET_PAGE } from './handlers/index.ts'
export { ARRIVALS_KEY, MAX_ARRIVALS, readArrivals, readLedger, type Arrival } from './handlers/common.ts'
export type { SandboxLedgerEntry } from './sandbox-schema.ts'
export type { SandboxLoanPush } from './sandbox-schema.ts'

export interface SandboxOptions {
  /** Where the state lives; localStorage by default (an in-memory store where that is blocked). */
  storage?: Storage
  /** Clock in ms since the epoch; Date.now by default. */
  now?: () => number
}

/**
 * Requests are re-addressed to this origin before matching: handlers match on the path only, and
 * the page's own origin (file://, a custom WKWebView scheme) can trip msw's cookie store.
 */
const SANDBOX_ORIGIN = 'http://sandbox.bayad.invalid'

/** A fetch that answers every call from the sandbox; pass it to `createClients({ fetch })`. */
export function createSandboxFetch(options: SandboxOptions = {}): typeof fetch {
  const storage = options.storage ?? defaultStorage()
  const now = options.now ?? Date.now
  const handlers = createHandlers({ storage, now })

  const sandboxFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = await toSandboxRequest(input, init)
    if (isOffline(request, storage, now)) {
      // A call the lost connection swallows was still made: it is logged as the handlers log theirs.
      recordArrival(storage, new URL(request.url).pathname, now())
      // Named as the app's client knows a request that never left (src/api/client.ts OFFLINE_ERROR).
      throw Object.assign(new TypeError('Failed to fetch (sandbox scenario offline)'), {
        name: 'OfflineError',
      })
    }
    let response: Response | undefined
    const progress = reportUploadProgress(request, init, storage, now)
    try {
      response = await untilAborted(getResponse(handlers, request), init?.signal ?? undefined)
    } catch (error) {
      if (init?.signal?.aborted) throw error
      return jsonResponse(
        {
          code: '500',
          message: `sandbox: handler failed: ${error instanceof Error ? error.message : String(error)}`,
        },
        500,
      )
    } finally {
      progress.stop()
    }
    // A handler's Response.error() is a failed connection, which fetch reports by rejecting.
    if (response?.type === 'error') throw new TypeError('Failed to fetch (sandbox)')
    progress.done()
    if (response !== undefined) return response
    return jsonResponse(
      { code: '404', message: `sandbox: no handler for ${request.method} ${new URL(request.url).pathname}` },
      404,
    )
  }
  return sandboxFetch as typeof fetch
}

/** The scenario stored in the sandbox state (a request can still force another with `?sandboxScenario=`). */
export function getScenario(storage: Storage = defaultStorage()): ScenarioName {
  return loadState(storage, Date.now()).scenario
}

export function setScenario(name: ScenarioName, storage: Storage = defaultStorage()): void {
  if (!isScenarioName(name)) throw new Error(`Unknown sandbox scenario: ${String(name)}`)
  const state = loadState(storage, Date.now())
  state.scenario = name
  saveState(storage, state)
}

/** Back to the seed data: orders unpaid, seeded cards and complaints, the default scenario. */
export function resetSandbox(storage: Storage = defaultStorage()): void {
  saveState(storage, seedState(Date.now()))
}

/** An answer the caller stopped waiting for rejects as a real fetch does when its signal aborts. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return answer
  return Promise.race([
    answer,
    new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason)
      signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    }),
  ])
}

/**
 * An upload's progress (src/api/upload-progress.ts), reported in-page: the body is in memory, so it is all
 * "sent" at once; under slowNetwork it is reported in fifths while the answer is held, as a slow uplink
 * would, and all of it when the answer comes.
 */
function reportUploadProgress(
  request: Request,
  init: RequestInit | undefined,
  storage: Storage,
  now: () => number,
): { stop(): void; done(): void } {
  const progress = uploadProgressOf(init)
  if (progress === undefined) return { stop() {}, done() {} }
  if (scenarioFor(new URL(request.url), storage, now()) !== 'slowNetwork') {
    progress(1)
    return { stop() {}, done() {} }
  }
  let sent = 0
  progress(sent)
  const ticking = setInterval(() => {
    sent = Math.min(sent + 0.2, 0.8)
    progress(sent)
  }, SLOW_NETWORK_MS / 5)
  return { stop: () => clearInterval(ticking), done: () => progress(1) }
}

/** The offline scenario answers nothing: the fetch rejects as a lost connection does. */
function isOffline(request: Request, storage: Storage, now: () => number): boolean {
  return scenarioFor(new URL(request.url), storage, now()) === 'offline'
}

async function toSandboxRequest(input: RequestInfo | URL, init?: RequestInit): Promise<Request> {
  const original = input instanceof Request ? input : undefined
  const raw = original?.url ?? (input instanceof URL ? input.href : String(input))
  const resolved = new URL(raw, pageBase())
  const url = `${SANDBOX_ORIGIN}${resolved.pathname}${resolved.search}`
  if (original === undefined) return new Request(url, init)
  // The caller's signal travels with the request: a stalled answer's body stops when the call gives up.
  const merged = new Request(original, init)
  const hasBody = merged.method !== 'GET' && merged.method !== 'HEAD'
  return new Request(url, {
    method: merged.method,
    headers: merged.headers,
    body: hasBody ? await merged.arrayBuffer() : undefined,
    signal: init?.signal ?? original.signal,
  })
}

function pageBase(): string {
  const href = (globalThis as { location?: { href?: string } }).location?.href
  return href !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(href) ? href : `${SANDBOX_ORIGIN}/`
}

function jsonResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}
