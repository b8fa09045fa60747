import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** The shared widgets' texts (./en.ts). */
export const checksTexts = catalogue<typeof en>('checks', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
