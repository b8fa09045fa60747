import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf, type LoadFailure } from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'

/** Complaint start, "Online service" (spec §2, §4 "Complaint start", §5). */

/** Question type whose sub-types must be chosen, and which needs an order that allows collection complaints. */
export const COLLECTION_TYPE = '1'

export interface QuestionType {
  value: string
  title: string
}
export interface ComplaintOrder {
  orderNo: string
  productLogo: string
  productName: string
  status: string
  lines: { title: string; value: string }[]
  /** isShow equals 1: the order allows collection-type complaints. */
  allowsCollection: boolean
}
export interface ComplaintInit {
  types: QuestionType[]
  subTypes: QuestionType[]
  order: ComplaintOrder | null
  orders: ComplaintOrder[]
}

export interface ComplaintStartContext {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  orderId: string
  init: ComplaintInit | null
  order: ComplaintOrder | null
  problemType: string
}

export type ComplaintStartEvent =
  | { type: 'init.retry' }
  | { type: 'orders.open' }
  | { type: 'orders.close' }
  | { type: 'order.choose'; orderNo: string }
  | { type: 'type.choose'; value: string }
  | { type: 'subType.choose'; value: string }

export interface FormTarget {
  problemType: string
  problemSonType: string
  orderNo: string
}

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
    showToast: (_, _params: ToastParams) => {},
    storeOrderNo: (_, _params: { orderNo: string }) => {},
    openComplaintForm: (_, _params: FormTarget) => {},
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
      tags: ['busy'],
      invoke: {
        id: 'loadComplaintInit',
        src: 'loadComplaintInit',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'ready',
          actions: assign({ init: ({ event }) => event.output, order: ({ event }) => event.output.order }),
        },
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ loadFailure: ({ event }) => loadFailureOf(event.error) }),
            {
              type: 'showToast',
              params: failureToast('error.processingFailed'),
            },
          ],
        },
      },
    },
    loadFailed: {
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
            actions: assign({ problemType: ({ event }) => event.value }),
          },
          {
            target: 'leaving',
            actions: [
              assign({ problemType: ({ event }) => event.value }),
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
          description: 'The list of all orders is open.',
          on: {
            // The sheet covers the types: a type cannot be chosen until it closes.
            'type.choose': {},
            'order.choose': {
              guard: 'isListedOrder',
              target: 'choosingType',
              actions: assign({
                order: ({ context, event }) =>
                  context.init?.orders.find((order) => order.orderNo === event.orderNo) ?? context.order,
                problemType: '',
              }),
            },
            'orders.close': 'choosingType',
          },
        },
        choosingSubType: {
          description:
            'Type 1 (collection) was chosen: its sub-types show; the form opens after one is picked.',
          on: {
            'orders.open': {
              guard: 'hasOrders',
              target: 'choosingOrder',
              actions: assign({ problemType: '' }),
            },
            // Tapping type 1 again folds its sub-types away; any other type leaves through the parent.
            'type.choose': {
              guard: 'isCollectionType',
              target: 'choosingType',
              actions: assign({ problemType: '' }),
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
      description: 'The complaint form opens with the chosen type, sub-type and order.',
    },
  },
})
