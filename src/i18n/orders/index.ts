import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** My orders texts (./en.ts). */
export const ordersTexts = catalogue<typeof en>('orders', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
