import { fromPromise } from 'xstate'
import { walletRepayMachine } from '../../../machines/wallet-repay.machine.ts'
import type { WalletInput, WalletRepayInput } from '../../../machines/wallet-repay.types.ts'
import type { PageQuery } from '../../lib/query.ts'
import {
  checkPayment,
  CUSTOMER_SERVICE_PATH,
  paidText,
  walletCheckoutUrl,
} from '../shared/payment-outcome.ts'
import { unsettledPayment } from '../shared/payment-trace.ts'
import { decodeRepayQuery } from '../shared/repay-link.ts'
import { CARD_REPAY_PATH, cardRepayParams } from '../shared/card-repay-link.ts'
import type { Services } from '../shared/services.tsx'

/**
 * Decodes the page's query as `/repayChoose` does (orderId, amount in minor units, optional
 * productId, productName and repayDate; userId from the common query); `null` when the link lacks an
 * order or a valid amount. A zero amount is refused too: there is nothing to hand to an e-wallet.
 * A payment of this order and amount whose answer never came (its trace: a checkout, or a card payment
 * on /repayChoose) is checked first: the e-wallet is never a way round an unknown payment.
 */
export function decodeWalletQuery(
  query: PageQuery,
  services: Pick<Services, 'store'>,
): WalletRepayInput | null {
  const decoded = decodeRepayQuery(query)
  if (decoded === null || Number(decoded.amount) <= 0) return null
  // The card page's link has exactly the e-wallet page's fields.
  return { ...decoded, unsettled: unsettledPayment(services, decoded.orderId, decoded.amount)?.call ?? null }
}

/** The real side effects of the e-wallet repayment: the call, its check, the checkout, the card page, toasts. */
export function walletRepayWith(services: Services) {
  const { navigate, toast } = services
  return walletRepayMachine.provide({
    actors: {
      payByWallet: fromPromise(({ input }: { input: WalletInput }) => walletCheckoutUrl(services, input)),
      checkPayment: fromPromise(({ input, signal }) => checkPayment(services, input, signal)),
    },
    actions: {
      showToast: (_, params) => toast(params),
      // Both replace this page: it only exists to open the e-wallet, so Back from the checkout or the
      // card page returns to the pay-way choice instead of asking the e-wallet again.
      openWalletCheckout: (_, { url }) => navigate.leave(url, { replace: true }),
      openCardRepay: (_, params) => navigate.go(CARD_REPAY_PATH, cardRepayParams(params), { replace: true }),
      announcePaid: (_, receipt) => toast({ notice: { text: paidText(receipt) }, tone: 'info' }),
      openBorrowDetail: (_, { orderId }) =>
        navigate.go(`/borrowDetail/${encodeURIComponent(orderId)}`, undefined, { replace: true }),
      openCustomerService: () => navigate.go(CUSTOMER_SERVICE_PATH),
    },
  })
}
