import type { Receipt, WalletInput } from '../../../machines/repay-by-card.types.ts'
import type { PaymentCheckInput } from '../../../machines/repay-outcome.ts'
import type { CheckOutcome } from '../../../machines/shared/submission.ts'
import { repaymentWay } from '../../api/repayment-way.ts'
// Declares the card catalogue for both routes (the e-wallet page shows its messages too); the check's
// own texts are in src/i18n/cardpopups, declared by ./payment-check.tsx alone (on demand).
import { cardTexts } from '../../i18n/card/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { NOT_SENT } from '../../lib/submission-trace.ts'
import { Skeleton } from '../../ui/components.tsx'
import { onDemand, onDemandModule } from '../../ui/on-demand.tsx'
import type { Services } from './services.tsx'
import type * as PaymentCheckModule from './payment-check.tsx'
import type { PaymentCheckProps } from './payment-check.tsx'

/*
 * What the card repayment (/repayChoose) and the e-wallet repayment (/alipayrepayment) share besides
 * the traces (./payment-trace.ts): the payment calls and the check of a payment whose answer never
 * came (their code on demand, ./payment-check.tsx), the paid announcement and the way to customer service.
 */

/** Where the borrower reaches customer service when a payment's outcome stays unknown (src/app/routes.ts). */
export const CUSTOMER_SERVICE_PATH = '/customerService'

/**
 * The payment calls under their traces, the check of a payment whose answer never came and its panel
 * (./payment-check.tsx) load on demand, outside the routes' first load: from the borrower's first tap,
 * as a payment starts, or at once when the page opens on an unsettled payment. A failed download is
 * forgotten, so the next payment or check asks again.
 */
export const loadPaymentCheck = onDemandModule(() => import('./payment-check.tsx'), NOT_SENT)

/** The payment calls' code, for a payment that starts now; when it cannot be downloaded nothing is sent. */
export function loadPaymentSubmit(): Promise<typeof PaymentCheckModule> {
  prefetchPaymentCheck()
  return loadPaymentCheck()
}

/**
 * The check's panel, in place of Pay while a payment is checked or unknown (both routes render it).
 * On demand with the check's code: loaded from the first tap, as a payment call starts, or when the
 * page opens on an unsettled payment.
 */
export const paymentCheckPanel = onDemand<PaymentCheckProps>(
  () => loadPaymentCheck().then((m) => m.PaymentCheck),
  undefined,
  Skeleton,
)

/** Starts loading the check while a payment call is in flight: it is here if the answer never comes. */
export const prefetchPaymentCheck = (): void => void paymentCheckPanel.prefetch()

/** The e-wallet checkout (repayment-huichao under its trace, ./payment-check.tsx): its code loads as it starts. */
export async function walletCheckoutUrl(
  services: Pick<Services, 'api' | 'origin' | 'store'>,
  payload: WalletInput,
): Promise<string> {
  return (await loadPaymentSubmit()).walletCheckout(services, payload)
}

/**
 * The check of an unknown payment (./payment-check.tsx), once its code is here. repayment-way is named
 * here, so it stays in the chunk both routes load rather than one of its own (which the check would make).
 */
export async function checkPayment(
  services: Pick<Services, 'api' | 'store'>,
  input: PaymentCheckInput,
  signal?: AbortSignal,
): Promise<CheckOutcome> {
  return (await loadPaymentCheck()).checkPayment(services, repaymentWay, input, signal)
}

/** The text that tells the borrower a payment went through; it stays on screen as the next page opens. */
export function paidText({ amount, bankName, cardNo }: Receipt): string {
  const card = [bankName, cardNo].filter((part) => part !== '').join(' ')
  const t = cardTexts().done
  return card === '' ? t.paid(formatPeso(amount)) : t.paidWithCard(formatPeso(amount), card)
}
