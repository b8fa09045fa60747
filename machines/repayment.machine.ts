import { assign, fromPromise, setup } from 'xstate'
import { daysLate } from './days-late.ts'
import { failureToast, type ToastParams, loadFailureOf, type LoadFailure } from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'
import { CHECK_BACKOFF_MS, checkFound, outcomeUnknown, type CheckOutcome } from './shared/submission.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'

/**
 * Instalment and rollover repayment (spec §2 "Instalment repayment screen", "Rollover (delay)
 * repayment screen", §3 "Repayment info", "Delay info", §7 generate-vcode): one machine, the variant
 * is its input. The borrower reads what is due, pays with the default pay code (the code page) or
 * picks a channel: the bank card goes to the card repayment, any other channel to the pay page
 * generate-vcode answers with (docs/decisions/017-repayment.md). A pay code asked for without an
 * answer is checked (generate-vcode again with the same idempotency key, decision 022), never asked
 * for blindly a second time.
 */

/** How long a pay code asked for stays tied to its idempotency key (src/lib/submissions.ts). */
export const PAY_CODE_TRACE_TTL_MS = 30 * 60_000

/** Detail rows shown before "More" (spec §9). */
export const DETAIL_ROWS_COLLAPSED = 2
/** A channel whose name says card(s), or whose number is a card code, is the bank card (decision 017). */
export const BANK_CARD_NAME = /\bcards?\b/i
export const BANK_CARD_NUMBER = /^(bank_?)?card$/i

export type RepaymentVariant = 'instalment' | 'rollover'

export interface RepayChannel {
  logo: string
  name: string
  channelNumber: string
}

/** One step of payNotice, in the spec's shape (a type, so the stored value's schema accepts it as is). */
export type PayStep = { name: string; list: string[] }

/** defDetail: shown only when payCode is non-empty (spec §5). */
export interface DefaultPayment {
  payCode: string
  logo: string
  title: string
  /** Steps grouped by their title (payNotice). */
  payNotice: Record<string, PayStep[]>
}

export interface PlanRow {
  remark: string
  title: string
  /** Minor units when the server sent digits; any other text as it was given. */
  amount: number | string
  time: string
}

/** The repayment data of either variant, decoded. Amounts are minor units. */
export interface Repayment {
  repayAmount: number
  productName: string
  repayDate: string
  productLogo: string
  detail: { text: string; value: string }[]
  channels: RepayChannel[]
  noticeMsg: string
  defaultPayment: DefaultPayment | null
  /** isShowReyTop equals 1: the instruction banner shows. */
  showInstructions: boolean
  /** Rollover only: delayInfo. */
  delay: { amount: number; title: string } | null
  /** Rollover only: repayPlan. */
  plan: PlanRow[]
  /**
   * The due date this payment is late against: repayDate for an instalment; for a rollover (whose
   * repayDate is the new date) the order's current due date when the answer gives it, else ''.
   */
  dueDate: string
  /** When the answer was read, ms since the epoch: how late it is counts from then. */
  loadedAt: number
}

/**
 * The pay code this device last loaded for an order and variant (docs/decisions/030): shown beside the
 * load failure notice, so a borrower offline can still pay with the code the page showed before.
 */
export interface KnownPayCode {
  payCode: string
  /** The default payment's channel (defDetail.title); '' when it had none. */
  title: string
  /** What the page asked to pay then, minor units. */
  amount: number
  /** When it was loaded, ms since the epoch. */
  loadedAt: number
}

/** How late a payment read at `now` is: Manila days past its due date; null on or before it, or unreadable. */
export function repaymentDaysLate(dueDate: string, now: Date): number | null {
  const late = daysLate(dueDate, now)
  return late === null || late === 0 ? null : late
}

/**
 * What a rollover does and does not do (decision 030), said before the borrower pays: the fee moves
 * the due date to the new date; what is owed stays (repayAmount, due on the new date).
 */
export function rolloverTerms(
  repayment: Repayment,
): { fee: number; newDueDate: string; stillOwed: number } | null {
  if (repayment.delay === null) return null
  return { fee: repayment.delay.amount, newDueDate: repayment.repayDate, stillOwed: repayment.repayAmount }
}

/** The pay code worth keeping from a loaded repayment: the default pay code and what the page asked to pay. */
export function knownPayCodeOf(
  repayment: Repayment,
  variant: RepaymentVariant,
  loadedAt: number,
): KnownPayCode | null {
  const pay = repayment.defaultPayment
  if (pay === null) return null
  return { payCode: pay.payCode, title: pay.title, amount: amountDue(repayment, variant), loadedAt }
}

export interface RepaymentInput {
  variant: RepaymentVariant
  productId: string
  orderId: string
}

export interface PayCodeInput extends RepaymentInput {
  /** Minor units. */
  amount: number
  channelNumber: string
}

/** The check of a pay code asked for without an answer: what was asked, and the backoff. */
export type PayCodeCheckInput = PayCodeInput & { delaysMs: readonly number[] }

/** The page's input: the order, and a pay code of this order in flight or unknown when the page was left. */
export interface RepaymentPageInput extends RepaymentInput {
  inFlight?: PayCodeInput | null
  /** The pay code this device last loaded for this order and variant, if it is still kept. */
  known?: KnownPayCode | null
}

export interface BankCardRepayInput {
  orderId: string
  amount: number
  productName: string
  repayDate: string
}

export interface RepaymentContext extends RepaymentInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  repayment: Repayment | null
  /** The pay code asked for (generate-vcode) and not yet answered, or being checked. */
  inFlight: PayCodeInput | null
  /** channelNumber of the chosen channel. */
  selected: string | null
  /** Payment was tapped with no channel chosen: the hint shows as an error. */
  channelMissing: boolean
  /** The pay code last loaded on this device for this order (shown when the load fails). */
  known: KnownPayCode | null
  /** Manila days past the due date when the repayment was read (repaymentDaysLate); null when not late. */
  daysLate: number | null
}

export type RepaymentEvent =
  | { type: 'load.retry' }
  | { type: 'details.toggle' }
  | { type: 'instructions.open' }
  | { type: 'payCode.copy' }
  | { type: 'barcode.open' }
  | { type: 'barcode.close' }
  | { type: 'defaultPayment.open' }
  | { type: 'channels.open' }
  | { type: 'channels.close' }
  | { type: 'channel.select'; channelNumber: string }
  | { type: 'payment.submit' }
  | { type: 'outcome.check' }
  | { type: 'service.open' }

export function isBankCard(channel: RepayChannel): boolean {
  return BANK_CARD_NAME.test(channel.name) || BANK_CARD_NUMBER.test(channel.channelNumber)
}

/** What this variant pays now: the rollover fee, or the instalment due. */
export function amountDue(repayment: Repayment, variant: RepaymentVariant): number {
  return variant === 'rollover' && repayment.delay !== null ? repayment.delay.amount : repayment.repayAmount
}

/** The detail rows on screen: the first two, or all when expanded. */
export function visibleDetail(repayment: Repayment, expanded: boolean): Repayment['detail'] {
  return expanded ? repayment.detail : repayment.detail.slice(0, DETAIL_ROWS_COLLAPSED)
}

function chosenChannel(context: RepaymentContext): RepayChannel | undefined {
  return context.repayment?.channels.find((channel) => channel.channelNumber === context.selected)
}

/** The chosen channel's name, as the code page names it ('' when unknown). */
function channelName(context: RepaymentContext): string {
  return chosenChannel(context)?.name ?? ''
}

/** What "How to repay" carries: the borrower's pay code (when there is one) and the amount to pay. */
export interface InstructionsParams {
  amount: number
  payCode: string
}

/** What "How to repay" carries for this repayment and variant (the banner's link and the tap alike). */
export function instructionsParamsOf(repayment: Repayment, variant: RepaymentVariant): InstructionsParams {
  return { amount: amountDue(repayment, variant), payCode: repayment.defaultPayment?.payCode ?? '' }
}

function instructionsParams(context: RepaymentContext): InstructionsParams {
  return context.repayment === null
    ? { amount: 0, payCode: '' }
    : instructionsParamsOf(context.repayment, context.variant)
}

function payCodeInput(context: RepaymentContext): PayCodeInput {
  const channel = chosenChannel(context)
  if (channel === undefined || context.repayment === null) throw new Error('pay code without a channel')
  return {
    variant: context.variant,
    productId: context.productId,
    orderId: context.orderId,
    amount: amountDue(context.repayment, context.variant),
    channelNumber: channel.channelNumber,
  }
}

function bankCardInput(context: RepaymentContext): BankCardRepayInput {
  const repayment = context.repayment
  return {
    orderId: context.orderId,
    amount: repayment === null ? 0 : amountDue(repayment, context.variant),
    productName: repayment?.productName ?? '',
    repayDate: repayment?.repayDate ?? '',
  }
}

export const repaymentMachine = setup({
  types: {
    context: {} as RepaymentContext,
    events: {} as RepaymentEvent,
    input: {} as RepaymentPageInput,
  },
  actors: {
    loadRepayment: fromPromise<Repayment, RepaymentInput>(notProvided('loadRepayment')),
    generatePayCode: fromPromise<string, PayCodeInput>(notProvided('generatePayCode')),
    /** Was the pay code asked for without an answer made? generate-vcode again with the same key. */
    checkPayCode: fromPromise<CheckOutcome<string>, PayCodeCheckInput>(notProvided('checkPayCode')),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** Copies the text and says "copy success" (or how to copy by hand). */
    copyText: (_, _params: { text: string }) => {},
    /** Saves repaymentInfo to local storage for the code page (spec §2), bound to its order. */
    saveRepaymentInfo: (
      _,
      _params: { repayment: Repayment; variant: RepaymentVariant; orderId: string },
    ) => {},
    /** Opens the code page for this order and the amount it shows. */
    openCodePage: (_, _params: { orderId: string; amount: number }) => {},
    /**
     * Opens the repayment instructions (the banner's link) in the app with the borrower's pay code and
     * amount (the /carpmm form), or leaves for an outside page.
     */
    openInstructions: (_, _params: InstructionsParams) => {},
    openBankCardRepay: (_, _params: BankCardRepayInput) => {},
    /** Opens generate-vcode's pay page; an app page is told the channel the borrower chose. */
    openPayPage: (_, _params: { url: string; channel: string }) => {},
    /** Keeps (or, with null, forgets) the pay code of this order and variant on the device. */
    rememberPayCode: (
      _,
      _params: { orderId: string; variant: RepaymentVariant; known: KnownPayCode | null },
    ) => {},
    openCustomerService: () => {},
  },
  guards: {
    hasMoreDetails: ({ context }) => (context.repayment?.detail.length ?? 0) > DETAIL_ROWS_COLLAPSED,
    hasInstructions: ({ context }) => context.repayment?.showInstructions === true,
    hasPayCode: ({ context }) => (context.repayment?.defaultPayment?.payCode ?? '') !== '',
    hasKnownPayCode: ({ context }) => context.known !== null,
    isKnownChannel: ({ context, event }) =>
      event.type === 'channel.select' &&
      context.repayment?.channels.some((channel) => channel.channelNumber === event.channelNumber) === true,
    isBankCardChosen: ({ context }) => {
      const channel = chosenChannel(context)
      return channel !== undefined && isBankCard(channel)
    },
    hasChosenChannel: ({ context }) => chosenChannel(context) !== undefined,
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
      tags: ['busy'],
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
            assign({
              repayment: ({ event }) => event.output,
              known: ({ context, event }) =>
                knownPayCodeOf(event.output, context.variant, event.output.loadedAt),
              daysLate: ({ event }) =>
                repaymentDaysLate(event.output.dueDate, new Date(event.output.loadedAt)),
            }),
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
            assign({ loadFailure: ({ event }) => loadFailureOf(event.error) }),
            { type: 'showToast', params: failureToast('error.processingFailed') },
          ],
        },
      },
    },
    loadFailed: {
      description:
        'The repayment could not be loaded; the borrower can try again, and copy the pay code this device last loaded for the order (known), shown beside the notice.',
      on: {
        'load.retry': 'loading',
        // What the page already knew (decision 030): the pay code last loaded here can still be copied.
        'payCode.copy': {
          guard: 'hasKnownPayCode',
          actions: { type: 'copyText', params: ({ context }) => ({ text: context.known?.payCode ?? '' }) },
        },
      },
    },
    ready: {
      type: 'parallel',
      on: {
        'instructions.open': {
          guard: 'hasInstructions',
          actions: { type: 'openInstructions', params: ({ context }) => instructionsParams(context) },
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
            expanded: { on: { 'details.toggle': 'collapsed' } },
          },
        },
        barcode: {
          description: 'The scanToPay popup: the default pay code as a bar code a cashier can scan.',
          initial: 'closed',
          states: {
            closed: { on: { 'barcode.open': { guard: 'hasPayCode', target: 'open' } } },
            open: { on: { 'barcode.close': 'closed' } },
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
                        repayment: context.repayment as Repayment,
                        variant: context.variant,
                        orderId: context.orderId,
                      }),
                    },
                    {
                      type: 'openCodePage',
                      params: ({ context }) => ({
                        orderId: context.orderId,
                        amount: amountDue(context.repayment as Repayment, context.variant),
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
              on: {
                'channels.close': { target: 'idle', actions: assign({ channelMissing: false }) },
                'channel.select': {
                  guard: 'isKnownChannel',
                  actions: assign({ selected: ({ event }) => event.channelNumber, channelMissing: false }),
                },
                'payment.submit': [
                  {
                    guard: 'isBankCardChosen',
                    target: 'leaving',
                    actions: { type: 'openBankCardRepay', params: ({ context }) => bankCardInput(context) },
                  },
                  {
                    guard: 'hasChosenChannel',
                    target: 'generating',
                    actions: assign({ inFlight: ({ context }) => payCodeInput(context) }),
                  },
                  { actions: assign({ channelMissing: true }) },
                ],
              },
            },
            generating: {
              description: 'generate-vcode for the chosen channel; a second tap on Payment sends nothing.',
              tags: ['busy'],
              invoke: {
                id: 'generatePayCode',
                src: 'generatePayCode',
                input: ({ context }) => context.inFlight as PayCodeInput,
                onDone: {
                  target: 'leaving',
                  actions: {
                    type: 'openPayPage',
                    params: ({ context, event }) => ({ url: event.output, channel: channelName(context) }),
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
              tags: ['busy'],
              description:
                'generate-vcode got no answer: it is asked again with the same idempotency key (CHECK_BACKOFF_MS), so the lender answers the code it made, if it made one. Payment stays away.',
              invoke: {
                id: 'checkOutcome',
                src: 'checkPayCode',
                input: ({ context }) => ({
                  ...(context.inFlight as PayCodeInput),
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
                        channel: channelName(context),
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
              on: {
                'outcome.check': 'checkingOutcome',
                'service.open': { actions: 'openCustomerService' },
              },
            },
            leaving: {
              description:
                'The pay page or the card repayment is opening; Payment stays locked until the page goes.',
            },
          },
        },
      },
    },
  },
})
