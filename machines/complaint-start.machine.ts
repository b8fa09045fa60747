import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import type {
  ComplaintInit,
  ComplaintStartContext,
  ComplaintStartEvent,
  FormTarget,
} from './complaint-start.types.ts'

/** Complaint start, "Online service" (spec §2, §4 "Complaint start", §5). */

/** Question type whose sub-types must be chosen, and which needs an order that allows collection complaints. */
export const COLLECTION_TYPE = '1'

export const complaintStartMachine = setup({
  types: {
    context: {} as ComplaintStartContext,
    events: {} as ComplaintStartEvent,
    input: {} as { orderId: string },
  },
  actors: {
    loadComplaintInit: fromPromise<ComplaintInit, { orderId: string }>(notProvided('loadComplaintInit')),
  },
  actions: {
    storeInit: assign((_, params: { init: ComplaintInit }) => ({
      init: params.init,
      order: params.init.order,
    })),
    storeLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: loadFailureOf(params.error),
    })),
    storeProblemType: assign((_, params: { problemType: string }) => ({ problemType: params.problemType })),
    forgetProblemType: assign({ problemType: '' }),
    /** Another order is chosen: the type chosen for the last one is forgotten. */
    storeOrder: assign(({ context }, params: { orderNo: string }) => ({
      order: context.init?.orders.find((order) => order.orderNo === params.orderNo) ?? context.order,
      problemType: '',
    })),
    showToast: notProvidedAction<ToastParams>('showToast'),
    storeOrderNo: notProvidedAction<{ orderNo: string }>('storeOrderNo'),
    openComplaintForm: notProvidedAction<FormTarget>('openComplaintForm'),
  },
  guards: {
    isCollectionType: ({ event }) => event.type === 'type.choose' && event.value === COLLECTION_TYPE,
    isCollectionWithoutAnyOrder: ({ context, event }) =>
      event.type === 'type.choose' &&
      event.value === COLLECTION_TYPE &&
      context.order === null &&
      (context.init?.orders.length ?? 0) === 0,
    isCollectionWithoutOrder: ({ context, event }) =>
      event.type === 'type.choose' && event.value === COLLECTION_TYPE && context.order === null,
    isRefusedCollection: ({ context, event }) =>
      event.type === 'type.choose' &&
      event.value === COLLECTION_TYPE &&
      context.order?.allowsCollection !== true,
    hasOrders: ({ context }) => (context.init?.orders.length ?? 0) > 0,
    isListedOrder: ({ context, event }) =>
      event.type === 'order.choose' &&
      context.init?.orders.some((order) => order.orderNo === event.orderNo) === true,
  },
}).createMachine({
  id: 'complaintStart',
  description: 'Pick the order and the question type of a complaint, then go on to the form.',
  context: ({ input }) => ({ orderId: input.orderId, init: null, order: null, problemType: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadComplaintInit',
        src: 'loadComplaintInit',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeInit', params: ({ event }) => ({ init: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'showToast',
              params: failureToast('error.processingFailed'),
            },
          ],
        },
      },
    },
    loadFailed: {
      tags: ['failed'],
      description: 'Question types could not be loaded; the borrower can try again.',
      on: { 'init.retry': 'loading' },
    },
    ready: {
      initial: 'choosingType',
      on: {
        'type.choose': [
          // Spec §5 refuses type 1 without an order too; the borrower is told why, and what to do.
          {
            guard: 'isCollectionWithoutAnyOrder',
            actions: {
              type: 'showToast',
              params: { notice: { id: 'complaint.collectionNoOrders' }, tone: 'info' },
            },
          },
          {
            guard: 'isCollectionWithoutOrder',
            actions: {
              type: 'showToast',
              params: { notice: { id: 'complaint.collectionNeedsOrder' }, tone: 'info' },
            },
          },
          {
            guard: 'isRefusedCollection',
            actions: {
              type: 'showToast',
              params: { notice: { id: 'complaint.collectionRefused' }, tone: 'info' },
            },
          },
          {
            guard: 'isCollectionType',
            target: '.choosingSubType',
            actions: { type: 'storeProblemType', params: ({ event }) => ({ problemType: event.value }) },
          },
          {
            target: 'leaving',
            actions: [
              { type: 'storeProblemType', params: ({ event }) => ({ problemType: event.value }) },
              { type: 'storeOrderNo', params: ({ context }) => ({ orderNo: context.order?.orderNo ?? '' }) },
              {
                type: 'openComplaintForm',
                params: ({ context, event }) => ({
                  problemType: event.value,
                  problemSonType: '',
                  orderNo: context.order?.orderNo ?? '',
                }),
              },
            ],
          },
        ],
      },
      states: {
        choosingType: {
          description: 'Order card, All orders button and the question types.',
          on: { 'orders.open': { guard: 'hasOrders', target: 'choosingOrder' } },
        },
        choosingOrder: {
          tags: ['ordersOpen'],
          description: 'The list of all orders is open.',
          on: {
            // The sheet covers the types: a type cannot be chosen until it closes.
            'type.choose': {},
            'order.choose': {
              guard: 'isListedOrder',
              target: 'choosingType',
              actions: { type: 'storeOrder', params: ({ event }) => ({ orderNo: event.orderNo }) },
            },
            'orders.close': 'choosingType',
          },
        },
        choosingSubType: {
          tags: ['subTypesOpen'],
          description:
            'Type 1 (collection) was chosen: its sub-types show; the form opens after one is picked.',
          on: {
            'orders.open': {
              guard: 'hasOrders',
              target: 'choosingOrder',
              actions: 'forgetProblemType',
            },
            // Tapping type 1 again folds its sub-types away; any other type leaves through the parent.
            'type.choose': {
              guard: 'isCollectionType',
              target: 'choosingType',
              actions: 'forgetProblemType',
            },
            'subType.choose': {
              target: '#complaintStart.leaving',
              actions: [
                {
                  type: 'storeOrderNo',
                  params: ({ context }) => ({ orderNo: context.order?.orderNo ?? '' }),
                },
                {
                  type: 'openComplaintForm',
                  params: ({ context, event }) => ({
                    problemType: context.problemType,
                    problemSonType: event.value,
                    orderNo: context.order?.orderNo ?? '',
                  }),
                },
              ],
            },
          },
        },
      },
    },
    leaving: {
      type: 'final',
      tags: ['leaving'],
      description: 'The complaint form opens with the chosen type, sub-type and order.',
    },
  },
})
