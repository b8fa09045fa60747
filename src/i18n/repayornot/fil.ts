import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  incompleteHeading: 'Kulang ang link ng bayad na ito',
  incompleteText: 'Hindi nito sinasabi kung aling order ang babayaran. Buksan ulit ang order mula sa app.',
  loadFailed: 'Hindi ma-load ang order na ito.',
  question: 'Paano mo gustong bayaran ang order na ito?',
  pay: 'Bayaran',
  shortOfMoney: 'Kulang ang pera?',
  rollover: 'Magbayad para ma-extend',
  notNow: 'Hindi muna',
  nothingDueHeading: 'Walang babayaran ngayon',
  nothingDueText:
    'Walang kailangang bayaran sa order na ito sa ngayon. Nasa detalye ng order kung ano na ang lagay nito.',
  seeOrder: 'Tingnan ang detalye ng order',
  orderDetails: 'Detalye ng order',
}

export default fil
