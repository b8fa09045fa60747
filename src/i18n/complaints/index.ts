import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** My complaints' texts (./en.ts). */
export const complaintsTexts = catalogue<typeof en>('complaints', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
