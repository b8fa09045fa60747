import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  incompleteHeading: 'Kulang ang link ng bayad na ito',
  incompleteText:
    'Kailangan nito ng order at ng halagang babayaran. Pumili ulit ng paraan ng pagbabayad mula sa iyong loan.',
  failedHeading: 'Hindi mabuksan ang iyong e-wallet',
  failedText: 'Subukan ulit, o bayaran ang parehong halaga gamit ang bank card.',
  tryAgain: 'Subukan ulit',
  payByCard: 'Magbayad gamit ang bank card',
  paid: 'Natanggap na ang bayad. Binubuksan ang detalye ng iyong loan…',
  opening: 'Binubuksan ang iyong e-wallet…',
  confirmIn: (amount: string) => `Kukumpirmahin mo ang bayad na ${amount} sa iyong e-wallet app.`,
}

export default fil
