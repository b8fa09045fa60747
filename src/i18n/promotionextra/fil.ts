import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  outcome: {
    checking: 'Sinusuri ang iyong registration',
    unknown: 'Hindi pa namin makumpirma ang iyong registration',
    checkingText: 'Kinukumpirma namin kung nagawa na ang iyong account. Huwag nang mag-register ulit.',
    unknownText:
      'Baka nagawa na ang iyong account, pero hindi pa namin ito makumpirma. Huwag nang mag-register ulit.',
    unknownNext: 'Suriin ulit mamaya, o i-download ang app at mag-log in gamit ang number na ito.',
  },
  lender: {
    label: 'Nagpapautang',
    secRegistration: 'Blg. ng SEC Registration',
    authorityNumber: 'Blg. ng Certificate of Authority',
  },
}

export default fil
