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
    'common.copySuccess': 'Nakopya na.',
    'error.network': 'May error. Suriin ang iyong koneksyon at subukan ulit.',
    'error.offline': 'Offline ka. Kumonekta sa internet at subukan ulit.',
    'submission.notDone': 'Hindi ito natuloy. Puwede mong subukan ulit.',
    'error.processingFailed': 'Hindi ito naproseso.',
    'error.malformed': 'Hindi inaasahang sagot mula sa server. Pakisubukan ulit.',
  },
  loading: 'Naglo-load...',
  copyFailed: 'Hindi ma-copy. Pakisulat na lang ang code.',
  tryAgain: 'Subukan ulit',
  goBack: 'Bumalik',
  goHome: 'Pumunta sa home',
  pageNotLoaded: 'Hindi ma-load ang page na ito',
  loadFailure: {
    offline: 'Mukhang offline ka. Suriin ang iyong koneksyon at subukan ulit.',
    unreachable: 'Hindi namin maabot ang aming server. Suriin ang iyong koneksyon at subukan ulit.',
    timeout: 'Masyadong natagalan ang sagot ng aming server. Subukan ulit maya-maya.',
    server: 'Hindi makasagot ang aming server ngayon. Subukan ulit maya-maya.',
    unknown: 'May nangyaring mali. Subukan ulit, o humingi ng tulong sa customer service.',
  },
  notFound: {
    title: 'Hindi nahanap ang page',
    heading: 'Walang ganitong page',
    text: 'Maaaring luma o mali ang pagkakasulat ng link na sinundan mo.',
  },
}

export default fil
