import type { TextsOf } from '../catalogue.ts'
import type en from './en.ts'

/** Filipino (./en.ts is the reference). */
const fil: TextsOf<typeof en> = {
  titles: {
    pay: 'Bayaran ang loan',
    complaint: 'Online na serbisyo',
    confirmLoan: 'Kumpirmahin ang loan',
    loanDetails: 'Detalye ng loan',
    loginFailed: 'Hindi natuloy',
    recommended: 'Inirerekomenda',
    myOrders: 'Mga order ko',
    product: 'Produkto',
    register: 'Mag-register',
    download: 'I-download ang Bayad app',
    registrationAgreement: 'Kasunduan sa pag-register',
    testPreview: 'Test preview',
    rollover: 'Magbayad para ma-extend ang loan',
    payCode: 'Pay code',
    paymentDetails: 'Detalye ng bayad',
    paymentInstructions: 'Paano magbayad',
    walletPay: 'Magbayad gamit ang e-wallet',
    paymentAccount: 'Impormasyon ng account na pambayad',
    myComplaints: 'Mga reklamo ko',
    complaintDetails: 'Detalye ng reklamo',
    customerService: 'Customer service',
    siteHome: 'Cash loan sa Pilipinas',
    aboutUs: 'Tungkol sa amin',
    privacyPolicy: 'Patakaran sa privacy',
    loanTerms: 'Mga tuntunin at kondisyon ng loan',
    contactUs: 'Makipag-ugnayan sa amin',
    loanAgreement: 'Kasunduan sa loan',
  },
  messages: {
    'error.network': 'May error. Suriin ang iyong koneksyon at subukan ulit.',
    'error.offline': 'Offline ka. Kumonekta sa internet at subukan ulit.',
    'submission.notDone': 'Hindi ito natuloy. Puwede mong subukan ulit.',
    'error.processingFailed': 'Hindi ito naproseso.',
    'error.malformed': 'Hindi inaasahang sagot mula sa server. Pakisubukan ulit.',
    'common.copySuccess': 'Nakopya na.',
    'rating.pickStar': 'Pumili ng rating.',
  },
  loading: 'Naglo-load…',
  getCode: 'Kunin ang code',
  resendIn: (seconds: number) => `Magpadala ulit sa loob ng ${seconds} s`,
}

export default fil
