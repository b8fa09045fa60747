import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** Order page texts (loan details; ./en.ts). */
export const orderTexts = catalogue<typeof en>('order', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
