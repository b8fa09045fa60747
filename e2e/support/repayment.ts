import { expect, type Page } from '@playwright/test'
import { withCommon } from './host-query.ts'
import { ORDERS } from './orders.ts'
import { REPAYMENT_INFO_KEY } from './storage-keys.ts'

/**
 * The instalment (/repay) and rollover (/repayDelay) pages: the seeded repayable order (174), whose
 * ₱3,920.00 is due (₱3,500.00 lent); its rollover fee is ₱525.00.
 */
export const REPAY_ORDER = { productId: ORDERS['174'].productId, orderId: ORDERS['174'].orderId }
export const INSTALMENT_URL = withCommon('/repay', REPAY_ORDER)
export const ROLLOVER_URL = withCommon('/repayDelay', REPAY_ORDER)

/** The stored `repaymentInfo`, parsed; null when there is none. */
export async function readRepaymentInfo(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), REPAYMENT_INFO_KEY)
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>)
}

/** Writes `raw` as `repaymentInfo` (or, with null, removes it) before the app reads it: on every load. */
export async function storeRepaymentInfo(page: Page, raw: string | null): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (value === null) window.localStorage.removeItem(key)
      else window.localStorage.setItem(key, value)
    },
    [REPAYMENT_INFO_KEY, raw] as const,
  )
}

/** The footer's "Pay ₱3,920.00" (issue 28; "Payment Method" in the spec's wording), which opens the channels. */
export const paymentMethodButton = (page: Page) => page.getByRole('button', { name: /^Pay ₱/ })
export const paymentSheet = (page: Page) => page.getByRole('dialog', { name: 'Choose how to pay' })
export const paymentButton = (page: Page) => page.getByRole('button', { name: 'Pay', exact: true })
export const channelRadio = (page: Page, name: string) =>
  paymentSheet(page).getByRole('radio', { name, exact: true })

/** Opens the channel popup of a loaded instalment or rollover page. */
export async function openPaymentSheet(page: Page): Promise<void> {
  await paymentMethodButton(page).tap()
  await expect(paymentSheet(page)).toBeVisible()
}

/** Picks a channel in the open popup; its check mark shows. */
export async function chooseChannel(page: Page, name: string): Promise<void> {
  await channelRadio(page, name).tap()
  await expect(channelRadio(page, name)).toBeChecked()
}

/** On a loaded instalment or rollover page: opens the popup, picks `channel` and taps Payment. */
export async function payWith(page: Page, channel: string): Promise<void> {
  await openPaymentSheet(page)
  await chooseChannel(page, channel)
  await paymentButton(page).tap()
}
