import { common } from '../../i18n/common/index.ts'
import policy from '../../content/privacy-policy.md'
import { DocToc, DocumentPage, Updated } from '../shared/doc-parts.tsx'
import { DocView } from '../shared/doc-view.tsx'

/** `/privacyPolicy` (spec §2): the privacy policy, with a table of contents that jumps to each section. */
export default function PrivacyPolicyScreen() {
  return (
    <DocumentPage doc={policy} title={common().titles.privacyPolicy}>
      <Updated doc={policy} />
      <DocToc doc={policy} />
      <DocView doc={policy} />
    </DocumentPage>
  )
}
