import type { Clients } from './client.ts'
import {
  createApi,
  type ApiActivity,
  type ApiOptions,
  type CallOptions,
  type AnyEndpoint,
  type DataOf as DataOfEndpoint,
  type PayloadOf as PayloadOfEndpoint,
} from './api.ts'
import * as bank from './bank.ts'
import * as complaint from './complaint.ts'
import * as instalment from './instalment.ts'
import * as legacy from './legacy.ts'
import * as legacyProducts from './legacy-products.ts'
import * as loan from './loan.ts'
import * as order from './order.ts'
import * as promotion from './promotion.ts'
import * as repayment from './repayment.ts'
import * as repaymentWay from './repayment-way.ts'

/** The calls among a resource module's exports (its schemas and constants are exported beside them). */
type CallsOf<M> = { [K in keyof M as M[K] extends AnyEndpoint ? K : never]: M[K] }

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value

function callsOf<M extends object>(module: M): CallsOf<M> {
  return Object.fromEntries(Object.entries(module).filter(([, value]) => isEndpoint(value))) as CallsOf<M>
}

/**
 * Every call of spec §7 in one registry, by name: for tools and tests (the sandbox proves it answers
 * each one). Screens import the calls they use from their resource's module (`./order.ts`, …) so each
 * route ships only its own.
 */
export const endpoints = {
  ...callsOf(bank),
  ...callsOf(complaint),
  ...callsOf(repayment),
  ...callsOf(repaymentWay),
  ...callsOf(instalment),
  ...callsOf(promotion),
  ...callsOf(loan),
  ...callsOf(order),
  ...callsOf(legacy),
  ...callsOf(legacyProducts),
}

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
export type DataOf<N extends EndpointName> = DataOfEndpoint<Endpoints[N]>
export type PayloadOf<N extends EndpointName> = PayloadOfEndpoint<Endpoints[N]>

export interface NamedApi {
  call<N extends EndpointName>(name: N, payload: PayloadOf<N>, options?: CallOptions): Promise<DataOf<N>>
}

/** The API addressed by call name. */
export function createNamedApi(clients: Clients, activity?: ApiActivity, options?: ApiOptions): NamedApi {
  const api = createApi(clients, activity, options)
  return { call: (name, payload, options) => api.call(endpoints[name], payload as never, options) as never }
}
