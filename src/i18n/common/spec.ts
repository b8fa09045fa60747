import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec's literal wording where it gives one; plain English (./en.ts) elsewhere. */
const spec: TextsOf<typeof en> = {
  ...en,
  messages: { ...en.messages, 'common.copySuccess': 'Copy success.' },
  titles: {
    ...en.titles,
    pay: 'Repayment',
    rollover: 'Rollover repayment',
    walletPay: 'E-wallet repayment',
    privacyPolicy: 'Privacy Policy',
  },
}

export default spec
