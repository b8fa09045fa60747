import type { Catalogue } from '../catalogue.ts'

/**
 * The legal documents' frame (plain English, the reference catalogue): the table of contents, the
 * "Last updated" line, the loan terms' worked example of late charges, and the placeholder page. The
 * documents' own texts are the content files (src/content/*.md), in English.
 */
const en = {
  contents: 'Contents',
  updated: 'Last updated',
  agreementPart: 'The agreement',
  /** Above a document on a page in another language: the document is English. */
  languageNote: 'This document is in English.',
  penalty: {
    example: 'Example.',
    caseRepeat: (unpaid: string, days: number) =>
      `A repeat client leaves ${unpaid} unpaid and pays ${days} days late.`,
    caseNew: (unpaid: string, days: number) =>
      `A new client leaves ${unpaid} unpaid and pays ${days} days late.`,
    label: 'Example of late charges',
    charge: 'Charge',
    how: 'How it is worked out',
    amount: 'Amount',
    lateFee: 'One-time late fee',
    repeatClient: 'Repeat client',
    newClient: 'New client',
    interestDay: (day: number) => `Interest, day ${day}`,
    interestDays: (from: number, to: number) => `Interest, days ${from} to ${to}`,
    dayCount: (days: number) => (days === 1 ? '1 day' : `${days} days`),
    total: 'Late charges in total',
    toPay: (unpaid: string) => `To pay, with the unpaid ${unpaid}`,
  },
  rates: {
    label: 'Daily interest on an overdue amount',
    days: 'Days overdue',
    interest: 'Daily interest on the unpaid amount',
    from: (day: number) => `${day} onwards`,
    range: (from: number, to: number) => `${from} to ${to}`,
  },
  placeholder: {
    heading: 'Coming soon',
    text: 'This part of the app is not ready yet. Come back later.',
  },
} satisfies Catalogue

export default en
