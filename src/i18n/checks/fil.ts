import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  checkAgain: 'Suriin ulit',
  contactService: 'Kausapin ang customer service',
  barcodeUnavailable: 'Hindi maipakita ang code na ito bilang bar code.',
}

export default fil
