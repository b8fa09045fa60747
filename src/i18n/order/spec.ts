import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec's literal wording where it gives one (§2 loan order details, §4 buttons and popups); plain English (./en.ts) elsewhere. */
const spec: TextsOf<typeof en> = {
  ...en,
  actions: {
    withdraw: 'Withdraw Now',
    repay: 'REPAY',
    repayment: 'Repayment',
    rollover: 'Rollover Repayment',
    borrowAgain: 'Borrow Again',
  },
}

export default spec
