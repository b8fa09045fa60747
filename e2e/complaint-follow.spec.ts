import { expect, test, type Page } from '@playwright/test'
import {
  arrivals,
  bridgeCallsOf,
  chooseScenario,
  COMMON,
  COMMON_QUERY,
  complaintCalls,
  expectAccessible,
  expectUrl,
  SANDBOX_KEY,
  smallTargets,
  switchScenario,
  tapTwiceAtOnce,
  toast,
  withCommon,
} from './support.ts'

/**
 * Following a complaint: My complaints (/complaintList), the complaint details with the rating of
 * the answer (/complainDetails), and customer service (/customerService). Spec §2 "Complaint list",
 * "Complaint details", "Customer service", §4 "Complaint details rating", §7 problem-list,
 * problem-detail, save-score, contact-kf-info. Machines: machines/complaint-list.machine.ts,
 * complaint-details.machine.ts, customer-service.machine.ts. Sandbox: src/sandbox/handlers/complaint.ts,
 * which records every problem-list, problem-detail, save-score and contact-kf-info call it answers in
 * its state's `complaintCalls`.
 */

/** The sandbox's sample complaints (src/sandbox/state.ts SAMPLE_COMPLAINTS). */
const SAMPLE = {
  /** Repayment issue, answered with text and a picture, not rated yet (isNeedScore 1). */
  toRate: '3f2a9c41-7b6e-4d1a-9e57-2c8b0d4f6a13',
  /** Collection complaint with two pictures, not answered yet. */
  waiting: '7c1e5b02-4a9d-4f36-8b21-5e0d9c3a7f48',
  /** App problem, answered in text and rated already (isNeedScore 0). */
  rated: 'b8d4e6f1-2c3a-4b5d-9e7f-1a2b3c4d5e6f',
} as const
const TO_RATE_CONTENT = 'I paid through GCash yesterday but the app still shows my loan as unpaid.'
const WAITING_CONTENT =
  'A collector called my sister three times today about my loan, although my payment is not due until next week.'
const AGENT = 'Maria Santos (Customer Care)'
const REPAYMENT_REPLY =
  'Your payment has been matched to your loan and the order is now settled. Please allow up to 24 hours for the status to refresh in the app.'
const APP_REPLY =
  'Thank you for the report. Our developers have fixed the problem in the latest version of the app.'
const PROMISE = 'We are looking into your complaint and will reply within 3 weekdays.'

/** machines/complaint-details.machine.ts RATING_POPUP_DELAY_MS. */
const RATING_DELAY_MS = 3_000
const SCORE_SAVED = 'Successful demonstration！'
const RATED = 'Thank you for rating our reply.'
const PICK_STAR = 'Please choose a rating.'
const SCORE_FAILURE = 'Your rating could not be saved right now. Please try again later.'

const SERVICE_PHONE = '+63 917 555 0142'
const SERVICE_EMAIL = 'support@bayad.ph'
/** src/config.ts fallbackServicePhone. */
const FALLBACK_PHONE = '+63 2 8888 0000'
const CONTACT_FAILURE = 'Contact details are not available right now.'
const CONTACT_NOTICE =
  'The latest contact details could not be loaded. You can still call us on the number below.'

const NETWORK_ERROR = 'Error. Check your connection and try again.'
const PROCESSING_FAILED = 'Processing failed.'
const MALFORMED = 'Unexpected response from the server. Please try again.'

const LIST_URL = withCommon('/complaintList')
const detailsUrl = (problemId: string) => withCommon('/complainDetails', { problemId })
const SERVICE_URL = withCommon('/customerService')
/** A time as the sandbox writes it (Manila time). */
const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/

// My complaints
const listHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'My complaints' })
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Complaints' }).getByRole('tab')
const tab = (page: Page, name: 'Processing' | 'Completed') =>
  page
    .getByRole('tablist', { name: 'Complaints' })
    .getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) })
const rows = (page: Page, tabTitle: string) =>
  page.getByRole('tabpanel').getByRole('list', { name: tabTitle }).getByRole('button')
const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' })
/** The page's scroll position, in whole CSS px. */
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

// Complaint details
const yourComplaint = (page: Page) => page.getByRole('heading', { level: 2, name: 'Your complaint' })
const processResult = (page: Page) => page.getByRole('heading', { level: 2, name: 'Process Result' })
const description = (page: Page) => page.getByRole('textbox', { name: 'Description' })
const counter = (page: Page) => page.getByText(/^\d+\/200$/)
const promise = (page: Page) => page.getByRole('note').filter({ hasText: PROMISE })
const thumbs = (page: Page, list: 'Your images' | 'Reply images') =>
  page.getByRole('list', { name: list }).getByRole('button')
const viewer = (page: Page, title: string) => page.getByRole('dialog', { name: title })
const ratingPopup = (page: Page) => page.getByRole('dialog', { name: 'Rate your experience' })
const star = (page: Page, name: string) => ratingPopup(page).getByRole('radio', { name, exact: true })
const checkedStars = (page: Page) => ratingPopup(page).getByRole('radio', { checked: true })
const popupButton = (page: Page, name: 'Send' | 'Cancel') =>
  ratingPopup(page).getByRole('button', { name, exact: true })
const rateOurReply = (page: Page) => page.getByRole('button', { name: 'Rate our reply' })
const deadEnd = (page: Page) => page.getByRole('heading', { name: 'This link is incomplete' })

// Customer service
const telephone = (page: Page, phone: string) =>
  page
    .getByRole('list', { name: 'Contact customer service' })
    .getByRole('button', { name: `Telephone ${phone}` })
const emailRow = (page: Page) =>
  page.getByRole('list', { name: 'Contact customer service' }).getByRole('link', { name: /^E-mail / })
const onlineService = (page: Page) =>
  page.getByRole('list', { name: 'Complaints' }).getByRole('link', { name: /^Online service / })
const myComplaints = (page: Page) =>
  page.getByRole('list', { name: 'Complaints' }).getByRole('link', { name: /^My complaints / })

/**
 * Adds `count` answered complaints (App problem, "Seeded complaint n", oldest last) to the sandbox's
 * state, which the sandbox reads on every call: the Completed tab grows taller than the screen.
 */
async function seedAnsweredComplaints(page: Page, count: number): Promise<string[]> {
  return page.evaluate(
    ([key, count]) => {
      const state = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
        complaints: Record<string, unknown>[]
      } | null
      if (state === null) throw new Error('no sandbox state yet: open a page that calls the sandbox first')
      const now = Date.now()
      const day = 24 * 60 * 60_000
      const ids: string[] = []
      for (let n = 1; n <= count; n += 1) {
        const id = `seeded-${n}`
        ids.push(id)
        state.complaints.push({
          id,
          createdAt: now - 10 * day - n * 60 * 60_000,
          resolveAt: now - day,
          type: '3',
          sonType: '',
          content: `Seeded complaint ${n}`,
          images: [],
          orderNo: '',
        })
      }
      window.localStorage.setItem(key, JSON.stringify(state))
      return ids
    },
    [SANDBOX_KEY, count] as const,
  )
}

/**
 * Opens a complaint's details on a paused clock: the time before the rating popup passes only when
 * the test moves it (page.clock.runFor). Popups load their code on demand, and React reveals code
 * that arrives late on a timer of its own: on this page, held by the paused clock, a popup opens in
 * the page's state but shows only once the clock runs on.
 */
async function openDetailsPaused(page: Page, problemId: string) {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.goto(detailsUrl(problemId))
  await expect(yourComplaint(page)).toBeVisible()
}

/**
 * Opens the sample to rate on a paused clock, as a borrower comes to it: from My complaints, after
 * looking at a picture of the complaint still waiting (so the popups' code is already there and they
 * show at once, the clock paused or not).
 */
async function openToRateFromList(page: Page) {
  await page.clock.install()
  await page.goto(LIST_URL)
  await rows(page, 'Processing').first().tap()
  await expect(promise(page)).toBeVisible()
  await page.getByRole('button', { name: 'Enlarge your image 1 of 2' }).tap()
  await expect(viewer(page, 'Your image 1 of 2')).toBeVisible()
  await viewer(page, 'Your image 1 of 2').getByRole('button', { name: 'Close' }).tap()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goBack()
  await expect(tab(page, 'Completed')).toBeVisible()
  await page.clock.pauseAt(Date.now() + 1_000)
  await tab(page, 'Completed').tap()
  await rows(page, 'Completed').filter({ hasText: TO_RATE_CONTENT }).tap()
  await expect(page).toHaveURL(/\/complainDetails\?/)
  expectUrl(page, '/complainDetails', { problemId: SAMPLE.toRate })
  await expect(yourComplaint(page)).toBeVisible()
}

/** Moves the paused clock to the rating popup's moment: nothing 1 ms before, the popup at it. */
async function reachRatingMoment(page: Page) {
  await page.clock.runFor(RATING_DELAY_MS - 1)
  await expect(rateOurReply(page)).toBeVisible()
  await expect(ratingPopup(page)).toHaveCount(0)
  await page.clock.runFor(1)
  await expect(ratingPopup(page)).toBeVisible()
  await expect(rateOurReply(page)).toHaveCount(0)
  await expect(ratingPopup(page).getByRole('radio')).toHaveCount(5)
}

test.describe('My complaints', () => {
  test('tabs with their counts; each tab keeps its scroll; a complaint opens its details; Back returns to the same tab and place', async ({
    page,
  }) => {
    await page.goto(LIST_URL)
    await expect(tab(page, 'Processing')).toBeVisible()
    // Eight more answered complaints: the Completed tab is taller than the screen.
    const seeded = await seedAnsweredComplaints(page, 8)
    await page.reload()
    await expect(tabs(page)).toHaveText(['Processing (1)', 'Completed (10)'])
    await expect(tab(page, 'Processing')).toHaveAttribute('aria-selected', 'true')
    await expect(tab(page, 'Completed')).toHaveAttribute('aria-selected', 'false')
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Processing (1)')
    // One row per complaint: its type, time and what the borrower wrote.
    await expect(rows(page, 'Processing')).toHaveCount(1)
    const waitingRow = rows(page, 'Processing').first()
    await expect(waitingRow).toContainText('Collection complaint')
    await expect(waitingRow).toContainText(TIME)
    await expect(waitingRow).toContainText(WAITING_CONTENT)
    await expectAccessible(page, 'complaint list')
    expect(await smallTargets(page)).toEqual([])

    await tab(page, 'Completed').tap()
    await expect(tab(page, 'Completed')).toHaveAttribute('aria-selected', 'true')
    await expect(tab(page, 'Processing')).toHaveAttribute('aria-selected', 'false')
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Completed (10)')
    await expect(rows(page, 'Completed')).toHaveCount(10)
    // Newest first: the two answered samples, then the seeded ones.
    await expect(rows(page, 'Completed').nth(0)).toContainText('Repayment issue')
    await expect(rows(page, 'Completed').nth(0)).toContainText(TO_RATE_CONTENT)
    await expect(rows(page, 'Completed').nth(1)).toContainText('App problem')
    await expect(rows(page, 'Completed').nth(9)).toContainText('Seeded complaint 8')
    await expect(page.getByRole('tabpanel').getByText(WAITING_CONTENT)).toHaveCount(0)

    // A little scrolled (the tabs still under the header): away and back, the tab opens where it was.
    await page.evaluate(() => window.scrollTo(0, 12))
    await expect.poll(() => scrollY(page)).toBe(12)
    await tab(page, 'Processing').tap()
    await expect(rows(page, 'Processing')).toHaveCount(1)
    await expect.poll(() => scrollY(page)).toBe(0)
    await tab(page, 'Completed').tap()
    await expect(rows(page, 'Completed')).toHaveCount(10)
    await expect.poll(() => scrollY(page)).toBe(12)

    // Scrolled to the end, the last complaint opens its details with the common query.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const end = await scrollY(page)
    expect(end, 'the Completed tab scrolls').toBeGreaterThan(100)
    const detailsBefore = (await complaintCalls(page, 'detail')).length
    await rows(page, 'Completed').nth(9).tap()
    await expect(page).toHaveURL(/\/complainDetails\?/)
    const url = expectUrl(page, '/complainDetails', { problemId: seeded[7]! })
    expect([...url.searchParams.keys()].sort()).toEqual(['problemId', ...Object.keys(COMMON)].sort())
    await expect(description(page)).toHaveValue('Seeded complaint 8')
    const details = await complaintCalls(page, 'detail')
    expect(details.slice(detailsBefore)).toEqual([
      { call: 'detail', fields: { ...COMMON, problemId: seeded[7]! }, code: '00' },
    ])

    // Back: the Completed tab, scrolled where the borrower left it.
    await page.goBack()
    await expect(page).toHaveURL(/\/complaintList\?/)
    expectUrl(page, '/complaintList')
    await expect(tab(page, 'Completed')).toHaveAttribute('aria-selected', 'true')
    await expect(rows(page, 'Completed')).toHaveCount(10)
    await expect.poll(() => scrollY(page)).toBe(end)
    await expect(rows(page, 'Completed').nth(9)).toBeInViewport()

    // A new visit (from customer service) starts on the first tab, at the top.
    await page.goto(SERVICE_URL)
    await myComplaints(page).tap()
    await expect(page).toHaveURL(/\/complaintList\?/)
    await expect(tab(page, 'Processing')).toHaveAttribute('aria-selected', 'true')
    await expect(rows(page, 'Processing')).toHaveCount(1)
    expect(await scrollY(page)).toBe(0)
  })

  test('noComplaints: each tab says "No complaints here" and "File a complaint" opens /complaint', async ({
    page,
  }) => {
    await chooseScenario(page, 'noComplaints')
    await page.goto(LIST_URL)
    await expect(tabs(page)).toHaveText(['Processing (0)', 'Completed (0)'])
    const panel = page.getByRole('tabpanel')
    const fileOne = panel.getByRole('link', { name: 'File a complaint' })
    await expect(panel.getByText('No complaints here', { exact: true })).toBeVisible()
    await expect(panel.getByText('Complaints in this tab will show here.')).toBeVisible()
    await expect(panel.getByRole('button')).toHaveCount(0)
    await expect(fileOne).toHaveAttribute('href', withCommon('/complaint'))
    await expectAccessible(page, 'empty tab')
    expect(await smallTargets(page)).toEqual([])

    await tab(page, 'Completed').tap()
    await expect(panel).toHaveAccessibleName('Completed (0)')
    await expect(panel.getByText('No complaints here', { exact: true })).toBeVisible()
    await fileOne.tap()
    await expect(page).toHaveURL(/\/complaint\?/)
    const url = expectUrl(page, '/complaint')
    expect([...url.searchParams.keys()].sort()).toEqual(Object.keys(COMMON).sort())
    await expect(page.getByRole('heading', { level: 1, name: 'Online service' })).toBeVisible()
  })

  test('a list that cannot be loaded (offline, serverError, malformedResponse) says why; Try again loads it', async ({
    page,
  }) => {
    await chooseScenario(page, 'offline')
    await page.goto(LIST_URL)
    await expect(toast(page, NETWORK_ERROR)).toBeVisible()
    const notice = page.getByRole('alert').filter({ hasText: 'Your complaints could not be loaded.' })
    await expect(notice).toBeVisible()
    await expect(tabs(page)).toHaveCount(0)
    await expectAccessible(page, 'complaint list load failure')
    expect(await smallTargets(page)).toEqual([])

    for (const { scenario, message } of [
      { scenario: 'serverError', message: PROCESSING_FAILED },
      { scenario: 'malformedResponse', message: MALFORMED },
    ]) {
      await switchScenario(page, scenario)
      await tryAgain(page).tap()
      await expect(toast(page, message)).toBeVisible()
      await expect(notice).toBeVisible()
      await expect(tabs(page)).toHaveCount(0)
    }
    // Only the malformed answer came from the handler (offline and HTTP 500 are answered before it).
    expect((await complaintCalls(page, 'list')).map((call) => call.code)).toEqual(['00'])

    await switchScenario(page, 'verificationNeeded')
    await tryAgain(page).tap()
    await expect(tabs(page)).toHaveText(['Processing (1)', 'Completed (2)'])
    await expect(notice).toHaveCount(0)
    await expect(rows(page, 'Processing')).toHaveCount(1)
    expect(await complaintCalls(page, 'list')).toEqual([
      { call: 'list', fields: COMMON, code: '00' },
      { call: 'list', fields: COMMON, code: '00' },
    ])
  })
})

test.describe('complaint details', () => {
  test('answered, to rate: Process Result; the popup opens after 3 s, ignores the mask and Escape, needs a star; 4 stars send one save-score', async ({
    page,
  }) => {
    await openToRateFromList(page)
    const tags = page.getByLabel('Question type')
    await expect(tags.locator('.tag')).toHaveText(['Repayment issue'])
    await expect(description(page)).toHaveValue(TO_RATE_CONTENT)
    await expect(description(page)).not.toBeEditable()
    await expect(counter(page)).toHaveText(`${TO_RATE_CONTENT.length}/200`)
    await expect(thumbs(page, 'Your images')).toHaveAccessibleName('Enlarge your image 1 of 1')
    await expect(processResult(page)).toBeVisible()
    await expect(page.getByText(`Handled by ${AGENT}`)).toBeVisible()
    await expect(page.getByText(REPAYMENT_REPLY)).toBeVisible()
    await expect(thumbs(page, 'Reply images')).toHaveAccessibleName('Enlarge reply image 1 of 1')
    await expect(promise(page)).toHaveCount(0)
    expect((await complaintCalls(page, 'detail')).at(-1)).toEqual({
      call: 'detail',
      fields: { ...COMMON, problemId: SAMPLE.toRate },
      code: '00',
    })

    await reachRatingMoment(page)
    await expect(checkedStars(page)).toHaveCount(0)
    await page.clock.resume()
    await expectAccessible(page, 'rating popup')
    expect(await smallTargets(page)).toEqual([])

    // The mask and Escape leave it open.
    const popupBox = (await ratingPopup(page).boundingBox())!
    expect(popupBox.y, 'the popup leaves some mask above it').toBeGreaterThan(40)
    await page.touchscreen.tap(popupBox.x + popupBox.width / 2, popupBox.y / 2)
    await page.keyboard.press('Escape')
    await star(page, '2 stars').tap()
    await expect(star(page, '2 stars')).toBeChecked()
    await expect(ratingPopup(page)).toBeVisible()

    // Send needs a star: after a Cancel none is chosen.
    await popupButton(page, 'Cancel').tap()
    await expect(ratingPopup(page)).toHaveCount(0)
    await rateOurReply(page).tap()
    await expect(ratingPopup(page)).toBeVisible()
    await expect(checkedStars(page)).toHaveCount(0)
    await popupButton(page, 'Send').tap()
    await expect(toast(page, PICK_STAR)).toBeVisible()
    await expect(ratingPopup(page)).toBeVisible()
    expect(await complaintCalls(page, 'score')).toEqual([])
    expect(await arrivals(page, 'save-score')).toEqual([])

    await star(page, '4 stars').tap()
    await expect(star(page, '4 stars')).toBeChecked()
    await expect(checkedStars(page)).toHaveCount(1)
    await expect(ratingPopup(page).locator('.star--filled')).toHaveCount(4)
    await popupButton(page, 'Send').tap()
    await expect(toast(page, SCORE_SAVED)).toBeVisible()
    await expect(ratingPopup(page)).toHaveCount(0)
    await expect(page.getByText(RATED, { exact: true })).toBeVisible()
    await expect(rateOurReply(page)).toHaveCount(0)
    expect(await complaintCalls(page, 'score')).toEqual([
      { call: 'score', fields: { ...COMMON, score: '4', problemId: SAMPLE.toRate }, code: '00' },
    ])

    // Rated: the next visit does not ask again.
    await page.reload()
    await expect(processResult(page)).toBeVisible()
    await expect(rateOurReply(page)).toHaveCount(0)
  })

  test('an image enlarged when the popup is due closes for it; a double tap on Send sends one save-score', async ({
    page,
  }) => {
    await openToRateFromList(page)
    await thumbs(page, 'Reply images').tap()
    const reply = viewer(page, 'Reply image 1 of 1')
    await expect(reply).toBeVisible()
    await expect(reply.getByRole('img', { name: 'Reply image 1 of 1' })).toBeVisible()
    // One image: no Previous or Next.
    await expect(reply.getByRole('button', { name: 'Next' })).toHaveCount(0)
    await page.clock.runFor(RATING_DELAY_MS - 1)
    await expect(reply).toBeVisible()
    await expect(ratingPopup(page)).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(ratingPopup(page)).toBeVisible()
    await expect(reply).toHaveCount(0)
    await page.clock.resume()

    await star(page, '5 stars').tap()
    await tapTwiceAtOnce(popupButton(page, 'Send'))
    await expect(ratingPopup(page)).toHaveCount(0)
    await expect(page.getByText(RATED, { exact: true })).toBeVisible()
    expect(await arrivals(page, 'save-score')).toHaveLength(1)
    expect(await complaintCalls(page, 'score')).toEqual([
      { call: 'score', fields: { ...COMMON, score: '5', problemId: SAMPLE.toRate }, code: '00' },
    ])
    expect(new URL(page.url()).pathname).toBe('/complainDetails')
  })

  test('scoreFailure: the server’s message, the popup stays with its 4 stars; Cancel resets and "Rate our reply" reopens it', async ({
    page,
  }) => {
    await chooseScenario(page, 'scoreFailure')
    await openToRateFromList(page)
    await reachRatingMoment(page)
    await page.clock.resume()
    await star(page, '4 stars').tap()
    await popupButton(page, 'Send').tap()
    await expect(toast(page, SCORE_FAILURE)).toBeVisible()
    await expect(ratingPopup(page)).toBeVisible()
    await expect(star(page, '4 stars')).toBeChecked()
    await expect(ratingPopup(page).locator('.star--filled')).toHaveCount(4)
    await expect(popupButton(page, 'Send')).toBeEnabled()
    expect(await complaintCalls(page, 'score')).toEqual([
      { call: 'score', fields: { ...COMMON, score: '4', problemId: SAMPLE.toRate }, code: '1' },
    ])

    await popupButton(page, 'Cancel').tap()
    await expect(ratingPopup(page)).toHaveCount(0)
    await expect(page.getByText(RATED, { exact: true })).toHaveCount(0)
    await rateOurReply(page).tap()
    await expect(ratingPopup(page)).toBeVisible()
    await expect(checkedStars(page)).toHaveCount(0)
    await expect(ratingPopup(page).locator('.star--filled')).toHaveCount(0)
    expect(await complaintCalls(page, 'score')).toHaveLength(1)
  })

  test('waiting for a reply: no Process Result but the promise, no popup; images enlarge, step and close (Close, mask, Escape, Back)', async ({
    page,
  }) => {
    await openDetailsPaused(page, SAMPLE.waiting)
    await expect(page.getByLabel('Question type').locator('.tag')).toHaveText([
      'Collection complaint',
      'Contacting my family or friends',
    ])
    await expect(description(page)).toHaveValue(WAITING_CONTENT)
    await expect(counter(page)).toHaveText(`${WAITING_CONTENT.length}/200`)
    await expect(promise(page)).toBeVisible()
    await expect(processResult(page)).toHaveCount(0)
    await expect(page.getByText(/Handled by/)).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Reply images' })).toHaveCount(0)
    // Not asked: "Rate our reply" shows from the load on while a popup is due. Below, a popup opened
    // after the delay would stand in the way of the thumbnails.
    await expect(rateOurReply(page)).toHaveCount(0)
    await page.clock.runFor(RATING_DELAY_MS)
    await expect(ratingPopup(page)).toHaveCount(0)
    await page.clock.resume()
    await expectAccessible(page, 'complaint waiting for a reply')
    expect(await smallTargets(page)).toEqual([])

    await expect(thumbs(page, 'Your images')).toHaveCount(2)
    const first = page.getByRole('button', { name: 'Enlarge your image 1 of 2' })
    await first.tap()
    const one = viewer(page, 'Your image 1 of 2')
    await expect(one).toBeVisible()
    await expect(one.getByRole('img', { name: 'Your image 1 of 2' })).toBeVisible()
    await expect(one.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await one.getByRole('button', { name: 'Next' }).tap()
    const two = viewer(page, 'Your image 2 of 2')
    await expect(two).toBeVisible()
    await expect(two.getByRole('img', { name: 'Your image 2 of 2' })).toBeVisible()
    await expect(two.getByRole('button', { name: 'Next' })).toBeDisabled()
    await expectAccessible(page, 'image viewer')
    expect(await smallTargets(page)).toEqual([])
    await two.getByRole('button', { name: 'Previous' }).tap()
    await expect(one).toBeVisible()
    await one.getByRole('button', { name: 'Close' }).tap()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(first).toBeFocused()

    // The mask closes it.
    await page.getByRole('button', { name: 'Enlarge your image 2 of 2' }).tap()
    await expect(two).toBeVisible()
    const box = (await two.boundingBox())!
    expect(box.y, 'the viewer leaves some mask above it').toBeGreaterThan(40)
    await page.touchscreen.tap(box.x + box.width / 2, box.y / 2)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // So does Escape.
    await first.tap()
    await expect(one).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // Android's Back closes it and stays on the complaint.
    await first.tap()
    await expect(one).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(yourComplaint(page)).toBeVisible()
    expectUrl(page, '/complainDetails', { problemId: SAMPLE.waiting })
    expect(await complaintCalls(page, 'detail')).toHaveLength(1)
  })

  test('answered and rated (isNeedScore 0): Process Result without pictures, no popup after the delay', async ({
    page,
  }) => {
    await openDetailsPaused(page, SAMPLE.rated)
    await expect(page.getByLabel('Question type').locator('.tag')).toHaveText(['App problem'])
    await expect(processResult(page)).toBeVisible()
    await expect(page.getByText(`Handled by ${AGENT}`)).toBeVisible()
    await expect(page.getByText(APP_REPLY)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Reply images' })).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Your images' })).toHaveCount(0)
    await expect(promise(page)).toHaveCount(0)
    // Not asked: "Rate our reply" shows from the load on while a popup is due, and it does not here.
    await expect(rateOurReply(page)).toHaveCount(0)
    await page.clock.runFor(RATING_DELAY_MS)
    await expect(ratingPopup(page)).toHaveCount(0)
    await expect(rateOurReply(page)).toHaveCount(0)
    // Rated on an earlier visit: no thanks of this visit either.
    await expect(page.getByText(RATED, { exact: true })).toHaveCount(0)
  })

  test('no problemId or a forged one is a dead end that calls nothing; an unknown one shows the server’s message and Try again', async ({
    page,
  }) => {
    const links = [
      withCommon('/complainDetails'),
      withCommon('/complainDetails', { problemId: '' }),
      withCommon('/complainDetails', { problemId: '../x' }),
      `/complainDetails?problemId=a%20b&${COMMON_QUERY}`,
    ]
    for (const link of links) {
      await page.goto(link)
      await expect(deadEnd(page), link).toBeVisible()
      await expect(page.getByText('It does not say which complaint to show.', { exact: false })).toBeVisible()
      await expect(yourComplaint(page)).toHaveCount(0)
    }
    await expectAccessible(page, 'complaint details dead end')
    expect(await smallTargets(page)).toEqual([])
    expect(await complaintCalls(page, 'detail')).toEqual([])
    expect(await arrivals(page, 'problem-detail')).toEqual([])

    await page.getByRole('button', { name: 'See my complaints' }).tap()
    await expect(page).toHaveURL(/\/complaintList\?/)
    expectUrl(page, '/complaintList')
    await expect(listHeading(page)).toBeVisible()
    await expect(tab(page, 'Processing')).toBeVisible()

    // A well-formed id the server does not know: its message, and Try again asks once more.
    await page.goto(detailsUrl('C-404'))
    await expect(toast(page, 'complaint not found')).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'This complaint could not be loaded.' }),
    ).toBeVisible()
    await tryAgain(page).tap()
    await expect
      .poll(async () => (await complaintCalls(page, 'detail')).map((call) => call.code))
      .toEqual(['1', '1'])
    await expect(tryAgain(page)).toBeVisible()
    await expect(yourComplaint(page)).toHaveCount(0)
  })
})

test.describe('customer service', () => {
  test('Telephone asks the host to call once however fast it is tapped; E-mail is a mailto link; the rows lead to the complaint pages', async ({
    page,
  }) => {
    await page.goto(SERVICE_URL)
    await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible()
    await expect(telephone(page, SERVICE_PHONE)).toBeVisible()
    await expect(emailRow(page)).toHaveAccessibleName(`E-mail ${SERVICE_EMAIL}`)
    await expect(emailRow(page)).toHaveAttribute('href', `mailto:${SERVICE_EMAIL}`)
    await expect(page.getByText(CONTACT_NOTICE)).toHaveCount(0)
    await expect(onlineService(page)).toHaveAttribute('href', withCommon('/complaint'))
    await expect(myComplaints(page)).toHaveAttribute('href', withCommon('/complaintList'))
    expect(await complaintCalls(page, 'contact')).toEqual([
      { call: 'contact', fields: { ...COMMON, overall: '30' }, code: '0' },
    ])
    await expectAccessible(page, 'customer service')
    expect(await smallTargets(page)).toEqual([])

    await tapTwiceAtOnce(telephone(page, SERVICE_PHONE))
    await expect
      .poll(() => bridgeCallsOf(page, 'callPhone'))
      .toEqual([{ type: 'callPhone', phone: SERVICE_PHONE }])

    await onlineService(page).tap()
    await expect(page).toHaveURL(/\/complaint\?/)
    const complaint = expectUrl(page, '/complaint')
    expect([...complaint.searchParams.keys()].sort()).toEqual(Object.keys(COMMON).sort())
    await expect(page.getByRole('heading', { level: 1, name: 'Online service' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/customerService\?/)

    await myComplaints(page).tap()
    await expect(page).toHaveURL(/\/complaintList\?/)
    const list = expectUrl(page, '/complaintList')
    expect([...list.searchParams.keys()].sort()).toEqual(Object.keys(COMMON).sort())
    await expect(tabs(page)).toHaveText(['Processing (1)', 'Completed (2)'])
    expect(await bridgeCallsOf(page, 'callPhone')).toHaveLength(1)
  })

  test('contactFailure: the configured phone with a notice; calling it asks the host; Try again loads the contact details', async ({
    page,
  }) => {
    await chooseScenario(page, 'contactFailure')
    await page.goto(SERVICE_URL)
    await expect(toast(page, CONTACT_FAILURE)).toBeVisible()
    const notice = page.getByRole('alert').filter({ hasText: CONTACT_NOTICE })
    await expect(notice).toBeVisible()
    await expect(telephone(page, FALLBACK_PHONE)).toBeVisible()
    await expect(emailRow(page)).toHaveCount(0)
    await expect(myComplaints(page)).toBeVisible()
    await expectAccessible(page, 'customer service fallback')
    expect(await smallTargets(page)).toEqual([])

    await telephone(page, FALLBACK_PHONE).tap()
    await expect
      .poll(() => bridgeCallsOf(page, 'callPhone'))
      .toEqual([{ type: 'callPhone', phone: FALLBACK_PHONE }])

    // Still refused: the phone stays, and so does the notice.
    await notice.getByRole('button', { name: 'Try again' }).tap()
    await expect.poll(async () => (await complaintCalls(page, 'contact')).length).toBe(2)
    await expect(notice).toBeVisible()
    await expect(telephone(page, FALLBACK_PHONE)).toBeVisible()

    await switchScenario(page, 'verificationNeeded')
    await notice.getByRole('button', { name: 'Try again' }).tap()
    await expect(telephone(page, SERVICE_PHONE)).toBeVisible()
    await expect(emailRow(page)).toHaveAttribute('href', `mailto:${SERVICE_EMAIL}`)
    await expect(notice).toHaveCount(0)
    expect((await complaintCalls(page, 'contact')).map((call) => call.code)).toEqual(['1', '1', '0'])
  })
})

test('the complaint start page’s "My complaints" opens /complaintList with the common query', async ({
  page,
}) => {
  await page.goto(withCommon('/complaint', { orderId: 'BYD20261105000017' }))
  const link = page.getByRole('link', { name: 'My complaints' })
  await expect(link).toHaveAttribute('href', withCommon('/complaintList'))
  await link.tap()
  await expect(page).toHaveURL(/\/complaintList\?/)
  const url = expectUrl(page, '/complaintList')
  expect([...url.searchParams.keys()].sort()).toEqual(Object.keys(COMMON).sort())
  await expect(listHeading(page)).toBeVisible()
  await expect(tabs(page)).toHaveText(['Processing (1)', 'Completed (2)'])
})

test('test preview: the links reach My complaints, the three sample complaints and customer service', async ({
  page,
}) => {
  const targets: {
    link: string
    path: string
    title: string
    extra?: Record<string, string>
    shows: (page: Page) => Promise<void>
  }[] = [
    {
      link: 'My complaints',
      path: '/complaintList',
      title: 'My complaints',
      shows: (p) => expect(tabs(p)).toHaveText(['Processing (1)', 'Completed (2)']),
    },
    {
      link: 'Complaint details: answered, to rate',
      path: '/complainDetails',
      title: 'Complaint details',
      extra: { problemId: SAMPLE.toRate },
      shows: (p) => expect(p.getByText(REPAYMENT_REPLY)).toBeVisible(),
    },
    {
      link: 'Complaint details: waiting for a reply',
      path: '/complainDetails',
      title: 'Complaint details',
      extra: { problemId: SAMPLE.waiting },
      shows: (p) => expect(promise(p)).toBeVisible(),
    },
    {
      link: 'Complaint details: answered and rated',
      path: '/complainDetails',
      title: 'Complaint details',
      extra: { problemId: SAMPLE.rated },
      shows: (p) => expect(p.getByText(APP_REPLY)).toBeVisible(),
    },
    {
      link: 'Customer service',
      path: '/customerService',
      title: 'Customer service',
      shows: (p) => expect(telephone(p, SERVICE_PHONE)).toBeVisible(),
    },
  ]
  await page.goto(withCommon('/testPreview'))
  for (const target of targets) {
    await page.getByRole('link', { name: target.link, exact: true }).tap()
    await expect(page).toHaveURL((url) => url.pathname === target.path)
    expectUrl(page, target.path, target.extra)
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible()
    await expect(page).toHaveTitle(`${target.title} · Bayad`)
    await target.shows(page)
    await page.goBack()
    await expect(page).toHaveURL(/\/testPreview\?/)
  }
})
