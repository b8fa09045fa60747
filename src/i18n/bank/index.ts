import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** Payment account form texts (./en.ts). */
export const bankTexts = catalogue<typeof en>('bank', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
