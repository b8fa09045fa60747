/*
 * Sample data shared by the legacy-confirm (variant 2) machine test and its model-based test: the
 * page input, two offers (pesos with a promotional popup, rupees without one and without a button
 * text), the server's answers and the failures with the text the borrower reads.
 */
import { disclosureOf } from '../../machines/disclosure.ts'
import type {
  LegacyConfirmData,
  LegacyConfirmInput,
  LegacyOffer,
} from '../../machines/legacy-confirm.types.ts'
import type { CallFailure } from '../../machines/shared/notice.ts'

export const input: LegacyConfirmInput = { productId: 'P-17', orderId: 'ORD-9' }

/** The day the sample offers are confirmed (30 Manila days before the first payment). */
export const SAMPLE_TODAY = new Date('2026-11-05T02:00:00Z')
const plans = [
  { title: 'Period 1/2', description: 'Principal and interest', amount: 281_850, payTime: '2026-12-05' },
  { title: 'Period 2/2', description: '', amount: 250_000, payTime: '2027-01-04' },
]
const payments = plans.map((row) => ({ date: row.payTime, amount: row.amount }))

const pesoOffer: LegacyOffer = {
  productName: 'PesoFlex',
  productLogo: 'https://cdn.bayad.test/pesoflex.png',
  amount: 500_000,
  currency: 'peso',
  periods: '91',
  termUnit: '1',
  repaymentDate: '2026-12-05',
  details: [
    { text: 'Service fee', value: '₱300.00' },
    { text: 'Amount received', value: '₱4,700.00' },
  ],
  plans,
  buttonText: 'Get my loan now',
  promoImage: 'https://h5.bayad.test/promo.png',
  // ₱300 fee deducted, ₱318.50 interest: ₱4,700 arrives, the rate is computed (decision 028).
  disclosure: disclosureOf(
    {
      amount: 500_000,
      fees: [{ name: 'Service fee', amount: 30_000 }],
      interest: 31_850,
      netProceeds: 470_000,
      monthlyRate: null,
      payments,
    },
    SAMPLE_TODAY,
  ),
  receivingAccount: 'GCash •••• 4321',
}

/** Pesos, with the promotional popup and the server's button text. */
export const withPromo: LegacyConfirmData = {
  offer: pesoOffer,
  agreements: [{ title: 'Loan Agreement' }, { title: 'Privacy Policy' }],
}

/** Rupees (flag 1), no popup, no button text (the button reads "Confirm"), no repayment date. */
export const rupeesNoPromo: LegacyConfirmData = {
  offer: {
    ...pesoOffer,
    productName: 'RupeeNow',
    productLogo: '',
    amount: 1_234_567,
    currency: 'rupee',
    repaymentDate: '',
    buttonText: '',
    promoImage: '',
    // The plan repays less than the amount: the statement says the figures do not add up.
    disclosure: disclosureOf(
      { amount: 1_234_567, fees: null, interest: null, netProceeds: null, monthlyRate: null, payments },
      SAMPLE_TODAY,
    ),
    receivingAccount: '',
  },
  agreements: [{ title: 'Loan Agreement' }, { title: 'Privacy Policy' }],
}

/** How the view shows the amounts of each offer (minor units, spec §9). */
export const amountTexts = {
  // The rate derived independently (Newton on the continuous rate): ₱4,700 today, ₱2,818.50 after 30
  // days and ₱2,500 after 60, a month of 365/12 days.
  withPromo: {
    amount: '₱5,000.00',
    plans: ['₱2,818.50', '₱2,500.00'],
    rate: '8.97% per month (180.27% per year)',
  },
  rupeesNoPromo: { amount: '₹12,345.67', plans: ['₹2,818.50', '₹2,500.00'], rate: '' },
} as const

export const agreementUrl = 'https://h5.bayad.test/loanAgreement?productId=P-17&position=1'
export const attachUrl = 'https://h5.bayad.test/lendDetails?orderNo=BYD1&sessionId=s1&from=confirm'
/** The order the check finds in the order list. */
export const foundOrderId = 'BYD20261127000123'

// Failures as src/api produces them, and what the borrower reads.
export const serverBusy: CallFailure = { kind: 'rejected', code: '01', message: 'Server busy, try later' }
export const refused: CallFailure = {
  kind: 'rejected',
  code: '01',
  message: 'This offer is no longer available for your account.',
}
export const offline: CallFailure = { kind: 'network' }
/** The request never left the phone: not sent, the button stays. */
export const notSent: CallFailure = { kind: 'offline' }
/** No answer in time after the request left: the outcome is unknown and checked (decision 022). */
export const answerLost: CallFailure = { kind: 'timeout' }
/** The terms the sample offer is submitted with. */
export const pushedTerms = { productId: input.productId, amount: 500_000, periods: '91', termUnit: '1' }
