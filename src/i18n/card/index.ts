import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** Card payment texts, shared with the e-wallet page (./en.ts). */
export const cardTexts = catalogue<typeof en>('card', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
