import { catalogue } from '../catalogue.ts'
import type en from './en.ts'

/** The e-wallet payment page's texts (./en.ts). */
export const walletTexts = catalogue<typeof en>('wallet', {
  en: () => import('./en.ts'),
  fil: () => import('./fil.ts'),
  spec: () => import('./spec.ts'),
})
