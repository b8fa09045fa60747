import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** The pay code pages' texts (./en.ts). */
export const paycodeTexts = catalogue<typeof en>('paycode', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
