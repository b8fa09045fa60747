import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  loadFailed: 'Hindi ma-load ang mga order mo.',
  empty: {
    heading: 'Wala ka pang order',
    text: 'Wala ka pang kahit isang order.',
    next: 'Pumili ng loan na inaalok para mag-apply sa una mong loan.',
  },
  orders: 'Mga order',
  amountDue: 'Halagang babayaran',
  loanAmount: 'Halaga ng loan',
  loanOrder: 'Order ng loan',
  due: (date: string) => `Due date ${date}`,
  placed: (date: string) => `In-apply noong ${date}`,
  daysLate: (days: number) => `${days} araw nang late`,
}

export default fil
