import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams } from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'

/**
 * The borrower's orders (spec §7 order-list; docs/decisions/014-order-details.md): each order with
 * its product, amount and status; a tap opens its order details.
 */

export interface OrderSummary {
  orderId: string
  productId: string
  productName: string
  productLogo: string
  /** Minor units. */
  amount: number
  status: string
  statusText: string
  /** The date the list shows under the order ('' for none). */
  date: string
}

export interface OrderListContext {
  orders: OrderSummary[]
}

export type OrderListEvent = { type: 'orders.retry' } | { type: 'order.open'; orderId: string }

export const orderListMachine = setup({
  types: {
    context: {} as OrderListContext,
    events: {} as OrderListEvent,
  },
  actors: {
    loadOrders: fromPromise<OrderSummary[], void>(notProvided('loadOrders')),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    openOrder: (_, _params: { orderId: string; productId: string }) => {},
  },
  guards: {
    hasOrders: (_, { orders }: { orders: OrderSummary[] }) => orders.length > 0,
    isListedOrder: ({ context, event }) =>
      event.type === 'order.open' && context.orders.some((order) => order.orderId === event.orderId),
  },
}).createMachine({
  id: 'orderList',
  description: 'My orders: load the list, open one.',
  context: { orders: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        onDone: [
          {
            guard: { type: 'hasOrders', params: ({ event }) => ({ orders: event.output }) },
            target: 'listing',
            actions: assign({ orders: ({ event }) => event.output }),
          },
          { target: 'empty' },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'showToast', params: failureToast('error.processingFailed') },
        },
      },
    },
    loadFailed: {
      description: 'The orders could not be loaded; the borrower can try again.',
      on: { 'orders.retry': 'loading' },
    },
    empty: { description: 'The borrower has no orders yet.' },
    listing: {
      on: {
        'order.open': {
          guard: 'isListedOrder',
          actions: {
            type: 'openOrder',
            params: ({ context, event }) => ({
              orderId: event.orderId,
              productId: context.orders.find((order) => order.orderId === event.orderId)?.productId ?? '',
            }),
          },
        },
      },
    },
  },
})
