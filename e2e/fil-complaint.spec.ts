import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible } from './support/a11y.ts'
import { png } from './support/files.ts'
import { COMMON, withCommon } from './support/host-query.ts'
import { atPhoneWidths, expectNoEnglish as noEnglish } from './support/i18n.ts'
import { toast } from './support/page.ts'
import { complaintCalls } from './support/sandbox.ts'

/**
 * Issue 28: customer service, a complaint filed, My complaints, a complaint's details and the rating of
 * its reply, in Filipino (`lang=fil`): Filipino texts, no English text of their catalogues left (server
 * texts pass through: the question types, the tabs, the statuses, the replies), and phone-sized
 * screenshots (390 px and 320 px) in /tmp/shots/complaint. Also the spec's literal wording (`lang=spec`).
 */

const FIL = { lang: 'fil' }
const AREAS = ['complaint', 'complaintsend', 'complaints', 'complaintdetails', 'service', 'rating', 'common']
/** The sandbox's words (src/sandbox/handlers/complaint.ts): a status English shares with our catalogue. */
const SERVER_TEXTS = ['In progress']
/** The sandbox's sample complaint answered and not rated yet (src/sandbox/sample-complaints.ts SAMPLE_COMPLAINTS.toRate). */
const TO_RATE = '3f2a9c41-7b6e-4d1a-9e57-2c8b0d4f6a13'
const TO_RATE_CONTENT = 'I paid through GCash yesterday but the app still shows my loan as unpaid.'
const WRITTEN = 'Nagbayad ako kahapon sa GCash pero unpaid pa rin ang loan ko sa app.'
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'

/** No English text of this flow's catalogues on the page (the server's own words aside), and the page in Filipino. */
const expectNoEnglish = (page: Page) => noEnglish(page, AREAS, SERVER_TEXTS)

const shots = (page: Page, name: string) => atPhoneWidths(page, 'complaint', name)

test('fil: customer service, a complaint filed, My complaints, its details and the rating of the reply', async ({
  page,
}) => {
  await page.goto(withCommon('/customerService', FIL))
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible()
  await expect(page.getByText('Narito kami para tumulong sa iyong loan, bayad at account.')).toBeVisible()
  const contact = page.getByRole('list', { name: 'Paano kontakin ang customer service' })
  await expect(contact.getByRole('button', { name: /^Telepono .* Tumawag$/ })).toBeVisible()
  await expect(contact.getByRole('link', { name: /^E-mail .* Mag-email$/ })).toBeVisible()
  await expectNoEnglish(page)
  await expectAccessible(page, 'customer service in Filipino')
  await shots(page, 'service')

  // Customer service → Online service: the complaint start.
  await page
    .getByRole('list', { name: 'Mga reklamo' })
    .getByRole('link', { name: /^Online na serbisyo / })
    .tap()
  await expect(page.getByRole('heading', { level: 1, name: 'Online na serbisyo' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Piliin ang uri ng reklamo' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Napiling order' })).toBeVisible()
  await expectNoEnglish(page)
  await shots(page, 'start')
  // The question types are the server's words.
  await page.getByRole('button', { name: 'Repayment issue', exact: true }).tap()

  // The form: Send with nothing written says why, in Filipino, at the field.
  await expect(page).toHaveURL(/\/complainPageNext\?/)
  const box = page.getByLabel('Ilarawan ang problema')
  await expect(box).toHaveAttribute('placeholder', 'Ano ang nangyari, at kailan?')
  await expect(page.getByText('Mga larawang patunay')).toBeVisible()
  await expect(page.getByText('Magdagdag', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Ipadala', exact: true }).tap()
  await expect(page.getByRole('alert')).toHaveText('Sabihin sa amin kung ano ang nangyari.')
  await expect(box).toBeFocused()
  await expectNoEnglish(page)
  await shots(page, 'form-empty')
  await box.fill(WRITTEN)
  await expect(page.getByRole('alert')).toHaveCount(0)

  // A drawing is refused, in Filipino (texts that load with the picture code); a photo is added.
  const picker = page.getByLabel('Magdagdag')
  await picker.setInputFiles([{ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG) }])
  const refused = page.getByRole('alert').filter({ hasText: 'Hindi naidagdag ang file na ito:' })
  await expect(refused.getByRole('listitem')).toHaveText([
    'drawing.svg Hindi larawan ang file na ito (JPEG, PNG o WebP).',
  ])
  await expectNoEnglish(page)
  await shots(page, 'form-refused')
  await picker.setInputFiles([{ name: 'resibo.png', mimeType: 'image/png', buffer: png(1) }])
  await expect(page.getByRole('img', { name: 'resibo.png' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Alisin ang resibo.png' })).toBeVisible()
  await expect(refused).toHaveCount(0)
  await expectNoEnglish(page)
  await page.getByRole('button', { name: 'Ipadala', exact: true }).tap()
  await expect(page.getByRole('dialog', { name: 'Naipadala na ang iyong reklamo.' })).toBeVisible()
  await expect(
    page.getByText('Salamat. Sasagot kami sa loob ng 3 araw ng trabaho.', { exact: true }),
  ).toBeVisible()
  await shots(page, 'form-sent')

  // Back on the complaint home, which names the complaint just filed.
  await page.waitForURL((url) => url.pathname === '/complaint')
  const sent = page.getByRole('status').filter({ hasText: 'Naipadala na ang iyong reklamo' })
  await expect(sent).toContainText('Reference no.')
  await expect(sent).toContainText('Sasagot kami sa loob ng 3 araw ng trabaho.')
  await expect(sent.getByRole('link', { name: 'Tingnan ang reklamo', exact: true })).toBeVisible()
  await expectNoEnglish(page)
  await shots(page, 'start-sent')

  // My complaints: the tabs and statuses are the server's; the rest Filipino.
  await page.getByRole('link', { name: /^Mga reklamo ko/ }).tap()
  await expect(page.getByRole('heading', { level: 1, name: 'Mga reklamo ko' })).toBeVisible()
  const tabs = page.getByRole('tablist', { name: 'Mga reklamo' })
  await expect(tabs.getByRole('tab', { name: /^Processing \(\d+\)$/ })).toBeVisible()
  await expect(page.getByRole('tabpanel').getByText(WRITTEN)).toBeVisible()
  await expectNoEnglish(page)
  await expectAccessible(page, 'My complaints in Filipino')
  await shots(page, 'list')

  // The answered complaint: its details, the reply, and the rating popup a moment after it loads.
  await tabs.getByRole('tab', { name: /^Completed \(\d+\)$/ }).tap()
  await page.getByRole('tabpanel').getByRole('button').filter({ hasText: TO_RATE_CONTENT }).tap()
  await expect(page.getByRole('heading', { level: 1, name: 'Detalye ng reklamo' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Ang iyong reklamo' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Ang sagot namin' })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Mga larawan sa sagot' }).getByRole('button'),
  ).toHaveAccessibleName('Palakihin ang larawan sa sagot 1 sa 1')
  const popup = page.getByRole('dialog', { name: 'I-rate ang sagot namin' })
  await expect(popup).toBeVisible({ timeout: 10_000 })
  await expect(popup.getByText('Gaano nakatulong ang sagot namin? I-tap ang isang star.')).toBeVisible()
  await expect(popup.getByRole('radio')).toHaveCount(5)
  await expectNoEnglish(page)
  await expectAccessible(page, 'rating popup in Filipino')
  await shots(page, 'rating')

  // Send without a star: the shared "pick a rating" in Filipino; then 4 stars are sent.
  await popup.getByRole('button', { name: 'Ipadala', exact: true }).tap()
  await expect(toast(page, 'Pumili ng rating.')).toBeVisible()
  await popup.getByRole('radio', { name: '4 star', exact: true }).tap()
  await expect(popup.getByRole('radio', { name: '4 star', exact: true })).toBeChecked()
  await popup.getByRole('button', { name: 'Ipadala', exact: true }).tap()
  await expect(toast(page, 'Salamat sa iyong rating.')).toBeVisible()
  await expect(popup).toHaveCount(0)
  await expect(page.getByText('Salamat sa pag-rate sa sagot namin.', { exact: true })).toBeFocused()
  expect(await complaintCalls(page, 'score')).toEqual([
    { call: 'score', fields: { ...COMMON, score: '4', problemId: TO_RATE }, code: '00' },
  ])
  await expectNoEnglish(page)
  await shots(page, 'details-rated')
})

test("spec: the spec's literal wording (lang=spec) where it quotes one, plain English elsewhere", async ({
  page,
}) => {
  await page.goto(withCommon('/complaint', { lang: 'spec' }))
  await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible()
  await page.getByRole('button', { name: 'Repayment issue', exact: true }).tap()
  await expect(page).toHaveURL(/\/complainPageNext\?/)
  await page.getByRole('button', { name: 'Send', exact: true }).tap()
  // Spec §5, word for word.
  await expect(page.getByRole('alert')).toHaveText('Please fill in your comments and suggestions')
  await page.getByLabel('Describe the problem').fill('My payment is not showing.')
  await page.getByRole('button', { name: 'Send', exact: true }).tap()
  // Spec §2 "Complaint form".
  await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible()

  // Spec §2 "Complaint details" and §8 "Rating success toast".
  await page.goto(withCommon('/complainDetails', { lang: 'spec', problemId: TO_RATE }))
  await expect(page.getByRole('heading', { level: 2, name: 'Process Result' })).toBeVisible()
  const popup = page.getByRole('dialog', { name: 'Rate our reply' })
  await expect(popup).toBeVisible({ timeout: 10_000 })
  await popup.getByRole('radio', { name: '5 stars', exact: true }).tap()
  await popup.getByRole('button', { name: 'Send', exact: true }).tap()
  await expect(toast(page, 'Successful demonstration！')).toBeVisible()
})
