import { assign, fromPromise, not, setup, stateIn } from 'xstate'
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
 * Loan confirmation variant 2, on the legacy calls (spec §2 "Loan confirm variant 2"): the borrower
 * reads the offer, its disclosure statement and its agreements and submits it once, with the server's
 * button; the promotional popup's image leads to the disclosure statement, never straight to a
 * submission (decision 028). A submission the lender accepted is submitted whatever happens
 * next (a refused or missing attach URL included); one whose answer was lost is checked in the order
 * list, never sent blindly again (decision 022).
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
  /** The Truth-in-Lending statement (machines/disclosure.ts), computed as the offer was decoded. */
  disclosure: Disclosure
  /** The account the money is sent to as the lender names it; '' when it does not. */
  receivingAccount: string
}
export interface LegacyConfirmData {
  offer: LegacyOffer
  agreements: Agreement[]
}

export interface LegacyConfirmInput {
  productId: string
  orderId: string
  /** A depush of this product in flight or of unknown outcome when the page was left: it is checked. */
  inFlight?: PushInput | null
  /** This page already submitted the loan (a reload, Back/Forward): it says so, never offers it again. */
  submitted?: SubmittedLoan | null
}
export interface LegacyConfirmContext extends LegacyConfirmInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  data: LegacyConfirmData | null
  /** The terms of the depush in flight or being checked. */
  pushed: PushInput | null
  submitted: SubmittedLoan | null
}

export type LegacyConfirmEvent =
  | { type: 'confirm.retry' }
  | { type: 'promo.close' }
  | { type: 'promo.review' }
  | { type: 'agreement.open'; position: number }
  | { type: 'loan.submit' }
  | { type: 'outcome.check' }
  | { type: 'service.open' }
  | { type: 'order.open' }

/** What was applied for, from the offer on screen (remembered when the lender accepts it). */
const application = ({ context }: { context: LegacyConfirmContext }): Application =>
  applicationOf(
    context.productId,
    context.data?.offer,
    context.data?.offer.repaymentDate ?? '',
    context.data?.offer.currency !== 'rupee',
  )

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
    showToast: (_, _params: ToastParams) => {},
    /** Keeps what was applied for on the device, for the page that follows (src/lib/submitted-loan.ts). */
    rememberSubmission: (_, _params: Application) => {},
    openAgreement: (_, _params: { url: string }) => {},
    /** Replaces the page with the submission's attach URL (session parameters and from=confirm added). */
    openAttachUrl: (_, _params: { url: string }) => {},
    /** Replaces the page with the submitted order's page, or My orders when the order is not known. */
    openOrder: (_, _params: { productId: string; orderId: string }) => {},
    openCustomerService: () => {},
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
      tags: ['busy'],
      description: 'The offer (satire) and its agreements (cultures) load together.',
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
              on: {
                'promo.close': 'closed',
                'promo.review': 'reviewing',
              },
            },
            closed: {},
            reviewing: {
              description:
                'The image was tapped: the popup is gone and the page shows the disclosure statement (scrolled to and focused); the loan is submitted only with the button.',
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
              tags: ['busy'],
              description: 'depush is in flight: the loan is sent once, however often it is tapped.',
              entry: assign({
                pushed: ({ context }) => ({
                  productId: context.productId,
                  amount: context.data?.offer.amount ?? 0,
                  periods: context.data?.offer.periods ?? '',
                  termUnit: context.data?.offer.termUnit ?? '',
                }),
              }),
              invoke: {
                id: 'submitLoan',
                src: 'submitLoan',
                input: ({ context }) => context.pushed as PushInput,
                onDone: [
                  {
                    guard: 'namesNextPage',
                    target: 'submitted',
                    actions: [
                      assign({ submitted: { orderId: '' } }),
                      { type: 'rememberSubmission', params: application },
                      { type: 'openAttachUrl', params: ({ event }) => ({ url: event.output.nextUrl ?? '' }) },
                    ],
                  },
                  {
                    // Accepted, but the attach URL is missing or refused: submitted all the same.
                    target: 'submitted',
                    actions: [
                      assign({ submitted: { orderId: '' } }),
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
                      assign({
                        submitted: ({ event }) =>
                          event.output.outcome === 'done' ? event.output.result : { orderId: '' },
                      }),
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
                'The lender accepted the loan: the page says so and leads to the order (or is being replaced by the attach URL). The button never shows again.',
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
