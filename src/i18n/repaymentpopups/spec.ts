import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec's literal wording where it gives one (§2 instalment and rollover screens); plain English (./en.ts) elsewhere. */
const spec: TextsOf<typeof en> = {
  ...en,
  plan: 'Plan',
  channels: {
    ...en.channels,
    title: 'Payment Method',
    hint: 'Please select your repayment method for payment',
    pay: 'Payment',
    paying: 'Payment…',
  },
}

export default spec
