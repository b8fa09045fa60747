import * as v from 'valibot'
import { fromPromise } from 'xstate'
import type { CallFailure } from '../../../machines/shared/notice.ts'
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
import {
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentWay,
} from '../../api/calls/repayment.ts'
import { formatPeso } from '../../lib/format.ts'
import type { PageQuery } from '../../lib/query.ts'
import { safeRedirect } from '../../lib/url.ts'
import type { Services } from '../services.tsx'

/** Short context the page may be opened with (the instalment page knows them); shown, never sent. */
const contextText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), '')

/** The page's query is an input: decoded before the flow starts. */
export const repayQuery = v.object({
  orderId: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  /** withholdingAmount in minor units. */
  amount: v.pipe(v.string(), v.regex(/^\d{1,12}$/)),
  couponId: v.optional(v.string(), ''),
  userId: v.optional(v.string(), ''),
  productName: contextText,
  repayDate: contextText,
})
export type RepayQuery = v.InferOutput<typeof repayQuery>

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

/** Decodes the page's query; `null` when the link lacks an order or a valid amount. */
export function decodeRepayQuery(query: PageQuery): RepayQuery | null {
  const decoded = v.safeParse(repayQuery, query)
  return decoded.success ? decoded.output : null
}

/** The real side effects of the flow: calls, the native bridge, navigation and toasts. */
export function repayByCardWith(services: Services, clock: () => number = Date.now) {
  const { api, bridge, navigate, toast, origin, session } = services
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
      payByWallet: fromPromise(async ({ input }: { input: WalletInput }): Promise<string> => {
        const data = await api.call(repaymentHuichao, input)
        const url = safeRedirect(data.url, origin)
        if (url === null) throw { kind: 'malformed' } satisfies CallFailure
        return url
      }),
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
