import { and, assign, fromPromise, or, setup, stateIn } from 'xstate'
import type { Disclosure } from './disclosure.ts'
import { failureToast, type ToastParams, loadFailureOf, type LoadFailure } from './shared/notice.ts'
import {
  applicationOf,
  isListedAgreement,
  type Agreement,
  type Application,
  type JumpInput,
  type PlanRow,
  type PushCheckInput,
  type PushInput,
  type PushResult,
  type SubmittedLoan,
  type TextValue,
} from './loan-offer.ts'
import { notProvided } from './shared/not-provided.ts'
import { CHECK_BACKOFF_MS, checkFound, outcomeUnknown, type CheckOutcome } from './shared/submission.ts'

/**
 * Loan confirmation v3, also used for confirmation by period (spec §2 "Loan confirm (v3)", §4
 * "Confirm", §5): the borrower reads the offer and its agreements, keeps the agreement checked and
 * taps Next once; on iOS the host's back hook may open the retention popup. A push the lender accepted
 * is submitted whatever happens next (a refused or missing lend details URL included); a push whose
 * answer was lost is checked in the order list, never sent blindly again (decision 022).
 */

/** isPopType value that turns the iOS back hook into the retention popup. */
export const RETENTION_POP_TYPE = '1'

export interface LoanOffer {
  productName: string
  productLogo: string
  /** Minor units; sent back with the push. */
  amount: number
  periods: string
  termUnit: string
  rateDescription: string
  firstPayTime: string
  firstPeriodDay: string
  details: TextValue[]
  plans: PlanRow[]
  /** isPopType: RETENTION_POP_TYPE shows the retention popup on the iOS back hook. */
  popType: string
  popTitle: string
  popContent: string
  /** A checked URL for the agreement popup, or '' when there is none. */
  popAgreementUrl: string
  /** The Truth-in-Lending statement (machines/disclosure.ts), computed as the offer was decoded. */
  disclosure: Disclosure
  /** The account the money is sent to as the lender names it; '' when it does not. */
  receivingAccount: string
}
export interface ConfirmData {
  offer: LoanOffer
  agreements: Agreement[]
}

export interface LoanConfirmInput {
  productId: string
  orderId: string
  /** `?byPeriod=1`: the same screen, for confirmation by period. */
  byPeriod: boolean
  isIos: boolean
  /** A push of this product in flight or of unknown outcome when the page was left: it is checked. */
  inFlight?: PushInput | null
  /** This page already submitted the loan (a reload, Back/Forward): it says so, never offers Next. */
  submitted?: SubmittedLoan | null
}
export interface LoanConfirmContext extends LoanConfirmInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  data: ConfirmData | null
  /** The terms of the push in flight or being checked. */
  pushed: PushInput | null
  submitted: SubmittedLoan | null
}

export type LoanConfirmEvent =
  | { type: 'confirm.retry' }
  | { type: 'agreement.toggle' }
  | { type: 'agreement.open'; position: number }
  | { type: 'loan.submit' }
  | { type: 'agreementPopup.agree' }
  | { type: 'agreementPopup.cancel' }
  | { type: 'retention.stay' }
  | { type: 'retention.leave' }
  | { type: 'host.backPressed' }
  | { type: 'outcome.check' }
  | { type: 'service.open' }
  | { type: 'order.open' }

/** What was applied for, from the offer on screen (remembered when the lender accepts it). */
const application = ({ context }: { context: LoanConfirmContext }): Application =>
  applicationOf(context.productId, context.data?.offer, context.data?.offer.firstPayTime ?? '')

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
    showToast: (_, _params: ToastParams) => {},
    closeWebview: () => {},
    /** The confirm tracking point for the host (spec §4 "Confirm"). */
    trackConfirm: (_, _params: { productId: string }) => {},
    /** Keeps what was applied for on the device, for the page that follows (src/lib/submitted-loan.ts). */
    rememberSubmission: (_, _params: Application) => {},
    openAgreement: (_, _params: { url: string }) => {},
    /** Replaces the page with the lend details URL (session parameters and from=confirm added). */
    openLendDetails: (_, _params: { url: string }) => {},
    /** Replaces the page with the submitted order's page, or My orders when the order is not known. */
    openOrder: (_, _params: { productId: string; orderId: string }) => {},
    openCustomerService: () => {},
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
      tags: ['busy'],
      invoke: {
        id: 'loadConfirm',
        src: 'loadConfirm',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
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
      description: 'The offer or its agreements could not be loaded; the borrower can try again.',
      on: { 'confirm.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      description: 'The offer is on screen.',
      states: {
        agreement: {
          description: 'The agreement checkbox; it starts checked and Next needs it checked.',
          initial: 'checked',
          states: {
            checked: { on: { 'agreement.toggle': 'unchecked' } },
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
              tags: ['busy'],
              description: 'loan-detail-push is in flight: Next is sent once, however often it is tapped.',
              entry: assign({
                pushed: ({ context }) => ({
                  productId: context.productId,
                  amount: context.data?.offer.amount ?? 0,
                  periods: context.data?.offer.periods ?? '',
                  termUnit: context.data?.offer.termUnit ?? '',
                }),
              }),
              invoke: {
                id: 'pushLoan',
                src: 'pushLoan',
                input: ({ context }) => context.pushed as PushInput,
                onDone: [
                  {
                    guard: 'namesNextPage',
                    target: 'submitted',
                    actions: [
                      assign({ submitted: { orderId: '' } }),
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
                      assign({ submitted: { orderId: '' } }),
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
              tags: ['busy'],
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
                      assign({
                        submitted: ({ event }) =>
                          event.output.outcome === 'done' ? event.output.result : { orderId: '' },
                      }),
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
              description:
                'The checks could not tell whether the loan was submitted: the borrower is told not to submit again, can check again or reach customer service.',
              on: {
                'outcome.check': 'checkingOutcome',
                'service.open': { actions: 'openCustomerService' },
              },
            },
            submitted: {
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
              on: {
                'agreementPopup.agree': 'agreed',
                'agreementPopup.cancel': 'declining',
              },
            },
            declining: {
              description: 'Cancel asked the host to close the webview; Agree still keeps the borrower here.',
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
              on: {
                'retention.stay': 'hidden',
                'retention.leave': 'leaving',
                // A second Back while it asks: the borrower answers "stay" by dismissing it.
                'host.backPressed': 'hidden',
              },
            },
            leaving: {
              description: 'Cancel asked the host to close the webview; Agree still keeps the borrower here.',
              entry: 'closeWebview',
              on: { 'retention.stay': 'hidden' },
            },
          },
        },
      },
    },
  },
})
