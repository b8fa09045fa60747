import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { policyFrameMachine } from '../../machines/policy-frame.machine.ts'
import { parseContent } from '../../scripts/lib/content-format.ts'
import { company } from '../../src/company.ts'
import { config } from '../../src/config.ts'
import privacyPolicy from '../../src/content/privacy-policy.md'
import siteHome from '../../src/content/site-home.md'
import LoanAgreementScreen from '../../src/screens/documents/loan-agreement-screen.tsx'
import { DocView } from '../../src/screens/shared/doc-view.tsx'
import { PenaltyExample } from '../../src/screens/shared/penalty-example.tsx'
import PrivacyPolicyScreen from '../../src/screens/documents/privacy-policy-screen.tsx'
import { ServicesProvider } from '../../src/screens/shared/services.tsx'
import AboutScreen from '../../src/screens/site/about-screen.tsx'
import ContactScreen from '../../src/screens/site/contact-screen.tsx'
import HomeScreen from '../../src/screens/site/home-screen.tsx'
import LoanScreen from '../../src/screens/site/loan-screen.tsx'
import { PolicyView } from '../../src/screens/site/policy-screen.tsx'
import { createControllable } from '../model/harness.ts'
import { fakeServices, type FakeServices } from './fake-services.ts'

/**
 * The official site (spec §2 "Official site": Home, About Us, Privacy Policy, Loan terms and
 * conditions, Contact us) and the legal documents (loan agreement, privacy policy) as a visitor sees
 * them: the nav bar, the page's title and description, the documents' headings, pictures and links,
 * the worked penalty example, the policy frame and the contact form (spec §5).
 */

const PAGE_QUERY = { deviceId: 'd1', sessionId: 's1', userId: '1', merchantNumber: 'M1', mobilePhone: '0917' }

function open(ui: ReactNode): FakeServices {
  const services = fakeServices({ pageQuery: PAGE_QUERY })
  render(<ServicesProvider services={services}>{ui}</ServicesProvider>)
  return services
}

/** A link's address split into its path and query. */
function address(link: HTMLElement) {
  const url = new URL(link.getAttribute('href') ?? '', 'https://h5.bayad.test')
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) }
}

const ids = () => [...document.querySelectorAll('[id]')].map((element) => element.id)
const duplicates = (list: string[]) => list.filter((id, index) => list.indexOf(id) !== index)
const metaDescription = () =>
  document.querySelector<HTMLMetaElement>('meta[name="description"]')?.getAttribute('content')

/** The policy frame's machine with its probe settled by the test. */
function policyActor(url: string) {
  const probe = createControllable<void, { url: string }>('probe')
  const actor = createActor(policyFrameMachine.provide({ actors: { probe: probe.logic } }), {
    input: { url },
  })
  actor.start()
  actors.push(actor)
  return { actor, probe }
}
const actors: { stop(): void }[] = []

beforeEach(() => {
  document.title = 'Before'
  document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove())
  const meta = document.createElement('meta')
  meta.name = 'description'
  meta.content = 'The app’s own description.'
  document.head.appendChild(meta)
  window.history.replaceState(null, '', '/')
})
afterEach(() => {
  cleanup()
  actors.splice(0).forEach((actor) => actor.stop())
  vi.restoreAllMocks()
})

// ---------------------------------------------------------------------------------------------

/**
 * A content file's `##` section: the section around its heading (sections are not labelled, so a long
 * text does not make dozens of landmarks).
 */
function docSection(heading: string, inside: HTMLElement = document.body): HTMLElement {
  const found = within(inside).getByRole('heading', { name: heading }).closest('section')
  if (found === null) throw new Error(`no section around the heading ${heading}`)
  expect(found.hasAttribute('aria-labelledby')).toBe(false)
  return found
}

describe('the site’s nav bar', () => {
  // Spec §2: the five items, and the routes each shows.
  const NAV = [
    ['Home', '/'],
    ['About us', '/About'],
    ['Privacy policy', '/Policy'],
    ['Loan terms and conditions', '/Loan'],
    ['Contact us', '/Contact'],
  ]

  const SECTIONS: [name: string, render: () => ReactNode][] = [
    ['Home', () => <HomeScreen />],
    ['About us', () => <AboutScreen />],
    ['Privacy policy', () => <PolicyView actor={policyActor('').actor} />],
    ['Loan terms and conditions', () => <LoanScreen />],
    ['Contact us', () => <ContactScreen />],
  ]

  it.each(SECTIONS)(
    'on %s: the five items in order, that one marked current, each keeping the common query',
    (current, ui) => {
      open(ui())
      const nav = screen.getByRole('navigation', { name: 'Site' })
      const links = within(nav).getAllByRole('link')
      expect(links.map((link) => [link.textContent, address(link).path])).toEqual(NAV)
      expect(links.map((link) => address(link).query)).toEqual(NAV.map(() => PAGE_QUERY))
      expect(
        links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
      ).toEqual([current])
      expect(duplicates(ids())).toEqual([])
    },
  )

  it('an item opens its section in the app', async () => {
    const services = open(<HomeScreen />)
    await userEvent.click(screen.getByRole('link', { name: 'Loan terms and conditions' }))
    expect(services.navigate.go).toHaveBeenCalledWith('/Loan')
    expect(services.navigate.go).toHaveBeenCalledTimes(1)
  })

  it('the current item adds no history entry: it takes the reader back to the top and the heading', async () => {
    const services = open(<LoanScreen />)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const current = screen.getByRole('link', { name: 'Loan terms and conditions' })
    current.focus()
    await userEvent.click(current)
    expect(services.navigate.go).not.toHaveBeenCalled()
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }))
  })

  it('a section starts at the top, with the focus on its one heading', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    open(<AboutScreen />)
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    const headings = screen.getAllByRole('heading', { level: 1 })
    expect(headings).toHaveLength(1)
    expect(document.activeElement).toBe(headings[0])
  })

  it('the footer names the company, its registration and address, with its e-mail', () => {
    open(<HomeScreen />)
    const footer = screen.getByRole('contentinfo')
    expect(footer.textContent).toContain(company.legalName)
    expect(footer.textContent).toContain(company.secRegistration)
    expect(footer.textContent).toContain(company.address)
    expect(within(footer).getByRole('link', { name: company.serviceEmail }).getAttribute('href')).toBe(
      `mailto:${company.serviceEmail}`,
    )
  })
})

describe('the page’s title and description', () => {
  it('come from the section’s content file, and the previous description comes back after', () => {
    open(<HomeScreen />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(siteHome.title)
    expect(document.title).toBe(`${siteHome.title} · Bayad`)
    expect(metaDescription()).toBe(siteHome.description)
    cleanup()
    expect(metaDescription()).toBe('The app’s own description.')
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1)
  })

  it('a page without a meta description gets one', () => {
    document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove())
    open(<PrivacyPolicyScreen />)
    expect(document.title).toBe(`${privacyPolicy.title} · Bayad`)
    expect(metaDescription()).toBe(privacyPolicy.description)
  })
})

// ---------------------------------------------------------------------------------------------

const SAMPLE = parseContent(`---
title: Sample
description: A sample document for the view.
---

Read [our privacy policy](/privacyPolicy), write to [{{company.serviceEmail}}](mailto:{{company.serviceEmail}}) or see [the regulator](https://www.sec.gov.ph). No [link here]({{company.nope}}).

## First part

![Made by {{company.brand}}](first)

Text of the first part.

### A detail

More text.

## Second part

![The second picture](second)

![A picture nobody provided](missing)

> A note.
`)

const IMAGES = {
  first: { src: '/first.svg', width: 640, height: 400 },
  second: { src: '/second.svg', width: 320, height: 200 },
}

describe('DocView', () => {
  it('renders the headings with their ids, each ## a section named by its heading', () => {
    open(<DocView doc={SAMPLE} images={IMAGES} />)
    const first = screen.getByRole('heading', { level: 2, name: 'First part' })
    expect(first.id).toBe('first-part')
    expect(screen.getByRole('heading', { level: 3, name: 'A detail' }).id).toBe('a-detail')
    expect(screen.getByRole('heading', { level: 2, name: 'Second part' }).id).toBe('second-part')
    const section = docSection('First part')
    expect(section.textContent).toContain('Text of the first part.')
    expect(section.textContent).not.toContain('A note.')
    expect(docSection('Second part').textContent).toContain('A note.')
  })

  it('loads the first picture at once and with priority, the others lazily, each with its alt text', () => {
    open(<DocView doc={SAMPLE} images={IMAGES} eagerFirstImage />)
    const images = screen.getAllByRole('img')
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      `Made by ${company.brand}`,
      'The second picture',
    ])
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/first.svg', '/second.svg'])
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy'])
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null])
    expect(images.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['640', '400'],
      ['320', '200'],
    ])
  })

  it('loads every picture lazily unless the first is asked for at once', () => {
    open(<DocView doc={SAMPLE} images={IMAGES} />)
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy'])
    expect(screen.getAllByRole('img').every((img) => !img.hasAttribute('fetchpriority'))).toBe(true)
  })

  it('an in-app link keeps the common query and opens in the app', async () => {
    const services = open(<DocView doc={SAMPLE} images={IMAGES} />)
    const link = screen.getByRole('link', { name: 'our privacy policy' })
    expect(address(link)).toEqual({ path: '/privacyPolicy', query: PAGE_QUERY })
    await userEvent.click(link)
    expect(services.navigate.go).toHaveBeenCalledWith('/privacyPolicy')
  })

  it('an e-mail link writes to the resolved address; a web link opens apart, without the opener', () => {
    open(<DocView doc={SAMPLE} images={IMAGES} />)
    const mail = screen.getByRole('link', { name: company.serviceEmail })
    expect(mail.getAttribute('href')).toBe(`mailto:${company.serviceEmail}`)
    expect(mail.hasAttribute('target')).toBe(false)
    const web = screen.getByRole('link', { name: 'the regulator' })
    expect(web.getAttribute('href')).toBe('https://www.sec.gov.ph')
    expect(web.getAttribute('target')).toBe('_blank')
    expect(web.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('a link whose address fills in to nothing safe shows as its text only', () => {
    open(<DocView doc={SAMPLE} images={IMAGES} />)
    expect(screen.queryByRole('link', { name: 'link here' })).toBeNull()
    expect(screen.getByText(/No link here\./)).toBeTruthy()
    expect(screen.getAllByRole('link')).toHaveLength(3)
  })

  it('under a page’s h2, puts ## at h3 and ### at h4, with prefixed ids', () => {
    open(<DocView doc={SAMPLE} images={IMAGES} level={3} idPrefix="x-" />)
    expect(screen.getByRole('heading', { level: 3, name: 'First part' }).id).toBe('x-first-part')
    expect(screen.getByRole('heading', { level: 4, name: 'A detail' }).id).toBe('x-a-detail')
    expect(docSection('Second part')).toBeTruthy()
  })
})

describe('the site’s pictures (spec §2: Home is four images, About two)', () => {
  it.each([
    ['Home', 4, () => <HomeScreen />],
    ['About us', 2, () => <AboutScreen />],
  ] as const)('%s shows %i pictures, each described, the first loaded at once', (_, count, ui) => {
    open(ui())
    const images = screen.getAllByRole('img')
    expect(images).toHaveLength(count)
    for (const img of images) {
      expect((img.getAttribute('alt') ?? '').length).toBeGreaterThan(20)
      expect(img.getAttribute('src')).toBeTruthy()
    }
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      ...Array(count - 1).fill('lazy'),
    ])
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high')
  })
})

// ---------------------------------------------------------------------------------------------

describe('the privacy policy (/privacyPolicy)', () => {
  it('lists every section in its contents, in order', () => {
    open(<PrivacyPolicyScreen />)
    const contents = screen.getByRole('navigation', { name: 'Contents' })
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.closest('section') !== null)
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(sections.map((heading) => heading.textContent))
    expect(sections.length).toBeGreaterThanOrEqual(11)
    expect(duplicates(ids())).toEqual([])
  })

  it('a contents link moves the focus to its section and sets the address’s fragment in place', async () => {
    window.history.replaceState(null, '', '/privacyPolicy?deviceId=d1')
    const push = vi.spyOn(window.history, 'pushState')
    const length = window.history.length
    open(<PrivacyPolicyScreen />)
    const contents = screen.getByRole('navigation', { name: 'Contents' })
    await userEvent.click(within(contents).getByRole('link', { name: 'Cookies' }))
    const heading = screen.getByRole('heading', { level: 2, name: 'Cookies' })
    expect(document.activeElement).toBe(heading)
    expect(heading.id).toBe('cookies')
    expect(window.location.hash).toBe('#cookies')
    expect(window.location.pathname).toBe('/privacyPolicy')
    expect(window.location.search).toBe('?deviceId=d1')
    expect(push).not.toHaveBeenCalled()
    expect(window.history.length).toBe(length)
  })

  it('shows when it was last updated', () => {
    open(<PrivacyPolicyScreen />)
    const time = document.querySelector('time')
    expect(time?.getAttribute('dateTime') ?? time?.getAttribute('datetime')).toBe(privacyPolicy.updated)
    expect(time?.closest('p')?.textContent).toBe(`Last updated ${privacyPolicy.updated}`)
  })
})

describe('the loan agreement (/loanAgreement)', () => {
  it('has no two elements with one id, and every section label points at a heading', () => {
    open(<LoanAgreementScreen />)
    const all = ids()
    expect(all.length).toBeGreaterThan(20)
    expect(duplicates(all)).toEqual([])
    for (const region of document.querySelectorAll('[aria-labelledby]')) {
      const label = document.getElementById(region.getAttribute('aria-labelledby') ?? '')
      expect(label?.tagName).toMatch(/^H[1-6]$/)
    }
  })

  it('is the loan terms, then the agreement, each a part with its own heading', () => {
    open(<LoanAgreementScreen />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Loan terms and conditions',
      'The agreement',
    ])
    const terms = screen.getByRole('region', { name: 'Loan terms and conditions' })
    expect(within(terms).getByRole('heading', { level: 3, name: 'Late payment' })).toBeTruthy()
    expect(within(terms).getByText('Late charges in total')).toBeTruthy()
    const agreement = screen.getByRole('region', { name: 'The agreement' })
    expect(within(agreement).getByRole('heading', { level: 3, name: 'Late payment' })).toBeTruthy()
  })

  it('shows the spec’s late charges in the terms: ₱1,000.00 and ₱800,00, then 5%, 4% and 2% a day', () => {
    open(<LoanAgreementScreen />)
    const terms = screen.getByRole('region', { name: 'Loan terms and conditions' })
    const late = docSection('Late payment', terms)
    expect(late.textContent).toContain('₱1,000.00 for new clients and ₱800.00 for repeat clients')
    const rates = within(late).getAllByRole('table')[0]?.querySelectorAll('tbody tr')
    expect(
      [...(rates ?? [])].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['1 to 30', '5%'],
      ['31 to 90', '4%'],
      ['91 onwards', '2%'],
    ])
  })

  it('links to the privacy policy in the app, keeping the common query', () => {
    open(<LoanAgreementScreen />)
    expect(address(screen.getByRole('link', { name: 'our privacy policy' }))).toEqual({
      path: '/privacyPolicy',
      query: PAGE_QUERY,
    })
  })
})

describe('the Loan terms section (/Loan)', () => {
  it('shows the terms with the spec’s late charges, the daily rates and the worked example', () => {
    open(<LoanScreen />)
    const late = docSection('Late payment')
    expect(late.textContent).toContain('₱1,000.00 for new clients and ₱800.00 for repeat clients')
    const rows = late.querySelector('table')?.querySelectorAll('tbody tr') ?? []
    expect([...rows].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['1 to 30', '5%'],
      ['31 to 90', '4%'],
      ['91 onwards', '2%'],
    ])
    expect(within(late).getByText('Late charges in total')).toBeTruthy()
    expect(screen.getByText(/Last updated/)).toBeTruthy()
  })
})

describe('PenaltyExample', () => {
  /** The amount column of the row headed `label`. */
  const amountOf = (label: string) =>
    screen.getByRole('rowheader', { name: label }).closest('tr')?.querySelector('td:last-child')?.textContent

  // Worked by hand (spec §9): ₱5,000 unpaid, 100 days late, a new client.
  it('works out ₱5,000 unpaid for 100 days by hand: 30 × 5% + 60 × 4% + 10 × 2% plus the ₱1,000 fee', () => {
    render(<PenaltyExample />)
    expect(screen.getByText(/leaves ₱5,000\.00 unpaid and pays 100 days late/)).toBeTruthy()
    expect(amountOf('One-time late fee')).toBe('₱1,000.00')
    expect(amountOf('Interest, days 1 to 30')).toBe('₱7,500.00') // 150% of ₱5,000
    expect(amountOf('Interest, days 31 to 90')).toBe('₱12,000.00') // 240%
    expect(amountOf('Interest, days 91 to 100')).toBe('₱1,000.00') // 20%
    expect(amountOf('Late charges in total')).toBe('₱21,500.00') // ₱20,500 + ₱1,000
    expect(amountOf('To pay, with the unpaid ₱5,000.00')).toBe('₱26,500.00')
  })
})

// ---------------------------------------------------------------------------------------------

describe('the Privacy Policy section (/Policy)', () => {
  const PAGE = 'about:blank'
  const frame = () => document.querySelector('iframe')

  // The test DOM loads no frame (it logs "Iframe page loading is disabled"): the test sends the load.

  it('frames the company’s page, sandboxed, while it loads', () => {
    const { actor, probe } = policyActor(PAGE)
    open(<PolicyView actor={actor} />)
    expect(probe.calls).toHaveLength(1)
    expect(frame()?.getAttribute('src')).toBe(PAGE)
    expect(frame()?.getAttribute('title')).toBe(`Privacy policy of ${company.legalName}`)
    expect(frame()?.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox')
    expect(frame()?.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(screen.getByRole('status').textContent).toBe('Loading the privacy policy…')
    expect(frame()?.parentElement?.getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByRole('link', { name: 'Open the privacy policy on its own page' })).toBeNull()
  })

  it('shows the page once the frame has loaded and the probe found it, with a link to open it apart', async () => {
    const { actor, probe } = policyActor(PAGE)
    open(<PolicyView actor={actor} />)
    fireEvent.load(frame() as HTMLIFrameElement)
    await act(async () => probe.resolve())
    expect(actor.getSnapshot().value).toBe('shown')
    expect(screen.getByRole('status').textContent).toBe('')
    expect(frame()?.parentElement?.getAttribute('aria-busy')).toBe('false')
    const link = screen.getByRole('link', { name: 'Open the privacy policy on its own page' })
    expect(link.getAttribute('href')).toBe(PAGE)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('a page that cannot be reached gives way to the in-app policy, with Try again', async () => {
    const { actor, probe } = policyActor(PAGE)
    open(<PolicyView actor={actor} />)
    await act(async () => probe.reject(new TypeError('Failed to fetch')))
    expect(frame()).toBeNull()
    expect(screen.getByText(/could not be loaded/)).toBeTruthy()
    expect(await screen.findByRole('navigation', { name: 'Contents' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Grievance officer' })).toBeTruthy()
    expect(duplicates(ids())).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(probe.calls).toHaveLength(2)
    expect(frame()?.getAttribute('src')).toBe(PAGE)
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('with no page configured, shows the in-app policy and offers no Try again', async () => {
    open(<PolicyView actor={policyActor('').actor} />)
    expect(frame()).toBeNull()
    expect(await screen.findByRole('navigation', { name: 'Contents' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})

// ---------------------------------------------------------------------------------------------

describe('the Contact us section (/Contact), spec §5', () => {
  const INCOMPLETE = 'Please provide complete information!'
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }))
  const invalid = () =>
    ['Full name', 'Phone number', 'Message'].filter(
      (label) => field(label).getAttribute('aria-invalid') === 'true',
    )

  function openContact() {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const services = open(<ContactScreen />)
    return { services, fetchSpy }
  }

  it('has the three fields the spec names, empty', () => {
    openContact()
    expect(['Full name', 'Phone number', 'Message'].map((label) => field(label).value)).toEqual(['', '', ''])
    expect(field('Phone number').getAttribute('type')).toBe('tel')
    expect(screen.queryByText(INCOMPLETE)).toBeNull()
    expect(screen.queryByText(/e-mail app opened/)).toBeNull()
  })

  it('a send with every field blank says so once, marks them all and goes to the first', async () => {
    openContact()
    await submit()
    expect(screen.getAllByText(INCOMPLETE)).toHaveLength(1)
    expect(screen.getByRole('alert').textContent).toBe(INCOMPLETE)
    expect(invalid()).toEqual(['Full name', 'Phone number', 'Message'])
    expect(document.activeElement).toBe(field('Full name'))
  })

  it('a send with some fields blank marks only those, keeps what was typed and goes to the first blank', async () => {
    openContact()
    await userEvent.type(field('Full name'), 'Juan Dela Cruz')
    await userEvent.type(field('Message'), '   ')
    await submit()
    expect(screen.getAllByText(INCOMPLETE)).toHaveLength(1)
    expect(invalid()).toEqual(['Phone number', 'Message'])
    expect(document.activeElement).toBe(field('Phone number'))
    expect(field('Full name').value).toBe('Juan Dela Cruz')

    // Sending again, still blank: still one message, and the focus goes back to the first blank.
    field('Full name').focus()
    await submit()
    expect(screen.getAllByText(INCOMPLETE)).toHaveLength(1)
    expect(document.activeElement).toBe(field('Phone number'))
  })

  it('typing clears the refusal', async () => {
    openContact()
    await submit()
    await userEvent.type(field('Full name'), 'J')
    expect(screen.queryByText(INCOMPLETE)).toBeNull()
    expect(invalid()).toEqual([])
  })

  it('a send with every field filled opens the e-mail app on the message and says so, sending nothing itself', async () => {
    const { services, fetchSpy } = openContact()
    await userEvent.type(field('Full name'), 'Juan Dela Cruz')
    await userEvent.type(field('Phone number'), '+63 917 123 4567')
    await userEvent.type(field('Message'), 'When is my due date?')
    await submit()
    const opened = `Your e-mail app opened with your message to ${company.serviceEmail}. Send it from there.`
    expect(screen.getByRole('status').textContent).toBe(opened)
    expect(screen.queryByText(INCOMPLETE)).toBeNull()
    // The values stay; the phone in its national form.
    expect(['Full name', 'Phone number', 'Message'].map((label) => field(label).value)).toEqual([
      'Juan Dela Cruz',
      '09171234567',
      'When is my due date?',
    ])
    expect(invalid()).toEqual([])
    const subject = encodeURIComponent('Message from Juan Dela Cruz (Contact us)')
    const body = encodeURIComponent(
      'Full name: Juan Dela Cruz\r\nPhone number: 09171234567\r\n\r\nMessage:\r\nWhen is my due date?',
    )
    const href = `mailto:${company.serviceEmail}?subject=${subject}&body=${body}`
    expect(services.navigate.leave).toHaveBeenCalledExactlyOnceWith(href)
    // The same message as a link, should the e-mail app not open.
    const fallback = screen.getByText(/did not open/)
    expect(fallback.textContent).toBe(`If your e-mail app did not open, write to ${company.serviceEmail}.`)
    expect(within(fallback).getByRole('link').getAttribute('href')).toBe(href)
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(services.fetchPage).not.toHaveBeenCalled()
    expect(services.api.calls).toEqual([])
  })

  it('a phone that is not a mobile number is refused at the field, with the rule', async () => {
    const { services } = openContact()
    await userEvent.type(field('Full name'), 'Juan Dela Cruz')
    await userEvent.type(field('Phone number'), '(02) 8888-0000')
    await userEvent.type(field('Message'), 'When is my due date?')
    await submit()
    const rule = 'Enter your mobile number: 11 digits starting with 09.'
    expect(screen.getByRole('alert').textContent).toBe(rule)
    expect(invalid()).toEqual(['Phone number'])
    expect(field('Phone number').value).toBe('0288880000')
    expect(document.activeElement).toBe(field('Phone number'))
    expect(services.navigate.leave).not.toHaveBeenCalled()
  })

  it('shows the company’s contact details beside the form', () => {
    openContact()
    const details = screen.getByRole('region', { name: 'Customer service' })
    expect(within(details).getByRole('link', { name: company.serviceEmail }).getAttribute('href')).toBe(
      `mailto:${company.serviceEmail}`,
    )
    expect(within(details).getByRole('link', { name: config.servicePhone })).toBeTruthy()
    expect(details.textContent).toContain(company.serviceHours)
  })
})
