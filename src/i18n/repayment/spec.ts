import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec's literal wording where it gives one (§2 instalment and rollover screens); plain English (./en.ts) elsewhere. */
const spec: TextsOf<typeof en> = {
  ...en,
  pay: () => 'Payment Method',
  nextDueDate: (date: string) => `Your next payment date is ${date}`,
}

export default spec
