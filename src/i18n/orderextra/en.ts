import type { Catalogue } from '../catalogue.ts'

/**
 * Order page texts that only on-demand code shows (issue 28, first-load budget): the popups
 * (order-popups.tsx), the status facts (order-facts.tsx), the application just submitted and the
 * payments' receipts (order-receipts.tsx). Only those modules import ./index.ts. Plain English, the
 * reference catalogue.
 */
const en = {
  popups: {
    bindTitle: 'Link your bank card',
    close: 'Close',
    bindGo: 'Link my bank card',
    withdrawTitle: 'Your loan is approved',
    withdrawText: (product: string) =>
      `${product === '' ? 'Your loan' : `Your ${product} loan`} is ready. Tap Receive my loan to have the money sent to your account.`,
    later: 'Later',
    withdrawGo: 'Receive my loan',
    supportCall: (phone: string) => `call ${phone}.`,
    supportApp: 'open Customer service in the app.',
  },
  receipt: {
    bankCard: 'Bank card',
    wallet: 'E-wallet',
    payCode: 'Pay code',
    payCodeAt: (outlet: string) => `Pay code (${outlet})`,
    notGiven: 'Not given',
    amountPaid: 'Amount paid',
    dateTime: 'Date and time',
    manila: (when: string) => `${when} (Manila)`,
    paidWith: 'Paid with',
    reference: 'Reference',
    order: 'Order',
    loan: 'Loan',
    received: 'Payment received',
    keep: 'Keep this receipt. It stays on this phone under Receipts on this order.',
    receipts: 'Receipts',
    view: (amount: string) => `View receipt: ${amount}`,
  },
  application: {
    title: 'Application submitted',
    youReceive: 'You receive',
    loan: 'Loan',
    appliedFor: 'You applied for',
    sentTo: 'Sent to',
    term: 'Term',
    /** The term's value: the record keeps the number of days (src/lib/submitted-loan.ts). */
    days: (count: number) => (count === 1 ? '1 day' : `${count} days`),
    totalToPay: 'Total to pay',
    firstDueDate: 'First due date',
    status: 'Status',
    decision:
      'A decision is made within 1 day. Once approved, the money arrives within 1 to 3 calendar days.',
    below: 'Your loan and its status are below.',
  },
  facts: {
    fullyPaid: 'Fully paid',
    paid: (amount: string) => `Paid ${amount}`,
    paidOn: (amount: string, date: string) => `Paid ${amount} on ${date}`,
    daysLate: (days: number) => (days === 1 ? '1 day late' : `${days} days late`),
    nextRollover: 'Pay now to stop daily interest, or pay the rollover fee to move the due date.',
    nextPay: 'Pay now to stop daily interest on the unpaid amount.',
  },
} satisfies Catalogue

export default en
