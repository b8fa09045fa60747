import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  intro: 'Narito kami para tumulong sa iyong loan, bayad at account.',
  contactFailed:
    'Hindi ma-load ang pinakabagong contact details. Puwede mo pa rin kaming tawagan sa numero sa ibaba.',
  contactUs: 'Makipag-ugnayan sa amin',
  contactList: 'Paano kontakin ang customer service',
  telephone: 'Telepono',
  call: 'Tumawag',
  email: 'E-mail',
  loadingEmail: 'Nilo-load ang e-mail address',
  write: 'Mag-email',
  complaints: 'Mga reklamo',
  fileComplaint: 'Magreklamo tungkol sa isang order o sa app',
  followComplaints: 'Tingnan ang mga sagot sa iyong mga reklamo',
}

export default fil
