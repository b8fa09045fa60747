import policy from '../../content/privacy-policy.md'
import { DocToc, DocumentPage, DocView, Updated } from './doc-view.tsx'

/** `/privacyPolicy` (spec §2): the privacy policy, with a table of contents that jumps to each section. */
export default function PrivacyPolicyScreen() {
  return (
    <DocumentPage doc={policy}>
      <Updated doc={policy} />
      <DocToc doc={policy} />
      <DocView doc={policy} />
    </DocumentPage>
  )
}
