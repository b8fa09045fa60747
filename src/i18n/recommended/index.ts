import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** Recommended loans (lists, cards, the login-failure page) texts (./en.ts). */
export const recommendedTexts = catalogue<typeof en>('recommended', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
