import { mkdirSync } from 'node:fs'
import type { Locator, Page, Request } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, FRAME_WITHOUT_SCRIPTS, smallTargets } from './support/a11y.ts'
import { TAKE_SHOTS } from './support/files.ts'
import { COMMON, withCommon } from './support/host-query.ts'
import { expectUrl, metaDescription, tapTwiceAtOnce } from './support/page.ts'
import { arrivals, chooseScenario, switchScenario } from './support/sandbox.ts'

/**
 * The official site (spec §2 "Official site"): one route per section (`/` and its alias `/User`,
 * `/About`, `/Policy`, `/Loan`, `/Contact`) under a nav bar, and the in-app documents (`/aboutUs`,
 * `/privacyPolicy`, `/loanAgreement`). Screens: src/screens/site, src/screens/documents; words:
 * src/content/site-*.md and the documents' content files. Machines: machines/contact-form.machine.ts,
 * machines/policy-frame.machine.ts. The policy probe is answered by the sandbox
 * (src/sandbox/handlers/site.ts), which logs its arrivals; the frame loads the build's static page.
 */

const SHOTS = '/tmp/shots-site'
mkdirSync(SHOTS, { recursive: true })

interface Section {
  path: string
  /** The nav bar's item. */
  nav: string
  /** The section's heading (the route's title, src/i18n/common) and so its document title. */
  title: string
  /** The test preview's link (/testPreview is not translated: the spec's names). */
  preview?: string
  description: string
  shot: string
}

/** The nav bar's order; the words of src/content/site-*.md, copied here on purpose. */
const SECTIONS: readonly Section[] = [
  {
    path: '/',
    nav: 'Home',
    title: 'Cash loans in the Philippines',
    description:
      'Cash loans in the Philippines through a simple mobile app, with clear costs shown upfront, a fast decision and flexible ways to repay your loan.',
    shot: 'home',
  },
  {
    path: '/About',
    nav: 'About us',
    title: 'About us',
    preview: 'About Us',
    description:
      'Who we are: a lending company registered with the SEC, offering fair and simple cash loans to Filipinos through a mobile app you can trust.',
    shot: 'about',
  },
  {
    path: '/Policy',
    nav: 'Privacy policy',
    title: 'Privacy policy',
    preview: 'Privacy Policy',
    description:
      'Read our privacy policy to see how we collect, use, share and protect your personal information and how to exercise your data privacy rights.',
    shot: 'policy',
  },
  {
    path: '/Loan',
    nav: 'Loan terms and conditions',
    title: 'Loan terms and conditions',
    description:
      'The terms of our cash loans: who can borrow, loan terms, how decisions and payouts work, prepayment, late payment charges and payment order.',
    shot: 'loan',
  },
  {
    path: '/Contact',
    nav: 'Contact us',
    title: 'Contact us',
    description:
      'Have a question about your loan, a repayment or your account? Send us a message or reach our customer service team by e-mail during service hours.',
    shot: 'contact',
  },
]
const [HOME, ABOUT, POLICY, LOAN, CONTACT] = SECTIONS as [Section, Section, Section, Section, Section]

/** The in-app documents (src/content/about-us.md, privacy-policy.md, loan-agreement.md). */
const DOCUMENTS = [
  {
    path: '/aboutUs',
    title: 'About us',
    description:
      'Learn who we are, what we stand for, how our team serves borrowers in the Philippines and how to reach our customer service by e-mail.',
    shot: 'doc-about-us',
  },
  {
    path: '/privacyPolicy',
    title: 'Privacy policy',
    description:
      'How we collect, use, share and protect your personal information when you use our lending app, and the rights you have under Philippine law.',
    shot: 'doc-privacy-policy',
  },
  {
    path: '/loanAgreement',
    title: 'Loan agreement',
    description:
      'The agreement between you and our lending company for your cash loan, covering repayment, late payment, data privacy, assignment and collection.',
    shot: 'doc-loan-agreement',
  },
] as const

/** The ## sections of src/content/privacy-policy.md, in order: the table of contents. */
const POLICY_SECTIONS = [
  'Lender information',
  'Collection of information',
  'Purposes of use',
  'Disclosure of information',
  'Cookies',
  'Device information',
  'Minors',
  'Password security',
  'Changes to this policy',
  'Opting out',
  'Grievance officer',
]

const SERVICE_EMAIL = 'support@bayad.ph'
const COMPANY = 'Bayad Lending Corporation'
/** machines/policy-frame.machine.ts POLICY_LOAD_TIMEOUT_MS. */
const POLICY_LOAD_TIMEOUT_MS = 10_000
/** src/company.ts POLICY_URL: the build's static page made from the in-app policy text. */
const POLICY_PAGE = '/company/privacy-policy.html'
const INCOMPLETE = 'Please provide complete information!'
/** src/i18n/site/en.ts: the form hands the message to the service e-mail (decision 036). */
const MAIL_OPENED = `Your e-mail app opened with your message to ${'support@bayad.ph'}. Send it from there.`
const MAIL_FALLBACK = `If your e-mail app did not open, write to ${'support@bayad.ph'}.`
const FALLBACK_NOTICE =
  'The privacy policy page of our company site could not be loaded. Here is our privacy policy as published in the app.'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

// The site's frame
const siteNav = (page: Page) => page.getByRole('navigation', { name: 'Site' })
const navLink = (page: Page, name: string) => siteNav(page).getByRole('link', { name, exact: true })
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
const scrollToEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))

// Privacy Policy
const policyFrame = (page: Page) => page.locator(FRAME_WITHOUT_SCRIPTS)
const framedPolicy = (page: Page) => page.frameLocator(FRAME_WITHOUT_SCRIPTS)
const openOnItsOwn = (page: Page) =>
  page.getByRole('link', { name: 'Open the privacy policy on its own page', exact: true })
const fallbackNotice = (page: Page) => page.getByRole('alert').filter({ hasText: FALLBACK_NOTICE })
const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again', exact: true })
const contents = (page: Page) => page.getByRole('navigation', { name: 'Contents' })
const policyProbes = async (page: Page) => (await arrivals(page, POLICY_PAGE)).length

// Contact
const fullName = (page: Page) => page.getByRole('textbox', { name: 'Full name', exact: true })
const phone = (page: Page) => page.getByRole('textbox', { name: 'Phone number', exact: true })
const message = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true })
const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true })
const refusal = (page: Page) => page.getByRole('alert').filter({ hasText: INCOMPLETE })
const success = (page: Page) => page.getByRole('status').filter({ hasText: /e-mail app opened/ })

/** The section is on screen as a visit to it shows it: heading, names, current nav item. */
async function expectSection(page: Page, section: Section) {
  await expect(h1(page, section.title)).toBeVisible()
  await expect(page).toHaveTitle(`${section.title} · Bayad`)
  await expect.poll(() => metaDescription(page)).toBe(section.description)
  await expect(siteNav(page).locator('[aria-current="page"]')).toHaveCount(1)
  await expect(navLink(page, section.nav)).toHaveAttribute('aria-current', 'page')
}

/** The page's address has exactly the common query string (plus `extra`), nothing else. */
function expectOnlyCommon(page: Page, path: string, extra: Record<string, string> = {}) {
  const url = expectUrl(page, path, extra)
  expect([...url.searchParams.keys()].sort()).toEqual([...Object.keys(COMMON), ...Object.keys(extra)].sort())
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

/** The cells of each row of a table, as read (header cells included). */
function tableCells(table: Locator): Promise<string[][]> {
  return table.evaluate((element: HTMLTableElement) =>
    [...element.rows].map((row) => [...row.cells].map((cell) => cell.innerText.trim())),
  )
}

/** axe, the 44 px rule and no sideways scrolling, then a full-page screenshot. */
async function checkPage(page: Page, label: string) {
  // The frame's own page is checked on its own ('the company page itself passes axe').
  await expectAccessible(page, label, { exclude: [FRAME_WITHOUT_SCRIPTS] })
  expect(await smallTargets(page), label).toEqual([])
  const width = page.viewportSize()!.width
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${label} scrolls sideways`,
  ).toBeLessThanOrEqual(width)
  if (!TAKE_SHOTS) return
  // From the top: a full-page picture taken scrolled down draws the desktop's sticky bar part-way.
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect.poll(() => scrollY(page)).toBe(0)
  await page.screenshot({ path: `${SHOTS}/${width}-${label}.png`, fullPage: true })
  // A long document's full page is too tall to look at: its first screen too.
  if (await page.evaluate(() => document.documentElement.scrollHeight > 3 * window.innerHeight))
    await page.screenshot({ path: `${SHOTS}/${width}-${label}-top.png` })
}

/** The framed company page has loaded and shows (the probe found it, the frame loaded). */
async function expectPolicyFramed(page: Page) {
  await expect(policyFrame(page)).toBeVisible()
  await expect(framedPolicy(page).getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
  await expect(openOnItsOwn(page)).toBeVisible()
  await expect(page.getByText('Loading the privacy policy…')).toHaveCount(0)
  await expect(fallbackNotice(page)).toHaveCount(0)
}

/** The in-app policy text shows instead of the company page, with Try again. */
async function expectPolicyFallback(page: Page) {
  await expect(fallbackNotice(page)).toBeVisible()
  await expect(tryAgain(page)).toBeVisible()
  await expect(policyFrame(page)).toHaveCount(0)
  await expect(openOnItsOwn(page)).toHaveCount(0)
  await expect(contents(page)).toBeVisible()
  await expect(contents(page).getByRole('link')).toHaveText(POLICY_SECTIONS)
  await expect(page.getByRole('heading', { level: 2, name: 'Lender information', exact: true })).toBeVisible()
  // The section's own frame stays: its heading and current item.
  await expectSection(page, POLICY)
}

test.describe('site navigation', () => {
  test('each nav item: the address (common query kept), heading, title, description and current item change, the page starts at the top; Back and Forward', async ({
    page,
  }) => {
    await page.goto(withCommon('/'))
    await expectSection(page, HOME)
    expectOnlyCommon(page, '/')
    // Every nav item carries the common query string.
    for (const section of SECTIONS)
      await expect(navLink(page, section.nav)).toHaveAttribute('href', withCommon(section.path))

    // Around the bar and back home: About, Policy, Loan, Contact, Home. On a phone the bar scrolls
    // away with the page and tap() brings it back into view first; the desktop test below, whose bar
    // stays in sight, shows that the section itself starts at the top.
    const steps = [...SECTIONS.slice(1), HOME]
    let previous = HOME
    for (const section of steps) {
      await scrollToEnd(page)
      await expect.poll(() => scrollY(page), `${previous.path} scrolls`).toBeGreaterThan(200)
      await navLink(page, section.nav).tap()
      await expect(page).toHaveURL(new RegExp(`^[^?]*${section.path === '/' ? '/' : section.path}\\?`))
      expectOnlyCommon(page, section.path)
      await expectSection(page, section)
      await expect(h1(page, previous.title)).toHaveCount(0)
      await expect.poll(() => scrollY(page), `${section.path} starts at the top`).toBe(0)

      await page.goBack()
      expectOnlyCommon(page, previous.path)
      await expectSection(page, previous)
      await page.goForward()
      expectOnlyCommon(page, section.path)
      await expectSection(page, section)
      previous = section
    }
  })

  test('on a desktop the bar stays in sight: a section opened from deep in a page starts at its top', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto(withCommon('/Loan'))
    await expectSection(page, LOAN)
    for (const section of [HOME, ABOUT, CONTACT, LOAN]) {
      await scrollToEnd(page)
      await expect.poll(() => scrollY(page)).toBeGreaterThan(200)
      // The sticky bar is on screen where the page was left, so the tap itself scrolls nothing.
      await expect(navLink(page, section.nav)).toBeInViewport()
      await navLink(page, section.nav).tap()
      await expectSection(page, section)
      await expect.poll(() => scrollY(page), `${section.path} starts at the top`).toBe(0)
    }
  })

  test('a link to each section opens it, /User shows Home, and the test preview links to them all', async ({
    page,
  }) => {
    for (const section of SECTIONS) {
      await page.goto(withCommon(section.path))
      await expectSection(page, section)
      await expect(siteNav(page).getByRole('link')).toHaveText(SECTIONS.map(({ nav }) => nav))
    }
    await page.goto(withCommon('/User'))
    await expectSection(page, HOME)
    expectOnlyCommon(page, '/User')
    await expect(page.getByRole('heading', { level: 2, name: 'Borrow when you need it' })).toBeVisible()
    await navLink(page, 'About us').tap()
    await expectSection(page, ABOUT)
    expectOnlyCommon(page, '/About')

    for (const section of SECTIONS) {
      await page.goto(withCommon('/testPreview'))
      await page
        .getByRole('link', { name: `Official site: ${section.preview ?? section.nav}`, exact: true })
        .tap()
      await expect(h1(page, section.title)).toBeVisible()
      expectOnlyCommon(page, section.path)
      await expectSection(page, section)
    }
    for (const [label, document] of [
      ['About us', DOCUMENTS[0]],
      ['Privacy policy', DOCUMENTS[1]],
      ['Loan agreement', DOCUMENTS[2]],
    ] as const) {
      await page.goto(withCommon('/testPreview'))
      await page.getByRole('link', { name: label, exact: true }).tap()
      await expect(h1(page, document.title)).toBeVisible()
      expectOnlyCommon(page, document.path)
      await expect(page).toHaveTitle(`${document.title} · Bayad`)
      await expect.poll(() => metaDescription(page)).toBe(document.description)
    }
  })
})

test.describe('pictures', () => {
  const HOME_PICTURES = [
    {
      file: 'home-borrow',
      alt: 'A smartphone screen showing a personal loan offer with the amount, term and repayment date',
    },
    {
      file: 'home-steps',
      alt: 'Three steps shown side by side: filling in an application, receiving a decision and getting money in an account',
    },
    {
      file: 'home-secure',
      alt: 'A padlock and a shield in front of a smartphone, symbolising secure personal data',
    },
    {
      file: 'home-repay',
      alt: 'A borrower repaying a loan with a choice of bank card, e-wallet or payment code at a store',
    },
  ]
  const ABOUT_PICTURES = [
    {
      file: 'about-mission',
      alt: 'A team of people sitting with a family and helping them work through a financial plan',
    },
    {
      file: 'about-team',
      alt: 'People at a customer service desk answering messages from borrowers on computers and phones',
    },
  ]
  /** The site's pictures the page asked for, by file name (the build adds a hash: home-borrow-js-llaS5.svg). */
  const svgRequests = (requests: Request[]) =>
    requests
      .map((request) => new URL(request.url()).pathname)
      .filter((path) => path.endsWith('.svg'))
      .map(
        (path) =>
          [...HOME_PICTURES, ...ABOUT_PICTURES].find(({ file }) => path.startsWith(`/assets/${file}-`))
            ?.file ?? path,
      )

  test('Home has four described pictures, About two: the first loads at once, the others lazily', async ({
    page,
  }) => {
    for (const [section, pictures] of [
      [HOME, HOME_PICTURES],
      [ABOUT, ABOUT_PICTURES],
    ] as const) {
      await page.goto(withCommon(section.path))
      await expectSection(page, section)
      const images = page.locator('main img')
      await expect(images).toHaveCount(pictures.length)
      for (const [index, { file, alt }] of pictures.entries()) {
        const image = images.nth(index)
        await expect(image).toHaveAccessibleName(alt)
        await expect(image).toHaveAttribute('src', new RegExp(`/assets/${file}-[\\w-]+\\.svg$`))
        await expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy')
        // Width and height hold the picture's place before it arrives.
        await expect(image).toHaveAttribute('width', '640')
        await expect(image).toHaveAttribute('height', '400')
      }
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
      // Each picture's words are in the text too: a heading per picture.
      await expect(page.locator('main h2')).toHaveCount(pictures.length)
      // Once scrolled past, every picture has arrived and shows.
      await scrollToEnd(page)
      for (const index of pictures.keys()) {
        await images.nth(index).scrollIntoViewIfNeeded()
        await expect
          .poll(() =>
            images.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
          )
          .toBe(true)
      }
    }
  })

  test(
    'a picture far below the screen is not downloaded until the visitor scrolls towards it (phone held sideways)',
    {
      tag: '@full-browser',
    },
    async ({ page }) => {
      // Chromium fetches a lazy picture once it is within 1250 px of the screen (on 4G): on a phone
      // upright (844 px) all of Home is that close, so the saving shows with the phone on its side.
      await page.setViewportSize({ width: 844, height: 390 })
      const requests = recordRequests(page)
      await page.goto(withCommon('/'))
      await expectSection(page, HOME)
      const images = page.locator('main img')
      await expect(images).toHaveCount(4)
      await expect
        .poll(() =>
          images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true)
      const farTop = await images
        .nth(3)
        .evaluate((image) => image.getBoundingClientRect().top - window.innerHeight)
      expect(farTop, 'the last picture is more than 1250 px below the screen').toBeGreaterThan(1_300)
      // The three pictures near the screen arrive; the far one is not asked for.
      await expect.poll(() => svgRequests(requests)).toEqual(['home-borrow', 'home-steps', 'home-secure'])
      await expect
        .poll(() =>
          images.nth(2).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true)
      expect(svgRequests(requests)).not.toContain('home-repay')

      await scrollToEnd(page)
      await expect
        .poll(() => svgRequests(requests))
        .toEqual(['home-borrow', 'home-steps', 'home-secure', 'home-repay'])
      await expect
        .poll(() =>
          images.nth(3).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true)
    },
  )
})

test.describe('Contact us', () => {
  /**
   * What the page asks the network for once loaded, apart from the code of the other sections, which
   * the site fetches on the visitor's first touch (prefetchOnFirstInteraction, site-frame.tsx): GET
   * requests for the build's scripts and nothing else.
   */
  const notCode = (requests: Request[]) =>
    requests
      .filter(
        (request) =>
          !(
            request.method() === 'GET' &&
            request.resourceType() === 'script' &&
            new URL(request.url()).pathname.startsWith('/assets/')
          ) && !request.url().startsWith('mailto:'),
      )
      .map((request) => `${request.method()} ${request.url()}`)
  /** The page's navigations to a mailto: address (the e-mail app opening; decision 036). */
  const mailtos = (requests: Request[]) =>
    requests.filter((request) => request.url().startsWith('mailto:')).map((request) => request.url())

  async function openContact(page: Page) {
    await page.goto(withCommon('/Contact'))
    await expectSection(page, CONTACT)
    await expect(submit(page)).toBeVisible()
    const sandboxCalls = (await arrivals(page, '')).length
    return { requests: recordRequests(page), sandboxCalls }
  }

  test('Submit with nothing says "Please provide complete information!" and goes to Full name; nothing is sent', async ({
    page,
  }) => {
    const { requests, sandboxCalls } = await openContact(page)
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible()
    await expect(refusal(page)).toHaveCount(0)
    await submit(page).tap()
    await expect(refusal(page)).toHaveText(INCOMPLETE)
    await expect(fullName(page)).toBeFocused()
    // Each blank field says what to enter, then the form's message.
    for (const [field, missing] of [
      [fullName(page), 'Enter your full name.'],
      [phone(page), 'Enter your phone number.'],
      [message(page), 'Enter your message.'],
    ] as const) {
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(`${missing} ${INCOMPLETE}`)
    }
    await expect(success(page)).toHaveCount(0)
    expectOnlyCommon(page, '/Contact')
    expect(notCode(requests)).toEqual([])
    await expect.poll(() => arrivals(page, '')).toHaveLength(sandboxCalls)
  })

  test('two fields filled: the message, both values kept, the blank field marked and focused', async ({
    page,
  }) => {
    const { requests, sandboxCalls } = await openContact(page)
    await fullName(page).fill('Juan dela Cruz')
    await phone(page).fill('09171234567')
    await submit(page).tap()
    await expect(refusal(page)).toHaveText(INCOMPLETE)
    await expect(fullName(page)).toHaveValue('Juan dela Cruz')
    await expect(phone(page)).toHaveValue('09171234567')
    await expect(message(page)).toHaveValue('')
    await expect(message(page)).toBeFocused()
    await expect(message(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(fullName(page)).not.toHaveAttribute('aria-invalid', 'true')
    await expect(phone(page)).not.toHaveAttribute('aria-invalid', 'true')
    // Spaces are not a message.
    await message(page).fill('   ')
    await expect(refusal(page)).toHaveCount(0)
    await submit(page).tap()
    await expect(refusal(page)).toHaveText(INCOMPLETE)
    await expect(message(page)).toBeFocused()
    await expect(success(page)).toHaveCount(0)
    expect(notCode(requests)).toEqual([])
    await expect.poll(() => arrivals(page, '')).toHaveLength(sandboxCalls)
  })

  test('all three filled: the e-mail app opens on the message (mailto with subject and body), the page says so; nothing is sent; typing again hides it', async ({
    page,
  }) => {
    const { requests, sandboxCalls } = await openContact(page)
    await submit(page).tap()
    await expect(refusal(page)).toBeVisible()
    await fullName(page).fill('Juan dela Cruz')
    // Pasted in the international form: kept as the national 09… (decision 036).
    await phone(page).fill('+63 917 123 4567')
    await expect(phone(page)).toHaveValue('09171234567')
    await message(page).fill('When is my next payment due?\nThank you & regards')
    await submit(page).tap()
    await expect(success(page)).toHaveText(MAIL_OPENED)
    await expect(refusal(page)).toHaveCount(0)
    // The message as a mailto link to the service e-mail, should the e-mail app not have opened.
    const fallback = page.getByText(/did not open/)
    await expect(fallback).toHaveText(MAIL_FALLBACK)
    const href = (await fallback.getByRole('link', { name: SERVICE_EMAIL }).getAttribute('href')) ?? ''
    const mail = new URL(href)
    expect(mail.protocol).toBe('mailto:')
    expect(mail.pathname).toBe(SERVICE_EMAIL)
    expect(mail.searchParams.get('subject')).toBe('Message from Juan dela Cruz (Contact us)')
    expect(mail.searchParams.get('body')).toBe(
      'Full name: Juan dela Cruz\r\nPhone number: 09171234567\r\n\r\nMessage:\r\nWhen is my next payment due?\nThank you & regards',
    )
    expect(href).not.toContain(' ')
    // The page itself went to that address once: the e-mail app was asked to open.
    expect(mailtos(requests)).toEqual([href])
    // The values stay (the visitor may need them if no e-mail app opened).
    await expect(fullName(page)).toHaveValue('Juan dela Cruz')
    for (const field of [fullName(page), phone(page), message(page)])
      await expect(field).not.toHaveAttribute('aria-invalid', 'true')
    expectOnlyCommon(page, '/Contact')
    expect(notCode(requests)).toEqual([])
    await expect.poll(() => arrivals(page, '')).toHaveLength(sandboxCalls)
    // Nothing the visitor typed went anywhere but to the e-mail app.
    for (const request of requests.filter((r) => !r.url().startsWith('mailto:'))) {
      expect(request.url()).not.toContain('dela')
      expect(request.postData() ?? '').toBe('')
    }
    await fullName(page).fill('Maria')
    await expect(success(page)).toHaveCount(0)
    await expect(page.getByText(/did not open/)).toHaveCount(0)
  })

  test('a phone that is not a mobile number is refused at the field, with the rule', async ({ page }) => {
    await openContact(page)
    await fullName(page).fill('Juan dela Cruz')
    await phone(page).fill('(02) 8888-0000')
    await message(page).fill('When is my next payment due?')
    await submit(page).tap()
    const rule = 'Enter your mobile number: 11 digits starting with 09.'
    await expect(page.getByRole('alert').filter({ hasText: rule })).toHaveText(rule)
    await expect(refusal(page)).toHaveCount(0)
    await expect(phone(page)).toBeFocused()
    await expect(phone(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(success(page)).toHaveCount(0)
  })

  test('a double tap on Submit of an empty form: one refusal, nothing sent', async ({ page }) => {
    const { requests, sandboxCalls } = await openContact(page)
    await tapTwiceAtOnce(submit(page))
    await expect(refusal(page)).toHaveText(INCOMPLETE)
    await expect(page.getByText(INCOMPLETE, { exact: true })).toHaveCount(1)
    await expect(fullName(page)).toBeFocused()
    await expect(success(page)).toHaveCount(0)
    expect(notCode(requests)).toEqual([])
    await expect.poll(() => arrivals(page, '')).toHaveLength(sandboxCalls)
  })

  test('a double tap on Submit of a complete form: the e-mail app opens once, nothing refused, nothing sent', async ({
    page,
  }) => {
    const { requests, sandboxCalls } = await openContact(page)
    await fullName(page).fill('Juan dela Cruz')
    await phone(page).fill('09171234567')
    await message(page).fill('When is my next payment due?')
    await tapTwiceAtOnce(submit(page))
    await expect(success(page)).toHaveText(MAIL_OPENED)
    await expect(page.getByText(MAIL_OPENED, { exact: true })).toHaveCount(1)
    await expect(page.getByText(INCOMPLETE, { exact: true })).toHaveCount(0)
    await expect(fullName(page)).toHaveValue('Juan dela Cruz')
    // One e-mail app opening for the two taps.
    expect(mailtos(requests)).toHaveLength(1)
    expect(notCode(requests)).toEqual([])
    await expect.poll(() => arrivals(page, '')).toHaveLength(sandboxCalls)
  })

  test('the company contact details: e-mail and telephone links', async ({ page }) => {
    await openContact(page)
    const details = page.getByRole('region', { name: 'Customer service' })
    await expect(details.getByRole('link', { name: SERVICE_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SERVICE_EMAIL}`,
    )
    await expect(details.getByRole('link', { name: /^\+63/ })).toHaveAttribute('href', /^tel:\+63\d+$/)
  })
})

test.describe('Privacy Policy', () => {
  test('the company page shows in a sandboxed frame, with a link to open it on its own', async ({ page }) => {
    await page.goto(withCommon('/Policy'))
    await expectSection(page, POLICY)
    await expectPolicyFramed(page)
    await expect(policyFrame(page)).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox')
    await expect(policyFrame(page)).toHaveAttribute('title', `Privacy policy of ${COMPANY}`)
    const address = new URL(POLICY_PAGE, page.url()).href
    await expect(policyFrame(page)).toHaveAttribute('src', address)
    await expect(openOnItsOwn(page)).toHaveAttribute('href', address)
    await expect(openOnItsOwn(page)).toHaveAttribute('target', '_blank')
    // The framed page is the company's: its sections, the same words as the app's.
    await expect(
      framedPolicy(page).getByRole('heading', { level: 2, name: 'Lender information' }),
    ).toBeVisible()
    await expect(contents(page)).toHaveCount(0)
    expect(await policyProbes(page)).toBe(1)
  })

  test('the company page itself passes axe', async ({ page }) => {
    await page.goto(POLICY_PAGE)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    await expectAccessible(page, 'company policy page')
  })

  test('policyUnavailable: the in-app policy with its Contents; Try again asks again; once the page answers, it shows', async ({
    page,
  }) => {
    await chooseScenario(page, 'policyUnavailable')
    await page.goto(withCommon('/Policy'))
    await expectPolicyFallback(page)
    expect(await policyProbes(page)).toBe(1)
    // The in-app text's Contents jumps within the page.
    await contents(page).getByRole('link', { name: 'Minors', exact: true }).tap()
    const minors = page.getByRole('heading', { level: 2, name: 'Minors', exact: true })
    await expect(minors).toBeFocused()
    await expect(minors).toBeInViewport()
    expectOnlyCommon(page, '/Policy')

    await tryAgain(page).tap()
    await expect.poll(() => policyProbes(page)).toBe(2)
    await expectPolicyFallback(page)

    await switchScenario(page, 'verificationNeeded')
    await tryAgain(page).tap()
    await expectPolicyFramed(page)
    expect(await policyProbes(page)).toBe(3)
    await expect(contents(page)).toHaveCount(0)
  })

  test('offline: the in-app policy shows', async ({ page }) => {
    await chooseScenario(page, 'offline')
    await page.goto(withCommon('/Policy'))
    await expectPolicyFallback(page)
  })

  test('a company page that never loads: the in-app policy shows after 10 s, not before', async ({
    page,
  }) => {
    // The probe is answered (by the sandbox); the frame's own request hangs.
    await page.route(`**${POLICY_PAGE}*`, () => {})
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1_000)
    await page.goto(withCommon('/Policy'))
    await expect(h1(page, POLICY.title)).toBeVisible()
    const loading = page.getByRole('status').filter({ hasText: 'Loading the privacy policy…' })
    await expect(loading).toBeVisible()
    await expect.poll(() => policyProbes(page)).toBe(1)

    // Until its page has loaded the frame is there, hidden, and its box says it is busy.
    await page.clock.runFor(POLICY_LOAD_TIMEOUT_MS - 1)
    await expect(policyFrame(page)).toBeAttached()
    await expect(policyFrame(page)).toBeHidden()
    await expect(page.locator('.policy-frame')).toHaveAttribute('aria-busy', 'true')
    await expect(loading).toBeVisible()
    await expect(fallbackNotice(page)).toHaveCount(0)
    await expect(openOnItsOwn(page)).toHaveCount(0)

    await page.clock.runFor(1)
    await expect(fallbackNotice(page)).toBeVisible()
    await expect(policyFrame(page)).toHaveCount(0)
    await page.clock.resume()
    await expectPolicyFallback(page)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
})

test.describe('Loan terms and conditions', () => {
  test('the terms of spec §9 and the worked late-payment example', async ({ page }) => {
    await page.goto(withCommon('/Loan'))
    await expectSection(page, LOAN)
    const main = page.getByRole('main')
    await expect(main.getByText('The loan term is from 91 to 365 calendar days.')).toBeVisible()
    await expect(main.getByText(/a decision within 1 day of receiving/)).toBeVisible()
    await expect(main.getByText(/within 1 to 3 calendar days/)).toBeVisible()
    await expect(main.getByText(/not earlier than 7 days after the loan was disbursed/)).toBeVisible()
    await expect(
      main.getByText(/The fee is ₱1,000\.00 for new clients and ₱800.00 for repeat clients\./),
    ).toBeVisible()
    await expect(main.getByText(/you must be over 18 years of age/)).toBeVisible()

    const rates = main.getByRole('table').filter({ hasText: 'Days overdue' })
    expect(await tableCells(rates)).toEqual([
      ['Days overdue', 'Daily interest on the unpaid amount'],
      ['1 to 30', '5%'],
      ['31 to 90', '4%'],
      ['91 onwards', '2%'],
    ])

    // Worked by hand: a new client leaves ₱5,000.00 unpaid for 100 days.
    //   fee (new client)                          1,000.00
    //   days 1–30:   30 × 5% × 5,000.00 =         7,500.00
    //   days 31–90:  60 × 4% × 5,000.00 =        12,000.00
    //   days 91–100: 10 × 2% × 5,000.00 =         1,000.00
    //   charges: 1,000 + 7,500 + 12,000 + 1,000 = 21,500.00; with the unpaid 5,000.00: 26,500.00
    const example = main.getByRole('figure', { name: /^Example\./ })
    await expect(example).toHaveAccessibleName(
      'Example. A new client leaves ₱5,000.00 unpaid and pays 100 days late.',
    )
    expect(await tableCells(example.getByRole('table'))).toEqual([
      ['Charge', 'How it is worked out', 'Amount'],
      ['One-time late fee', 'New client', '₱1,000.00'],
      ['Interest, days 1 to 30', '30 days × 5% × ₱5,000.00', '₱7,500.00'],
      ['Interest, days 31 to 90', '60 days × 4% × ₱5,000.00', '₱12,000.00'],
      ['Interest, days 91 to 100', '10 days × 2% × ₱5,000.00', '₱1,000.00'],
      ['Late charges in total', '₱21,500.00'],
      ['To pay, with the unpaid ₱5,000.00', '₱26,500.00'],
    ])
    await expect(
      main
        .getByRole('list')
        .filter({ hasText: 'Charges that we are lawfully entitled to recover.' })
        .getByRole('listitem'),
    ).toHaveText([
      'Charges that we are lawfully entitled to recover.',
      'Costs of enforcement and collection.',
      'Penalties and late payment fees.',
      'Other fees under the loan.',
      'Interest.',
      'Principal.',
    ])
  })

  test('on a 320 px phone the worked example can be read: its table fits, or the keyboard can scroll it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of ['/Loan', '/loanAgreement']) {
      await page.goto(withCommon(path))
      const box = page.getByRole('figure', { name: /^Example\./ }).locator('.doc__table-wrap')
      await expect(box).toBeVisible()
      const { fits, focusable } = await box.evaluate((element: HTMLElement) => ({
        fits: element.scrollWidth <= element.clientWidth,
        focusable: element.tabIndex >= 0,
      }))
      expect(fits || focusable, `${path}: the example table fits or its box takes the focus`).toBe(true)
      await expectAccessible(page, `${path} @320`)
    }
  })
})

test.describe('in-app documents', () => {
  test('/privacyPolicy: each Contents link jumps to its section and moves the focus there', async ({
    page,
  }) => {
    await page.goto(withCommon('/privacyPolicy'))
    await expect(h1(page, 'Privacy policy')).toBeVisible()
    await expect(page).toHaveTitle('Privacy policy · Bayad')
    await expect.poll(() => metaDescription(page)).toBe(DOCUMENTS[1].description)
    const links = contents(page).getByRole('link')
    await expect(links).toHaveText(POLICY_SECTIONS)
    for (const name of POLICY_SECTIONS) {
      await contents(page).getByRole('link', { name, exact: true }).tap()
      const heading = page.getByRole('heading', { level: 2, name, exact: true })
      await expect(heading).toBeFocused()
      await expect(heading).toBeInViewport()
      const url = expectUrl(page, '/privacyPolicy')
      expect(url.hash).toBe(`#${await heading.getAttribute('id')}`)
    }
    // Jumps replace the address in place: Back leaves the page, not the last section.
    await page.goto(withCommon('/testPreview'))
    await page.goto(withCommon('/privacyPolicy'))
    await contents(page).getByRole('link', { name: 'Cookies', exact: true }).tap()
    await contents(page).getByRole('link', { name: 'Minors', exact: true }).tap()
    await page.goBack()
    await expect(page).toHaveURL(/\/testPreview\?/)
  })

  test('/aboutUs names the customer service e-mail as a link to write to it', async ({ page }) => {
    await page.goto(withCommon('/aboutUs'))
    await expect(h1(page, 'About us')).toBeVisible()
    await expect(page).toHaveTitle('About us · Bayad')
    await expect.poll(() => metaDescription(page)).toBe(DOCUMENTS[0].description)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Our mission',
      'Our advantages',
      'Our team',
      'Contact us',
    ])
    const email = page.getByRole('main').getByRole('link', { name: SERVICE_EMAIL, exact: true })
    await expect(email).toBeVisible()
    await expect(email).toHaveAttribute('href', `mailto:${SERVICE_EMAIL}`)
  })

  test('a link inside a line of a document is 44 px tall', async ({ page }) => {
    const short: string[] = []
    for (const path of ['/Loan', '/aboutUs', '/privacyPolicy', '/loanAgreement']) {
      await page.goto(withCommon(path))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const links = page.locator('a.doc__link')
      expect(await links.count(), `${path} has links in its text`).toBeGreaterThan(0)
      // A link that wraps is a box per line: each is a target.
      for (const line of await links.evaluateAll((all) =>
        all.flatMap((link) =>
          [...link.getClientRects()].map((rect) => `${link.textContent} ${Math.round(rect.height)}`),
        ),
      ))
        if (Number(line.split(' ').at(-1)) < 44) short.push(`${path}: ${line} px`)
    }
    expect(short).toEqual([])
  })

  test('/loanAgreement: the loan terms first, then the agreement; every id is unique', async ({ page }) => {
    await page.goto(withCommon('/loanAgreement'))
    await expect(h1(page, 'Loan agreement')).toBeVisible()
    await expect(page).toHaveTitle('Loan agreement · Bayad')
    await expect.poll(() => metaDescription(page)).toBe(DOCUMENTS[2].description)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Loan terms and conditions',
      'The agreement',
    ])
    const terms = page.getByRole('region', { name: 'Loan terms and conditions' })
    const agreement = page.getByRole('region', { name: 'The agreement' })
    await expect(terms.getByRole('heading', { level: 3 }).first()).toHaveText('Who can borrow')
    await expect(agreement.getByRole('heading', { level: 3 }).first()).toHaveText('Parties')
    // The terms come before the agreement on the page.
    const order = await terms.evaluate(
      (element, other) => element.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING,
      await agreement.elementHandle(),
    )
    expect(order).toBeTruthy()
    await expect(terms.getByRole('figure', { name: /^Example\./ })).toBeVisible()
    await expect(terms.getByRole('cell', { name: '₱21,500.00' })).toBeVisible()
    const duplicates = await page.evaluate(() => {
      const seen = new Map<string, number>()
      for (const element of document.querySelectorAll('[id]'))
        seen.set(element.id, (seen.get(element.id) ?? 0) + 1)
      return [...seen].filter(([, count]) => count > 1).map(([id]) => id)
    })
    expect(duplicates).toEqual([])
  })
})

test.describe('accessibility and screenshots', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`every site section and document at ${viewport.width} px: axe, 44 px targets, screenshots`, async ({
      page,
    }) => {
      // Twelve axe runs.
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      for (const section of SECTIONS) {
        await page.goto(withCommon(section.path))
        await expectSection(page, section)
        if (section === POLICY) await expectPolicyFramed(page)
        if (section === HOME || section === ABOUT) {
          // Every picture in, for the full-page screenshot.
          await scrollToEnd(page)
          await expect
            .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
            .toBe(true)
        }
        await checkPage(page, section.shot)
      }

      await page.goto(withCommon('/Contact'))
      await submit(page).tap()
      await expect(refusal(page)).toBeVisible()
      await checkPage(page, 'contact-refused')
      await fullName(page).fill('Juan dela Cruz')
      await phone(page).fill('09171234567')
      await message(page).fill('When is my next payment due?')
      await submit(page).tap()
      await expect(success(page)).toBeVisible()
      await checkPage(page, 'contact-succeeded')

      await chooseScenario(page, 'policyUnavailable')
      await page.goto(withCommon('/Policy'))
      await expectPolicyFallback(page)
      await checkPage(page, 'policy-fallback')

      for (const document of DOCUMENTS) {
        await page.goto(withCommon(document.path))
        await expect(h1(page, document.title)).toBeVisible()
        await checkPage(page, document.shot)
      }
    })
  }
})
