import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  download: {
    eyebrow: 'Cash loan sa Pilipinas',
    promise: 'Humiram ng hanggang ₱20,000 gamit ang iyong phone, may desisyon sa loob ng 1 araw.',
    login: 'Naka-register ka na? Mag-log in sa app gamit ang parehong mobile number.',
    offers: (app: string) => `Ang alok ng ${app}`,
    borrowTitle: 'Humiram ng ₱1,000 hanggang ₱20,000',
    borrowText: 'Walang collateral at walang guarantor.',
    decisionTitle: 'Desisyon sa loob ng 1 araw',
    decisionText: 'Mag-apply gamit ang iyong phone at makakuha agad ng sagot.',
    moneyTitle: 'Pera sa loob ng 1 hanggang 3 araw',
    moneyText: 'Papasok sa iyong account sa loob ng 1 hanggang 3 araw.',
    termsTitle: 'Termino na 91 hanggang 365 araw',
    termsText: 'Pumili ng termino na kaya ng iyong budget.',
    footer: (app: string) =>
      `Nag-aalok ang ${app} ng cash loan na may terminong 91 hanggang 365 araw sa mga borrower na lampas 18 taong gulang sa Pilipinas.`,
    legal: 'Legal',
    agreement: 'Kasunduan sa pag-register',
    privacy: 'Patakaran sa privacy',
    googlePlaySmall: 'Kunin ito sa',
    appStoreSmall: 'I-download sa',
    mockHello: 'Mabilis na cash loan',
    mockBorrow: 'Puwede kang humiram ng hanggang',
    mockTerms: 'Termino na 91–365 araw',
    mockApply: 'Mag-apply na',
  },
  agreement: {
    back: 'Bumalik',
    readPrivacy: 'Basahin ang patakaran sa privacy',
    callService: 'Tawagan ang customer service',
    languageNote: 'Nasa English ang kasunduang ito.',
  },
}

export default fil
