import type { Catalogue } from '../catalogue.ts'

/**
 * Recommended loans: the lists (the recommend list, the login-failure page, the order page), each
 * product's card (also the product page's) and the way to the loans on offer. Plain English, the reference.
 */
const en = {
  loansForYou: 'Loans for you',
  youMayAlsoLike: 'You may also like',
  recommendedForYou: 'Recommended for you',
  loadFailed: 'Recommended loans could not be loaded.',
  none: 'No recommended loans right now.',
  more: 'Tap to see more loans',
  seeOffers: 'See loans on offer',
  apply: 'Apply now',
  notAvailable: 'Not available right now',
  /** The card's button name: its action, then the product. */
  applyFor: (action: string, product: string) => `${action}: ${product}`,
  loanAmount: 'Loan amount',
  interestRate: 'Interest rate',
  loanProduct: 'Loan product',
  features: 'Features',
  /** The login-failure page's message when the link carries none. */
  signInFailed: 'We could not sign you in to this lender.',
} satisfies Catalogue

export default en
