import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec's literal wording where it gives one (§5); plain English (./en.ts) elsewhere. */
const spec: TextsOf<typeof en> = {
  ...en,
  messages: {
    ...en.messages,
    'repay.codeTooShort': 'Please enter the correct verification code.',
    'repay.codeError': 'Verification code error.',
  },
  // Spec §4: the resend label returns to "get verification code" when the countdown ends.
  getCode: 'Get verification code',
}

export default spec
