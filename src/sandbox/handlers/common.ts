import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { peso, productLogo, STATUS_TEXT } from '../sample.ts'
import { isAfterEffect, isScenarioName, type AfterEffectScenario, type ScenarioName } from '../scenarios.ts'
import type {
  SandboxSubmissionCall,
  SandboxLoggedCall,
  SandboxOrder,
  SandboxState,
} from '../sandbox-schema.ts'
import { loadState, saveState } from '../store.ts'

/** What every domain's handlers share: the envelope, the cross-cutting scenarios, the route helpers. */

export const SANDBOX_VERIFICATION_CODE = '123456'
export const SLOW_NETWORK_MS = 2_500
/** The scenario slowPush delays only the loan pushes (v3 loan-detail-push, legacy depush) by this much. */
export const SLOW_PUSH_MS = 3_000

/** The legacy (variant-2) calls' success and refusal codes (src/api/legacy.ts). */
export const LEGACY_OK = '00'
export const LEGACY_REFUSED = '01'

/**
 * Every call's arrival (path, time) is logged here the moment the sandbox receives it, before any
 * delay: the e2e tests count the calls a double tap sent, including one still in flight. A key of its
 * own, written by one synchronous read-modify-write, so it never races the state's load and save.
 */
export const ARRIVALS_KEY = 'bayad.sandbox.arrivals'
export const MAX_ARRIVALS = 200

const arrival = v.object({
  /** The call's path (no query), e.g. `/v3/loan-details/generate-vcode` under the API base. */
  path: v.string(),
  at: v.number(),
  /** The page that made the call (its path): a test can tell a flow's checks from the next page's load. */
  page: v.optional(v.string(), ''),
})
export type Arrival = v.InferOutput<typeof arrival>

export const YOUMI_LOAN = '*/api/v1/youmi/youmi-api/service/loan'
export const PROMOTION = '*/api/v2/youmi/promotion'

export interface SandboxContext {
  storage: Storage
  now: () => number
}

export interface Envelope {
  code: string
  message: string
  data?: unknown
}

export interface Call {
  url: URL
  /** Query parameters, then form fields (a form field wins). */
  fields: URLSearchParams
  form: FormData | undefined
  /** The bytes of each file field of a multipart body (a resolver answers synchronously; it reads these). */
  files: Map<string, Uint8Array>
  state: SandboxState
  scenario: ScenarioName
  now: number
}

/** A resolver answers an envelope; the one call that answers a picture (get-captcha) answers a Response. */
export type Resolver = (call: Call) => Envelope | Response

export const ok = (data: unknown = null, code = '0'): Envelope => ({ code, message: 'success', data })
export const fail = (message: string, code = '1'): Envelope => ({ code, message, data: null })

export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status })
}

export async function readFields(
  request: Request,
): Promise<{ fields: URLSearchParams; form: FormData | undefined; files: Map<string, Uint8Array> }> {
  const url = new URL(request.url)
  const fields = new URLSearchParams(url.search)
  const type = request.headers.get('content-type') ?? ''
  let form: FormData | undefined
  const files = new Map<string, Uint8Array>()
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (type.includes('multipart/form-data')) {
      try {
        form = await request.formData()
        form.forEach((value, key) => {
          if (typeof value === 'string') fields.set(key, value)
        })
        for (const [key, value] of form.entries())
          if (typeof value !== 'string') files.set(key, new Uint8Array(await value.arrayBuffer()))
      } catch {
        form = undefined
      }
    } else {
      const text = await request.text()
      if (text !== '') {
        // The form client sends urlencoded bodies; accept a JSON object too, as lender backends do.
        let parsed: unknown
        try {
          parsed = type.includes('json') ? JSON.parse(text) : undefined
        } catch {
          parsed = undefined
        }
        if (parsed !== null && typeof parsed === 'object') {
          for (const [key, value] of Object.entries(parsed)) fields.set(key, String(value))
        } else {
          new URLSearchParams(text).forEach((value, key) => fields.set(key, value))
        }
      }
    }
  }
  return { fields, form, files }
}

/** The scenario a call runs under: the one it forces with `?sandboxScenario=`, else the stored one. */
export function scenarioFor(url: URL, storage: Storage, now: number): ScenarioName {
  const forced = url.searchParams.get('sandboxScenario')
  return isScenarioName(forced) ? forced : loadState(storage, now).scenario
}

export interface RouteOptions {
  /** Extra delay (ms) for this call under the given scenario, on top of slowNetwork's. */
  delayFor?: (scenario: ScenarioName) => number
  /**
   * This route is a submitting call: what it does goes to the ledger, its answer is kept by the request's
   * idempotency key (a retry with the key gets it again and does nothing), and the after-effect scenarios
   * (answerLost, gatewayError, brokenBody, stalledBody, stillProcessing) lose the answer of what it did.
   */
  submits?: SandboxSubmissionCall
}

/** How a lender's idempotency key arrives: the header, else the form field (docs/idempotency.md). */
export function idempotencyKeyOf(request: Request, fields: URLSearchParams): string {
  return request.headers.get('Idempotency-Key') ?? fields.get('idempotencyKey') ?? ''
}

const SUCCESS_CODES = ['0', '00']
/** How many answers the sandbox keeps by idempotency key, and how many ledger entries. */
export const MAX_IDEMPOTENT = 100
export const MAX_LEDGER = 200
/** Scenario stillProcessing: the order checks that answer "repaying" after the lender took a payment. */
export const PROCESSING_CHECKS = 2

/** The answer of a submission that took effect, as each after-effect scenario loses it. */
function lostAnswer(scenario: AfterEffectScenario, signal: AbortSignal): Response | Promise<Response> {
  switch (scenario) {
    case 'gatewayError':
      return new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      })
    case 'brokenBody':
      return new Response('{"code":"0","message":"success","data":{"', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    case 'stalledBody': {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":"0","message":"success",'))
          signal.addEventListener('abort', () => controller.error(signal.reason), { once: true })
        },
      })
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } })
    }
    case 'stillProcessing':
      // The connection drops after the request left: fetch rejects (src/sandbox/index.ts).
      return Response.error()
    case 'answerLost':
      return new Promise<Response>((_, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason), { once: true })
      })
  }
}

/**
 * Answers a submitting call: a key already answered replays its answer (no new effect); otherwise the
 * call is resolved, a success goes to the ledger, the answer is kept by its key, and an after-effect
 * scenario then loses it.
 */
function submit(
  call: SandboxSubmissionCall,
  request: Request,
  resolve: Resolver,
  resolving: Call,
): Response | Promise<Response> {
  const { state, fields, scenario, now } = resolving
  const key = idempotencyKeyOf(request, fields)
  const kept = key === '' ? undefined : state.idempotent[key]
  if (kept !== undefined) return json(kept.answer)
  const answered = resolve(resolving)
  if (answered instanceof Response) return answered
  const succeeded = SUCCESS_CODES.includes(String(answered.code))
  if (succeeded) {
    state.ledger.push({ call, key, fields: Object.fromEntries(fields), at: now })
    if (state.ledger.length > MAX_LEDGER) state.ledger.splice(0, state.ledger.length - MAX_LEDGER)
  }
  // An answer without a code (scenario malformedResponse) is no answer the lender gave: not kept.
  if (key !== '' && answered.code !== undefined) {
    state.idempotent[key] = {
      call,
      answer: { code: String(answered.code), message: answered.message, data: answered.data },
      at: now,
    }
    const keys = Object.keys(state.idempotent)
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_IDEMPOTENT))) delete state.idempotent[old]
  }
  if (!succeeded || !isAfterEffect(scenario)) return json(answered)
  if (scenario === 'stillProcessing') state.processingChecks = PROCESSING_CHECKS
  return lostAnswer(scenario, request.signal)
}

/** The ledger of effects, oldest first ([] when the state is unreadable). */
export function readLedger(storage: Storage, now = Date.now()) {
  return loadState(storage, now).ledger
}

/** The logged arrivals, oldest first (the last MAX_ARRIVALS); [] when none or unreadable. */
export function readArrivals(storage: Storage): Arrival[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ARRIVALS_KEY) ?? '[]')
    // Each entry is decoded on its own: a bad one is dropped, the others kept.
    return Array.isArray(parsed) ? parsed.filter((entry): entry is Arrival => v.is(arrival, entry)) : []
  } catch {
    return []
  }
}

/** Logs one arrival: synchronous, so two calls arriving together are both kept. Never throws. */
export function recordArrival(storage: Storage, path: string, at: number): void {
  try {
    const arrivals = readArrivals(storage)
    arrivals.push({ path, at, page: globalThis.location?.pathname ?? '' })
    storage.setItem(ARRIVALS_KEY, JSON.stringify(arrivals.slice(-MAX_ARRIVALS)))
  } catch {
    // A full or blocked storage loses the log, never the call.
  }
}

/** How many calls each of the state's call logs keeps for the e2e tests (the oldest go first). */
export const MAX_LOGGED_CALLS = 100

/** One logged call: its name, every query parameter and form field, and the code answered ('0' for a picture). */
export type LoggedCall<N extends string> = SandboxLoggedCall<N>

/** Wraps a resolver so each call it answers is logged in one of the state's call logs. */
export function loggedIn<N extends string>(
  log: (state: SandboxState) => LoggedCall<N>[],
  name: N,
  resolve: Resolver,
): Resolver {
  return (call) => {
    const answered = resolve(call)
    // A malformed answer may have no code at all.
    const code = answered instanceof Response ? '0' : ((answered.code as string | undefined) ?? '')
    const calls = log(call.state)
    calls.push({ call: name, fields: Object.fromEntries(call.fields), code, at: call.now })
    if (calls.length > MAX_LOGGED_CALLS) calls.splice(0, calls.length - MAX_LOGGED_CALLS)
    return answered
  }
}

/** Wraps a resolver with the arrival log, the cross-cutting scenarios and the load/save of the state. */
export function answer(ctx: SandboxContext, resolve: Resolver, options: RouteOptions = {}) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    // First, before anything awaits: the arrival is on record even while slowNetwork holds the answer.
    recordArrival(ctx.storage, new URL(request.url).pathname, ctx.now())
    const { fields, form, files } = await readFields(request)
    const url = new URL(request.url)
    const scenario = scenarioFor(url, ctx.storage, ctx.now())
    if (scenario === 'slowNetwork') await delay(SLOW_NETWORK_MS)
    const extra = options.delayFor?.(scenario) ?? 0
    if (extra > 0) await delay(extra)
    if (scenario === 'serverError')
      return json({ code: '500', message: 'Internal Server Error (sandbox scenario serverError)' }, 500)
    // Load after any delay and resolve synchronously, so concurrent calls never lose each other's writes.
    const now = ctx.now()
    const state = loadState(ctx.storage, now)
    const resolving = { url, fields, form, files, state, scenario, now }
    if (options.submits !== undefined) {
      const answered = submit(options.submits, request, resolve, resolving)
      saveState(ctx.storage, state)
      return answered
    }
    const answered = resolve(resolving)
    saveState(ctx.storage, state)
    return answered instanceof Response ? answered : json(answered)
  }
}

/** The route helpers every domain registers its calls with. */
export interface Route {
  post(path: string, resolve: Resolver, options?: RouteOptions): HttpHandler
  get(path: string, resolve: Resolver, options?: RouteOptions): HttpHandler
  /** The same resolver on POST and GET. */
  both(path: string, resolve: Resolver, options?: RouteOptions): HttpHandler[]
}

export function createRoute(ctx: SandboxContext): Route {
  const post = (path: string, resolve: Resolver, options?: RouteOptions) =>
    http.post(path, answer(ctx, resolve, options))
  const get = (path: string, resolve: Resolver, options?: RouteOptions) =>
    http.get(path, answer(ctx, resolve, options))
  const both = (path: string, resolve: Resolver, options?: RouteOptions) => [
    post(path, resolve, options),
    get(path, resolve, options),
  ]
  return { post, get, both }
}

// ---------------------------------------------------------------------------------------------
// Orders, read by several domains

export function visibleOrders(call: Call): SandboxOrder[] {
  return call.scenario === 'emptyOrders' ? [] : call.state.orders
}

export function findOrder(call: Call, orderNo: string | null): SandboxOrder | undefined {
  return orderNo ? visibleOrders(call).find((order) => order.orderNo === orderNo) : undefined
}

export function orderSummary(order: SandboxOrder, scenario: ScenarioName) {
  return {
    orderNo: order.orderNo,
    productLogo: productLogo(order),
    productName: order.productName,
    status: STATUS_TEXT[order.status],
    list: [
      { title: 'Loan amount', value: peso(order.amount) },
      { title: 'Due date', value: order.dueDate },
    ],
    isShow: scenario === 'collectionRefused' ? '0' : '1',
  }
}
