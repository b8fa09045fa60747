import { and, assign, fromPromise, or, setup, stateIn } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf, type LoadFailure } from './shared/notice.ts'
import {
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
import { application, pushOf } from './loan-confirm.rules.ts'
import type {
  ConfirmData,
  LoanConfirmContext,
  LoanConfirmEvent,
  LoanConfirmInput,
} from './loan-confirm.types.ts'

/**
 * Loan confirmation v3, also used for confirmation by period (spec §2 "Loan confirm (v3)", §4
 * "Confirm", §5): the borrower reads the offer and its agreements, keeps the agreement checked and
 * taps Next once; on iOS the host's back hook may open the retention popup. A push the lender accepted
 * is submitted whatever happens next (a refused or missing lend details URL included); a push whose
 * answer was lost is checked in the order list, never sent blindly again (decision 022).
 */

/** isPopType value that turns the iOS back hook into the retention popup. */
export const RETENTION_POP_TYPE = '1'

export const loanConfirmMachine = setup({
  types: {
    context: {} as LoanConfirmContext,
    events: {} as LoanConfirmEvent,
    input: {} as LoanConfirmInput,
  },
  actors: {
    loadConfirm: fromPromise<ConfirmData, { productId: string }>(notProvided('loadConfirm')),
    jumpToAgreement: fromPromise<string, JumpInput>(notProvided('jumpToAgreement')),
    pushLoan: fromPromise<PushResult, PushInput>(notProvided('pushLoan')),
    /** Was the push whose answer was lost accepted? Asks the order list (decision 022). */
    checkLoanPush: fromPromise<CheckOutcome<SubmittedLoan>, PushCheckInput>(notProvided('checkLoanPush')),
  },
  actions: {
    showToast: notProvidedAction<ToastParams>('showToast'),
    closeWebview: notProvidedAction('closeWebview'),
    /** The confirm tracking point for the host (spec §4 "Confirm"). */
    trackConfirm: notProvidedAction<{ productId: string }>('trackConfirm'),
    /** Keeps what was applied for on the device, for the page that follows (src/lib/submitted-loan.ts). */
    rememberSubmission: notProvidedAction<Application>('rememberSubmission'),
    openAgreement: notProvidedAction<{ url: string }>('openAgreement'),
    /** Replaces the page with the lend details URL (session parameters and from=confirm added). */
    openLendDetails: notProvidedAction<{ url: string }>('openLendDetails'),
    /** Replaces the page with the submitted order's page, or My orders when the order is not known. */
    openOrder: notProvidedAction<{ productId: string; orderId: string }>('openOrder'),
    openCustomerService: notProvidedAction('openCustomerService'),
    storeData: assign((_, params: { data: ConfirmData }) => ({ data: params.data })),
    storeLoadFailure: assign((_, params: { failure: LoadFailure }) => ({ loadFailure: params.failure })),
    /** The terms of the push about to be sent, kept while it is in flight or checked. */
    storePushed: assign((_, params: { pushed: PushInput }) => ({ pushed: params.pushed })),
    /** The lender accepted the loan (the order's id when the check found it, else ''). */
    markSubmitted: assign((_, params: { submitted: SubmittedLoan }) => ({ submitted: params.submitted })),
  },
  guards: {
    isKnownAgreement: ({ context, event }) =>
      event.type === 'agreement.open' && isListedAgreement(event.position, context.data?.agreements),
    isAgreed: stateIn('#loanConfirm.ready.agreement.checked'),
    hasAgreementPopup: ({ context }) => (context.data?.offer.popAgreementUrl ?? '') !== '',
    offersRetention: and([
      ({ context }) => context.isIos && context.data?.offer.popType === RETENTION_POP_TYPE,
      // "If you leave now, your application will not be submitted" is only true before it may have been.
      or([
        stateIn('#loanConfirm.ready.submission.idle'),
        stateIn('#loanConfirm.ready.submission.openingAgreement'),
        stateIn('#loanConfirm.ready.submission.pushing'),
      ]),
    ]),
    wasSubmitted: ({ context }) => context.submitted !== null,
    hasPushInFlight: ({ context }) => context.pushed !== null,
    namesNextPage: ({ event }) => (event as { output?: PushResult }).output?.nextUrl != null,
    outcomeUnknown,
    checkDone: checkFound('done'),
    checkNotDone: checkFound('notDone'),
  },
}).createMachine({
  id: 'loanConfirm',
  description: 'Confirm a loan offer (v3, and by period) with its agreements.',
  context: ({ input }) => ({
    ...input,
    data: null,
    pushed: input.inFlight ?? null,
    submitted: input.submitted ?? null,
  }),
  initial: 'loading',
  on: {
    // Before the offer is known, and whenever no popup takes it, the host's Back leaves.
    'host.backPressed': { actions: 'closeWebview' },
  },
  states: {
    loading: {
      tags: ['busy', 'loading'],
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
            { type: 'storeLoadFailure', params: ({ event }) => ({ failure: loadFailureOf(event.error) }) },
            { type: 'showToast', params: failureToast('error.processingFailed') },
          ],
        },
      },
    },
    loadFailed: {
      tags: ['failed'],
      description: 'The offer or its agreements could not be loaded; the borrower can try again.',
      on: { 'confirm.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      tags: ['ready'],
      description: 'The offer is on screen.',
      states: {
        agreement: {
          description: 'The agreement checkbox; it starts checked and Next needs it checked.',
          initial: 'checked',
          states: {
            checked: { tags: ['agreed'], on: { 'agreement.toggle': 'unchecked' } },
            unchecked: {
              description: 'Next is greyed out and does nothing.',
              on: { 'agreement.toggle': 'checked' },
            },
          },
        },
        submission: {
          initial: 'resuming',
          states: {
            resuming: {
              description:
                'The page was reloaded or reopened: a loan it submitted says so; a push in flight or unknown is checked, never sent again.',
              always: [
                { guard: 'wasSubmitted', target: 'submitted' },
                { guard: 'hasPushInFlight', target: 'checkingOutcome' },
                { target: 'idle' },
              ],
            },
            idle: {
              // Nothing submitted nor in flight: the agreements open.
              tags: ['beforeSubmit'],
              on: {
                'agreement.open': { guard: 'isKnownAgreement', target: 'openingAgreement' },
                'loan.submit': { guard: 'isAgreed', target: 'pushing' },
              },
            },
            openingAgreement: {
              tags: ['busy'],
              description: 'contract-jump asks where the tapped agreement is.',
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
            pushing: {
              tags: ['busy', 'pushing'],
              description: 'loan-detail-push is in flight: Next is sent once, however often it is tapped.',
              entry: { type: 'storePushed', params: pushOf },
              invoke: {
                id: 'pushLoan',
                src: 'pushLoan',
                input: ({ context }) => context.pushed as PushInput,
                onDone: [
                  {
                    guard: 'namesNextPage',
                    target: 'submitted',
                    actions: [
                      { type: 'markSubmitted', params: { submitted: { orderId: '' } } },
                      { type: 'trackConfirm', params: ({ context }) => ({ productId: context.productId }) },
                      { type: 'rememberSubmission', params: application },
                      {
                        type: 'openLendDetails',
                        params: ({ event }) => ({ url: event.output.nextUrl ?? '' }),
                      },
                    ],
                  },
                  {
                    // Accepted, but the lend details URL is missing or refused: submitted all the same.
                    target: 'submitted',
                    actions: [
                      { type: 'markSubmitted', params: { submitted: { orderId: '' } } },
                      { type: 'trackConfirm', params: ({ context }) => ({ productId: context.productId }) },
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
              tags: ['busy', 'checkingOutcome'],
              description:
                'The push may have reached the lender without an answer: the order list is asked (CHECK_BACKOFF_MS) for an order of this product made since. Next stays away.',
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
                        type: 'markSubmitted',
                        params: ({ event }) => ({
                          submitted: event.output.outcome === 'done' ? event.output.result : { orderId: '' },
                        }),
                      },
                      { type: 'trackConfirm', params: ({ context }) => ({ productId: context.productId }) },
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
              tags: ['outcomeUnknown'],
              description:
                'The checks could not tell whether the loan was submitted: the borrower is told not to submit again, can check again or reach customer service.',
              on: {
                'outcome.check': 'checkingOutcome',
                'service.open': { actions: 'openCustomerService' },
              },
            },
            submitted: {
              tags: ['submitted'],
              description:
                'The lender accepted the loan: the page says so and leads to the order (or is being replaced by the lend details). Next never shows again.',
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
        agreementPopup: {
          description: 'The agreement popup (popAgreementUrl in a sandboxed frame), when the offer has one.',
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'hasAgreementPopup', target: 'shown' }, { target: 'none' }],
            },
            none: {},
            shown: {
              tags: ['agreementPopup'],
              on: {
                'agreementPopup.agree': 'agreed',
                'agreementPopup.cancel': 'declining',
              },
            },
            declining: {
              description: 'Cancel asked the host to close the webview; Agree still keeps the borrower here.',
              tags: ['agreementPopup'],
              entry: 'closeWebview',
              on: { 'agreementPopup.agree': 'agreed' },
            },
            agreed: {},
          },
        },
        retention: {
          description: 'The iOS back hook: the "Point out" popup when isPopType is 1, otherwise leave.',
          initial: 'hidden',
          states: {
            hidden: {
              on: {
                'host.backPressed': [
                  { guard: 'offersRetention', target: 'shown' },
                  { actions: 'closeWebview' },
                ],
              },
            },
            shown: {
              tags: ['retentionPopup'],
              on: {
                'retention.stay': 'hidden',
                'retention.leave': 'leaving',
                // A second Back while it asks: the borrower answers "stay" by dismissing it.
                'host.backPressed': 'hidden',
              },
            },
            leaving: {
              description: 'Cancel asked the host to close the webview; Agree still keeps the borrower here.',
              tags: ['retentionPopup'],
              entry: 'closeWebview',
              on: { 'retention.stay': 'hidden' },
            },
          },
        },
      },
    },
  },
})
