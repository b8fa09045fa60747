import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/**
 * Texts of the instalment and rollover pages' on-demand code (the channel popup, the bar code, the pay
 * code check, the late line, the rollover terms, the kept pay code; ./en.ts). Imported only by that code
 * (never by a route's first load), so they load with its chunks.
 */
export const repaymentPopupTexts = catalogue<typeof en>('repaymentpopups', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
