import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** The official site's interface texts: nav bar, footer, Privacy Policy frame, contact form (./en.ts). */
export const siteTexts = catalogue<typeof en>('site', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
