import about from '../../content/about-us.md'
import { DocumentPage, DocView } from './doc-view.tsx'

/** `/aboutUs` (spec §2 "About Us and Privacy policy"): mission, advantages, team and contact. */
export default function AboutUsScreen() {
  return (
    <DocumentPage doc={about}>
      <DocView doc={about} />
    </DocumentPage>
  )
}
