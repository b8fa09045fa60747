import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  pay: (amount: string) => `Magbayad ng ${amount}`,
  loadFailed: 'Hindi ma-load ang iyong halagang babayaran.',
  rolloverLoadFailed: 'Hindi ma-load ang iyong rollover.',
  notice: 'Paalala sa bayad',
  rolloverFee: 'Rollover fee',
  amountDue: 'Halagang babayaran',
  nextDueDate: (date: string) => `Ang susunod mong due date ay ${date}.`,
  dueDate: (date: string) => `Takdang petsa: ${date}`,
  payCode: 'Pay code',
  payCodeOpen: (shown: string) => `${shown}, tingnan kung paano magbayad`,
  copy: 'Kopyahin',
  copyCode: (code: string) => `Kopyahin ang pay code ${code}`,
  barcode: 'Bar code',
  incomplete: {
    heading: 'Kulang ang link na ito para sa bayad',
    text: 'Hindi nito sinasabi kung aling loan ang babayaran. Buksan ulit ang loan mula sa app.',
  },
}

export default fil
