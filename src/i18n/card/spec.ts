import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec's literal wording where it gives one (§5, §8); plain English (./en.ts) elsewhere. */
const spec: TextsOf<typeof en> = {
  ...en,
  messages: {
    ...en.messages,
    'repay.cardListFailed': 'Failed to query card list.',
    'repay.selectCard': 'Please select payment bank card first.',
    'repay.repeatedSubmit': 'Do not submit the payment request repeatedly.',
  },
}

export default spec
