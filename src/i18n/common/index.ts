import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** The texts every page shares (./en.ts). */
export const common = catalogue<typeof en>('common', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
