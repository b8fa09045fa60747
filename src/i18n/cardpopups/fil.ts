import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  code: {
    title: 'Ilagay ang SMS code',
    sent: (phone: string) =>
      phone === ''
        ? 'Nagpadala kami ng code sa SMS. Ilagay ito para kumpirmahin ang bayad.'
        : `Nagpadala kami ng code sa SMS sa ${phone}. Ilagay ito para kumpirmahin ang bayad.`,
    resumed: (phone: string) =>
      phone === ''
        ? 'Ilagay ang code na ipinadala namin sa SMS para sa bayad na ito. Walang bagong bayad na ginawa.'
        : `Ilagay ang code na ipinadala namin sa SMS sa ${phone} para sa bayad na ito. Walang bagong bayad na ginawa.`,
    label: 'SMS code',
    sending: 'Ipinapadala ang code…',
    cancel: 'Kanselahin',
    confirm: 'Kumpirmahin',
    confirming: 'Kinukumpirma…',
  },
  done: {
    amount: 'Halaga',
    paidWith: 'Ibinayad gamit ang',
    opening: 'Natanggap na ang bayad. Binubuksan ang detalye ng iyong loan…',
    openingWallet: 'Binubuksan ang iyong e-wallet…',
    title: 'Tapos na ang bayad na ito',
    text: 'Binayaran mo na ang halagang ito para sa order na ito kanina lang. Wala ka nang babayaran dito.',
    viewDetails: 'Tingnan ang detalye ng loan',
  },
  check: {
    checking: 'Tinitingnan ang iyong bayad',
    unknown: 'Hindi pa namin makumpirma ang iyong bayad',
    askingWallet: 'Tinatanong namin sa lender ang iyong bayad bago namin buksan ulit ang iyong e-wallet.',
    askingCard: 'Tinatanong namin sa lender kung pumasok ang iyong bayad.',
    doNotPayAgain: 'Huwag munang magbayad ulit.',
    unknownWallet:
      'Huwag munang magbayad ulit: baka pinoproseso na ang iyong bayad. Tingnan ulit pagkalipas ng ilang minuto, o kontakin ang customer service dala ang iyong order number.',
    unknownCard:
      'Huwag munang magbayad ulit: baka nakaltasan ka na. Tingnan ulit pagkalipas ng ilang minuto, o kontakin ang customer service dala ang iyong order number.',
  },
  messages: {
    'repay.codeTooShort': 'Ilagay ang buong code mula sa SMS.',
    'repay.codeError': 'Mali ang code. Tingnan ang SMS at subukan ulit.',
  },
  getCode: 'Kunin ang code',
  resendIn: (seconds: number) => `Magpadala ulit sa loob ng ${seconds} s`,
}

export default fil
