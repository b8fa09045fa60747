import { assign, fromPromise, not, setup, stateIn } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf } from './shared/notice.ts'
import {
  applicationOf,
  isListedAgreement,
  type Application,
  type JumpInput,
  type PushCheckInput,
  type PushInput,
  type PushResult,
  type SubmittedLoan,
} from './loan-offer.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import { CHECK_BACKOFF_MS, checkFound, outcomeUnknown, type CheckOutcome } from './shared/submission.ts'
import type {
  LegacyConfirmContext,
  LegacyConfirmData,
  LegacyConfirmEvent,
  LegacyConfirmInput,
} from './legacy-confirm.types.ts'

/**
 * Loan confirmation variant 2, on the legacy calls (spec §2 "Loan confirm variant 2"): the borrower
 * reads the offer, its disclosure statement and its agreements and submits it once, with the server's
 * button; the promotional popup's image leads to the disclosure statement, never straight to a
 * submission (decision 028). A submission the lender accepted is submitted whatever happens
 * next (a refused or missing attach URL included); one whose answer was lost is checked in the order
 * list, never sent blindly again (decision 022).
 */

export const legacyConfirmMachine = setup({
  types: {
    context: {} as LegacyConfirmContext,
    events: {} as LegacyConfirmEvent,
    input: {} as LegacyConfirmInput,
  },
  actors: {
    loadConfirm: fromPromise<LegacyConfirmData, { productId: string }>(notProvided('loadConfirm')),
    jumpToAgreement: fromPromise<string, JumpInput>(notProvided('jumpToAgreement')),
    submitLoan: fromPromise<PushResult, PushInput>(notProvided('submitLoan')),
    /** Was the depush whose answer was lost accepted? Asks the order list (decision 022). */
    checkLoanPush: fromPromise<CheckOutcome<SubmittedLoan>, PushCheckInput>(notProvided('checkLoanPush')),
  },
  actions: {
    showToast: notProvidedAction<ToastParams>('showToast'),
    /** Keeps what was applied for on the device, for the page that follows (src/lib/submitted-loan.ts). */
    rememberSubmission: notProvidedAction<Application>('rememberSubmission'),
    openAgreement: notProvidedAction<{ url: string }>('openAgreement'),
    /** Replaces the page with the submission's attach URL (session parameters and from=confirm added). */
    openAttachUrl: notProvidedAction<{ url: string }>('openAttachUrl'),
    /** Replaces the page with the submitted order's page, or My orders when the order is not known. */
    openOrder: notProvidedAction<{ productId: string; orderId: string }>('openOrder'),
    openCustomerService: notProvidedAction('openCustomerService'),
    storeData: assign((_, params: { data: LegacyConfirmData }) => ({ data: params.data })),
    storeLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: loadFailureOf(params.error),
    })),
    /** The terms of the depush about to go out: checked by them if its answer is lost. */
    storePushed: assign((_, params: { pushed: PushInput }) => ({ pushed: params.pushed })),
    storeSubmitted: assign((_, params: { submitted: SubmittedLoan }) => ({ submitted: params.submitted })),
  },
  guards: {
    /** The popup offers the loan: not to a page that already submitted it, or whose submission is checked. */
    hasPromo: ({ context }) =>
      (context.data?.offer.promoImage ?? '') !== '' && context.submitted === null && context.pushed === null,
    isKnownAgreement: ({ context, event }) =>
      event.type === 'agreement.open' && isListedAgreement(event.position, context.data?.agreements),
    /** The popup is over the page: nothing submits until it is closed or its image has led to the statement. */
    promoAside: not(stateIn('#legacyConfirm.ready.promo.shown')),
    wasSubmitted: ({ context }) => context.submitted !== null,
    hasPushInFlight: ({ context }) => context.pushed !== null,
    namesNextPage: ({ event }) => (event as { output?: PushResult }).output?.nextUrl != null,
    outcomeUnknown,
    checkDone: checkFound('done'),
    checkNotDone: checkFound('notDone'),
  },
}).createMachine({
  id: 'legacyConfirm',
  description: 'Confirm a loan offer (legacy variant 2) with its agreements and a promotional popup.',
  context: ({ input }) => ({
    ...input,
    data: null,
    pushed: input.inFlight ?? null,
    submitted: input.submitted ?? null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      description: 'The offer (satire) and its agreements (cultures) load together.',
      invoke: {
        id: 'loadConfirm',
        src: 'loadConfirm',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) },
        },
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
      description: 'The offer or its agreements could not be loaded; the borrower can try again.',
      tags: ['failed'],
      on: { 'confirm.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      description: 'The offer is on screen.',
      tags: ['ready'],
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
              description:
                'Over the page: Close dismisses it; its image leads to the disclosure statement. Neither submits the loan.',
              tags: ['promo'],
              on: {
                'promo.close': 'closed',
                'promo.review': 'reviewing',
              },
            },
            closed: {},
            reviewing: {
              description:
                'The image was tapped: the popup is gone and the page shows the disclosure statement (scrolled to and focused); the loan is submitted only with the button.',
              tags: ['reviewing'],
            },
          },
        },
        submission: {
          initial: 'resuming',
          states: {
            resuming: {
              description:
                'The page was reloaded or reopened: a loan it submitted says so; a depush in flight or unknown is checked, never sent again.',
              always: [
                { guard: 'wasSubmitted', target: 'submitted' },
                { guard: 'hasPushInFlight', target: 'checkingOutcome' },
                { target: 'idle' },
              ],
            },
            idle: {
              on: {
                'agreement.open': { guard: 'isKnownAgreement', target: 'openingAgreement' },
                'loan.submit': { guard: 'promoAside', target: 'submitting' },
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
              tags: ['busy', 'submitting'],
              description: 'depush is in flight: the loan is sent once, however often it is tapped.',
              entry: { type: 'storePushed', params: ({ context }) => ({ pushed: pushOf(context) }) },
              invoke: {
                id: 'submitLoan',
                src: 'submitLoan',
                input: ({ context }) => context.pushed as PushInput,
                onDone: [
                  {
                    guard: 'namesNextPage',
                    target: 'submitted',
                    actions: [
                      { type: 'storeSubmitted', params: { submitted: { orderId: '' } } },
                      { type: 'rememberSubmission', params: application },
                      { type: 'openAttachUrl', params: ({ event }) => ({ url: event.output.nextUrl ?? '' }) },
                    ],
                  },
                  {
                    // Accepted, but the attach URL is missing or refused: submitted all the same.
                    target: 'submitted',
                    actions: [
                      { type: 'storeSubmitted', params: { submitted: { orderId: '' } } },
                      { type: 'rememberSubmission', params: application },
                    ],
                  },
                ],
                onError: [
                  { guard: 'outcomeUnknown', target: 'checkingOutcome' },
                  {
                    target: 'idle',
                    actions: { type: 'showToast', params: failureToast('error.processingFailed') },
                  },
                ],
              },
            },
            checkingOutcome: {
              tags: ['busy', 'checking'],
              description:
                'The depush may have reached the lender without an answer: the order list is asked (CHECK_BACKOFF_MS) for an order of this product made since. The button stays away.',
              invoke: {
                id: 'checkOutcome',
                src: 'checkLoanPush',
                input: ({ context }) => ({ ...(context.pushed as PushInput), delaysMs: CHECK_BACKOFF_MS }),
                onDone: [
                  {
                    guard: 'checkDone',
                    target: 'submitted',
                    actions: [
                      {
                        type: 'storeSubmitted',
                        params: ({ event }) => ({
                          submitted: event.output.outcome === 'done' ? event.output.result : { orderId: '' },
                        }),
                      },
                      { type: 'rememberSubmission', params: application },
                    ],
                  },
                  {
                    guard: 'checkNotDone',
                    target: 'idle',
                    actions: {
                      type: 'showToast',
                      params: { notice: { id: 'submission.notDone' }, tone: 'failure' },
                    },
                  },
                  { target: 'outcomeUnknown' },
                ],
                onError: { target: 'outcomeUnknown' },
              },
            },
            outcomeUnknown: {
              description:
                'The checks could not tell whether the loan was submitted: the borrower is told not to submit again, can check again or reach customer service.',
              tags: ['outcomeUnknown'],
              on: {
                'outcome.check': 'checkingOutcome',
                'service.open': { actions: 'openCustomerService' },
              },
            },
            submitted: {
              description:
                'The lender accepted the loan: the page says so and leads to the order (or is being replaced by the attach URL). The button never shows again.',
              tags: ['submitted'],
              on: {
                'order.open': {
                  actions: {
                    type: 'openOrder',
                    params: ({ context }) => ({
                      productId: context.productId,
                      orderId: context.submitted?.orderId ?? '',
                    }),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
})

/** What was applied for, from the offer on screen (remembered when the lender accepts it). */
function application({ context }: { context: LegacyConfirmContext }): Application {
  return applicationOf(
    context.productId,
    context.data?.offer,
    context.data?.offer.repaymentDate ?? '',
    context.data?.offer.currency !== 'rupee',
  )
}

/** The terms the submission sends: the product and the offer's amount, periods and term unit. */
function pushOf(context: LegacyConfirmContext): PushInput {
  return {
    productId: context.productId,
    amount: context.data?.offer.amount ?? 0,
    periods: context.data?.offer.periods ?? '',
    termUnit: context.data?.offer.termUnit ?? '',
  }
}
