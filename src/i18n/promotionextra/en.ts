import type { Catalogue } from '../catalogue.ts'

/**
 * What the promotion landing loads on demand (plain English, the reference catalogue): the check of a
 * registration whose answer was lost (src/screens/promotion/registration-outcome.tsx) and the lender's identity at the
 * foot of the landing and the download page (decision 028).
 */
const en = {
  outcome: {
    checking: 'Checking your registration',
    unknown: 'We could not confirm your registration yet',
    checkingText: 'We are confirming whether your account was made. Do not register again.',
    unknownText: 'Your account may have been made, but we could not confirm it. Do not register again.',
    unknownNext: 'Check again in a moment, or download the app and log in with this number.',
  },
  lender: {
    label: 'Lender',
    secRegistration: 'SEC Registration No.',
    authorityNumber: 'Certificate of Authority No.',
  },
} satisfies Catalogue

export default en
