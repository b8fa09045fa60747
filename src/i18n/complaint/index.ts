import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** Filing a complaint: the complaint start's and form's texts (./en.ts). */
export const complaintTexts = catalogue<typeof en>('complaint', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
