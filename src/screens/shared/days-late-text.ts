import { ordersTexts } from '../../i18n/orders/index.ts'

/**
 * "1 day late", "12 days late": how late a payment is, as the order list and the repayment pages say
 * it, in the page's language (src/i18n/orders `daysLate`). Importing this module declares the orders
 * catalogue, so a route that shows it waits for those texts too. Call it while rendering.
 */
export function daysLateText(days: number): string {
  return ordersTexts().daysLate(days)
}
