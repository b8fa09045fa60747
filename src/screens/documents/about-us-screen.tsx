import about from '../../content/about-us.md'
import { Page } from '../../ui/components.tsx'
import { DocView, usePageDescription } from './doc-view.tsx'

/** `/aboutUs` (spec §2 "About Us and Privacy policy"): mission, advantages, team and contact. */
export default function AboutUsScreen() {
  usePageDescription(about.description)
  return (
    <Page title={about.title}>
      <article className="document">
        <DocView doc={about} />
      </article>
    </Page>
  )
}
