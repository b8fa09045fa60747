import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  landing: {
    title: 'Cash loan sa loob ng ilang minuto',
    subtitle: 'Mag-register gamit ang iyong mobile number at i-download ang app.',
    decision: 'Desisyon sa loob ng 1 araw',
    money: 'Pera sa loob ng 1 hanggang 3 araw',
    terms: 'Termino na 91 hanggang 365 araw',
    unavailable: 'Hindi ma-load ang page na ito',
    tryAgain: 'Subukan ulit',
    download: 'I-download ang app',
    incomplete: 'Kulang ang registration link na ito',
    incompleteText:
      'Hindi nito sinasabi kung saang promo ito galing. Puwede mo pa ring i-download ang app at doon mag-register.',
  },
  form: {
    name: 'Mag-register',
    phone: 'Mobile number',
    phonePlaceholderSpecRule: '11-digit na mobile number',
    imageCode: 'Image code',
    imageCodePlaceholder: (length: number) => `${length} karakter`,
    smsCode: 'SMS code',
    smsCodePlaceholder: (length: number) => `${length}-digit code`,
    register: 'Mag-register',
    registering: 'Nire-register…',
    agreementLead: 'Sa pag-register, sumasang-ayon ka sa ',
    agreementLink: 'Kasunduan sa pag-register',
    agreementEnd: '.',
    pictureNotLoaded: 'Hindi na-load ang larawan',
    picture: 'Larawan ng image code',
    loadPictureAgain: 'I-load ulit ang larawan',
    newPicture: 'Bagong larawan',
  },
  messages: {
    'register.phoneInvalid': 'Ilagay ang iyong mobile number: 11 digit na nagsisimula sa 09.',
    'register.phoneInvalidSpecRule': 'Ilagay ang iyong mobile number: 11 digit na nagsisimula sa 1.',
    'register.imageCodeInvalid': 'Ilagay ang 4 na character na nasa larawan.',
    'register.smsCodeInvalid': 'Ilagay ang 6-digit na code na ipinadala namin sa SMS.',
    'register.phoneFirst': 'Ilagay muna ang iyong mobile number, saka i-tap ang larawan para sa bago.',
    'register.resendRefused': 'Hintaying matapos ang countdown bago humingi ng bagong code.',
    'register.codeSent': 'Naipadala na ang code. Tingnan ang iyong SMS.',
    'register.alreadyRegistered': 'Naka-register na ang number na ito. I-download ang app at mag-log in.',
    'register.success': 'Naka-register ka na.',
  },
  getCode: 'Kunin ang code',
  resendIn: (seconds: number) => `Magpadala ulit sa loob ng ${seconds} s`,
}

export default fil
