import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** The Dragonpay payment instructions' texts (./en.ts). */
export const dragonpayTexts = catalogue<typeof en>('dragonpay', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
