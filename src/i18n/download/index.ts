import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** The download page's and the registration agreement frame's texts (./en.ts). */
export const downloadTexts = catalogue<typeof en>('download', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
