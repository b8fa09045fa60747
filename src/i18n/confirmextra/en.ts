import type { Catalogue } from '../catalogue.ts'

/**
 * Loan confirmation texts that only on-demand code shows (issue 28, first-load budget): the Disclosure
 * Statement with the advisory and the lender's identity before the button (decision 028,
 * disclosure-section.tsx), the popups (loan-confirm-popups.tsx, legacy-confirm-popups.tsx), and what
 * the page says once the loan may have been sent (decision 022, submission-parts.tsx via push-check.ts).
 * Only those modules import ./index.ts, so these texts load with their chunks (onDemandModule waits for
 * them). Plain English, the reference catalogue.
 */
const en = {
  agreementPopup: {
    title: 'Read the agreement',
    frame: 'Agreement',
    cancel: 'Cancel',
    agree: 'Agree',
  },
  /** The host's Back (iOS): its Cancel closes the page and the loan is not taken. */
  retention: {
    title: 'Leave without your loan?',
    leave: 'Leave without my loan',
    stay: 'Stay and finish',
  },
  promo: {
    title: 'A special offer for you',
    /** The image is the popup's button: its name says where it leads. */
    imageAlt: 'See what this offer costs',
    close: 'Close',
  },
  checking: {
    title: 'Checking your loan application',
    text: 'We are confirming with the lender that your application went through. Do not submit it again.',
  },
  unknown: {
    title: 'We could not confirm your application yet',
    text: 'It may have reached the lender. Do not submit it again: check again in a moment, or ask customer service, who can see it.',
    contact: 'Ask customer service',
  },
  submitted: {
    title: 'Your loan application was submitted',
    text: 'The lender reviews it and decides within 1 day. Once it is approved, the money reaches your account within 1 to 3 days.',
    followUp: 'You do not need to submit it again. You can follow it in My orders.',
    viewApplication: 'View my application',
    goToOrders: 'Go to My orders',
  },
  disclosure: {
    title: 'Disclosure Statement',
    intro: 'What this loan costs, as the Truth in Lending Act (RA 3765) asks.',
    amounts: 'Amounts',
    amountFinanced: 'Amount financed (loan amount)',
    financeCharges: 'Finance charges',
    interest: 'Interest',
    /** The one fee the statement names itself: what the net proceeds leave out. */
    feesDeducted: 'Fees deducted up front',
    deductedUpFront: (name: string) => `${name} (deducted up front)`,
    totalCharges: 'Total finance charges',
    netProceedsGroup: 'Net proceeds',
    netProceeds: 'Net proceeds (what you receive)',
    notStated: 'Not stated',
    schedule: 'Schedule of payments',
    payment: (number: number) => `Payment ${number}`,
    noSchedule: 'Not stated.',
    totals: 'Totals',
    totalToPay: 'Total amount to pay',
    rate: 'Effective interest rate',
    rateValue: (monthly: string, yearly: string) => `${monthly} per month (${yearly} per year)`,
    rateComputed: 'Computed by this app from the net proceeds and the payments above',
    rateStated: 'As stated by the lender',
    gapsLabel: 'What this statement cannot show',
  },
  /** What the statement says where it cannot state a figure (machines/disclosure.ts DisclosureGap). */
  gaps: {
    fees: 'The lender has not stated its fees, so the net proceeds and the total finance charges cannot be shown here.',
    interest: 'The lender has not stated the interest, and the schedule of payments does not show it.',
    schedule: 'The lender has not stated the schedule of payments, so the total to pay cannot be shown here.',
    mismatch:
      'The lender’s figures do not add up (the loan amount, fees, interest and payments disagree). Ask customer service before you confirm.',
    rate: 'The effective interest rate cannot be worked out from what the lender has stated.',
  },
  /** SEC MC 19's advisory before the button that confirms (`action` names it). */
  advisory: {
    label: 'Before you confirm',
    lead: (action: string) => `Read the Disclosure Statement before you tap ${action}.`,
    rest: 'It shows what you receive, every charge in pesos, when each payment is due and the effective interest rate.',
  },
  /** The lender's identity (SEC MC 19), src/ui/lender-identity.tsx. */
  lender: {
    label: 'Lender',
    secRegistration: 'SEC Registration No.',
    authorityNumber: 'Certificate of Authority No.',
  },
} satisfies Catalogue

export default en
