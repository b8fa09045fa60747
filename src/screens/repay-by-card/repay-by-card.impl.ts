import * as v from 'valibot'
import { fromPromise } from 'xstate'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import {
  repayByCardMachine,
  type CommitInput,
  type CommitResult,
  type RepaymentWays,
  type WalletInput,
} from '../../../machines/repay-by-card.machine.ts'
import {
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentWay,
} from '../../api/calls/repayment.ts'
import { safeRedirect } from '../../lib/url.ts'
import type { Services } from '../services.tsx'

/** The page's query is an input: decoded before the flow starts. */
export const repayQuery = v.object({
  orderId: v.pipe(v.string(), v.trim(), v.minLength(1)),
  /** withholdingAmount in minor units. */
  amount: v.pipe(v.string(), v.regex(/^\d+$/)),
  couponId: v.optional(v.string(), ''),
  userId: v.optional(v.string(), ''),
})

/** The real side effects of the flow: calls, the native bridge, navigation and toasts. */
export function repayByCardWith(services: Services) {
  const { api, bridge, navigate, toast, origin } = services
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
    },
  })
}
