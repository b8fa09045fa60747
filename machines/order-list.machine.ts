import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import { byUrgency } from './order-list-urgency.ts'
import type { OrderListContext, OrderListEvent, OrderSummary } from './order-list.types.ts'

/**
 * The borrower's orders (spec §7 order-list; docs/decisions/014-order-details.md): each order with
 * its product, what is owed and its status, overdue first (machines/order-list-urgency.ts,
 * docs/decisions/030-owed-and-pay-code.md); a tap opens its order details.
 */

export const orderListMachine = setup({
  types: {
    context: {} as OrderListContext,
    events: {} as OrderListEvent,
  },
  actors: {
    loadOrders: fromPromise<OrderSummary[], void>(notProvided('loadOrders')),
  },
  actions: {
    showToast: notProvidedAction<ToastParams>('showToast'),
    openOrder: notProvidedAction<{ orderId: string; productId: string }>('openOrder'),
    /** The list as the borrower reads it: overdue first, then what is owed by due date. */
    storeOrders: assign((_, params: { orders: OrderSummary[] }) => ({ orders: byUrgency(params.orders) })),
    storeLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: loadFailureOf(params.error),
    })),
  },
  guards: {
    hasOrders: (_, { orders }: { orders: OrderSummary[] }) => orders.length > 0,
    isListedOrder: ({ context, event }) =>
      event.type === 'order.open' && context.orders.some((order) => order.orderId === event.orderId),
  },
}).createMachine({
  id: 'orderList',
  description: 'My orders: load the list (overdue first, then what is owed by due date), open one.',
  context: { orders: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        onDone: [
          {
            guard: { type: 'hasOrders', params: ({ event }) => ({ orders: event.output }) },
            target: 'listing',
            actions: { type: 'storeOrders', params: ({ event }) => ({ orders: event.output }) },
          },
          { target: 'empty' },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'showToast', params: failureToast('error.processingFailed') },
          ],
        },
      },
    },
    loadFailed: {
      description: 'The orders could not be loaded; the borrower can try again.',
      tags: ['failed'],
      on: { 'orders.retry': 'loading' },
    },
    empty: { description: 'The borrower has no orders yet.', tags: ['empty'] },
    listing: {
      tags: ['listing'],
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
