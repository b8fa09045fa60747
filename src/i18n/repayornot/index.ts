import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** The repay-or-not choice's texts (./en.ts). */
export const repayornotTexts = catalogue<typeof en>('repayornot', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
