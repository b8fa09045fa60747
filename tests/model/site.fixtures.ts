import { within, type screen as Screen } from '@testing-library/react'
import { expect } from 'vitest'
import { company } from '../../src/company.ts'
import { fakeServices, type FakeServices } from '../screens/fake-services.ts'

/**
 * What the official site's sections share in the model tests (spec §2 "Official site",
 * docs/decisions/020-public-site.md): the services the site frame reads (its nav bar is `AppLink`s)
 * and what every section shows around its own content.
 */

/** The nav bar's five items, in order (decision 020; src/i18n/site/en.ts, the spec's Title Case in spec.ts). */
export const SITE_NAV = ['Home', 'About us', 'Privacy policy', 'Loan terms and conditions', 'Contact us']

/** The services a site section runs with: nothing it does reaches them but the nav bar's links. */
export function siteServices(): FakeServices {
  return fakeServices({ origin: 'https://h5.bayad.test' })
}

/**
 * The frame of a section: its heading (the only h1) and document title `<title> · Bayad`, the nav
 * bar with this section marked as the current page, and the company's name in the footer.
 */
export function expectSiteSection(screen: typeof Screen, title: string, navItem: string): void {
  expect(document.title).toBe(`${title} · Bayad`)
  const headings = screen.getAllByRole('heading', { level: 1 })
  expect(headings.map((heading) => heading.textContent)).toEqual([title])
  const nav = screen.getByRole('navigation', { name: 'Site' })
  const links = within(nav).getAllByRole('link')
  expect(links.map((link) => link.textContent)).toEqual(SITE_NAV)
  expect(
    links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent),
  ).toEqual([navItem])
  expect(screen.getByRole('contentinfo').textContent).toContain(company.legalName)
}
