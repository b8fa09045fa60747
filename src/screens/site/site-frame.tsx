import { useEffect, type ReactNode } from 'react'
import { company } from '../../company.ts'
import type { Doc } from '../../content/doc.ts'
import { common } from '../../i18n/common/index.ts'
import { currentLang, htmlLang } from '../../i18n/lang.ts'
import { siteTexts } from '../../i18n/site/index.ts'
import { BrandMark } from '../../ui/brand-mark.tsx'
import { usePageHeading } from '../../ui/components.tsx'
import { DocView, usePageDescription, type DocViewProps } from '../shared/doc-view.tsx'
import { prefetchOnFirstInteraction } from '../../ui/on-demand.tsx'
import { useOptionalServices } from '../shared/services.tsx'
import { AppLink } from '../shared/way-on.tsx'

/**
 * The official site's sections, in the nav bar's order (spec §2 "Official site"; `/User` is Home):
 * the nav bar's label (the site catalogue's `nav`) and the heading (the route's title, src/i18n/common).
 */
export const SITE_SECTIONS = [
  { key: 'home', path: '/', title: 'siteHome' },
  { key: 'about', path: '/About', title: 'aboutUs' },
  { key: 'policy', path: '/Policy', title: 'privacyPolicy' },
  { key: 'loan', path: '/Loan', title: 'loanTerms' },
  { key: 'contact', path: '/Contact', title: 'contactUs' },
] as const

export type SiteSection = (typeof SITE_SECTIONS)[number]['key']

/**
 * A section of the official site: the nav bar (current item marked), the section's heading (the
 * route's title, also the document title; a note in the page's language when the content file's
 * text is not) with the content file's meta description, and the footer with the
 * company's details. Each section is a route of its own, so it is deep-linkable and Back works; it
 * starts at the top. The other sections' code comes on the visitor's first touch.
 */
export function SiteFrame({
  section,
  doc,
  children,
  wide,
}: {
  section: SiteSection
  /** The section's content file: title, description, lead text. */
  doc: Doc
  children?: ReactNode
  /** Sections with pictures use the full width on a desktop; text sections keep a reading column. */
  wide?: boolean
}) {
  const t = siteTexts()
  const title = common().titles[SITE_SECTIONS.find(({ key }) => key === section)?.title ?? 'siteHome']
  const heading = usePageHeading(title)
  usePageDescription(doc.description)
  // The route table is the app's (src/app): the navigator it composed knows how to load a route's screen.
  const navigate = useOptionalServices()?.navigate
  useEffect(() => {
    window.scrollTo(0, 0)
    return prefetchOnFirstInteraction(() =>
      Promise.all(SITE_SECTIONS.map(({ path }) => navigate?.prefetch?.(path))),
    )
  }, [navigate])
  return (
    <div className="site">
      <header className="site-header">
        <div className="site-header__inner">
          <p className="site-brand">
            <BrandMark
              className="site-brand__mark"
              tileClass="site-brand__tile"
              glyphClass="site-brand__glyph"
            />
            <span>{company.brand}</span>
          </p>
          <nav className="site-nav" aria-label={t.nav.label}>
            <ul className="site-nav__list">
              {SITE_SECTIONS.map(({ key, path }) => (
                <li key={key}>
                  <AppLink path={path} className="site-nav__link" current={key === section}>
                    {t.nav[key]}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main className={`site-main${wide === true ? ' site-main--wide' : ''}`}>
        <h1 className="site-main__title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {htmlLang(currentLang()) !== 'en' && (
          <p className="doc__note site-main__language">{t.languageNote}</p>
        )}
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <p className="site-footer__name">{company.legalName}</p>
          <p>
            {t.footer.secRegistration} {company.secRegistration}
          </p>
          <p>
            {t.footer.authorityNumber} {company.authorityNumber}
          </p>
          <p>{company.address}</p>
          <p>
            <a className="site-footer__link" href={`mailto:${company.serviceEmail}`}>
              {company.serviceEmail}
            </a>
          </p>
        </div>
      </footer>
    </div>
  )
}

/** A section that is its content file: the frame and the file's text. */
export function SiteDocSection({
  section,
  doc,
  wide,
  ...view
}: { section: SiteSection; doc: Doc; wide?: boolean } & Omit<DocViewProps, 'doc'>) {
  return (
    <SiteFrame section={section} doc={doc} wide={wide}>
      <DocView doc={doc} {...view} />
    </SiteFrame>
  )
}
