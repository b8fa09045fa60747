import { assign, fromPromise, setup } from 'xstate'
import { failureToast, loadFailureOf, type LoadFailure, type ToastParams } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import type {
  RepayChoice,
  RepayOrNotContext,
  RepayOrNotEvent,
  RepayOrNotInput,
} from './repay-or-not.types.ts'

/**
 * The repay-or-not choice for one order (docs/decisions/014-order-details.md): the amount due and
 * the ways the order can be settled now: repay in full (the instalment repayment page) or, when
 * the order offers it (isDelay 1), roll it over; "Not now" leaves for the order page.
 */

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
    showToast: notProvidedAction<ToastParams>('showToast'),
    openRepay: notProvidedAction<RepayOrNotInput>('openRepay'),
    openRollover: notProvidedAction<RepayOrNotInput>('openRollover'),
    openOrder: notProvidedAction<RepayOrNotInput>('openOrder'),
    storeChoice: assign((_, params: { choice: RepayChoice }) => ({ choice: params.choice })),
    storeLoadFailure: assign((_, params: { failure: LoadFailure }) => ({ loadFailure: params.failure })),
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
            actions: { type: 'storeChoice', params: ({ event }) => ({ choice: event.output }) },
          },
          {
            target: 'nothingDue',
            actions: { type: 'storeChoice', params: ({ event }) => ({ choice: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'storeLoadFailure', params: ({ event }) => ({ failure: loadFailureOf(event.error) }) },
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
