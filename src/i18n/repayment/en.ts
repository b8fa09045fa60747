import type { Catalogue } from '../catalogue.ts'

/**
 * Paying an instalment (/repay) or a rollover fee (/repayDelay): the amount due, the pay code box
 * (plain English, the reference catalogue). What only on-demand code shows (the banner, the pay code's channel, the details, the schedule,
 * the channel popup, the pay code check, the late line, the rollover terms, the kept pay code) is in
 * ../repaymentpopups, which loads with that code.
 */
const en = {
  pay: (amount: string) => `Pay ${amount}`,
  loadFailed: 'Your amount due could not be loaded.',
  rolloverLoadFailed: 'Your rollover could not be loaded.',
  notice: 'Payment notice',
  rolloverFee: 'Rollover fee',
  amountDue: 'Amount due',
  nextDueDate: (date: string) => `Your next due date is ${date}.`,
  dueDate: (date: string) => `Due date ${date}`,
  payCode: 'Pay code',
  /** The pay code box's name: its visible words (`shown`), then where a tap leads. */
  payCodeOpen: (shown: string) => `${shown}, see how to pay`,
  copy: 'Copy',
  copyCode: (code: string) => `Copy pay code ${code}`,
  barcode: 'Bar code',
  incomplete: {
    heading: 'This payment link is incomplete',
    text: 'It does not say which loan to pay. Open the loan again from the app.',
  },
} satisfies Catalogue

export default en
