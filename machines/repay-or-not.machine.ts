import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf, type LoadFailure } from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'

/**
 * The repay-or-not choice for one order (docs/decisions/014-order-details.md): the amount due and
 * the ways the order can be settled now: repay in full (the instalment repayment page) or, when
 * the order offers it (isDelay 1), roll it over; "Not now" leaves for the order page.
 */

export interface RepayChoice {
  productName: string
  productLogo: string
  status: string
  statusText: string
  description: string
  /** The order's detail rows (amount due, due date…) as the server words them. */
  rows: { text: string; value: string }[]
  /** The order can be repaid now (170, 174, 180). */
  repayable: boolean
  /** Rollover is offered (174 or 180 with isDelay 1). */
  rollover: boolean
}

export interface RepayOrNotInput {
  productId: string
  orderId: string
}
export interface RepayOrNotContext extends RepayOrNotInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  choice: RepayChoice | null
}

export type RepayOrNotEvent =
  { type: 'choice.retry' } | { type: 'choice.repay' } | { type: 'choice.rollover' } | { type: 'choice.later' }

export const repayOrNotMachine = setup({
  types: {
    context: {} as RepayOrNotContext,
    events: {} as RepayOrNotEvent,
    input: {} as RepayOrNotInput,
  },
  actors: {
    loadChoice: fromPromise<RepayChoice, RepayOrNotInput>(notProvided('loadChoice')),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    openRepay: (_, _params: RepayOrNotInput) => {},
    openRollover: (_, _params: RepayOrNotInput) => {},
    openOrder: (_, _params: RepayOrNotInput) => {},
  },
  guards: {
    isRepayable: (_, { choice }: { choice: RepayChoice }) => choice.repayable,
    offersRollover: ({ context }) => context.choice?.rollover ?? false,
  },
}).createMachine({
  id: 'repayOrNot',
  description: 'Repay now, roll over, or not now: the choice for one order.',
  context: ({ input }) => ({ ...input, choice: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadChoice',
        src: 'loadChoice',
        input: ({ context }) => ({ productId: context.productId, orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'isRepayable', params: ({ event }) => ({ choice: event.output }) },
            target: 'choosing',
            actions: assign({ choice: ({ event }) => event.output }),
          },
          { target: 'nothingDue', actions: assign({ choice: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ loadFailure: ({ event }) => loadFailureOf(event.error) }),
            { type: 'showToast', params: failureToast('error.processingFailed') },
          ],
        },
      },
    },
    loadFailed: {
      description: 'The order could not be loaded; the borrower can try again.',
      on: { 'choice.retry': 'loading' },
    },
    nothingDue: {
      description: 'The order has nothing to repay now (in review, finished…): only the way to its page.',
      on: { 'choice.later': { actions: { type: 'openOrder', params: ({ context }) => idsOf(context) } } },
    },
    choosing: {
      on: {
        'choice.repay': { actions: { type: 'openRepay', params: ({ context }) => idsOf(context) } },
        'choice.rollover': {
          guard: 'offersRollover',
          actions: { type: 'openRollover', params: ({ context }) => idsOf(context) },
        },
        'choice.later': { actions: { type: 'openOrder', params: ({ context }) => idsOf(context) } },
      },
    },
  },
})

function idsOf(context: RepayOrNotContext): RepayOrNotInput {
  return { productId: context.productId, orderId: context.orderId }
}
