import type { Catalogue } from '../catalogue.ts'

/**
 * The Dragonpay payment instructions' texts (plain English, the reference): `/dragonpay` and `/carpmm`,
 * and the chosen channel's steps on the pay code page. A part between double asterisks is shown in
 * bold (`Rich`, src/screens/shared/dragonpay-guides.tsx): the names of the apps' menus and buttons,
 * as those apps spell them (they stay English in every language).
 */
const en = {
  intro:
    'Pay your loan through **Dragonpay**: with GCash, with Maya, or in cash at a store. Always enter your **pay code** where the app or form asks for the reference number, so the payment reaches your loan.',
  introNoCode: 'Your pay code is on your loan’s payment page.',
  amountUnreadable: 'The amount in this link could not be read. Pay the amount shown in your loan.',
  payCodeUnreadable: 'The pay code in this link could not be read. Use the pay code shown in your loan.',
  yourPayment: 'Your payment',
  amountDue: 'Amount due',
  payCode: 'Pay code',
  copyPayCode: 'Copy pay code',
  copy: 'Copy',
  waysToPay: 'Ways to pay',
  rulesTitle: 'Before you pay',
  rule1: 'Pay the exact amount. A different amount may not be matched to your loan.',
  rule2: 'Check that the reference number is your pay code, character by character.',
  rule3: 'GCash, Maya and stores may charge a small service fee.',
  rule4: 'Keep your receipt until the payment shows in your loan.',
  close: 'Close',
  /** A guide's pictures, for a screen reader. */
  pictures: (guide: string) => `Pictures: ${guide}`,
  /** A picture's name: "GCash Bills, step 2". */
  pictureName: (guide: string, step: number) => `${guide}, step ${step}`,
  enlarge: (picture: string) => `Enlarge: ${picture}`,
  step: (step: number) => `Step ${step}`,
  gcash: {
    title: 'GCash Bills',
    name: 'GCash Bills',
    short: 'GCash',
    lead: 'Pay from your GCash wallet with Bills.',
    step1: 'Open the GCash app and tap **Bills**.',
    step2: 'Tap **Payment Solutions**, then **Dragonpay**. You can also search for “Dragonpay”.',
    step3:
      'Enter the amount, your pay code as the **Reference number** and your mobile number. Tap **Next**, check the details and confirm.',
    step4: 'Keep the receipt: take a screenshot until the payment shows in your loan.',
    picture2: 'GCash Bills screen with the billers’ categories; Payment Solutions is marked.',
    caption2: 'In Bills, tap Payment Solutions, then Dragonpay.',
    picture3:
      'GCash Dragonpay form: Amount, Reference number (marked, your pay code goes here), Mobile number, Email and a Next button.',
    caption3: 'Your pay code goes in Reference number.',
    picture4:
      'GCash receipt: paid to Dragonpay, the amount paid, your pay code as the reference number and the date.',
    caption4: 'Keep the receipt until the payment shows in your loan.',
  },
  maya: {
    title: 'Maya (PayMaya)',
    name: 'Maya',
    short: 'Maya',
    lead: 'Pay from your Maya wallet with Bills.',
    step1: 'Open the Maya app and tap **Bills**.',
    step2: 'Search for **Dragonpay** and tap it.',
    step3:
      'Enter your pay code as the **Account / Reference number** and the amount. Tap **Continue**, check the details and pay.',
    step4: 'Keep the receipt: take a screenshot until the payment shows in your loan.',
    picture2: 'Maya Bills screen with “Dragonpay” typed in the search box; the Dragonpay result is marked.',
    caption2: 'Search for Dragonpay and tap it.',
    picture3:
      'Maya Dragonpay form: Account / Reference number (marked, your pay code goes here), Amount, Email and a Continue button.',
    caption3: 'Your pay code goes in Account / Reference number.',
    picture4: 'Maya receipt: payment successful, biller Dragonpay, your pay code as the account number.',
    caption4: 'Keep the receipt until the payment shows in your loan.',
  },
  store: {
    title: 'Cash at a store',
    name: 'Store',
    short: 'Store',
    lead: 'Pay in cash at 7-Eleven or another Dragonpay partner counter.',
    step1:
      'Go to a 7-Eleven or another Dragonpay partner, such as Bayad Center, SM Bills Payment, Cebuana Lhuillier or M Lhuillier.',
    step2:
      'At 7-Eleven, use the **CLiQQ** kiosk: tap **Bills Payment**, then **Dragonpay**, and enter your pay code and the amount. The kiosk prints a payment slip.',
    step3:
      'At other counters, fill in the bills payment form: **Dragonpay** as the biller and your pay code as the **Account / Reference number**.',
    step4: 'Give the slip or form and the exact amount in cash to the cashier. Keep the receipt.',
    picture2:
      '7-Eleven CLiQQ kiosk showing Bills Payment with Dragonpay marked; a payment slip comes out of the printer.',
    caption2: 'On the CLiQQ kiosk: Bills Payment, then Dragonpay.',
    picture3:
      'Bills payment form filled in: biller Dragonpay, your pay code as the account or reference number (marked), your name, contact number, the exact amount, cash.',
    caption3: 'On the form: Dragonpay as the biller, your pay code as the reference number.',
    picture4:
      'Store receipt: biller Dragonpay, your pay code, the amount paid in cash; keep it until your loan shows the payment.',
    caption4: 'Keep the receipt until the payment shows in your loan.',
  },
} satisfies Catalogue

export default en
