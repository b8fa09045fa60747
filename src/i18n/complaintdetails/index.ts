import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** A complaint's details' texts (./en.ts). */
export const complaintDetailsTexts = catalogue<typeof en>('complaintdetails', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
