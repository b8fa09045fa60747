import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { withCommon } from './support/host-query.ts'
import { atPhoneWidths, expectNoEnglish as noEnglish } from './support/i18n.ts'

/**
 * Issue 28: the official site and the in-app documents in Filipino (`lang=fil`): the nav bar, the
 * headings, the footer, the contact form (its messages and the e-mail it hands to the service address,
 * decision 036) in Filipino; the long texts (src/content/*.md) stay English under a Filipino note saying
 * so. No English text of the site's and the documents' catalogues is left; phone-sized screenshots
 * (390 px and 320 px) in /tmp/shots/site. Also the spec's literal wording (`lang=spec`).
 */

const FIL = { lang: 'fil' }
const AREAS = ['site', 'documents', 'common']
const SERVICE_EMAIL = 'support@bayad.ph'

/**
 * No English text of these catalogues on the page, and the page in Filipino. The content files' own
 * English words are not the interface's: `content` names the ones a page's English text shares with
 * the English catalogue (a heading of the text, say).
 */
const expectNoEnglish = (page: Page, content: readonly string[] = []) => noEnglish(page, AREAS, content)

const shots = (page: Page, name: string) => atPhoneWidths(page, 'site', name)

const NAV = ['Home', 'Tungkol sa amin', 'Patakaran sa privacy', 'Mga tuntunin ng loan', 'Makipag-ugnayan']
const SECTIONS = [
  { path: '/', title: 'Cash loan sa Pilipinas', shot: 'home' },
  { path: '/About', title: 'Tungkol sa amin', shot: 'about' },
  { path: '/Policy', title: 'Patakaran sa privacy', shot: 'policy' },
  { path: '/Loan', title: 'Mga tuntunin at kondisyon ng loan', shot: 'loan' },
  { path: '/Contact', title: 'Makipag-ugnayan sa amin', shot: 'contact' },
] as const

for (const section of SECTIONS)
  test(`fil: the site's ${section.shot} section: nav bar, heading, the note on the English text, footer`, async ({
    page,
  }) => {
    await page.goto(withCommon(section.path, FIL))
    await expect(page.getByRole('heading', { level: 1, name: section.title, exact: true })).toBeVisible()
    await expect(page).toHaveTitle(`${section.title} · Bayad`)
    const nav = page.getByRole('navigation', { name: 'Site' })
    await expect(nav.getByRole('link')).toHaveText(NAV)
    await expect(page.getByText('Nasa English ang nilalamang ito.')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('Blg. ng SEC Registration')
    if (section.shot === 'loan') {
      await expect(page.getByText('Halimbawa.', { exact: true })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Nilalaman' })).toHaveCount(1)
    }
    if (section.shot === 'policy')
      await expect(page.locator('iframe')).toHaveAttribute('title', /^Patakaran sa privacy ng /)
    // A nav item keeps the language.
    const [other, otherTitle] = section.path === '/Contact' ? [0, SECTIONS[0].title] : [4, SECTIONS[4].title]
    await nav.getByRole('link', { name: NAV[other] }).tap()
    await expect(page).toHaveURL(/lang=fil/)
    await expect(page.getByRole('heading', { level: 1, name: otherTitle, exact: true })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: section.title, exact: true })).toBeVisible()
    await expectNoEnglish(page)
    await shots(page, section.shot)
  })

test('fil: the contact form: its messages, a +63 number, and the e-mail it hands to the service address', async ({
  page,
}) => {
  await page.goto(withCommon('/Contact', FIL))
  const form = page.getByRole('form', { name: 'Magpadala ng mensahe' })
  await expect(form).toBeVisible()
  const fullName = form.getByRole('textbox', { name: 'Buong pangalan' })
  const phone = form.getByRole('textbox', { name: 'Phone number' })
  const message = form.getByRole('textbox', { name: 'Mensahe' })
  const submit = form.getByRole('button', { name: 'Ipadala' })
  await expect(page.getByRole('region', { name: 'Customer service' })).toContainText('Oras')

  await submit.tap()
  await expect(form.getByRole('alert')).toHaveText('Pakikumpleto ang impormasyon.')
  await expect(fullName).toBeFocused()
  await expect(fullName).toHaveAccessibleDescription(
    'Ilagay ang iyong buong pangalan. Pakikumpleto ang impormasyon.',
  )
  await expectNoEnglish(page)
  await shots(page, 'contact-refused')

  await fullName.fill('Juan dela Cruz')
  await phone.fill('0917 123')
  await message.fill('Kailan ang due date ko?')
  await submit.tap()
  const rule = 'Ilagay ang iyong mobile number: 11 digit na nagsisimula sa 09.'
  await expect(form.getByRole('alert')).toHaveText(rule)
  await expect(phone).toBeFocused()

  await phone.fill('+63 917 123 4567')
  await expect(phone).toHaveValue('09171234567')
  await submit.tap()
  await expect(form.getByRole('status')).toHaveText(
    `Nabuksan ang iyong e-mail app na may mensahe mo para sa ${SERVICE_EMAIL}. Doon mo ito ipadala.`,
  )
  const fallback = form.getByText(/Kung hindi nabuksan/)
  await expect(fallback).toHaveText(`Kung hindi nabuksan ang iyong e-mail app, sumulat sa ${SERVICE_EMAIL}.`)
  const href = (await fallback.getByRole('link', { name: SERVICE_EMAIL }).getAttribute('href')) ?? ''
  const mail = new URL(href)
  expect(mail.protocol).toBe('mailto:')
  expect(mail.pathname).toBe(SERVICE_EMAIL)
  expect(mail.searchParams.get('subject')).toBe('Mensahe mula kay Juan dela Cruz (Makipag-ugnayan)')
  expect(mail.searchParams.get('body')).toBe(
    'Buong pangalan: Juan dela Cruz\r\nPhone number: 09171234567\r\n\r\nMensahe:\r\nKailan ang due date ko?',
  )
  await expectNoEnglish(page)
  await shots(page, 'contact-mail-opened')
})

/** `content`: the English texts the document's own (English) words share with the catalogue. */
const DOCUMENTS = [
  // about-us.md has a section "Contact us".
  { path: '/aboutUs', title: 'Tungkol sa amin', shot: 'doc-about-us', content: ['Contact us'] },
  { path: '/privacyPolicy', title: 'Patakaran sa privacy', shot: 'doc-privacy-policy', content: [] },
  { path: '/loanAgreement', title: 'Kasunduan sa loan', shot: 'doc-loan-agreement', content: [] },
] as const

for (const doc of DOCUMENTS)
  test(`fil: the document ${doc.path}: its title in Filipino and the note on its English text`, async ({
    page,
  }) => {
    await page.goto(withCommon(doc.path, FIL))
    await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible()
    await expect(page.getByText('Nasa English ang dokumentong ito.')).toBeVisible()
    if (doc.path === '/privacyPolicy')
      await expect(page.getByRole('navigation', { name: 'Nilalaman' })).toBeVisible()
    if (doc.path === '/loanAgreement') {
      await expect(page.getByRole('heading', { level: 2, name: 'Ang kasunduan' })).toBeVisible()
      await expect(page.getByText(/^Huling na-update/).first()).toBeVisible()
    }
    await expectNoEnglish(page, doc.content)
    await shots(page, doc.shot)
  })

test('spec: the nav bar and the contact form in the spec’s words (lang=spec)', async ({ page }) => {
  await page.goto(withCommon('/Contact', { lang: 'spec' }))
  const nav = page.getByRole('navigation', { name: 'Site' })
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'About Us',
    'Privacy Policy',
    'Loan terms and conditions',
    'Contact us',
  ])
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByRole('button', { name: 'Submit' }).tap()
  await expect(form.getByRole('alert')).toHaveText('Please provide complete information!')
  await form.getByRole('textbox', { name: 'Full name' }).fill('Juan dela Cruz')
  await form.getByRole('textbox', { name: 'Phone number' }).fill('09171234567')
  await form.getByRole('textbox', { name: 'Message' }).fill('When is my due date?')
  await form.getByRole('button', { name: 'Submit' }).tap()
  await expect(form.getByRole('status')).toHaveText('Success!')
})
