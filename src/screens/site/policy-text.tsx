import policy from '../../content/privacy-policy.md'
import { DocToc, Updated } from '../shared/doc-parts.tsx'
import { DocView } from '../shared/doc-view.tsx'

/** The in-app privacy policy, the official site's fallback when the company's page cannot load. */
export default function PolicyText() {
  return (
    <article className="document" aria-label={policy.title}>
      <Updated doc={policy} />
      <DocToc doc={policy} />
      <DocView doc={policy} />
    </article>
  )
}
