import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { repayByCardMachine } from '../../../machines/repay-by-card.machine.ts'
import {
  CODE_REPEATED_SUBMISSION,
  isPendingCommitFresh,
  isReceiptOfPage,
  receiptExpiry,
} from '../../../machines/repay-by-card.rules.ts'
import type {
  CommitInput,
  PendingCommit,
  RepayByCardInput,
  RepaymentWays,
  WalletInput,
} from '../../../machines/repay-by-card.types.ts'
import { repaymentWay } from '../../api/repayment-way.ts'
import type { Services } from '../shared/services.tsx'
import {
  checkPayment,
  CUSTOMER_SERVICE_PATH,
  loadPaymentCheck,
  loadPaymentSubmit,
  paidText,
  walletCheckoutUrl,
} from '../shared/payment-outcome.ts'
import { unsettledPayment } from '../shared/payment-trace.ts'
import { decodeRepayQuery, type RepayQuery } from '../shared/repay-link.ts'

export { paidText }

/** Session keys: a commit waiting for its code, and the last receipt (spec §3 keys stay untouched). */
export const SESSION_KEYS = { pending: 'bayad.repay.pending', receipt: 'bayad.repay.receipt' } as const

const storedPending = v.object({
  orderId: v.string(),
  repayRecordId: v.pipe(v.string(), v.minLength(1)),
  cardId: v.pipe(v.string(), v.minLength(1)),
  at: v.number(),
})
/** A receipt is bound to its order and amount (and the record the lender paid, when it named one) and expires. */
const storedReceipt = v.object({
  orderId: v.string(),
  amount: v.string(),
  repayRecordId: v.string(),
  bankName: v.string(),
  cardNo: v.string(),
  at: v.number(),
  expiresAt: v.number(),
})

/**
 * The flow's input: the decoded query, the platform, what this session remembers of the order, and
 * a payment of this order and amount whose outcome is unknown (its trace, kept across reloads).
 */
export function repayInput(
  query: RepayQuery,
  services: Pick<Services, 'session' | 'bridge' | 'store'>,
  now: number = Date.now(),
): RepayByCardInput {
  const pending = services.session.get(SESSION_KEYS.pending, storedPending)
  const receipt = services.session.get(SESSION_KEYS.receipt, storedReceipt)
  return {
    orderId: query.orderId,
    productId: query.productId,
    amount: query.amount,
    couponId: query.couponId,
    userId: query.userId,
    isIos: services.bridge.platform === 'ios',
    pending:
      pending !== undefined && isPendingCommitFresh(pending, query.orderId, now)
        ? { repayRecordId: pending.repayRecordId, cardId: pending.cardId }
        : null,
    receipt:
      receipt !== undefined && isReceiptOfPage(receipt, query, now)
        ? { amount: receipt.amount, bankName: receipt.bankName, cardNo: receipt.cardNo }
        : null,
    unsettled: unsettledPayment(services, query.orderId, query.amount),
  }
}

/** The real side effects of the flow: calls, the native bridge, navigation and toasts. */
export function repayByCardWith(services: Services, clock: () => number = Date.now) {
  const { api, bridge, navigate, toast, session, store, pageQuery } = services
  return repayByCardMachine.provide({
    actors: {
      loadRepaymentWays: fromPromise(
        async ({ input }: { input: { orderId: string } }): Promise<RepaymentWays> => {
          const data = await api.call(repaymentWay, { orderId: input.orderId })
          return { walletAvailable: data.alipay === '1', repayToken: data.repayToken, cards: data.bankCards }
        },
      ),
      // The payment calls load with the check (./payment-check.tsx), from the first tap or as they start.
      commitRepayment: fromPromise(async ({ input }: { input: CommitInput }) =>
        (await loadPaymentSubmit()).commitPayment(services, input, CODE_REPEATED_SUBMISSION),
      ),
      // A resend asks for a new SMS, it pays nothing: no trace, no key (a key would replay the commit's answer).
      resendCode: fromPromise(async ({ input }: { input: CommitInput }) =>
        (await loadPaymentSubmit()).resendCode(api, input),
      ),
      // Bound to the order and the record it confirms; its data gives the receipt after a reload.
      confirmRepayment: fromPromise(async ({ input }) =>
        (await loadPaymentSubmit()).confirmPayment(services, input),
      ),
      payByWallet: fromPromise(({ input }: { input: WalletInput }) => walletCheckoutUrl(services, input)),
      checkPayment: fromPromise(({ input, signal }) => checkPayment(services, input, signal)),
    },
    actions: {
      showToast: (_, params) => toast(params),
      closeRepayDialog: () => bridge.send({ type: 'closeRepayDialog' }),
      openBorrowDetail: (_, { orderId, receiptRef }) => {
        const path = `/borrowDetail/${encodeURIComponent(orderId)}`
        // The receipt kept of the payment just made shows first there (issue 27).
        if (receiptRef === '') navigate.go(path)
        else navigate.go(path, { receipt: receiptRef })
      },
      openWalletCheckout: (_, { url }) => navigate.leave(url),
      rememberPendingCommit: (_, { orderId, pending }: { orderId: string; pending: PendingCommit }) =>
        session.set(SESSION_KEYS.pending, { orderId, ...pending, at: clock() }),
      forgetPendingCommit: () => session.remove(SESSION_KEYS.pending),
      rememberReceipt: (_, { orderId, repayRecordId, receipt }) => {
        const at = clock()
        session.set(SESSION_KEYS.receipt, {
          orderId,
          repayRecordId,
          ...receipt,
          at,
          expiresAt: receiptExpiry(at),
        })
        // Kept on the device for the order page (issue 27) when the lender named the payment's record.
        // The payment calls' code (loaded before any payment is sent) keeps it: the module is here, so
        // the receipt is kept before the order page, opened next, reads the device's receipts.
        if (repayRecordId !== '')
          void loadPaymentCheck().then((m) =>
            m.keepCardReceipt(store, {
              reference: repayRecordId,
              orderId,
              productName: decodeRepayQuery(pageQuery())?.productName ?? '',
              amount: Number(receipt.amount),
              paidAt: new Date(at).toISOString(),
              way: 'card',
              channelName: [receipt.bankName, receipt.cardNo].filter((part) => part !== '').join(' '),
            }),
          )
      },
      announcePaid: (_, receipt) => toast({ notice: { text: paidText(receipt) }, tone: 'info' }),
      openCustomerService: () => navigate.go(CUSTOMER_SERVICE_PATH),
    },
  })
}
