import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  nav: {
    label: 'Site',
    home: 'Home',
    about: 'Tungkol sa amin',
    policy: 'Patakaran sa privacy',
    loan: 'Mga tuntunin ng loan',
    contact: 'Makipag-ugnayan',
  },
  footer: {
    secRegistration: 'Blg. ng SEC Registration',
    authorityNumber: 'Blg. ng Certificate of Authority',
  },
  languageNote: 'Nasa English ang nilalamang ito.',
  policy: {
    loading: 'Nilo-load ang patakaran sa privacy…',
    open: 'Buksan ang patakaran sa privacy sa sarili nitong page',
    frameTitle: (company: string) => `Patakaran sa privacy ng ${company}`,
    fallback:
      'Hindi ma-load ang page ng patakaran sa privacy sa site ng aming kumpanya. Narito ang aming patakaran sa privacy gaya ng nasa app.',
  },
  form: {
    title: 'Magpadala ng mensahe',
    fullName: 'Buong pangalan',
    phone: 'Phone number',
    message: 'Mensahe',
    missingFullName: 'Ilagay ang iyong buong pangalan.',
    missingPhone: 'Ilagay ang iyong phone number.',
    missingMessage: 'Ilagay ang iyong mensahe.',
    phoneWrong: 'Ilagay ang iyong mobile number: 11 digit na nagsisimula sa 09.',
    incomplete: 'Pakikumpleto ang impormasyon.',
    submit: 'Ipadala',
    mailOpened: (email: string) =>
      `Nabuksan ang iyong e-mail app na may mensahe mo para sa ${email}. Doon mo ito ipadala.`,
    fallbackLead: 'Kung hindi nabuksan ang iyong e-mail app, sumulat sa ',
    fallbackEnd: '.',
  },
  mail: {
    subject: (name: string) => `Mensahe mula kay ${name} (Makipag-ugnayan)`,
    name: 'Buong pangalan',
    phone: 'Phone number',
    message: 'Mensahe',
  },
  details: {
    title: 'Customer service',
    email: 'E-mail',
    phone: 'Telepono',
    hours: 'Oras',
    address: 'Address',
  },
}

export default fil
