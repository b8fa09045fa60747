import type { Catalogue } from '../catalogue.ts'

/** The payment account form (/bindBank, /bindCard; plain English, the reference catalogue). */
const en = {
  next: 'Next',
  submitting: 'Submitting…',
  loadFailed: 'The payment account form could not be loaded.',
  savedHeading: 'Your payment account is saved',
  savedText: 'It is linked to your loan. You can return to the app.',
  cardType: 'Card type',
  choose: 'Choose',
  /** A refused Next at an empty field, with the field's own title (from the server). */
  enter: (field: string) => `Enter your ${field}.`,
  pick: (field: string) => `Choose your ${field}.`,
  cancel: 'Cancel',
  confirm: 'Confirm',
  bankAccount: 'Bank account',
  wallet: 'E-wallet',
  otherType: (code: string) => `Card type ${code}`,
  check: {
    checking: 'Checking your payment account',
    unknown: 'We could not confirm your payment account yet',
    checkingText: 'We are confirming that your account was saved. Do not submit it again.',
    unknownText: 'Your account may have been saved, but we could not confirm it. Do not submit it again.',
    unknownNext: 'Check again in a moment, or ask customer service.',
  },
  incomplete: {
    heading: 'This link is incomplete',
    text: 'It does not say which loan the payment account is for. Open this page again from the app.',
  },
} satisfies Catalogue

export default en
