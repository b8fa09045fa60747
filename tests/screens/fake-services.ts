import * as v from 'valibot'
import { vi } from 'vitest'
import type { ToastParams } from '../../machines/shared/notice.ts'
import type { AnyEndpoint, Api, CallOptions, DataOf, PayloadOf } from '../../src/api/api.ts'
import type { Clients } from '../../src/api/client.ts'
import type { BridgeAction } from '../../src/bridge/bridge-action.ts'
import type { Bridge, Platform } from '../../src/bridge/bridge.ts'
import type { Store } from '../../src/lib/storage.ts'
import type { Navigator, Services } from '../../src/screens/shared/services.tsx'

/**
 * A fake {@link Services} for testing a screen's `*.impl.ts`: the machine runs with the real
 * implementations, and every effect they have on the outside world lands in a recorder here.
 *
 * - `api.calls`: every `call(endpoint, payload)`, in order; answers come from `answer(endpoint, …)`.
 * - `navigate.go` / `navigate.leave`, `bridge.sent`, `toasts`: what the host would have seen.
 * - `store` / `session`: in-memory stores (`.values`), writes recorded as `set` / `clear` calls.
 */

export interface RecordedCall {
  endpoint: AnyEndpoint
  payload: unknown
  /** The call's options (another path, the submission's idempotency key). */
  options?: CallOptions | undefined
}

/** What an endpoint answers: the decoded data, or a CallFailure (or any error) to reject with. */
type Answer<E extends AnyEndpoint> = (payload: PayloadOf<E>) => DataOf<E> | Promise<DataOf<E>>

export type FakeStore = Store & {
  values: Map<string, unknown>
  set: ReturnType<typeof vi.fn<Store['set']>>
  clear: ReturnType<typeof vi.fn<Store['clear']>>
}

export interface FakeServices extends Services {
  api: Api & { calls: RecordedCall[]; callsTo(endpoint: AnyEndpoint): unknown[] }
  bridge: Bridge & { sent: BridgeAction[] }
  store: FakeStore
  session: FakeStore
  entry: FakeStore
  navigate: Navigator & {
    go: ReturnType<typeof vi.fn<Navigator['go']>>
    leave: ReturnType<typeof vi.fn<Navigator['leave']>>
  }
  toasts: ToastParams[]
  /** Pages fetched outside the api; answers with 200 unless a test replaces it (`vi.fn`). */
  fetchPage: ReturnType<typeof vi.fn<typeof fetch>>
  /** Sets (or replaces) what `endpoint` answers. An endpoint with no answer rejects the call. */
  answer<E extends AnyEndpoint>(endpoint: E, answer: Answer<E>): void
  /** Makes `endpoint` reject with `error` (a CallFailure as src/api produces). */
  fail(endpoint: AnyEndpoint, error: unknown): void
}

export function fakeServices(
  options: { platform?: Platform; origin?: string; pageQuery?: Record<string, string> } = {},
): FakeServices {
  const answers = new Map<AnyEndpoint, (payload: unknown) => unknown>()
  const calls: RecordedCall[] = []
  const api = {
    calls,
    callsTo: (endpoint: AnyEndpoint) => calls.filter((c) => c.endpoint === endpoint).map((c) => c.payload),
    call: (async (endpoint: AnyEndpoint, payload: unknown, options?: CallOptions) => {
      calls.push({ endpoint, payload, options })
      const answer = answers.get(endpoint)
      if (answer === undefined) throw new Error(`no answer for ${endpoint.method} ${endpoint.path}`)
      return answer(payload)
    }) as Api['call'],
    // The raw clients (the captcha picture): a test gives the answer with vi.mocked(...).mockResolvedValue.
    clients: { json: vi.fn(unanswered), form: vi.fn(unanswered) } as unknown as Clients,
  }

  const sent: BridgeAction[] = []
  const bridge = {
    platform: options.platform ?? 'android',
    sent,
    send: (action: BridgeAction) => void sent.push(action),
    onHostEvent: () => () => {},
  }

  const toasts: ToastParams[] = []
  return {
    api,
    bridge,
    store: fakeStore(),
    session: fakeStore(),
    entry: fakeStore(),
    navigate: { go: vi.fn<Navigator['go']>(), leave: vi.fn<Navigator['leave']>() },
    pageQuery: () => ({ ...options.pageQuery }),
    toast: (params) => void toasts.push(params),
    origin: options.origin ?? 'https://h5.bayad.test',
    fetchPage: vi.fn<typeof fetch>(async () => new Response('', { status: 200 })),
    toasts,
    answer: (endpoint, answer) => void answers.set(endpoint, answer as (payload: unknown) => unknown),
    fail: (endpoint, error) =>
      void answers.set(endpoint, () => {
        throw error
      }),
  }
}

async function unanswered(request: unknown): Promise<never> {
  throw new Error(`no answer for the raw request ${String(request)}`)
}

/** A {@link Store} over a Map; `get` decodes like the real one (a bad value reads as absent). */
export function fakeStore(): FakeStore {
  const values = new Map<string, unknown>()
  return {
    values,
    get<T>(key: string, schema: v.GenericSchema<unknown, T>): T | undefined {
      if (!values.has(key)) return undefined
      const result = v.safeParse(schema, values.get(key))
      return result.success ? result.output : undefined
    },
    set: vi.fn<Store['set']>((key, value) => void values.set(key, value)),
    remove: (key: string) => void values.delete(key),
    clear: vi.fn<Store['clear']>(() => values.clear()),
  }
}

/** Lets settled promises reach the actor without moving the (fake) clock. */
export const flush = () => vi.advanceTimersByTimeAsync(0)
