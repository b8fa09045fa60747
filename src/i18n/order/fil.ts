import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  actions: {
    withdraw: 'Tanggapin ang loan ko',
    repay: 'Bayaran',
    repayment: 'Bayaran',
    rollover: 'I-extend ang loan',
    borrowAgain: 'Mangutang ulit',
  },
  shortOfMoney: 'Kulang ang pera?',
  loadFailed: 'Hindi ma-load ang detalye ng iyong loan.',
  opening: 'Binubuksan ang iyong loan…',
  submitted: 'Naipadala na ang application',
  status: 'Status ng order',
  orderDetails: 'Detalye ng order',
  callService: 'Tawagan ang customer service',
  incomplete: {
    heading: 'Kulang ang link ng loan na ito',
    text: 'Hindi nito sinasabi kung aling loan ang ipapakita. Buksan ulit ang iyong loan mula sa app.',
  },
}

export default fil
