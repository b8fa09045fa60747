import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** Instalment and rollover payment texts (/repay, /repayDelay; ./en.ts). */
export const repaymentTexts = catalogue<typeof en>('repayment', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
