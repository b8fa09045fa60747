import * as v from 'valibot'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { formBody, isOffline, toCallFailure, withDeadline, type Clients } from './client.ts'
import type { KeyRenamer, KeyTableInput } from './legacy-keys.ts'
import { envelope } from './schema-base.ts'

type Scalar = string | number | undefined
type Fields = Record<string, Scalar>

/** One call of spec §7: where it goes, how its payload travels, what success means and how its data decodes. */
export interface Endpoint<S extends v.GenericSchema = v.GenericSchema, P = unknown> {
  method: 'GET' | 'POST'
  path: string
  /** form: URL-encoded body on the form client (spec §7 default); query: parameters in the query string; multipart: FormData on the JSON client. */
  send: 'form' | 'query' | 'multipart'
  /** Codes that mean success (spec §7: 0, or "00" on some calls). */
  success: readonly string[]
  data: S
  /**
   * The legacy calls' key table (src/api/legacy-keys.ts), built from the api's configured overrides:
   * payload and data keys go through it. It travels with those calls, so no other route loads it.
   */
  keys?: (overrides: KeyTableInput) => KeyRenamer
  /** Type-only: the payload this call takes. */
  payload?: P
}

export const ZERO = ['0'] as const
export const DOUBLE_ZERO = ['00'] as const
export const EITHER = ['0', '00'] as const

/** Pure: a call no screen uses is dropped from the bundle with its schema. */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<S extends v.GenericSchema, P = Fields>(
  def: Omit<Endpoint<S, P>, 'payload'>,
): Endpoint<S, P> {
  return def
}

export interface ComplaintSavePayload {
  problemType: string
  problemSonType: string
  /** At most 200 characters. */
  problemDetail: string
  /** Comma-joined URLs, or the empty string. */
  problemImage: string
  orderNo: string
}

export interface RepayPayload {
  /** withholdingAmount */
  amount: string
  bankName: string
  cardId: string
  cardNo: string
  couponId: string
  orderId: string
  repayToken: string
  bankCode: string
  sendMsg: 0 | 1
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payload variance: any endpoint, whatever it takes
export type AnyEndpoint = Endpoint<v.GenericSchema, any>
export type DataOf<E extends AnyEndpoint> = v.InferOutput<E['data']>
export type PayloadOf<E extends AnyEndpoint> = NonNullable<E['payload']>

export interface Api {
  /**
   * Makes one call. Resolves with the decoded `data` when the code means success; rejects with a
   * {@link CallFailure}: `rejected` (with the server's code and message), `malformed`, `http`,
   * `network` or `timeout`.
   */
  call<E extends AnyEndpoint>(endpoint: E, payload: PayloadOf<E>, options?: CallOptions): Promise<DataOf<E>>
  /** The two clients, for the one call whose answer is not an envelope (the captcha picture). */
  readonly clients: Clients
}

export interface CallOptions {
  /** Another path for the same call (card-change for bind-card-new). */
  path?: string
  /**
   * The submission's idempotency key (src/lib/submissions.ts): the same on every retry of one submission.
   * Sent as the api's {@link IdempotencyOptions} say.
   */
  idempotencyKey?: string
  /**
   * The clients of this one call, in place of the api's: an upload with progress passes the same clients
   * with a transport that reports it (./xhr-fetch.ts `progressClients`, loaded on demand).
   */
  clients?: Clients
}

/**
 * How the idempotency key travels (docs/idempotency.md): an `Idempotency-Key` header by default; a form
 * field (or query parameter) for a backend whose CORS does not allow the header yet; or not at all.
 */
export type IdempotencyMode = 'header' | 'field' | 'off'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const IDEMPOTENCY_FIELD = 'idempotencyKey'

/** Counts calls in flight so the app can show "loading..." (spec §8). */
export interface ApiActivity {
  started(): void
  settled(): void
}

export interface ApiOptions {
  /**
   * Overrides of the legacy key table: a table, or the JSON text of configuration
   * (`VITE_LEGACY_KEYS`); identity when absent.
   */
  legacyKeys?: KeyTableInput
  /** How a submission's idempotency key is sent; `header` when absent. */
  idempotency?: IdempotencyMode
}

export function createApi(clients: Clients, activity?: ApiActivity, options: ApiOptions = {}): Api {
  return {
    async call(endpoint, payload, callOptions) {
      activity?.started()
      try {
        const def = endpoint as AnyEndpoint
        return await callOnce(
          callOptions?.clients ?? clients,
          def,
          payload,
          callOptions,
          def.keys?.(options.legacyKeys),
          options.idempotency,
        )
      } finally {
        activity?.settled()
      }
    },
    clients,
  } as Api
}

async function callOnce(
  clients: Clients,
  def: AnyEndpoint,
  payload: unknown,
  options: CallOptions | undefined,
  keys: KeyRenamer | undefined,
  idempotency: IdempotencyMode = 'header',
): Promise<unknown> {
  const path = options?.path ?? def.path
  const key = idempotency === 'off' ? undefined : options?.idempotencyKey
  const logical = keys
    ? keys.toWire(payload as Record<string, unknown>)
    : (payload as Record<string, unknown>)
  const fields =
    key !== undefined && idempotency === 'field' ? { ...logical, [IDEMPOTENCY_FIELD]: key } : logical
  const headers = key !== undefined && idempotency === 'header' ? { [IDEMPOTENCY_HEADER]: key } : undefined
  // A request made with no connection never leaves: nothing happened, the caller may simply try again.
  if (isOffline()) throw { kind: 'offline' } satisfies CallFailure
  let raw: unknown
  try {
    raw = await withDeadline(clients.timeoutMs, (signal) => {
      if (def.send === 'multipart') {
        const body = new FormData()
        for (const [name, value] of Object.entries(fields)) {
          if (value instanceof Blob) body.append(name, value, value instanceof File ? value.name : 'image')
          else if (value !== undefined) body.append(name, String(value))
        }
        return clients.json(path, { method: def.method, body, headers, signal })
      }
      if (def.send === 'query')
        return clients.json(path, { method: def.method, query: fields, headers, signal })
      return clients.form(path, { method: def.method, body: formBody(fields as Fields), headers, signal })
    })
  } catch (error) {
    throw toCallFailure(error)
  }
  const wrapped = v.safeParse(envelope, typeof raw === 'string' ? safeJson(raw) : raw)
  if (!wrapped.success) throw malformed()
  const { code, data } = wrapped.output
  const message = wrapped.output.message || wrapped.output.msg || ''
  if (!def.success.includes(code)) throw { kind: 'rejected', code, message } satisfies CallFailure
  const logicalData = keys ? keys.toLogical(data) : { ok: true as const, value: data }
  if (!logicalData.ok) throw malformed(code)
  const decoded = v.safeParse(def.data, logicalData.value)
  if (!decoded.success) throw malformed(code)
  return decoded.output
}

function malformed(code?: string): CallFailure {
  return code === undefined ? { kind: 'malformed' } : { kind: 'malformed', code }
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}
