import { assign, fromPromise, setup, stateIn } from 'xstate'
import { failureToast, type ToastParams } from './shared/notice.ts'
import {
  isListedAgreement,
  type Agreement,
  type JumpInput,
  type PlanRow,
  type PushInput,
  type TextValue,
} from './loan-offer.ts'
import { notProvided } from './shared/not-provided.ts'

/**
 * Loan confirmation variant 2, on the legacy calls (spec §2 "Loan confirm variant 2"): the borrower
 * reads the offer and its agreements and submits it once, with the server's button or by tapping
 * the image of the promotional popup.
 */

/** The amount's currency: the legacy offer's flag chooses rupees over pesos. */
export type Currency = 'peso' | 'rupee'

export interface LegacyOffer {
  productName: string
  productLogo: string
  /** Minor units; sent back with the submission. */
  amount: number
  currency: Currency
  periods: string
  termUnit: string
  repaymentDate: string
  details: TextValue[]
  plans: PlanRow[]
  /** The submit button's text from the server; '' when it sent none. */
  buttonText: string
  /** A checked URL of the promotional popup's image, or '' when there is no popup. */
  promoImage: string
}
export interface LegacyConfirmData {
  offer: LegacyOffer
  agreements: Agreement[]
}

export interface LegacyConfirmInput {
  productId: string
  orderId: string
}
export interface LegacyConfirmContext extends LegacyConfirmInput {
  data: LegacyConfirmData | null
}

export type LegacyConfirmEvent =
  | { type: 'confirm.retry' }
  | { type: 'promo.close' }
  | { type: 'agreement.open'; position: number }
  | { type: 'loan.submit' }

export const legacyConfirmMachine = setup({
  types: {
    context: {} as LegacyConfirmContext,
    events: {} as LegacyConfirmEvent,
    input: {} as LegacyConfirmInput,
  },
  actors: {
    loadConfirm: fromPromise<LegacyConfirmData, { productId: string }>(notProvided('loadConfirm')),
    jumpToAgreement: fromPromise<string, JumpInput>(notProvided('jumpToAgreement')),
    submitLoan: fromPromise<string, PushInput>(notProvided('submitLoan')),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    openAgreement: (_, _params: { url: string }) => {},
    /** Replaces the page with the submission's attach URL (session parameters and from=confirm added). */
    openAttachUrl: (_, _params: { url: string }) => {},
  },
  guards: {
    hasPromo: ({ context }) => (context.data?.offer.promoImage ?? '') !== '',
    isKnownAgreement: ({ context, event }) =>
      event.type === 'agreement.open' && isListedAgreement(event.position, context.data?.agreements),
    /** Only a submission that is really sent closes the popup: its image stands for the button. */
    canSubmit: stateIn('#legacyConfirm.ready.submission.idle'),
  },
}).createMachine({
  id: 'legacyConfirm',
  description: 'Confirm a loan offer (legacy variant 2) with its agreements and a promotional popup.',
  context: ({ input }) => ({ ...input, data: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'The offer (satire) and its agreements (cultures) load together.',
      invoke: {
        id: 'loadConfirm',
        src: 'loadConfirm',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: { type: 'showToast', params: failureToast('error.processingFailed') },
        },
      },
    },
    loadFailed: {
      description: 'The offer or its agreements could not be loaded; the borrower can try again.',
      on: { 'confirm.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      description: 'The offer is on screen.',
      states: {
        promo: {
          description: 'The promotional popup (NewPopMsg image), when the offer has one.',
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'hasPromo', target: 'shown' }, { target: 'none' }],
            },
            none: {},
            shown: {
              description: 'Over the page: Close dismisses it; its image submits the loan like the button.',
              on: {
                'promo.close': 'closed',
                'loan.submit': { guard: 'canSubmit', target: 'closed' },
              },
            },
            closed: {},
          },
        },
        submission: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'agreement.open': { guard: 'isKnownAgreement', target: 'openingAgreement' },
                'loan.submit': 'submitting',
              },
            },
            openingAgreement: {
              tags: ['busy'],
              description: 'misunderstood asks where the tapped agreement is.',
              invoke: {
                id: 'jumpToAgreement',
                src: 'jumpToAgreement',
                input: ({ context, event }) => ({
                  productId: context.productId,
                  orderId: context.orderId,
                  position: event.type === 'agreement.open' ? event.position : 0,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'openAgreement', params: ({ event }) => ({ url: event.output }) },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'showToast', params: failureToast('error.processingFailed') },
                },
              },
            },
            submitting: {
              tags: ['busy'],
              description: 'depush is in flight: the loan is sent once, however often it is tapped.',
              invoke: {
                id: 'submitLoan',
                src: 'submitLoan',
                input: ({ context }) => ({
                  productId: context.productId,
                  amount: context.data?.offer.amount ?? 0,
                  periods: context.data?.offer.periods ?? '',
                  termUnit: context.data?.offer.termUnit ?? '',
                }),
                onDone: {
                  target: 'submitted',
                  actions: { type: 'openAttachUrl', params: ({ event }) => ({ url: event.output }) },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'showToast', params: failureToast('error.processingFailed') },
                },
              },
            },
            submitted: {
              type: 'final',
              description: 'The loan was submitted; the page is being replaced by the attach URL.',
            },
          },
        },
      },
    },
  },
})
