import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible } from './support/a11y.ts'
import { png, SHOTS_DIR } from './support/files.ts'
import { COMMON, withCommon } from './support/host-query.ts'
import { expectUrl, tapTwiceAtOnce, toast } from './support/page.ts'
import { chooseScenario, readSandbox } from './support/sandbox.ts'

/** Spec §2 "Complaint start" / "Complaint form", §4 "Complaint start" / "Complaint send", §5, §9. */
const ORDER_BAYAD = 'BYD20261105000017' // Bayad Cash, preselected by orderId
const ORDER_PESOFLEX = 'BYD20260812000042' // PesoFlex
const START_URL = withCommon('/complaint', { orderId: ORDER_BAYAD })

const selectedOrder = (page: Page) => page.getByRole('region', { name: 'Selected order' })
const typeButton = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true })
const description = (page: Page) => page.getByLabel('Describe the problem')
const addImages = (page: Page) => page.getByLabel('Add images')
const images = (page: Page) => page.getByRole('list', { name: /Evidence images/ }).getByRole('img')

function imageFiles(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    name: `evidence-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: png(i),
  }))
}

test('full flow: other order, collection sub-type, text, 2 images, Send, back on complaint home', async ({
  page,
}) => {
  // The page's clock runs in real time until the modal's 1.5 s below are counted on it.
  await page.clock.install()
  await page.goto(START_URL)
  await expect(page.getByRole('heading', { name: 'Online service' })).toBeVisible()
  await expect(selectedOrder(page).getByText('Bayad Cash')).toBeVisible()

  // "All" opens the list of orders; picking one replaces the selected order.
  await selectedOrder(page).getByRole('button', { name: 'All' }).tap()
  const orders = page.getByRole('dialog', { name: 'All orders' })
  await expect(orders).toBeVisible()
  await expect(orders.getByRole('button', { name: /Bayad Cash/ })).toHaveAttribute('aria-current', 'true')
  await orders.getByRole('button', { name: /PesoFlex/ }).tap()
  await expect(orders).toBeHidden()
  await expect(selectedOrder(page).getByText('PesoFlex')).toBeVisible()
  await expect(selectedOrder(page).getByText('Bayad Cash')).toHaveCount(0)

  // Type 1 reveals its sub-types; the form opens only after one is picked.
  await typeButton(page, 'Collection complaint').tap()
  const subTypes = page.getByRole('list', { name: 'Collection complaint sub-types' })
  await expect(subTypes).toBeVisible()
  await expect(typeButton(page, 'Collection complaint')).toHaveAttribute('aria-expanded', 'true')
  expect(new URL(page.url()).pathname).toBe('/complaint')
  await subTypes.getByRole('button', { name: 'Calls outside allowed hours' }).tap()

  await expect(page).toHaveURL(/\/complainPageNext\?/)
  expectUrl(page, '/complainPageNext', { problemType: '1', problemSonType: '13', orderNo: ORDER_PESOFLEX })
  expect(await page.evaluate(() => window.localStorage.getItem('orderNo'))).toBe(ORDER_PESOFLEX)

  const tags = page.getByLabel('Question type')
  await expect(tags.getByText('Collection complaint', { exact: true })).toBeVisible()
  await expect(tags.getByText('Calls outside allowed hours', { exact: true })).toBeVisible()

  const send = page.getByRole('button', { name: 'Send' })
  await send.tap()
  // Shown at the field, once, and the borrower is put in it.
  await expect(page.getByRole('alert')).toHaveText('Tell us what happened.')
  await expect(page.getByText('Tell us what happened.')).toHaveCount(1)
  await expect(description(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(description(page)).toHaveAccessibleDescription('Tell us what happened.')
  await expect(description(page)).toBeFocused()
  expect(new URL(page.url()).pathname).toBe('/complainPageNext')

  const counter = page.getByText(/^\d+\/200$/)
  await expect(counter).toHaveText('0/200')
  await description(page).fill('The collector calls me')
  await expect(counter).toHaveText('22/200')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(description(page)).toHaveAttribute('aria-invalid', 'false')
  // 250 characters typed: the box keeps 200.
  const long = 'The collector called me after 9 pm three nights in a row and kept calling my office. '
    .repeat(3)
    .slice(0, 250)
  await description(page).fill(long)
  await expect(counter).toHaveText('200/200')
  await expect(description(page)).toHaveValue(long.slice(0, 200))

  await addImages(page).setInputFiles(imageFiles(2))
  await expect(images(page)).toHaveCount(2)
  await expect(page.getByRole('img', { name: 'evidence-1.png' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'evidence-2.png' })).toBeVisible()
  await expect(send).toBeEnabled()
  await page.screenshot({ path: `${SHOTS_DIR}/complaint-form.png` })

  const historyOnForm = await page.evaluate(() => window.history.length)
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await send.tap()
  const sent = page.getByRole('dialog', { name: 'Your complaint was sent.' })
  await expect(sent).toBeVisible()
  // The modal stays 1.5 s, then the location is replaced by the complaint home route.
  await page.clock.runFor(1_499)
  await expect(sent).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/complainPageNext')
  await page.screenshot({ path: `${SHOTS_DIR}/complaint-sent.png` })
  await page.clock.runFor(1)
  await page.waitForURL((url) => url.pathname === '/complaint')
  await page.clock.resume()
  const home = expectUrl(page, '/complaint')
  // The common query, and what the home says of the complaint just filed (docs/decisions/031).
  expect([...home.searchParams.keys()].sort()).toEqual([...Object.keys(COMMON), 'problemId', 'sent'].sort())
  expect(home.searchParams.get('sent')).toBe('1')
  const filedId = home.searchParams.get('problemId') ?? ''
  expect(filedId).toMatch(/^[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible()
  const sentNotice = page.getByRole('status').filter({ hasText: 'Your complaint was sent' })
  await expect(sentNotice).toContainText(`Reference no. ${filedId}`)
  await expect(sentNotice.getByRole('link', { name: 'View my complaint' })).toHaveAttribute(
    'href',
    withCommon('/complainDetails', { problemId: filedId }),
  )
  await expectAccessible(page, 'complaint home after a send')
  expect(await page.evaluate(() => window.history.length)).toBe(historyOnForm)

  // Replaced, not pushed: going back skips the form and returns to where the borrower started.
  await page.goBack()
  await expect(page).toHaveURL(
    (url) => url.pathname === '/complaint' && url.searchParams.get('orderId') === ORDER_BAYAD,
  )
  await page.goForward()
  await expect(page).toHaveURL((url) => url.pathname === '/complaint' && !url.searchParams.has('problemType'))

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible()
  await expect(typeButton(page, 'Collection complaint')).toBeVisible()

  // The app cleared its own key (orderNo); the sandbox state survived and holds the complaint as sent.
  expect(await page.evaluate(() => window.localStorage.getItem('orderNo'))).toBeNull()
  const state = await readSandbox(page)
  expect(state).not.toBeNull()
  const uploaded = state!.uploads.map((upload) => upload.url)
  expect(uploaded).toHaveLength(2)
  const saved = state!.complaints.filter((complaint) => complaint.orderNo === ORDER_PESOFLEX)
  expect(saved).toHaveLength(1)
  expect(saved[0]).toMatchObject({
    type: '1', // problemType
    sonType: '13', // problemSonType
    content: long.slice(0, 200).trim(), // problemDetail
    orderNo: ORDER_PESOFLEX,
  })
  // problemImage: the 2 uploaded URLs, comma-joined (the sandbox stores the split list).
  expect(saved[0]!.images.join(',')).toBe(uploaded.join(','))
  expect(saved[0]!.images.join(',').split(',')).toHaveLength(2)
  // The id problem-save answered is the complaint filed.
  expect(saved[0]!.id).toBe(filedId)

  // "View my complaint" opens it: its reference no., where it stands and when it was filed.
  await page.getByRole('status').getByRole('link', { name: 'View my complaint' }).tap()
  await expect(page).toHaveURL(
    (url) => url.pathname === '/complainDetails' && url.searchParams.get('problemId') === filedId,
  )
  expect([...expectUrl(page, '/complainDetails').searchParams.keys()].sort()).toEqual(
    [...Object.keys(COMMON), 'problemId'].sort(),
  )
  const facts = page.locator('.complaint-facts')
  await expect(facts.locator('dt')).toHaveText(['Reference no.', 'Status', 'Filed on'])
  await expect(facts.locator('dd')).toHaveText([
    filedId,
    'In progress',
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  ])
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(long.slice(0, 200).trim())
  await expectAccessible(page, 'complaint details of the complaint just filed')
})

test('scenario complaintSavedWithoutId: the home says the complaint was sent and leads to My complaints, where it is listed', async ({
  page,
}) => {
  await chooseScenario(page, 'complaintSavedWithoutId')
  await page.goto(withCommon('/complaint', { orderId: ORDER_PESOFLEX }))
  await typeButton(page, 'App problem').tap()
  await description(page).fill('The app closes when I open my order.')
  // A double tap on Send files one complaint.
  const send = page.getByRole('button', { name: 'Send' })
  await tapTwiceAtOnce(send)
  await page.waitForURL((url) => url.pathname === '/complaint' && url.searchParams.get('sent') === '1')
  const home = expectUrl(page, '/complaint')
  expect(home.searchParams.has('problemId')).toBe(false)
  const notice = page.getByRole('status').filter({ hasText: 'Your complaint was sent' })
  await expect(notice).toBeVisible()
  await expect(notice).not.toContainText('Reference no.')
  await expect(notice.getByRole('link', { name: 'View my complaint' })).toHaveCount(0)
  await expectAccessible(page, 'complaint home after a send without an id')
  const state = await readSandbox(page)
  expect(state!.complaints.filter((c) => c.content === 'The app closes when I open my order.')).toHaveLength(
    1,
  )

  await notice.getByRole('link', { name: 'See my complaints' }).tap()
  await expect(page).toHaveURL((url) => url.pathname === '/complaintList')
  await expect(
    page.getByRole('tabpanel').getByRole('button', { name: /The app closes when I open my order\./ }),
  ).toBeVisible()
})

test('a non-collection type goes straight to the form without a sub-type', async ({ page }) => {
  await page.goto(START_URL)
  await typeButton(page, 'Repayment issue').tap()
  await expect(page).toHaveURL(/\/complainPageNext\?/)
  const url = expectUrl(page, '/complainPageNext', { problemType: '2', orderNo: ORDER_BAYAD })
  expect(url.searchParams.has('problemSonType')).toBe(false)
  const tags = page.getByLabel('Question type')
  await expect(tags.getByText('Repayment issue', { exact: true })).toBeVisible()
  await expect(tags.locator('.tag')).toHaveCount(1)
})

test('scenario collectionRefused: type 1 is refused, with the reason that fits the page', async ({
  page,
}) => {
  await chooseScenario(page, 'collectionRefused')
  await page.goto(START_URL)
  await expect(selectedOrder(page).getByText(/^No order selected\./)).toBeVisible()
  await typeButton(page, 'Collection complaint').tap()
  await expect(
    toast(page, 'A collection complaint is about an order. Tap All to choose the order first.'),
  ).toBeVisible()
  await expect(page.getByRole('list', { name: 'Collection complaint sub-types' })).toHaveCount(0)

  // With an order chosen that does not allow it, the spec's message.
  await selectedOrder(page).getByRole('button', { name: 'All' }).tap()
  await page
    .getByRole('dialog', { name: 'All orders' })
    .getByRole('button', { name: /PesoFlex/ })
    .tap()
  await expect(selectedOrder(page).getByText('PesoFlex')).toBeVisible()
  await typeButton(page, 'Collection complaint').tap()
  await expect(
    toast(page, 'You cannot file a collection complaint about this order. Choose another question type.'),
  ).toBeVisible()
  await expect(page.getByRole('list', { name: 'Collection complaint sub-types' })).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe('/complaint')
  expect(await page.evaluate(() => window.localStorage.getItem('orderNo'))).toBeNull()
})

test('choosing 11 images uploads only 9 and the + tile disappears', async ({ page }) => {
  await page.goto(START_URL)
  await typeButton(page, 'App problem').tap()
  await expect(page).toHaveURL(/\/complainPageNext\?/)
  await addImages(page).setInputFiles(imageFiles(11))
  await expect(images(page)).toHaveCount(9, { timeout: 15_000 })
  await expect(page.getByLabel('Uploading image')).toHaveCount(0)
  await expect(addImages(page)).toHaveCount(0)
  await expect(page.getByRole('img', { name: 'evidence-9.png' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'evidence-10.png' })).toHaveCount(0)
  expect((await readSandbox(page))?.uploads).toHaveLength(9)
})

// docs/decisions/009-a-page-is-its-url.md: a new query starts the screen afresh.
test('Back after sending shows the order named in the URL again', async ({ page }) => {
  await page.goto(withCommon('/complaint', { orderId: ORDER_PESOFLEX }))
  await expect(selectedOrder(page).getByText('PesoFlex')).toBeVisible()
  await typeButton(page, 'Repayment issue').tap()
  await description(page).fill('My payment is not shown yet.')
  await page.getByRole('button', { name: 'Send' }).tap()
  await page.waitForURL((url) => url.pathname === '/complaint', { timeout: 5_000 })
  await expect(selectedOrder(page).getByText('Bayad Cash')).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL((url) => url.searchParams.get('orderId') === ORDER_PESOFLEX)
  await expect(selectedOrder(page).getByText('PesoFlex')).toBeVisible()
})
