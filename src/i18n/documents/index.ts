import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** The legal documents' frame texts: contents, last updated, the late-charges example, the placeholder (./en.ts). */
export const documentsTexts = catalogue<typeof en>('documents', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
