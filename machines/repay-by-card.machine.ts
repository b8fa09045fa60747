import { and, assign, fromPromise, not, setup, stateIn } from 'xstate'
import { countdownTicker, isLastTick, secondsAfterTick, SMS_RESEND_SECONDS } from './shared/countdown.ts'
import { digits } from './shared/digits.ts'
import { failureToast, loadFailureOf, type LoadFailure, type ToastParams } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import {
  CHECK_BACKOFF_MS,
  checkFound,
  failureOutcome,
  outcomeUnknown,
  type CheckOutcome,
} from './shared/submission.ts'
import type { PaymentCheckInput, UnsettledPayment } from './repay-outcome.ts'
import type * as T from './repay-by-card.types.ts'
import * as rules from './repay-by-card.rules.ts'

/**
 * Bank-card repayment with SMS verification, and e-wallet repayment (spec §4 "Bank card repay", §5, §8).
 * Its rules (what a remembered commit or receipt is worth, the failure notices): repay-by-card.rules.ts.
 */

export const SMS_CODE_MIN_LENGTH = 6
/** Digits beyond this are ignored: no bank code is that long, and a paste of a whole SMS stays harmless. */
export const SMS_CODE_MAX_LENGTH = 8

export const repayByCardMachine = setup({
  types: {
    context: {} as T.RepayByCardContext,
    events: {} as T.RepayByCardEvent,
    input: {} as T.RepayByCardInput,
  },
  actors: {
    loadRepaymentWays: fromPromise<T.RepaymentWays, { orderId: string }>(notProvided('loadRepaymentWays')),
    commitRepayment: fromPromise<T.CommitResult, T.CommitInput>(notProvided('commitRepayment')),
    resendCode: fromPromise<T.CommitResult, T.CommitInput>(notProvided('resendCode')),
    confirmRepayment: fromPromise<void, T.ConfirmInput>(notProvided('confirmRepayment')),
    payByWallet: fromPromise<string, T.WalletInput>(notProvided('payByWallet')),
    /** Asks the lender whether the unsettled payment went through (src/lib/outcome-check.ts backoff). */
    checkPayment: fromPromise<CheckOutcome, PaymentCheckInput>(notProvided('checkPayment')),
    countdownTicker,
  },
  actions: {
    showToast: notProvidedAction<ToastParams>('showToast'),
    /** Non-iOS hosts show a native repayment dialog over the page; it is closed when no code is needed. */
    closeRepayDialog: notProvidedAction('closeRepayDialog'),
    /** The order page; `receiptRef`: the receipt kept of the payment just made ('' for none), shown first there. */
    openBorrowDetail: notProvidedAction<{ orderId: string; receiptRef: string }>('openBorrowDetail'),
    openWalletCheckout: notProvidedAction<{ url: string }>('openWalletCheckout'),
    rememberPendingCommit: notProvidedAction<{ orderId: string; pending: T.PendingCommit }>(
      'rememberPendingCommit',
    ),
    forgetPendingCommit: notProvidedAction<{ orderId: string }>('forgetPendingCommit'),
    rememberReceipt: notProvidedAction<{ orderId: string; repayRecordId: string; receipt: T.Receipt }>(
      'rememberReceipt',
    ),
    /** Tells the borrower the payment went through; the message outlives the page (a toast). */
    announcePaid: notProvidedAction<T.Receipt>('announcePaid'),
    openCustomerService: notProvidedAction('openCustomerService'),
    storeLoadFailure: assign((_, params: { failure: LoadFailure }) => ({ loadFailure: params.failure })),
    storeWays: assign(({ context }, ways: T.RepaymentWays) => rules.waysLoaded(context, ways)),
    selectWay: assign((_, params: { selected: T.RepayWay }) => ({ selected: params.selected })),
    flagProblem: assign((_, problem: T.FieldProblem) => ({ problem })),
    clearProblem: assign({ problem: null }),
    /** Pay reopens the code entry of the commit waiting for its code. */
    reopenCodeEntry: assign({ resumed: true, code: '' }),
    /** The commit the server accepted waits for its code: a fresh code entry for it, nothing unsettled. */
    storePendingCommit: assign((_, params: { pending: T.PendingCommit }) => ({
      pending: params.pending,
      code: '',
      resumed: false,
      unsettled: null,
    })),
    /** A resend may name a new record for the commit (an empty one keeps the old). */
    renewPendingRecord: assign(({ context }, params: { repayRecordId: string }) => ({
      pending:
        context.pending === null
          ? null
          : { ...context.pending, repayRecordId: params.repayRecordId || context.pending.repayRecordId },
    })),
    storeCode: assign((_, params: { value: string }) => ({
      code: digits(params.value, SMS_CODE_MAX_LENGTH),
    })),
    clearCode: assign({ code: '' }),
    startCountdown: assign({ secondsLeft: SMS_RESEND_SECONDS }),
    tickCountdown: assign(({ context }) => ({ secondsLeft: secondsAfterTick(context.secondsLeft) })),
    endCountdown: assign({ secondsLeft: 0 }),
    rememberUnsettled: assign((_, unsettled: UnsettledPayment) => ({ unsettled })),
    keepPaidRecord: assign((_, params: { repayRecordId: string }) => ({
      paidRecordId: params.repayRecordId,
    })),
    /** The outcome is known: nothing is left to check. */
    forgetUnsettled: assign({ unsettled: null }),
    /** A refusal settles the payment it answered; a request that never left keeps what was unsettled. */
    forgetIfRefused: assign(({ context }, params: { error: unknown }) => ({
      unsettled: failureOutcome(params.error) === 'refused' ? null : context.unsettled,
    })),
  },
  guards: {
    wasPaid: ({ context }) => context.receipt !== null,
    hasUnsettledPayment: ({ context }) => context.unsettled !== null,
    hasWays: ({ context }) => context.ways !== null,
    outcomeUnknown,
    /** 800005 to a retry of a commit whose outcome was unknown: the first went through (or is going). */
    retriesUnknownCommit: ({ context }, params: { error: unknown }) =>
      rules.retriesUnknownCommit(context, params.error),
    checkFoundDone: checkFound('done'),
    checkFoundNotDone: checkFound('notDone'),
    hasSelectedCard: ({ context }) => rules.selectedCard(context) !== undefined,
    hasPendingForSelectedCard: ({ context }) => rules.pendingCardOf(context) !== undefined,
    hasSelectedWallet: ({ context }) => context.selected?.kind === 'wallet',
    isKnownCard: ({ context }, params: { cardId: string }) =>
      context.ways?.cards.some((card) => card.id === params.cardId) === true,
    walletAvailable: ({ context }) => context.ways?.walletAvailable === true,
    hasFullCode: ({ context }) => context.code.length >= SMS_CODE_MIN_LENGTH,
    isIos: ({ context }) => context.isIos,
    /** A code is being confirmed: a new one now could void it. */
    isConfirming: stateIn('#repayByCard.enteringCode.code.confirming'),
    /** The server answered needValid 1. */
    needsSmsCode: (_, params: { needsCode: boolean }) => params.needsCode,
    isCountdownOver: ({ context }) => isLastTick(context.secondsLeft),
  },
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
      tags: ['finished'],
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
      tags: ['busy', 'loading'],
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
            { type: 'storeLoadFailure', params: ({ event }) => ({ failure: loadFailureOf(event.error) }) },
            { type: 'showToast', params: failureToast(rules.cardListFailureNotice) },
          ],
        },
      },
    },
    waysUnavailable: {
      description: 'The card list could not be loaded; the borrower can try again.',
      tags: ['failed'],
      on: { 'ways.retry': 'loadingWays' },
    },
    choosingWay: {
      tags: ['choosing'],
      description:
        'The borrower picks a bank card or the e-wallet, then taps Pay (a remembered commit resumes its code entry).',
      on: {
        'card.select': {
          guard: { type: 'isKnownCard', params: ({ event }) => ({ cardId: event.cardId }) },
          actions: [
            {
              type: 'selectWay',
              params: ({ event }) => ({ selected: { kind: 'card', cardId: event.cardId } }),
            },
            'clearProblem',
          ],
        },
        'wallet.select': {
          guard: 'walletAvailable',
          actions: [{ type: 'selectWay', params: { selected: { kind: 'wallet' } } }, 'clearProblem'],
        },
        'payment.submit': [
          { guard: 'hasSelectedWallet', target: 'payingByWallet' },
          { guard: 'hasPendingForSelectedCard', target: 'enteringCode', actions: 'reopenCodeEntry' },
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
      tags: ['busy', 'paying'],
      invoke: {
        id: 'commitRepayment',
        src: 'commitRepayment',
        input: ({ context }) => rules.commitInput(context, 0),
        onDone: [
          {
            guard: { type: 'needsSmsCode', params: ({ event }) => ({ needsCode: event.output.needsCode }) },
            target: 'enteringCode',
            actions: [
              {
                type: 'storePendingCommit',
                params: ({ context, event }) => ({
                  pending: {
                    repayRecordId: event.output.repayRecordId,
                    cardId: rules.selectedCard(context)?.id ?? '',
                  },
                }),
              },
              {
                type: 'rememberPendingCommit',
                params: ({ context }) => ({
                  orderId: context.orderId,
                  pending: context.pending ?? { repayRecordId: '', cardId: '' },
                }),
              },
            ],
          },
          {
            guard: 'isIos',
            target: 'paid',
            actions: [
              'forgetUnsettled',
              {
                type: 'keepPaidRecord',
                params: ({ event }) => ({ repayRecordId: event.output.repayRecordId }),
              },
            ],
          },
          {
            target: 'paid',
            actions: [
              'forgetUnsettled',
              {
                type: 'keepPaidRecord',
                params: ({ event }) => ({ repayRecordId: event.output.repayRecordId }),
              },
              'closeRepayDialog',
            ],
          },
        ],
        onError: [
          // No answer that can be read: the card may have been charged. Check, never offer Pay blindly.
          {
            guard: 'outcomeUnknown',
            target: 'checkingOutcome',
            actions: {
              type: 'rememberUnsettled',
              params: ({ context }) => rules.unsettledOf(context, 'commit'),
            },
          },
          {
            guard: { type: 'retriesUnknownCommit', params: ({ event }) => ({ error: event.error }) },
            target: 'checkingOutcome',
          },
          {
            target: 'choosingWay',
            actions: [
              { type: 'showToast', params: failureToast(rules.payFailureNotice) },
              { type: 'forgetIfRefused', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    payingByWallet: {
      tags: ['busy', 'paying'],
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
          {
            guard: 'outcomeUnknown',
            target: 'checkingOutcome',
            actions: {
              type: 'rememberUnsettled',
              params: ({ context }) => rules.unsettledOf(context, 'wallet'),
            },
          },
          {
            target: 'choosingWay',
            actions: [
              { type: 'showToast', params: failureToast(rules.payFailureNotice) },
              { type: 'forgetIfRefused', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    checkingOutcome: {
      description:
        'A payment got no answer that could be read (a timeout, a gateway error, a broken answer, a reload meanwhile): the lender is asked about the order, a few times over about 15 s. Pay is not on screen.',
      tags: ['busy', 'checking'],
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
            actions: { type: 'showToast', params: ({ context }) => rules.notDoneToast(context) },
          },
          {
            guard: 'checkFoundNotDone',
            target: 'loadingWays',
            actions: { type: 'showToast', params: ({ context }) => rules.notDoneToast(context) },
          },
          { target: 'outcomeUnknown' },
        ],
        onError: { target: 'outcomeUnknown' },
      },
    },
    outcomeUnknown: {
      description:
        'The checks could not tell whether the payment went through: the borrower is told not to pay again, and can check again or contact customer service.',
      tags: ['outcomeUnknown'],
      on: {
        'outcome.check': { target: 'checkingOutcome' },
        'service.open': { actions: 'openCustomerService' },
      },
    },
    enteringCode: {
      description:
        'The server asked for SMS verification: the code entry shows with a 60 s resend countdown.',
      type: 'parallel',
      tags: ['codeEntry'],
      states: {
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: {
              description: 'The resend label shows the seconds left; the last tick makes it ready.',
              tags: ['coolingDown'],
              entry: 'startCountdown',
              invoke: { id: 'countdownTicker', src: 'countdownTicker' },
              on: {
                'countdown.tick': [
                  { guard: 'isCountdownOver', target: 'ready' },
                  { actions: 'tickCountdown' },
                ],
              },
            },
            ready: {
              description: 'The label reads "Get verification code" again.',
              entry: 'endCountdown',
              on: { 'code.resend': { guard: not('isConfirming'), target: 'resending' } },
            },
            resending: {
              tags: ['busy', 'resending'],
              invoke: {
                id: 'resendCode',
                src: 'resendCode',
                input: ({ context }) => rules.commitInput(context, 1),
                onDone: {
                  target: 'coolingDown',
                  actions: [
                    {
                      type: 'renewPendingRecord',
                      params: ({ event }) => ({ repayRecordId: event.output.repayRecordId }),
                    },
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
                    params: failureToast(rules.payFailureNotice),
                  },
                },
              },
            },
          },
        },
        code: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                // Only while no confirmation is in flight: cancelling then could hide a payment the server took.
                // The commit stays remembered: Pay with the same card reopens this entry.
                'code.cancel': {
                  target: '#repayByCard.choosingWay',
                  actions: ['clearCode', 'clearProblem'],
                },
                'code.change': {
                  actions: [
                    { type: 'storeCode', params: ({ event }) => ({ value: event.value }) },
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
              tags: ['busy', 'confirming'],
              invoke: {
                id: 'confirmRepayment',
                src: 'confirmRepayment',
                input: ({ context }) => ({
                  orderId: context.orderId,
                  verifyCode: context.code,
                  repaymentRecordId: context.pending?.repayRecordId ?? '',
                  amount: context.amount,
                  paidWith: rules.paidWith(context),
                }),
                onDone: { target: '#repayByCard.paid', actions: 'forgetUnsettled' },
                onError: [
                  {
                    guard: 'outcomeUnknown',
                    target: '#repayByCard.checkingOutcome',
                    actions: {
                      type: 'rememberUnsettled',
                      params: ({ context }) => rules.unsettledOf(context, 'confirm'),
                    },
                  },
                  {
                    target: 'editing',
                    actions: [
                      { type: 'showToast', params: failureToast(rules.payFailureNotice) },
                      { type: 'forgetIfRefused', params: ({ event }) => ({ error: event.error }) },
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
      tags: ['finished'],
      entry: [
        { type: 'forgetPendingCommit', params: ({ context }) => ({ orderId: context.orderId }) },
        {
          type: 'rememberReceipt',
          params: ({ context }) => ({
            orderId: context.orderId,
            repayRecordId: rules.paidRecordOf(context),
            receipt: rules.receiptOf(context),
          }),
        },
        { type: 'announcePaid', params: ({ context }) => rules.receiptOf(context) },
        {
          type: 'openBorrowDetail',
          params: ({ context }) => ({
            orderId: context.orderId,
            receiptRef: rules.paidRecordOf(context),
          }),
        },
      ],
    },
    leavingForWallet: {
      type: 'final',
      description: 'The page is handed to the e-wallet checkout the server returned.',
      tags: ['finished'],
    },
  },
})
