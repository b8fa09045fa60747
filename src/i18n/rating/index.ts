import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** The star rating popup's texts (./en.ts). */
export const ratingTexts = catalogue<typeof en>('rating', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
