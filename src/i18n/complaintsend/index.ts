import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** The complaint form's texts after a pick or a send (./en.ts), loaded with that code on demand. */
export const complaintSendTexts = catalogue<typeof en>('complaintsend', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
