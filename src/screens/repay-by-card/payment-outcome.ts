import type { Receipt, WalletInput } from '../../../machines/repay-by-card.machine.ts'
import type { PaymentCheckInput } from '../../../machines/repay-outcome.ts'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import type { CheckOutcome } from '../../../machines/shared/submission.ts'
import { repaymentHuichao } from '../../api/calls/repayment.ts'
import { formatPeso } from '../../lib/format.ts'
import { createSubmissions } from '../../lib/submissions.ts'
import { checkedRedirect } from '../../lib/url.ts'
import { onDemand } from '../../ui/on-demand.tsx'
import type { Services } from '../services.tsx'
import type * as PaymentCheckModule from './payment-check.tsx'
import type { PaymentCheckProps } from './payment-check.tsx'
import { sendTraced } from './payment-trace.ts'

/*
 * What the card repayment (/repayChoose) and the e-wallet repayment (/alipayrepayment) share besides
 * the traces (./payment-trace.ts): the e-wallet checkout, the check of a payment whose answer never
 * came (its code on demand, ./payment-check.tsx), the paid announcement and the way to customer service.
 */

/** Where the borrower reaches customer service when a payment's outcome stays unknown (src/app/routes.ts). */
export const CUSTOMER_SERVICE_PATH = '/customerService'

/** A checkout URL that fails the redirect check: the lender answered and nothing was paid; the page refuses to go there. */
const CHECKOUT_REFUSED: CallFailure = { kind: 'rejected', code: 'checkoutRefused' }

/**
 * repayment-huichao (spec §7) with the actor's input as its payload (both machines build exactly
 * {userId, orderId, amount}), under its trace bound to the order and amount: a retry after a check
 * asks with the same key (an idempotent lender answers the same checkout). Success is "00"; a URL that
 * fails the redirect check is refused, never a navigation.
 */
export async function walletCheckoutUrl(
  services: Pick<Services, 'api' | 'origin' | 'store'>,
  payload: WalletInput,
): Promise<string> {
  prefetchPaymentCheck()
  const { url } = await sendTraced(
    createSubmissions(services.store),
    'repayment-huichao',
    { orderId: payload.orderId, amount: payload.amount },
    {},
    (submission) => services.api.call(repaymentHuichao, payload, { idempotencyKey: submission.key }),
  )
  try {
    return checkedRedirect(url, services.origin)
  } catch {
    throw CHECKOUT_REFUSED
  }
}

let checkModule: Promise<typeof PaymentCheckModule> | undefined
/**
 * The check and its panel load on demand (outside the routes' first load): from the borrower's first
 * tap, when a payment call starts, or at once when the page opens on an unsettled payment. A failed
 * download is forgotten, so the next check asks again.
 */
export function loadPaymentCheck() {
  return (checkModule ??= import('./payment-check.tsx').catch((error: unknown) => {
    checkModule = undefined
    throw error
  }))
}

/**
 * The check's panel, in place of Pay while a payment is checked or unknown (both routes render it).
 * On demand with the check's code: loaded from the first tap, as a payment call starts, or when the
 * page opens on an unsettled payment.
 */
export const paymentCheckPanel = onDemand<PaymentCheckProps>(() =>
  loadPaymentCheck().then((m) => m.PaymentCheck),
)

/** Starts loading the check while a payment call is in flight: it is here if the answer never comes. */
export const prefetchPaymentCheck = (): void => void paymentCheckPanel.prefetch()

/** The check of an unknown payment (./payment-check.tsx), once its code is here. */
export async function checkPayment(
  services: Pick<Services, 'api' | 'store'>,
  input: PaymentCheckInput,
  signal?: AbortSignal,
): Promise<CheckOutcome> {
  return (await loadPaymentCheck()).checkPayment(services, input, signal)
}

/** The text that tells the borrower a payment went through; it stays on screen as the next page opens. */
export function paidText({ amount, bankName, cardNo }: Receipt): string {
  const card = [bankName, cardNo].filter((part) => part !== '').join(' ')
  return `Payment successful: ${formatPeso(amount)}${card === '' ? '' : ` with ${card}`}.`
}
