import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  pay: (amount: string) => `Magbayad ng ${amount}`,
  paying: 'Nagbabayad…',
  continuePayment: 'Ituloy ang bayad',
  waysFailed: 'Hindi ma-load ang mga paraan ng pagbabayad.',
  chooseHowToPay: 'Piliin kung paano magbabayad',
  pendingCard: (card: string) =>
    `Sinimulan mo na ang bayad na ito gamit ang ${card}. I-tap ang Ituloy ang bayad para ilagay ang SMS code na ipinadala namin.`,
  noCard: 'Wala ka pang naka-link na bank card.',
  wallet: 'E-wallet',
  walletHint: 'Magbayad sa iyong e-wallet app',
  amount: {
    label: 'Halagang babayaran',
    loan: 'Loan',
    orderNo: 'Order number',
    dueDate: 'Due date',
  },
  done: {
    paid: (amount: string) => `Natanggap na ang bayad: ${amount}.`,
    paidWithCard: (amount: string, card: string) => `Natanggap na ang bayad: ${amount} gamit ang ${card}.`,
  },
  incomplete: {
    heading: 'Kulang ang link na ito para sa bayad',
    text: 'Kailangan nito ng order at halagang babayaran. Buksan ulit ang bayad mula sa iyong loan.',
  },
  messages: {
    'repay.cardListFailed': 'Hindi ma-load ang iyong mga bank card. Subukan ulit.',
    'repay.selectCard': 'Pumili muna ng bank card.',
    'repay.repeatedSubmit':
      'Pinoproseso na ang bayad na ito. Maghintay ng isang minuto, saka tingnan ang iyong order bago subukan ulit.',
    'repay.notDone': 'Hindi pumasok ang iyong bayad at hindi ka nakaltasan. Puwede kang magbayad ulit.',
    'repay.walletNotDone': 'Hindi natuloy ang bayad sa e-wallet. Puwede mong buksan ulit ang iyong e-wallet.',
  },
}

export default fil
