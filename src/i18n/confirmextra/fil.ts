import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  agreementPopup: {
    title: 'Basahin ang kasunduan',
    frame: 'Kasunduan',
    cancel: 'Kanselahin',
    agree: 'Sang-ayon ako',
  },
  retention: {
    title: 'Aalis ka nang walang loan?',
    leave: 'Umalis nang walang loan',
    stay: 'Manatili at tapusin',
  },
  promo: {
    title: 'Espesyal na alok para sa iyo',
    imageAlt: 'Tingnan kung magkano ang gastos ng alok na ito',
    close: 'Isara',
  },
  checking: {
    title: 'Sinusuri ang iyong loan application',
    text: 'Kinukumpirma namin sa lender na natanggap nila ang application mo. Huwag na itong i-submit ulit.',
  },
  unknown: {
    title: 'Hindi pa namin makumpirma ang application mo',
    text: 'Baka naabot na nito ang lender. Huwag na itong i-submit ulit: tingnan ulit mamaya, o magtanong sa customer service, na nakakakita nito.',
    contact: 'Magtanong sa customer service',
  },
  submitted: {
    title: 'Naipadala na ang iyong loan application',
    text: 'Susuriin ito ng lender at magpapasya sa loob ng 1 araw. Kapag naaprubahan, papasok ang pera sa account mo sa loob ng 1 hanggang 3 araw.',
    followUp: 'Hindi mo na ito kailangang i-submit ulit. Masusubaybayan mo ito sa Mga order ko.',
    viewApplication: 'Tingnan ang application ko',
    goToOrders: 'Pumunta sa Mga order ko',
  },
  disclosure: {
    title: 'Disclosure Statement',
    intro: 'Magkano ang gastos ng loan na ito, ayon sa hinihingi ng Truth in Lending Act (RA 3765).',
    amounts: 'Mga halaga',
    amountFinanced: 'Halagang hiniram (loan amount)',
    financeCharges: 'Mga finance charge',
    interest: 'Interes',
    feesDeducted: 'Mga bayarin na ibinawas agad',
    deductedUpFront: (name: string) => `${name} (ibinawas agad)`,
    totalCharges: 'Kabuuang finance charge',
    netProceedsGroup: 'Net proceeds',
    netProceeds: 'Net proceeds (ang matatanggap mo)',
    notStated: 'Hindi nakasaad',
    schedule: 'Iskedyul ng mga bayad',
    payment: (number: number) => `Bayad ${number}`,
    noSchedule: 'Hindi nakasaad.',
    totals: 'Mga kabuuan',
    totalToPay: 'Kabuuang babayaran',
    rate: 'Effective na interest rate',
    rateValue: (monthly: string, yearly: string) => `${monthly} kada buwan (${yearly} kada taon)`,
    rateComputed: 'Kinuwenta ng app na ito mula sa net proceeds at sa mga bayad sa itaas',
    rateStated: 'Ayon sa sinabi ng lender',
    gapsLabel: 'Ang hindi maipakita ng statement na ito',
  },
  gaps: {
    fees: 'Hindi sinabi ng lender ang mga bayarin nito, kaya hindi maipakita rito ang net proceeds at ang kabuuang finance charge.',
    interest: 'Hindi sinabi ng lender ang interes, at hindi rin ito makikita sa iskedyul ng mga bayad.',
    schedule:
      'Hindi sinabi ng lender ang iskedyul ng mga bayad, kaya hindi maipakita rito ang kabuuang babayaran.',
    mismatch:
      'Hindi nagtutugma ang mga numero ng lender (magkakaiba ang loan amount, mga bayarin, interes at mga bayad). Magtanong muna sa customer service bago ka magkumpirma.',
    rate: 'Hindi makuwenta ang effective na interest rate mula sa mga sinabi ng lender.',
  },
  advisory: {
    label: 'Bago ka magkumpirma',
    lead: (action: string) => `Basahin ang Disclosure Statement bago mo i-tap ang ${action}.`,
    rest: 'Makikita rito ang matatanggap mo, bawat singil sa piso, kung kailan dapat bayaran ang bawat hulog, at ang effective na interest rate.',
  },
  lender: {
    label: 'Nagpapautang',
    secRegistration: 'Numero ng SEC Registration',
    authorityNumber: 'Numero ng Certificate of Authority',
  },
}

export default fil
