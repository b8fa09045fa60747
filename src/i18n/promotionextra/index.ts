import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/**
 * Texts of the promotion landing's on-demand code (the registration's outcome check, the lender's
 * footer; ./en.ts). Imported only by that code and the download page (never by the landing's first
 * load), so they load with its chunks.
 */
export const promotionExtraTexts = catalogue<typeof en>('promotionextra', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
