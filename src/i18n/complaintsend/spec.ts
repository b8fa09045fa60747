import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec's literal wording where it gives one (spec.md §2 "Complaint form"); plain English (./en.ts) elsewhere. */
const spec: TextsOf<typeof en> = {
  ...en,
  messages: { ...en.messages, 'complaint.sent': 'Successfully Sent' },
}

export default spec
