import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** Customer service's texts (./en.ts). */
export const serviceTexts = catalogue<typeof en>('service', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
