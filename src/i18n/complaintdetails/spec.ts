import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec's literal wording where it gives one (spec.md §2, §8); plain English (./en.ts) elsewhere. */
const spec: TextsOf<typeof en> = {
  ...en,
  details: { ...en.details, ourReply: 'Process Result' },
  messages: { ...en.messages, 'complaint.scoreSaved': 'Successful demonstration！' },
}

export default spec
