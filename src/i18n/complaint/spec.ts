import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec's literal wording where it gives one (spec.md §2, §5, §8); plain English (./en.ts) elsewhere. */
const spec: TextsOf<typeof en> = {
  ...en,
  messages: {
    ...en.messages,
    'complaint.collectionRefused': 'The selected order does not support sending collection types',
    'complaint.emptyDescription': 'Please fill in your comments and suggestions',
  },
}

export default spec
