import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** Loan confirmation (v3, by period, variant 2), its disclosure statement and popups texts (./en.ts). */
export const confirmTexts = catalogue<typeof en>('confirm', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
