import policy from '../../content/privacy-policy.md'
import { Page } from '../../ui/components.tsx'
import { DocToc, DocView, Updated, usePageDescription } from './doc-view.tsx'

/** `/privacyPolicy` (spec §2): the privacy policy, with a table of contents that jumps to each section. */
export default function PrivacyPolicyScreen() {
  usePageDescription(policy.description)
  return (
    <Page title={policy.title}>
      <article className="document">
        <Updated doc={policy} />
        <DocToc doc={policy} />
        <DocView doc={policy} />
      </article>
    </Page>
  )
}
