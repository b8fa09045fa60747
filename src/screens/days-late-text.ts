/** "1 day late", "12 days late": how late a payment is, as the order list and the repayment pages say it. */
export function daysLateText(days: number): string {
  return days === 1 ? '1 day late' : `${days} days late`
}
