import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** Order status chips' texts (./en.ts). */
export const statusTexts = catalogue<typeof en>('status', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
