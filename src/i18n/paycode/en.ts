import type { Catalogue } from '../catalogue.ts'

/**
 * The pay code pages' texts (plain English, the reference): `/repaymentOfCode` (a code to type in, a
 * QR code, a QR code refused) and `/repaymentOfCode2` (the payment details the instalment page saved).
 * The pages' titles are the routes' (src/i18n/common), but for the QR page's.
 */
const en = {
  incompleteHeading: 'This pay code link is incomplete',
  incompleteText: 'Please go back and choose your payment channel again to get a new code.',
  amountDue: 'Amount due',
  /** A channel's picture's name (and v2's channel) when the link names none. */
  paymentChannel: 'Payment channel',
  yourCode: 'Your pay code',
  yourCodeFor: (channel: string) => `Your pay code for ${channel}`,
  /** `at`: "2026-11-28 10:42". */
  validUntil: (at: string) => `Valid until ${at} (Manila time)`,
  expired: (at: string) =>
    `This pay code expired on ${at} (Manila time). Go back and choose your payment channel again for a new one.`,
  copyCode: (code: string) => `Copy pay code ${code}`,
  copy: 'Copy',
  hint: 'Enter this code in the payment channel’s app or give it at the counter, and pay the exact amount.',
  hintFor: (channel: string) =>
    `Use this code with ${channel} only, and pay the exact amount: each payment channel has its own pay code.`,
  howToPayWith: (channel: string) => `How to pay with ${channel}`,
  stepsWithPictures: 'Steps with pictures',
  stepByStep: 'How to pay, step by step',
  refused: {
    heading: 'This QR code is not shown',
    notFrom: (brand: string) =>
      `This QR code did not come from ${brand}, so it is not shown: paying with it could send your money to someone else.`,
    payWithCode: 'You can still pay with your pay code below.',
    getNewCode: 'To pay, go back to your loan and choose your payment method again to get a new code.',
    askFirst: 'Not sure where this link came from? Ask our customer service before you pay.',
    contact: 'Contact customer service',
  },
  qr: {
    title: 'Scan to pay',
    alt: 'QR code to scan and pay',
    caption: 'Scan with GCash, Maya or your bank’s app.',
    tipsTitle: 'How to scan and pay',
    tip1: 'Open GCash, Maya or your bank’s app.',
    tip2: 'Tap Scan or Pay QR.',
    tip3: 'Scan the code above. Paying from this phone? Take a screenshot, then choose Upload QR in the scan screen.',
    tip4: 'Check that the amount matches before you confirm.',
    tip5: 'Pay, and keep the receipt until the payment shows on your loan.',
    failedHeading: 'The QR code could not be loaded',
    failedText: 'Please check your connection, then go back and choose your payment channel again.',
  },
  v2: {
    notFoundHeading: 'Payment details not found',
    notFoundText: 'Please open the payment again from your loan to see how to pay.',
    /** Spec §2 ("keep the deposit slip as proof of payment"), word for word inside the note. */
    depositNote: 'Pay the total below with your pay code, and keep the deposit slip as proof of payment.',
    due: (date: string) => `due ${date}`,
    payCode: 'Pay code',
    total: 'Total payment',
    forChannel: (channel: string) =>
      `This pay code is for ${channel}. Each payment channel has its own pay code.`,
  },
} satisfies Catalogue

export default en
