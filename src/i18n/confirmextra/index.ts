import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/**
 * Loan confirmation texts of on-demand code: the Disclosure Statement, the popups, the submission's
 * panels (./en.ts). Import only from on-demand modules, never from a route's first load.
 */
export const confirmextraTexts = catalogue<typeof en>('confirmextra', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
