import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  next: 'Susunod',
  submitting: 'Ipinapadala…',
  loadFailed: 'Hindi ma-load ang form ng account na pambayad.',
  savedHeading: 'Naka-save na ang iyong account na pambayad',
  savedText: 'Naka-link na ito sa iyong loan. Puwede ka nang bumalik sa app.',
  cardType: 'Uri ng card',
  choose: 'Pumili',
  enter: (field: string) => `Ilagay ang iyong ${field}.`,
  pick: (field: string) => `Piliin ang iyong ${field}.`,
  cancel: 'Kanselahin',
  confirm: 'Kumpirmahin',
  bankAccount: 'Bank account',
  wallet: 'E-wallet',
  otherType: (code: string) => `Uri ng card ${code}`,
  check: {
    checking: 'Tinitingnan ang iyong account na pambayad',
    unknown: 'Hindi pa namin makumpirma ang iyong account na pambayad',
    checkingText: 'Kinukumpirma namin na na-save ang iyong account. Huwag itong ipadala ulit.',
    unknownText:
      'Baka na-save na ang iyong account, pero hindi pa namin ito makumpirma. Huwag itong ipadala ulit.',
    unknownNext: 'Tingnan ulit mamaya, o magtanong sa customer service.',
  },
  incomplete: {
    heading: 'Kulang ang link na ito',
    text: 'Hindi nito sinasabi kung para saang loan ang account na pambayad. Buksan ulit ang page na ito mula sa app.',
  },
}

export default fil
