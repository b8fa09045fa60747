import type { ReactNode } from 'react'
// ?no-inline: every picture stays a file of its own, fetched only when it nears the viewport, never a
// data URL inside the route's script.
import gcashBills from './images/gcash-bills.svg?no-inline'
import gcashForm from './images/gcash-form.svg?no-inline'
import gcashReceipt from './images/gcash-receipt.svg?no-inline'
import mayaBills from './images/maya-bills.svg?no-inline'
import mayaForm from './images/maya-form.svg?no-inline'
import mayaReceipt from './images/maya-receipt.svg?no-inline'
import storeForm from './images/store-form.svg?no-inline'
import storeKiosk from './images/store-kiosk.svg?no-inline'
import storeReceipt from './images/store-receipt.svg?no-inline'

/** The pictures' intrinsic size (their viewBox), so the page keeps its layout while they load. */
export const PICTURE_WIDTH = 300
export const PICTURE_HEIGHT = 480

export interface Picture {
  src: string
  /** What the picture shows, for a screen reader. */
  alt: string
  /** The step (1-based) it illustrates. */
  step: number
  /** One line under the enlarged picture. */
  caption: string
}

export interface Guide {
  id: 'gcash' | 'maya' | 'store'
  /** The section heading. */
  title: string
  /** The guide's name in a picture's name: "Enlarge: GCash Bills, step 2". */
  name: string
  /** The jump button's label. */
  short: string
  lead: string
  steps: ReactNode[]
  pictures: Picture[]
}

export const GUIDES: Guide[] = [
  {
    id: 'gcash',
    title: 'GCash Bills',
    name: 'GCash Bills',
    short: 'GCash',
    lead: 'Pay from your GCash wallet with Bills.',
    steps: [
      <>
        Open the GCash app and tap <strong>Bills</strong>.
      </>,
      <>
        Tap <strong>Payment Solutions</strong>, then <strong>Dragonpay</strong>. You can also search for
        “Dragonpay”.
      </>,
      <>
        Enter the amount, your pay code as the <strong>Reference number</strong> and your mobile number. Tap{' '}
        <strong>Next</strong>, check the details and confirm.
      </>,
      <>Keep the receipt: take a screenshot until the payment shows in your loan.</>,
    ],
    pictures: [
      {
        src: gcashBills,
        step: 2,
        alt: 'GCash Bills screen with the billers’ categories; Payment Solutions is marked.',
        caption: 'In Bills, tap Payment Solutions, then Dragonpay.',
      },
      {
        src: gcashForm,
        step: 3,
        alt: 'GCash Dragonpay form: Amount, Reference number (marked, your pay code goes here), Mobile number, Email and a Next button.',
        caption: 'Your pay code goes in Reference number.',
      },
      {
        src: gcashReceipt,
        step: 4,
        alt: 'GCash receipt: paid to Dragonpay, the amount paid, your pay code as the reference number and the date.',
        caption: 'Keep the receipt until the payment shows in your loan.',
      },
    ],
  },
  {
    id: 'maya',
    title: 'Maya (PayMaya)',
    name: 'Maya',
    short: 'Maya',
    lead: 'Pay from your Maya wallet with Bills.',
    steps: [
      <>
        Open the Maya app and tap <strong>Bills</strong>.
      </>,
      <>
        Search for <strong>Dragonpay</strong> and tap it.
      </>,
      <>
        Enter your pay code as the <strong>Account / Reference number</strong> and the amount. Tap{' '}
        <strong>Continue</strong>, check the details and pay.
      </>,
      <>Keep the receipt: take a screenshot until the payment shows in your loan.</>,
    ],
    pictures: [
      {
        src: mayaBills,
        step: 2,
        alt: 'Maya Bills screen with “Dragonpay” typed in the search box; the Dragonpay result is marked.',
        caption: 'Search for Dragonpay and tap it.',
      },
      {
        src: mayaForm,
        step: 3,
        alt: 'Maya Dragonpay form: Account / Reference number (marked, your pay code goes here), Amount, Email and a Continue button.',
        caption: 'Your pay code goes in Account / Reference number.',
      },
      {
        src: mayaReceipt,
        step: 4,
        alt: 'Maya receipt: payment successful, biller Dragonpay, your pay code as the account number.',
        caption: 'Keep the receipt until the payment shows in your loan.',
      },
    ],
  },
  {
    id: 'store',
    title: 'Cash at a store',
    name: 'Store',
    short: 'Store',
    lead: 'Pay in cash at 7-Eleven or another Dragonpay partner counter.',
    steps: [
      <>
        Go to a 7-Eleven or another Dragonpay partner, such as Bayad Center, SM Bills Payment, Cebuana
        Lhuillier or M Lhuillier.
      </>,
      <>
        At 7-Eleven, use the <strong>CLiQQ</strong> kiosk: tap <strong>Bills Payment</strong>, then{' '}
        <strong>Dragonpay</strong>, and enter your pay code and the amount. The kiosk prints a payment slip.
      </>,
      <>
        At other counters, fill in the bills payment form: <strong>Dragonpay</strong> as the biller and your
        pay code as the <strong>Account / Reference number</strong>.
      </>,
      <>Give the slip or form and the exact amount in cash to the cashier. Keep the receipt.</>,
    ],
    pictures: [
      {
        src: storeKiosk,
        step: 2,
        alt: '7-Eleven CLiQQ kiosk showing Bills Payment with Dragonpay marked; a payment slip comes out of the printer.',
        caption: 'On the CLiQQ kiosk: Bills Payment, then Dragonpay.',
      },
      {
        src: storeForm,
        step: 3,
        alt: 'Bills payment form filled in: biller Dragonpay, your pay code as the account or reference number (marked), your name, contact number, the exact amount, cash.',
        caption: 'On the form: Dragonpay as the biller, your pay code as the reference number.',
      },
      {
        src: storeReceipt,
        step: 4,
        alt: 'Store receipt: biller Dragonpay, your pay code, the amount paid in cash; keep it until your loan shows the payment.',
        caption: 'Keep the receipt until the payment shows in your loan.',
      },
    ],
  },
]

/** A picture's place: which guide, which of its pictures. */
export interface PictureRef {
  guide: Guide['id']
  index: number
}

export function pictureName(guide: Guide, picture: Picture): string {
  return `${guide.name}, step ${picture.step}`
}

/** Which guide's steps fit a channel, by its name (decision 030); none for a name it does not know. */
const CHANNEL_GUIDES: readonly [RegExp, Guide['id']][] = [
  [/g-?cash/i, 'gcash'],
  [/maya/i, 'maya'],
  [/7-?eleven|cliqq|store|counter|bayad cent|cebuana|lhuillier|sm bills|cash/i, 'store'],
]

export function guideForChannel(channel: string): Guide | undefined {
  const id = CHANNEL_GUIDES.find(([pattern]) => pattern.test(channel))?.[1]
  return GUIDES.find((guide) => guide.id === id)
}
