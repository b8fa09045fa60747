import { use } from 'react'
import { textsReady } from '../../i18n/catalogue.ts'
import { documentsTexts } from '../../i18n/documents/index.ts'
import { DeadEndPage } from '../shared/way-on.tsx'

/** This page is not a route's screen (src/app/app.tsx loads it lazily): it waits for its texts itself. */
const ready = textsReady()

/** Routes the host can already open whose screens come in later issues: a plain "coming soon". */
export default function NotYetAvailableScreen({ title }: { title: string }) {
  use(ready)
  const t = documentsTexts().placeholder
  return (
    <DeadEndPage title={title} heading={t.heading}>
      <p>{t.text}</p>
    </DeadEndPage>
  )
}
