import type { Catalogue } from '../catalogue.ts'

/**
 * The promotion's other pages (plain English, the reference catalogue): the download page
 * (`/downloadTemplate`) and the registration agreement's frame (`/agreementTemplate`; its text is
 * English in the page).
 */
const en = {
  download: {
    eyebrow: 'Cash loans in the Philippines',
    promise: 'Borrow up to ₱20,000 from your phone, with a decision within 1 day.',
    login: 'Already registered? Log in with the same mobile number in the app.',
    offers: (app: string) => `What ${app} offers`,
    borrowTitle: 'Borrow ₱1,000 to ₱20,000',
    borrowText: 'No collateral and no guarantor needed.',
    decisionTitle: 'Decision within 1 day',
    decisionText: 'Apply from your phone and hear back fast.',
    moneyTitle: 'Money in 1 to 3 days',
    moneyText: 'Credited to your account within 1 to 3 calendar days.',
    termsTitle: 'Terms of 91 to 365 days',
    termsText: 'Pick a term that fits your budget.',
    footer: (app: string) =>
      `${app} offers cash loans with terms of 91 to 365 days to borrowers over 18 in the Philippines.`,
    legal: 'Legal',
    agreement: 'Registration agreement',
    privacy: 'Privacy policy',
    googlePlaySmall: 'Get it on',
    appStoreSmall: 'Download on the',
    mockHello: 'Cash loans, fast',
    mockBorrow: 'You can borrow up to',
    mockTerms: 'Terms of 91 to 365 days',
    mockApply: 'Apply now',
  },
  agreement: {
    back: 'Back',
    readPrivacy: 'Read the privacy policy',
    callService: 'Call customer service',
    /** Above the agreement on a page in another language: its text is English. */
    languageNote: 'This agreement is in English.',
  },
} satisfies Catalogue

export default en
