import type { Catalogue } from '../catalogue.ts'

/**
 * The texts every page shares (plain English, the reference catalogue): the routes' titles (the
 * frame shown while a screen's code arrives, and the screens' own headings), the messages machines
 * of every flow can name, and the app's frame (loading, failures, the ways on).
 */
const en = {
  titles: {
    pay: 'Pay your loan',
    complaint: 'Online service',
    confirmLoan: 'Confirm loan',
    loanDetails: 'Loan details',
    loginFailed: 'Failed',
    recommended: 'Recommended',
    myOrders: 'My orders',
    product: 'Product',
    register: 'Register',
    download: 'Get the Bayad app',
    registrationAgreement: 'Registration agreement',
    testPreview: 'Test preview',
    rollover: 'Pay to extend your loan',
    payCode: 'Pay code',
    paymentDetails: 'Payment details',
    paymentInstructions: 'Payment instructions',
    walletPay: 'Pay by e-wallet',
    paymentAccount: 'Payment account information',
    myComplaints: 'My complaints',
    complaintDetails: 'Complaint details',
    customerService: 'Customer service',
    siteHome: 'Cash loans in the Philippines',
    aboutUs: 'About us',
    privacyPolicy: 'Privacy policy',
    loanTerms: 'Loan terms and conditions',
    contactUs: 'Contact us',
    loanAgreement: 'Loan agreement',
  },
  messages: {
    'common.copySuccess': 'Copied.',
    'error.network': 'Error. Check your connection and try again.',
    'error.offline': 'You are offline. Connect to the internet and try again.',
    'submission.notDone': 'It did not go through. You can try again.',
    'error.processingFailed': 'Processing failed.',
    'error.malformed': 'Unexpected response from the server. Please try again.',
  },
  loading: 'Loading...',
  copyFailed: 'Could not copy. Please write the code down.',
  tryAgain: 'Try again',
  goBack: 'Go back',
  goHome: 'Go to home',
  pageNotLoaded: 'This page could not be loaded',
  loadFailure: {
    offline: 'You seem to be offline. Check your connection and try again.',
    unreachable: 'We could not reach our server. Check your connection and try again.',
    timeout: 'Our server took too long to answer. Try again in a moment.',
    server: 'Our server could not answer right now. Try again in a moment.',
    unknown: 'Something went wrong. Try again, or ask customer service for help.',
  },
  notFound: {
    title: 'Page not found',
    heading: 'This page does not exist',
    text: 'The link you followed may be old or mistyped.',
  },
} satisfies Catalogue

export default en
