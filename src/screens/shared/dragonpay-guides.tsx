import { Fragment } from 'react'
import { dragonpayTexts } from '../../i18n/dragonpay/index.ts'
// ?no-inline: every picture stays a file of its own, fetched only when it nears the viewport, never a
// data URL inside the route's script.
import gcashBills from './dragonpay-images/gcash-bills.svg?no-inline'
import gcashForm from './dragonpay-images/gcash-form.svg?no-inline'
import gcashReceipt from './dragonpay-images/gcash-receipt.svg?no-inline'
import mayaBills from './dragonpay-images/maya-bills.svg?no-inline'
import mayaForm from './dragonpay-images/maya-form.svg?no-inline'
import mayaReceipt from './dragonpay-images/maya-receipt.svg?no-inline'
import storeForm from './dragonpay-images/store-form.svg?no-inline'
import storeKiosk from './dragonpay-images/store-kiosk.svg?no-inline'
import storeReceipt from './dragonpay-images/store-receipt.svg?no-inline'

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
  /** The steps, their bold parts between double asterisks (shown with {@link Rich}). */
  steps: string[]
  pictures: Picture[]
}

/** Each guide's pictures, by the step they illustrate (2 to 4); the texts are the catalogue's. */
const PICTURES: Record<Guide['id'], readonly [string, string, string]> = {
  gcash: [gcashBills, gcashForm, gcashReceipt],
  maya: [mayaBills, mayaForm, mayaReceipt],
  store: [storeKiosk, storeForm, storeReceipt],
}
const GUIDE_IDS: readonly Guide['id'][] = ['gcash', 'maya', 'store']

function guideOf(id: Guide['id']): Guide {
  const t = dragonpayTexts()[id]
  const [second, third, fourth] = PICTURES[id]
  return {
    id,
    title: t.title,
    name: t.name,
    short: t.short,
    lead: t.lead,
    steps: [t.step1, t.step2, t.step3, t.step4],
    pictures: [
      { src: second, step: 2, alt: t.picture2, caption: t.caption2 },
      { src: third, step: 3, alt: t.picture3, caption: t.caption3 },
      { src: fourth, step: 4, alt: t.picture4, caption: t.caption4 },
    ],
  }
}

/** The three guides (GCash Bills, Maya, cash at a store) in the page's language; call while rendering. */
export function guides(): Guide[] {
  return GUIDE_IDS.map(guideOf)
}

/** A catalogue text with its bold parts (between double asterisks) in <strong>. */
export function Rich({ text }: { text: string }) {
  return (
    <>
      {text
        .split('**')
        .map((part, index) =>
          index % 2 === 1 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>,
        )}
    </>
  )
}

/** A picture's place: which guide, which of its pictures. */
export interface PictureRef {
  guide: Guide['id']
  index: number
}

export function pictureName(guide: Guide, picture: Picture): string {
  return dragonpayTexts().pictureName(guide.name, picture.step)
}

/** Which guide's steps fit a channel, by its name (decision 030); none for a name it does not know. */
const CHANNEL_GUIDES: readonly [RegExp, Guide['id']][] = [
  [/g-?cash/i, 'gcash'],
  [/maya/i, 'maya'],
  [/7-?eleven|cliqq|store|counter|bayad cent|cebuana|lhuillier|sm bills|cash/i, 'store'],
]

export function guideForChannel(channel: string): Guide | undefined {
  const id = CHANNEL_GUIDES.find(([pattern]) => pattern.test(channel))?.[1]
  return id === undefined ? undefined : guideOf(id)
}
