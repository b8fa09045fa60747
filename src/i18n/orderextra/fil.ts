import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  popups: {
    bindTitle: 'I-link ang iyong bank card',
    close: 'Isara',
    bindGo: 'I-link ang bank card ko',
    withdrawTitle: 'Aprubado na ang iyong loan',
    withdrawText: (product: string) =>
      `Handa na ang ${product === '' ? 'iyong loan' : `iyong ${product} loan`}. I-tap ang Tanggapin ang loan ko para maipadala ang pera sa iyong account.`,
    later: 'Mamaya na',
    withdrawGo: 'Tanggapin ang loan ko',
    supportCall: (phone: string) => `tumawag sa ${phone}.`,
    supportApp: 'buksan ang Customer service sa app.',
  },
  receipt: {
    bankCard: 'Bank card',
    wallet: 'E-wallet',
    payCode: 'Pay code',
    payCodeAt: (outlet: string) => `Pay code sa ${outlet}`,
    notGiven: 'Hindi binanggit',
    amountPaid: 'Halagang ibinayad',
    dateTime: 'Petsa at oras',
    manila: (when: string) => `${when} (Manila)`,
    paidWith: 'Ibinayad gamit ang',
    reference: 'Reference',
    order: 'Order',
    loan: 'Loan',
    received: 'Natanggap na ang bayad',
    keep: 'Itago ang resibong ito. Makikita mo ito sa phone na ito, sa Mga resibo ng order na ito.',
    receipts: 'Mga resibo',
    view: (amount: string) => `Tingnan ang resibo: ${amount}`,
  },
  application: {
    title: 'Naipadala na ang application',
    youReceive: 'Matatanggap mo',
    loan: 'Loan',
    appliedFor: 'Inaplayan mo',
    sentTo: 'Ipapadala sa',
    term: 'Termino',
    days: (count: number) => `${count} araw`,
    totalToPay: 'Kabuuang babayaran',
    firstDueDate: 'Unang due date',
    status: 'Status',
    decision:
      'May desisyon sa loob ng 1 araw. Kapag naaprubahan, darating ang pera sa loob ng 1 hanggang 3 araw.',
    below: 'Nasa ibaba ang iyong loan at ang status nito.',
  },
  facts: {
    fullyPaid: 'Bayad na nang buo',
    paid: (amount: string) => `Nagbayad ng ${amount}`,
    paidOn: (amount: string, date: string) => `Nagbayad ng ${amount} noong ${date}`,
    daysLate: (days: number) => `${days} araw nang late`,
    nextRollover:
      'Magbayad na para matigil ang araw-araw na interes, o bayaran ang rollover fee para malipat ang due date.',
    nextPay: 'Magbayad na para matigil ang araw-araw na interes sa hindi pa nababayarang halaga.',
  },
}

export default fil
