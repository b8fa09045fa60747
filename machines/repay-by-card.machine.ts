import { and, assign, fromCallback, fromPromise, not, setup, stateIn } from 'xstate'
import {
  failureToast,
  isCallFailure,
  type Notice,
  noticeFor,
  type ToastParams,
  loadFailureOf,
  type LoadFailure,
} from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'
import { digits } from './shared/digits.ts'
import {
  CHECK_BACKOFF_MS,
  checkFound,
  failureOutcome,
  outcomeUnknown,
  type CheckOutcome,
} from './shared/submission.ts'
import type { PaidWith, PaymentCheckInput, UnsettledPayment } from './repay-outcome.ts'

/** Bank-card repayment with SMS verification, and e-wallet repayment (spec §4 "Bank card repay", §5, §8). */

export const SMS_RESEND_SECONDS = 60
export const SMS_CODE_MIN_LENGTH = 6
/** Digits beyond this are ignored: no bank code is that long, and a paste of a whole SMS stays harmless. */
export const SMS_CODE_MAX_LENGTH = 8
/** Server codes with their own message (spec §8). */
export const CODE_VERIFICATION_ERROR = '800006'
export const CODE_REPEATED_SUBMISSION = '800005'
/**
 * How long a commit that asked for an SMS code is remembered (across Cancel and a reload) so Pay
 * resumes its code entry instead of committing again into the server's repeat window (800005).
 */
export const PENDING_COMMIT_TTL_MS = 5 * 60_000
/**
 * How long the receipt of a paid order is shown instead of the payment form (Back after paying).
 * After that the page offers payment again: the next instalment of the same amount is a new payment.
 */
export const RECEIPT_TTL_MS = 30 * 60_000

export interface RepayCard {
  id: string
  bankName: string
  cardNo: string
  bankCode: string
}

export interface RepaymentWays {
  walletAvailable: boolean
  repayToken: string
  cards: RepayCard[]
}

export interface CommitInput {
  card: RepayCard
  repayToken: string
  orderId: string
  amount: string
  couponId: string
  /** 0: pay; 1: send the SMS code again (spec §4). */
  sendMsg: 0 | 1
}
export interface CommitResult {
  needsCode: boolean
  repayRecordId: string
}
export interface ConfirmInput {
  orderId: string
  verifyCode: string
  repaymentRecordId: string
  /** Not sent: kept with the confirmation's trace, for the receipt after a reload. */
  amount: string
  paidWith: PaidWith
}
export interface WalletInput {
  userId: string
  orderId: string
  amount: string
}

export type RepayWay = { kind: 'card'; cardId: string } | { kind: 'wallet' }

/** A commit the server accepted and that waits for its SMS code. */
export interface PendingCommit {
  repayRecordId: string
  cardId: string
}

/** What the borrower paid, shown as a receipt. */
export interface Receipt {
  amount: string
  bankName: string
  cardNo: string
}

/** A local check that failed, shown at its field. */
export interface FieldProblem {
  field: 'way' | 'code'
  notice: Notice
}

export interface RepayByCardInput {
  orderId: string
  /** The loan's product when the link names it ('' otherwise): the payment check reads the order with it. */
  productId: string
  /** withholdingAmount, in minor units as the server sent it. */
  amount: string
  couponId: string
  userId: string
  isIos: boolean
  /** A commit of this order still waiting for its code (remembered for the session). */
  pending: PendingCommit | null
  /** This order was paid in this session with this amount. */
  receipt: Receipt | null
  /** A payment of this order and amount whose outcome is unknown (its trace): the page checks it first. */
  unsettled: UnsettledPayment | null
}

export interface RepayByCardContext extends RepayByCardInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  ways: RepaymentWays | null
  selected: RepayWay | null
  code: string
  secondsLeft: number
  problem: FieldProblem | null
  /** The code entry was reopened for an earlier commit rather than a new one. */
  resumed: boolean
  /** The lender's record of a commit paid at once (no SMS code): the receipt's reference. */
  paidRecordId: string
}

export type RepayByCardEvent =
  | { type: 'ways.retry' }
  | { type: 'card.select'; cardId: string }
  | { type: 'wallet.select' }
  | { type: 'payment.submit' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' }
  | { type: 'code.cancel' }
  | { type: 'countdown.tick' }
  | { type: 'details.open' }
  | { type: 'outcome.check' }
  | { type: 'service.open' }

function selectedCard(context: Pick<RepayByCardContext, 'ways' | 'selected'>): RepayCard | undefined {
  const selected = context.selected
  if (selected?.kind !== 'card') return undefined
  return context.ways?.cards.find((card) => card.id === selected.cardId)
}

/** The selected card when it is the card of the commit waiting for its code (Pay then resumes that commit). */
export function pendingCardOf(
  context: Pick<RepayByCardContext, 'ways' | 'selected' | 'pending'>,
): RepayCard | undefined {
  const card = selectedCard(context)
  return context.pending !== null && card?.id === context.pending.cardId ? card : undefined
}

function commitInput(context: RepayByCardContext, sendMsg: 0 | 1): CommitInput {
  const card = selectedCard(context)
  if (card === undefined || context.ways === null) throw new Error('commit without a selected card')
  return {
    card,
    repayToken: context.ways.repayToken,
    orderId: context.orderId,
    amount: context.amount,
    couponId: context.couponId,
    sendMsg,
  }
}

/** The payment the check found done, else the way the borrower chose (a payment answered at once). */
function receiptOf(context: RepayByCardContext): Receipt {
  const card = context.unsettled ?? selectedCard(context)
  return { amount: context.amount, bankName: card?.bankName ?? '', cardNo: card?.cardNo ?? '' }
}

/** The lender's record of the payment: the commit paid at once, or the commit whose code was confirmed. */
function paidRecordOf(context: RepayByCardContext): string {
  return context.paidRecordId !== '' ? context.paidRecordId : (context.pending?.repayRecordId ?? '')
}

function paidWith(context: RepayByCardContext): PaidWith {
  const card = selectedCard(context)
  return { cardId: card?.id ?? '', bankName: card?.bankName ?? '', cardNo: card?.cardNo ?? '' }
}

/** Keeps the payment whose answer never came, for its check and its receipt. */
const unsettledAs = (call: UnsettledPayment['call']) => ({
  type: 'rememberUnsettled' as const,
  params: ({ context }: { context: RepayByCardContext }): UnsettledPayment =>
    call === 'wallet' ? { call, cardId: '', bankName: '', cardNo: '' } : { call, ...paidWith(context) },
})

function failureCode(error: unknown): string | undefined {
  return isCallFailure(error) && error.kind === 'rejected' ? error.code : undefined
}

/** 800006 and 800005 have their own text; otherwise the server's message, "processing failed" or "error". */
export function payFailureNotice(error: unknown): Notice {
  const code = failureCode(error)
  if (code === CODE_VERIFICATION_ERROR) return { id: 'repay.codeError' }
  if (code === CODE_REPEATED_SUBMISSION) return { id: 'repay.repeatedSubmit' }
  return noticeFor(error, 'error.processingFailed')
}

/** The check found the payment not made: a toast that says so, for a card or the e-wallet. */
function notDoneToast(context: RepayByCardContext): ToastParams {
  return {
    notice: { id: context.unsettled?.call === 'wallet' ? 'repay.walletNotDone' : 'repay.notDone' },
    tone: 'info',
  }
}

export function cardListFailureNotice(error: unknown): Notice {
  if (isCallFailure(error) && (error.kind === 'network' || error.kind === 'timeout'))
    return { id: 'error.network' }
  if (isCallFailure(error) && error.kind === 'malformed') return { id: 'error.malformed' }
  return { id: 'repay.cardListFailed' }
}

export const repayByCardMachine = setup({
  types: {
    context: {} as RepayByCardContext,
    events: {} as RepayByCardEvent,
    input: {} as RepayByCardInput,
  },
  actors: {
    loadRepaymentWays: fromPromise<RepaymentWays, { orderId: string }>(notProvided('loadRepaymentWays')),
    commitRepayment: fromPromise<CommitResult, CommitInput>(notProvided('commitRepayment')),
    resendCode: fromPromise<CommitResult, CommitInput>(notProvided('resendCode')),
    confirmRepayment: fromPromise<void, ConfirmInput>(notProvided('confirmRepayment')),
    payByWallet: fromPromise<string, WalletInput>(notProvided('payByWallet')),
    /** Asks the lender whether the unsettled payment went through (src/lib/outcome-check.ts backoff). */
    checkPayment: fromPromise<CheckOutcome, PaymentCheckInput>(notProvided('checkPayment')),
    countdownTicker: fromCallback(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'countdown.tick' }), 1000)
      return () => clearInterval(timer)
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** Non-iOS hosts show a native repayment dialog over the page; it is closed when no code is needed. */
    closeRepayDialog: () => {},
    /** The order page; `receiptRef`: the receipt kept of the payment just made ('' for none), shown first there. */
    openBorrowDetail: (_, _params: { orderId: string; receiptRef: string }) => {},
    openWalletCheckout: (_, _params: { url: string }) => {},
    rememberPendingCommit: (_, _params: { orderId: string; pending: PendingCommit }) => {},
    forgetPendingCommit: (_, _params: { orderId: string }) => {},
    rememberReceipt: (_, _params: { orderId: string; repayRecordId: string; receipt: Receipt }) => {},
    /** Tells the borrower the payment went through; the message outlives the page (a toast). */
    announcePaid: (_, _params: Receipt) => {},
    openCustomerService: () => {},
    storeWays: assign(({ context }, ways: RepaymentWays) => {
      // A remembered commit whose card is still offered is selected again, so Pay resumes it; else the
      // way of a payment the check found not made (after a reload), so Pay retries it.
      const pendingCard = ways.cards.find((card) => card.id === context.pending?.cardId)
      const retried = context.unsettled
      const card = pendingCard ?? ways.cards.find((c) => c.id === retried?.cardId)
      const selected: RepayWay | null =
        card !== undefined
          ? { kind: 'card', cardId: card.id }
          : retried?.call === 'wallet' && ways.walletAvailable
            ? { kind: 'wallet' }
            : null
      return { ways, selected, pending: pendingCard === undefined ? null : context.pending }
    }),
    flagProblem: assign((_, problem: FieldProblem) => ({ problem })),
    clearProblem: assign({ problem: null }),
    rememberUnsettled: assign((_, unsettled: UnsettledPayment) => ({ unsettled })),
    keepPaidRecord: assign({
      paidRecordId: ({ event }) => (event as { output?: CommitResult }).output?.repayRecordId ?? '',
    }),
    /** The outcome is known: nothing is left to check. */
    forgetUnsettled: assign({ unsettled: null }),
    /** A refusal settles the payment it answered; a request that never left keeps what was unsettled. */
    forgetIfRefused: assign({
      unsettled: ({ context, event }) =>
        failureOutcome((event as { error?: unknown }).error) === 'refused' ? null : context.unsettled,
    }),
  },
  guards: {
    wasPaid: ({ context }) => context.receipt !== null,
    hasUnsettledPayment: ({ context }) => context.unsettled !== null,
    hasWays: ({ context }) => context.ways !== null,
    outcomeUnknown,
    /**
     * 800005 "do not submit repeatedly" to a commit that retries one whose outcome was unknown: the
     * lender holds the first attempt, so it went through (or is going through). Check, never fail.
     */
    retriesUnknownCommit: ({ context, event }) =>
      context.unsettled?.call === 'commit' &&
      failureCode((event as { error?: unknown }).error) === CODE_REPEATED_SUBMISSION,
    checkFoundDone: checkFound('done'),
    checkFoundNotDone: checkFound('notDone'),
    hasSelectedCard: ({ context }) => selectedCard(context) !== undefined,
    hasPendingForSelectedCard: ({ context }) => pendingCardOf(context) !== undefined,
    hasSelectedWallet: ({ context }) => context.selected?.kind === 'wallet',
    isKnownCard: ({ context, event }) =>
      event.type === 'card.select' && context.ways?.cards.some((card) => card.id === event.cardId) === true,
    walletAvailable: ({ context }) => context.ways?.walletAvailable === true,
    hasFullCode: ({ context }) => context.code.length >= SMS_CODE_MIN_LENGTH,
    isIos: ({ context }) => context.isIos,
    /** A code is being confirmed: a new one now could void it. */
    isConfirming: stateIn('#repayByCard.enteringCode.entry.confirming'),
    /** The server answered needValid 1. */
    needsSmsCode: (_, params: { needsCode: boolean }) => params.needsCode,
  },
  delays: { SMS_RESEND_MS: SMS_RESEND_SECONDS * 1000 },
}).createMachine({
  id: 'repayByCard',
  description: 'Repay an order by bank card (with SMS verification when the server asks) or by e-wallet.',
  context: ({ input }) => ({
    ...input,
    ways: null,
    selected: null,
    code: '',
    secondsLeft: 0,
    problem: null,
    resumed: false,
    paidRecordId: '',
  }),
  initial: 'opening',
  states: {
    opening: {
      description:
        'An order already paid in this session shows its receipt; a payment whose outcome is unknown (a reload, Back, the host reopening the page) is checked, never made again.',
      always: [
        { guard: 'wasPaid', target: 'alreadyPaid' },
        { guard: 'hasUnsettledPayment', target: 'checkingOutcome' },
        { target: 'loadingWays' },
      ],
    },
    alreadyPaid: {
      description:
        'This order was paid in this session (Back after paying): its receipt and a way to the order.',
      on: {
        'details.open': {
          actions: {
            type: 'openBorrowDetail',
            params: ({ context }) => ({ orderId: context.orderId, receiptRef: '' }),
          },
        },
      },
    },
    loadingWays: {
      tags: ['busy'],
      invoke: {
        id: 'loadRepaymentWays',
        src: 'loadRepaymentWays',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'choosingWay',
          actions: { type: 'storeWays', params: ({ event }) => event.output },
        },
        onError: {
          target: 'waysUnavailable',
          actions: [
            assign({ loadFailure: ({ event }) => loadFailureOf(event.error) }),
            {
              type: 'showToast',
              params: failureToast(cardListFailureNotice),
            },
          ],
        },
      },
    },
    waysUnavailable: {
      description: 'The card list could not be loaded; the borrower can try again.',
      on: { 'ways.retry': 'loadingWays' },
    },
    choosingWay: {
      description:
        'The borrower picks a bank card or the e-wallet, then taps Pay (a remembered commit resumes its code entry).',
      on: {
        'card.select': {
          guard: 'isKnownCard',
          actions: [
            assign({ selected: ({ event }) => ({ kind: 'card' as const, cardId: event.cardId }) }),
            'clearProblem',
          ],
        },
        'wallet.select': {
          guard: 'walletAvailable',
          actions: [assign({ selected: { kind: 'wallet' } }), 'clearProblem'],
        },
        'payment.submit': [
          { guard: 'hasSelectedWallet', target: 'payingByWallet' },
          {
            guard: 'hasPendingForSelectedCard',
            target: 'enteringCode',
            actions: assign({ resumed: true, code: '' }),
          },
          { guard: 'hasSelectedCard', target: 'committing' },
          {
            actions: {
              type: 'flagProblem',
              params: { field: 'way', notice: { id: 'repay.selectCard' } },
            },
          },
        ],
      },
    },
    committing: {
      tags: ['busy'],
      invoke: {
        id: 'commitRepayment',
        src: 'commitRepayment',
        input: ({ context }) => commitInput(context, 0),
        onDone: [
          {
            guard: { type: 'needsSmsCode', params: ({ event }) => ({ needsCode: event.output.needsCode }) },
            target: 'enteringCode',
            actions: [
              assign({
                pending: ({ context, event }) => ({
                  repayRecordId: event.output.repayRecordId,
                  cardId: selectedCard(context)?.id ?? '',
                }),
                code: '',
                resumed: false,
                unsettled: null,
              }),
              {
                type: 'rememberPendingCommit',
                params: ({ context }) => ({
                  orderId: context.orderId,
                  pending: context.pending ?? { repayRecordId: '', cardId: '' },
                }),
              },
            ],
          },
          { guard: 'isIos', target: 'paid', actions: ['forgetUnsettled', 'keepPaidRecord'] },
          { target: 'paid', actions: ['forgetUnsettled', 'keepPaidRecord', 'closeRepayDialog'] },
        ],
        onError: [
          // No answer that can be read: the card may have been charged. Check, never offer Pay blindly.
          { guard: 'outcomeUnknown', target: 'checkingOutcome', actions: unsettledAs('commit') },
          { guard: 'retriesUnknownCommit', target: 'checkingOutcome' },
          {
            target: 'choosingWay',
            actions: [{ type: 'showToast', params: failureToast(payFailureNotice) }, 'forgetIfRefused'],
          },
        ],
      },
    },
    payingByWallet: {
      tags: ['busy'],
      invoke: {
        id: 'payByWallet',
        src: 'payByWallet',
        input: ({ context }) => ({
          userId: context.userId,
          orderId: context.orderId,
          amount: context.amount,
        }),
        onDone: {
          target: 'leavingForWallet',
          actions: { type: 'openWalletCheckout', params: ({ event }) => ({ url: event.output }) },
        },
        onError: [
          { guard: 'outcomeUnknown', target: 'checkingOutcome', actions: unsettledAs('wallet') },
          {
            target: 'choosingWay',
            actions: [{ type: 'showToast', params: failureToast(payFailureNotice) }, 'forgetIfRefused'],
          },
        ],
      },
    },
    checkingOutcome: {
      description:
        'A payment got no answer that could be read (a timeout, a gateway error, a broken answer, a reload meanwhile): the lender is asked about the order, a few times over about 15 s. Pay is not on screen.',
      tags: ['busy'],
      invoke: {
        id: 'checkOutcome',
        src: 'checkPayment',
        input: ({ context }) => ({
          delaysMs: CHECK_BACKOFF_MS,
          orderId: context.orderId,
          productId: context.productId,
          amount: context.amount,
          call: context.unsettled?.call ?? 'commit',
        }),
        onDone: [
          { guard: 'checkFoundDone', target: 'paid' },
          {
            guard: and(['checkFoundNotDone', 'hasWays']),
            target: 'choosingWay',
            actions: { type: 'showToast', params: ({ context }) => notDoneToast(context) },
          },
          {
            guard: 'checkFoundNotDone',
            target: 'loadingWays',
            actions: { type: 'showToast', params: ({ context }) => notDoneToast(context) },
          },
          { target: 'outcomeUnknown' },
        ],
        onError: { target: 'outcomeUnknown' },
      },
    },
    outcomeUnknown: {
      description:
        'The checks could not tell whether the payment went through: the borrower is told not to pay again, and can check again or contact customer service.',
      on: {
        'outcome.check': { target: 'checkingOutcome' },
        'service.open': { actions: 'openCustomerService' },
      },
    },
    enteringCode: {
      description:
        'The server asked for SMS verification: the code entry shows with a 60 s resend countdown.',
      type: 'parallel',
      states: {
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: {
              description: 'The resend label shows the seconds left.',
              entry: assign({ secondsLeft: SMS_RESEND_SECONDS }),
              invoke: { id: 'countdownTicker', src: 'countdownTicker' },
              on: {
                'countdown.tick': {
                  actions: assign({ secondsLeft: ({ context }) => Math.max(context.secondsLeft - 1, 1) }),
                },
              },
              after: { SMS_RESEND_MS: 'ready' },
            },
            ready: {
              description: 'The label reads "Get verification code" again.',
              entry: assign({ secondsLeft: 0 }),
              on: { 'code.resend': { guard: not('isConfirming'), target: 'resending' } },
            },
            resending: {
              tags: ['busy'],
              invoke: {
                id: 'resendCode',
                src: 'resendCode',
                input: ({ context }) => commitInput(context, 1),
                onDone: {
                  target: 'coolingDown',
                  actions: [
                    assign({
                      pending: ({ context, event }) =>
                        context.pending === null
                          ? null
                          : {
                              ...context.pending,
                              repayRecordId: event.output.repayRecordId || context.pending.repayRecordId,
                            },
                    }),
                    {
                      type: 'rememberPendingCommit',
                      params: ({ context }) => ({
                        orderId: context.orderId,
                        pending: context.pending ?? { repayRecordId: '', cardId: '' },
                      }),
                    },
                  ],
                },
                onError: {
                  target: 'ready',
                  actions: {
                    type: 'showToast',
                    params: failureToast(payFailureNotice),
                  },
                },
              },
            },
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                // Only while no confirmation is in flight: cancelling then could hide a payment the server took.
                // The commit stays remembered: Pay with the same card reopens this entry.
                'code.cancel': {
                  target: '#repayByCard.choosingWay',
                  actions: [assign({ code: '' }), 'clearProblem'],
                },
                'code.change': {
                  actions: [
                    assign({
                      code: ({ event }) => digits(event.value, SMS_CODE_MAX_LENGTH),
                    }),
                    'clearProblem',
                  ],
                },
                'code.submit': [
                  { guard: 'hasFullCode', target: 'confirming' },
                  {
                    actions: {
                      type: 'flagProblem',
                      params: { field: 'code', notice: { id: 'repay.codeTooShort' } },
                    },
                  },
                ],
              },
            },
            confirming: {
              tags: ['busy'],
              invoke: {
                id: 'confirmRepayment',
                src: 'confirmRepayment',
                input: ({ context }) => ({
                  orderId: context.orderId,
                  verifyCode: context.code,
                  repaymentRecordId: context.pending?.repayRecordId ?? '',
                  amount: context.amount,
                  paidWith: paidWith(context),
                }),
                onDone: { target: '#repayByCard.paid', actions: 'forgetUnsettled' },
                onError: [
                  {
                    guard: 'outcomeUnknown',
                    target: '#repayByCard.checkingOutcome',
                    actions: unsettledAs('confirm'),
                  },
                  {
                    target: 'editing',
                    actions: [
                      { type: 'showToast', params: failureToast(payFailureNotice) },
                      'forgetIfRefused',
                    ],
                  },
                ],
              },
            },
          },
        },
      },
    },
    paid: {
      type: 'final',
      description:
        "Repayment accepted (or found done by the check): the receipt is remembered and announced, and the borrow detail page opens on it (the lender's record id names it; without one the order page shows the lender's last payment).",
      entry: [
        { type: 'forgetPendingCommit', params: ({ context }) => ({ orderId: context.orderId }) },
        {
          type: 'rememberReceipt',
          params: ({ context }) => ({
            orderId: context.orderId,
            repayRecordId: paidRecordOf(context),
            receipt: receiptOf(context),
          }),
        },
        { type: 'announcePaid', params: ({ context }) => receiptOf(context) },
        {
          type: 'openBorrowDetail',
          params: ({ context }) => ({
            orderId: context.orderId,
            receiptRef: paidRecordOf(context),
          }),
        },
      ],
    },
    leavingForWallet: {
      type: 'final',
      description: 'The page is handed to the e-wallet checkout the server returned.',
    },
  },
})
