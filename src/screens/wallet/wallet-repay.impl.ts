import { fromPromise } from 'xstate'
import {
  walletRepayMachine,
  type WalletInput,
  type WalletRepayInput,
} from '../../../machines/wallet-repay.machine.ts'
import type { PageQuery } from '../../lib/query.ts'
import { decodeRepayQuery, walletCheckoutUrl } from '../repay-by-card/repay-link.ts'
import { CARD_REPAY_PATH, cardRepayParams } from '../repayment/card-repay-link.ts'
import type { Services } from '../services.tsx'

/**
 * Decodes the page's query as `/repayChoose` does (orderId, amount in minor units, optional
 * productName and repayDate; userId from the common query); `null` when the link lacks an order or
 * a valid amount. A zero amount is refused too: there is nothing to hand to an e-wallet.
 */
export function decodeWalletQuery(query: PageQuery): WalletRepayInput | null {
  const decoded = decodeRepayQuery(query)
  // The card page's link has exactly the e-wallet page's fields.
  return decoded === null || Number(decoded.amount) <= 0 ? null : decoded
}

/** The real side effects of the e-wallet repayment: the call, the checkout, the card page, toasts. */
export function walletRepayWith(services: Services) {
  const { navigate, toast } = services
  return walletRepayMachine.provide({
    actors: {
      payByWallet: fromPromise(({ input }: { input: WalletInput }) => walletCheckoutUrl(services, input)),
    },
    actions: {
      showToast: (_, params) => toast(params),
      // Both replace this page: it only exists to open the e-wallet, so Back from the checkout or the
      // card page returns to the pay-way choice instead of asking the e-wallet again.
      openWalletCheckout: (_, { url }) => navigate.leave(url, { replace: true }),
      openCardRepay: (_, params) => navigate.go(CARD_REPAY_PATH, cardRepayParams(params), { replace: true }),
    },
  })
}
