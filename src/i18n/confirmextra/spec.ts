import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec's literal wording where it gives one (spec.md §2 "Loan confirm"); plain English (./en.ts) elsewhere. */
const spec: TextsOf<typeof en> = {
  ...en,
  // §2 "Loan confirm (v3)": 'A retention popup titled "Point out" … with Agree (stay) and Cancel (close the webview)'.
  retention: { ...en.retention, title: 'Point out', stay: 'Agree', leave: 'Cancel' },
}

export default spec
