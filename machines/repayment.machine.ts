import { assign, fromPromise, setup } from 'xstate'
import { failureToast, loadFailureOf, type LoadFailure, type ToastParams } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import { CHECK_BACKOFF_MS, checkFound, outcomeUnknown, type CheckOutcome } from './shared/submission.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'
import type * as T from './repayment.types.ts'
import * as rules from './repayment.rules.ts'

/**
 * Instalment and rollover repayment (spec §2 "Instalment repayment screen", "Rollover (delay)
 * repayment screen", §3 "Repayment info", "Delay info", §7 generate-vcode): one machine, the variant
 * is its input. The borrower reads what is due, pays with the default pay code (the code page) or
 * picks a channel: the bank card goes to the card repayment, any other channel to the pay page
 * generate-vcode answers with (docs/decisions/017-repayment.md). A pay code asked for without an
 * answer is checked (generate-vcode again with the same idempotency key, decision 022), never asked
 * for blindly a second time. Its rules: repayment.rules.ts.
 */

/** How long a pay code asked for stays tied to its idempotency key (src/lib/submissions.ts). */
export const PAY_CODE_TRACE_TTL_MS = 30 * 60_000

export const repaymentMachine = setup({
  types: {
    context: {} as T.RepaymentContext,
    events: {} as T.RepaymentEvent,
    input: {} as T.RepaymentPageInput,
  },
  actors: {
    loadRepayment: fromPromise<T.Repayment, T.RepaymentInput>(notProvided('loadRepayment')),
    generatePayCode: fromPromise<string, T.PayCodeInput>(notProvided('generatePayCode')),
    /** Was the pay code asked for without an answer made? generate-vcode again with the same key. */
    checkPayCode: fromPromise<CheckOutcome<string>, T.PayCodeCheckInput>(notProvided('checkPayCode')),
  },
  actions: {
    showToast: notProvidedAction<ToastParams>('showToast'),
    /** Copies the text and says "copy success" (or how to copy by hand). */
    copyText: notProvidedAction<{ text: string }>('copyText'),
    /** Saves repaymentInfo to local storage for the code page (spec §2), bound to its order. */
    saveRepaymentInfo: notProvidedAction<{
      repayment: T.Repayment
      variant: T.RepaymentVariant
      orderId: string
    }>('saveRepaymentInfo'),
    /** Opens the code page for this order and the amount it shows. */
    openCodePage: notProvidedAction<{ orderId: string; amount: number }>('openCodePage'),
    /**
     * Opens the repayment instructions (the banner's link) in the app with the borrower's pay code and
     * amount (the /carpmm form), or leaves for an outside page.
     */
    openInstructions: notProvidedAction<T.InstructionsParams>('openInstructions'),
    openBankCardRepay: notProvidedAction<T.BankCardRepayInput>('openBankCardRepay'),
    /** Opens generate-vcode's pay page; an app page is told the channel the borrower chose. */
    openPayPage: notProvidedAction<{ url: string; channel: string }>('openPayPage'),
    /** Keeps (or, with null, forgets) the pay code of this order and variant on the device. */
    rememberPayCode: notProvidedAction<{
      orderId: string
      variant: T.RepaymentVariant
      known: T.KnownPayCode | null
    }>('rememberPayCode'),
    openCustomerService: notProvidedAction('openCustomerService'),
    /** The repayment read, the pay code worth keeping from it, and how late it is (counted from when it was read). */
    storeRepayment: assign(({ context }, params: { repayment: T.Repayment }) => ({
      repayment: params.repayment,
      known: rules.knownPayCodeOf(params.repayment, context.variant, params.repayment.loadedAt),
      daysLate: rules.repaymentDaysLate(params.repayment.dueDate, new Date(params.repayment.loadedAt)),
    })),
    storeLoadFailure: assign((_, params: { failure: LoadFailure }) => ({ loadFailure: params.failure })),
    selectChannel: assign((_, params: { channelNumber: string }) => ({
      selected: params.channelNumber,
      channelMissing: false,
    })),
    flagChannelMissing: assign({ channelMissing: true }),
    clearChannelMissing: assign({ channelMissing: false }),
    /** The pay code asked for, kept until it is answered or checked. */
    storeInFlight: assign((_, params: { inFlight: T.PayCodeInput }) => ({ inFlight: params.inFlight })),
  },
  guards: {
    hasMoreDetails: ({ context }) => (context.repayment?.detail.length ?? 0) > rules.DETAIL_ROWS_COLLAPSED,
    hasInstructions: ({ context }) => context.repayment?.showInstructions === true,
    hasPayCode: ({ context }) => (context.repayment?.defaultPayment?.payCode ?? '') !== '',
    hasKnownPayCode: ({ context }) => context.known !== null,
    isKnownChannel: ({ context }, params: { channelNumber: string }) =>
      context.repayment?.channels.some((channel) => channel.channelNumber === params.channelNumber) === true,
    isBankCardChosen: ({ context }) => {
      const channel = rules.chosenChannel(context)
      return channel !== undefined && rules.isBankCard(channel)
    },
    hasChosenChannel: ({ context }) => rules.chosenChannel(context) !== undefined,
    hasPayCodeInFlight: ({ context }) => context.inFlight !== null,
    outcomeUnknown,
    checkDone: checkFound('done'),
    checkNotDone: checkFound('notDone'),
  },
  delays: { REPEAT_TAP_MS },
}).createMachine({
  id: 'repayment',
  description:
    'Instalment or rollover repayment of one order: what is due, the default pay code, and the payment channels.',
  context: ({ input }) => ({
    variant: input.variant,
    productId: input.productId,
    orderId: input.orderId,
    repayment: null,
    inFlight: input.inFlight ?? null,
    selected: input.inFlight?.channelNumber ?? null,
    channelMissing: false,
    known: input.known ?? null,
    daysLate: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadRepayment',
        src: 'loadRepayment',
        input: ({ context }) => ({
          variant: context.variant,
          productId: context.productId,
          orderId: context.orderId,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeRepayment', params: ({ event }) => ({ repayment: event.output }) },
            {
              type: 'rememberPayCode',
              params: ({ context }) => ({
                orderId: context.orderId,
                variant: context.variant,
                known: context.known,
              }),
            },
          ],
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
      description:
        'The repayment could not be loaded; the borrower can try again, and copy the pay code this device last loaded for the order (known), shown beside the notice.',
      on: {
        'repayment.retry': 'loading',
        // What the page already knew (decision 030): the pay code last loaded here can still be copied.
        'payCode.copy': {
          guard: 'hasKnownPayCode',
          actions: { type: 'copyText', params: ({ context }) => ({ text: context.known?.payCode ?? '' }) },
        },
      },
    },
    ready: {
      type: 'parallel',
      tags: ['loaded'],
      on: {
        'instructions.open': {
          guard: 'hasInstructions',
          actions: { type: 'openInstructions', params: ({ context }) => rules.instructionsParams(context) },
        },
        'payCode.copy': {
          guard: 'hasPayCode',
          actions: {
            type: 'copyText',
            params: ({ context }) => ({ text: context.repayment?.defaultPayment?.payCode ?? '' }),
          },
        },
      },
      states: {
        details: {
          description: 'The first two detail rows show; More shows the rest, Hide folds them again.',
          initial: 'collapsed',
          states: {
            collapsed: { on: { 'details.toggle': { guard: 'hasMoreDetails', target: 'expanded' } } },
            expanded: { tags: ['detailsExpanded'], on: { 'details.toggle': 'collapsed' } },
          },
        },
        barcode: {
          description: 'The scanToPay popup: the default pay code as a bar code a cashier can scan.',
          initial: 'closed',
          states: {
            closed: { on: { 'barcode.open': { guard: 'hasPayCode', target: 'open' } } },
            open: { tags: ['barcodeOpen'], on: { 'barcode.close': 'closed' } },
          },
        },
        codePage: {
          description:
            'Tapping the default-payment box saves the repayment info and opens the code page once; a repeated tap within REPEAT_TAP_MS is ignored.',
          initial: 'idle',
          states: {
            idle: {
              on: {
                'defaultPayment.open': {
                  guard: 'hasPayCode',
                  target: 'asked',
                  actions: [
                    {
                      type: 'saveRepaymentInfo',
                      params: ({ context }) => ({
                        repayment: context.repayment as T.Repayment,
                        variant: context.variant,
                        orderId: context.orderId,
                      }),
                    },
                    {
                      type: 'openCodePage',
                      params: ({ context }) => ({
                        orderId: context.orderId,
                        amount: rules.amountDue(context.repayment as T.Repayment, context.variant),
                      }),
                    },
                  ],
                },
              },
            },
            asked: { after: { REPEAT_TAP_MS: 'idle' } },
          },
        },
        payment: {
          initial: 'resuming',
          states: {
            resuming: {
              description:
                'The page was reloaded or reopened while a pay code of this order was asked for without an answer: it is checked, never asked for again.',
              always: [{ guard: 'hasPayCodeInFlight', target: 'checkingOutcome' }, { target: 'idle' }],
            },
            idle: { on: { 'channels.open': 'choosing' } },
            choosing: {
              description:
                'The channel popup: the borrower picks a channel (a check mark shows it) and taps Payment.',
              tags: ['channelsOpen', 'choosingChannel'],
              on: {
                'channels.close': { target: 'idle', actions: 'clearChannelMissing' },
                'channel.select': {
                  guard: {
                    type: 'isKnownChannel',
                    params: ({ event }) => ({ channelNumber: event.channelNumber }),
                  },
                  actions: {
                    type: 'selectChannel',
                    params: ({ event }) => ({ channelNumber: event.channelNumber }),
                  },
                },
                'payment.submit': [
                  {
                    guard: 'isBankCardChosen',
                    target: 'leaving',
                    actions: {
                      type: 'openBankCardRepay',
                      params: ({ context }) => rules.bankCardInput(context),
                    },
                  },
                  {
                    guard: 'hasChosenChannel',
                    target: 'generating',
                    actions: {
                      type: 'storeInFlight',
                      params: ({ context }) => ({ inFlight: rules.payCodeInput(context) }),
                    },
                  },
                  { actions: 'flagChannelMissing' },
                ],
              },
            },
            generating: {
              description: 'generate-vcode for the chosen channel; a second tap on Payment sends nothing.',
              tags: ['busy', 'channelsOpen', 'generating'],
              invoke: {
                id: 'generatePayCode',
                src: 'generatePayCode',
                input: ({ context }) => context.inFlight as T.PayCodeInput,
                onDone: {
                  target: 'leaving',
                  actions: {
                    type: 'openPayPage',
                    params: ({ context, event }) => ({
                      url: event.output,
                      channel: rules.channelName(context),
                    }),
                  },
                },
                onError: [
                  { guard: 'outcomeUnknown', target: 'checkingOutcome' },
                  {
                    target: 'choosing',
                    actions: { type: 'showToast', params: failureToast('error.processingFailed') },
                  },
                ],
              },
            },
            checkingOutcome: {
              tags: ['busy', 'channelsOpen', 'checking'],
              description:
                'generate-vcode got no answer: it is asked again with the same idempotency key (CHECK_BACKOFF_MS), so the lender answers the code it made, if it made one. Payment stays away.',
              invoke: {
                id: 'checkOutcome',
                src: 'checkPayCode',
                input: ({ context }) => ({
                  ...(context.inFlight as T.PayCodeInput),
                  delaysMs: CHECK_BACKOFF_MS,
                }),
                onDone: [
                  {
                    guard: 'checkDone',
                    target: 'leaving',
                    actions: {
                      type: 'openPayPage',
                      params: ({ context, event }) => ({
                        url: event.output.outcome === 'done' ? event.output.result : '',
                        channel: rules.channelName(context),
                      }),
                    },
                  },
                  {
                    guard: 'checkNotDone',
                    target: 'choosing',
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
                'The checks could not tell whether the pay code was made: the borrower is told not to pay again yet, can check again or reach customer service.',
              tags: ['channelsOpen', 'outcomeUnknown'],
              on: {
                'outcome.check': 'checkingOutcome',
                'service.open': { actions: 'openCustomerService' },
              },
            },
            leaving: {
              description:
                'The pay page or the card repayment is opening; Payment stays locked until the page goes.',
              tags: ['channelsOpen'],
            },
          },
        },
      },
    },
  },
})
