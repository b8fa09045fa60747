import * as v from 'valibot'
import { fromPromise } from 'xstate'
import {
  PENDING_COMMIT_TTL_MS,
  repayByCardMachine,
  type CommitInput,
  type CommitResult,
  type PendingCommit,
  type Receipt,
  type RepayByCardInput,
  type RepaymentWays,
  type WalletInput,
} from '../../../machines/repay-by-card.machine.ts'
import { repaymentCommit, repaymentConfirm, repaymentWay } from '../../api/calls/repayment.ts'
import { formatPeso } from '../../lib/format.ts'
import type { Services } from '../services.tsx'
import { type RepayQuery, walletCheckoutUrl } from './repay-link.ts'

/** Session keys: a commit waiting for its code, and the last receipt (spec §3 keys stay untouched). */
export const SESSION_KEYS = { pending: 'bayad.repay.pending', receipt: 'bayad.repay.receipt' } as const

const storedPending = v.object({
  orderId: v.string(),
  repayRecordId: v.pipe(v.string(), v.minLength(1)),
  cardId: v.pipe(v.string(), v.minLength(1)),
  at: v.number(),
})
const storedReceipt = v.object({
  orderId: v.string(),
  amount: v.string(),
  bankName: v.string(),
  cardNo: v.string(),
  at: v.number(),
})

/** The text that tells the borrower a payment went through; it stays on screen as the next page opens. */
export function paidText({ amount, bankName, cardNo }: Receipt): string {
  const card = [bankName, cardNo].filter((part) => part !== '').join(' ')
  return `Payment successful: ${formatPeso(amount)}${card === '' ? '' : ` with ${card}`}.`
}

/** The flow's input: the decoded query, the platform, and what this session remembers of the order. */
export function repayInput(
  query: RepayQuery,
  services: Pick<Services, 'session' | 'bridge'>,
  now: number = Date.now(),
): RepayByCardInput {
  const pending = services.session.get(SESSION_KEYS.pending, storedPending)
  const receipt = services.session.get(SESSION_KEYS.receipt, storedReceipt)
  return {
    orderId: query.orderId,
    amount: query.amount,
    couponId: query.couponId,
    userId: query.userId,
    isIos: services.bridge.platform === 'ios',
    pending:
      pending !== undefined && pending.orderId === query.orderId && now - pending.at < PENDING_COMMIT_TTL_MS
        ? { repayRecordId: pending.repayRecordId, cardId: pending.cardId }
        : null,
    receipt:
      receipt !== undefined && receipt.orderId === query.orderId && receipt.amount === query.amount
        ? { amount: receipt.amount, bankName: receipt.bankName, cardNo: receipt.cardNo }
        : null,
  }
}

/** The real side effects of the flow: calls, the native bridge, navigation and toasts. */
export function repayByCardWith(services: Services, clock: () => number = Date.now) {
  const { api, bridge, navigate, toast, session } = services
  const commit = async ({ input }: { input: CommitInput }): Promise<CommitResult> => {
    const data = await api.call(repaymentCommit, {
      amount: input.amount,
      bankName: input.card.bankName,
      cardId: input.card.id,
      cardNo: input.card.cardNo,
      couponId: input.couponId,
      orderId: input.orderId,
      repayToken: input.repayToken,
      bankCode: input.card.bankCode,
      sendMsg: input.sendMsg,
    })
    return { needsCode: data.needValid === '1', repayRecordId: data.repayRecordId }
  }
  return repayByCardMachine.provide({
    actors: {
      loadRepaymentWays: fromPromise(
        async ({ input }: { input: { orderId: string } }): Promise<RepaymentWays> => {
          const data = await api.call(repaymentWay, { orderId: input.orderId })
          return { walletAvailable: data.alipay === '1', repayToken: data.repayToken, cards: data.bankCards }
        },
      ),
      commitRepayment: fromPromise(commit),
      resendCode: fromPromise(commit),
      confirmRepayment: fromPromise(async ({ input }) => {
        await api.call(repaymentConfirm, input)
      }),
      payByWallet: fromPromise(({ input }: { input: WalletInput }) => walletCheckoutUrl(services, input)),
    },
    actions: {
      showToast: (_, params) => toast(params),
      closeRepayDialog: () => bridge.send({ type: 'closeRepayDialog' }),
      openBorrowDetail: (_, { orderId }) => navigate.go(`/borrowDetail/${encodeURIComponent(orderId)}`),
      openWalletCheckout: (_, { url }) => navigate.leave(url),
      rememberPendingCommit: (_, { orderId, pending }: { orderId: string; pending: PendingCommit }) =>
        session.set(SESSION_KEYS.pending, { orderId, ...pending, at: clock() }),
      forgetPendingCommit: () => session.remove(SESSION_KEYS.pending),
      rememberReceipt: (_, { orderId, receipt }) =>
        session.set(SESSION_KEYS.receipt, { orderId, ...receipt, at: clock() }),
      announcePaid: (_, receipt) => toast({ notice: { text: paidText(receipt) }, tone: 'info' }),
    },
  })
}
