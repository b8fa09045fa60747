import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/**
 * Order page texts of on-demand code: popups, facts, receipts, the application just submitted
 * (./en.ts). Import only from on-demand modules, never from a route's first load.
 */
export const orderextraTexts = catalogue<typeof en>('orderextra', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
