import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/**
 * Texts of the card payment's on-demand code (the SMS code sheet, the receipt, the payment check; ./en.ts).
 * Imported only by that code (never by a route's first load), so they load with its chunks.
 */
export const cardPopupTexts = catalogue<typeof en>('cardpopups', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
