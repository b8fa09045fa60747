import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** The promotion landing's texts: landing, registration form, the registration's messages (./en.ts). */
export const promotionTexts = catalogue<typeof en>('promotion', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
