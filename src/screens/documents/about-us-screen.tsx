import { common } from '../../i18n/common/index.ts'
import about from '../../content/about-us.md'
import { DocumentPage } from '../shared/doc-parts.tsx'
import { DocView } from '../shared/doc-view.tsx'

/** `/aboutUs` (spec §2 "About Us and Privacy policy"): mission, advantages, team and contact. */
export default function AboutUsScreen() {
  return (
    <DocumentPage doc={about} title={common().titles.aboutUs}>
      <DocView doc={about} />
    </DocumentPage>
  )
}
