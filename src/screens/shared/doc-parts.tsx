import { useEffect, type ReactNode } from 'react'
import type { Doc } from '../../content/doc.ts'
import { documentsTexts } from '../../i18n/documents/index.ts'
import { currentLang, htmlLang } from '../../i18n/lang.ts'
import { Page } from '../../ui/components.tsx'
import { plainText, usePageDescription } from './doc-view.tsx'

/*
 * The parts of a legal document's page around its text: the table of contents, the "Last updated"
 * line and the in-app document page. Apart from ./doc-view.tsx so that a page showing only a content
 * file's body (the official site's Privacy policy and Contact us) loads neither them nor their
 * texts (src/i18n/documents) in its first load.
 */

/**
 * The table of contents: one link per `##` section, jumping to it and moving the focus there. An
 * address that arrives with a section's fragment opens at that section.
 */
export function DocToc({
  doc,
  label = documentsTexts().contents,
  idPrefix = '',
}: {
  doc: Doc
  label?: string
  idPrefix?: string
}) {
  const sections = doc.blocks.filter((block) => block.t === 'h2')
  useEffect(() => {
    // Ids are slugs (a-z, 0-9, -): nothing to decode, and a forged `%` cannot throw here.
    const fragment = window.location.hash.slice(1)
    if (fragment !== '') document.getElementById(fragment)?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <nav className="doc-toc" aria-label={label}>
      <h2 className="doc-toc__title">{label}</h2>
      <ol className="doc-toc__list">
        {sections.map((section) => {
          const id = `${idPrefix}${section.id}`
          return (
            <li key={id}>
              <a
                className="doc-toc__link"
                href={`#${id}`}
                onClick={(event) => {
                  const target = document.getElementById(id)
                  if (target === null) return
                  // The address keeps its query: only the fragment changes, in place (no history entry
                  // the router would read as another page).
                  event.preventDefault()
                  window.history.replaceState(window.history.state, '', `#${id}`)
                  target.scrollIntoView({ block: 'start' })
                  target.focus({ preventScroll: true })
                }}
              >
                {plainText(section.c)}
              </a>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/**
 * An in-app document (`/aboutUs`, `/privacyPolicy`, `/loanAgreement`): the app's page named by the
 * route's title (src/i18n/common), the content file's meta description, and the text as an article,
 * under a note in the page's language when the text is not in it.
 */
export function DocumentPage({ doc, title, children }: { doc: Doc; title: string; children: ReactNode }) {
  usePageDescription(doc.description)
  const { languageNote } = documentsTexts()
  return (
    <Page title={title}>
      {htmlLang(currentLang()) !== 'en' && <p className="doc__note document__language">{languageNote}</p>}
      <article className="document">{children}</article>
    </Page>
  )
}

/** The "Last updated" line of a legal text. */
export function Updated({ doc }: { doc: Doc }) {
  return doc.updated === null ? null : (
    <p className="doc__updated">
      {documentsTexts().updated} <time dateTime={doc.updated}>{doc.updated}</time>
    </p>
  )
}
