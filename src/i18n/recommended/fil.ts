import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  loansForYou: 'Mga loan para sa iyo',
  youMayAlsoLike: 'Baka magustuhan mo rin',
  recommendedForYou: 'Inirerekomenda para sa iyo',
  loadFailed: 'Hindi ma-load ang mga inirerekomendang loan.',
  none: 'Walang inirerekomendang loan sa ngayon.',
  more: 'I-tap para makita ang iba pang loan',
  seeOffers: 'Tingnan ang mga loan',
  apply: 'Mag-apply na',
  notAvailable: 'Hindi available ngayon',
  applyFor: (action: string, product: string) => `${action}: ${product}`,
  loanAmount: 'Halaga ng loan',
  interestRate: 'Interes',
  loanProduct: 'Produktong loan',
  features: 'Mga feature',
  signInFailed: 'Hindi ka namin ma-sign in sa lender na ito.',
}

export default fil
