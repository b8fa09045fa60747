import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** Product page texts (./en.ts). */
export const productTexts = catalogue<typeof en>('product', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
