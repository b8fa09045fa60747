import type { Clients } from './client.ts'
import {
  createApi,
  type ApiActivity,
  type ApiOptions,
  type CallOptions,
  type DataOf as DataOfEndpoint,
  type PayloadOf as PayloadOfEndpoint,
} from './api.ts'
import * as bank from './calls/bank.ts'
import * as complaint from './calls/complaint.ts'
import * as instalment from './calls/instalment.ts'
import * as legacy from './calls/legacy.ts'
import * as legacyProducts from './calls/legacy-products.ts'
import * as loan from './calls/loan.ts'
import * as order from './calls/order.ts'
import * as promotion from './calls/promotion.ts'
import * as repayment from './calls/repayment.ts'

/**
 * Every call of spec §7 in one registry, by name: for tools and tests (the sandbox proves it answers
 * each one). Screens import the calls they use from `./calls/*` so each route ships only its own.
 */
export const endpoints = {
  ...bank,
  ...complaint,
  ...repayment,
  ...instalment,
  ...promotion,
  ...loan,
  ...order,
  ...legacy,
  ...legacyProducts,
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
