import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { bridgeCallsOf } from './support/host.ts'
import { COMMON, COMMON_QUERY, withCommon } from './support/host-query.ts'
import { expectUrl, tapMask, tapTwiceAtOnce, toast } from './support/page.ts'
import { arrivals, chooseScenario, complaintCalls, switchScenario } from './support/sandbox.ts'
import { SANDBOX_KEY } from './support/storage-keys.ts'

/**
 * Following a complaint: My complaints (/complaintList), the complaint details with the rating of
 * the answer (/complainDetails), and customer service (/customerService). Spec §2 "Complaint list",
 * "Complaint details", "Customer service", §4 "Complaint details rating", §7 problem-list,
 * problem-detail, save-score, contact-kf-info. Machines: machines/complaint-list.machine.ts,
 * complaint-details.machine.ts, customer-service.machine.ts. Sandbox: src/sandbox/handlers/complaint.ts,
 * which records every problem-list, problem-detail, save-score and contact-kf-info call it answers in
 * its state's `complaintCalls`.
 */

/** The sandbox's sample complaints (src/sandbox/sample-complaints.ts SAMPLE_COMPLAINTS). */
const SAMPLE = {
  /** Repayment issue, answered with text and a picture, not rated yet (isNeedScore 1). */
  toRate: '3f2a9c41-7b6e-4d1a-9e57-2c8b0d4f6a13',
  /** Collection complaint with two pictures, not answered yet. */
  waiting: '7c1e5b02-4a9d-4f36-8b21-5e0d9c3a7f48',
  /** App problem, answered in text and rated already (isNeedScore 0). */
  rated: 'b8d4e6f1-2c3a-4b5d-9e7f-1a2b3c4d5e6f',
  /** Other, answered with a picture and no text, rated already (isNeedScore 0). */
  pictureReply: 'e4a7c9d2-5b1f-4e8a-a3c6-9d0b2f7e1c85',
} as const
const TO_RATE_CONTENT = 'I paid through GCash yesterday but the app still shows my loan as unpaid.'
const RATED_CONTENT = 'The app closes by itself when I open the repayment page on my phone.'
const WAITING_CONTENT =
  'A collector called my sister three times today about my loan, although my payment is not due until next week.'
const AGENT = 'Maria Santos (Customer Care)'
const REPAYMENT_REPLY =
  'Your payment has been matched to your loan and the order is now settled. Please allow up to 24 hours for the status to refresh in the app.'
const APP_REPLY =
  'Thank you for the report. Our developers have fixed the problem in the latest version of the app.'
const PICTURE_REPLY_CONTENT = 'Please send me the receipt of my last repayment.'
/** The sandbox's usual reply to "Other" (src/sandbox/sample.ts supportReply), not given to the picture-only sample. */
const OTHER_REPLY =
  'Thank you for reaching out. Our team has reviewed your message and taken note of your feedback.'
const PROMISE = 'We are looking into your complaint and will reply within 3 weekdays.'

/** machines/complaint-details.machine.ts RATING_POPUP_DELAY_MS. */
const RATING_DELAY_MS = 3_000
const SCORE_SAVED = 'Thanks for your rating.'
const RATED = 'Thank you for rating our reply.'
const RATING_TITLE = 'Rate our reply'
const RATING_PROMPT = 'How helpful was our reply? Tap a star.'
const PICK_STAR = 'Please choose a rating.'
const SCORE_FAILURE = 'Your rating could not be saved right now. Please try again later.'

/** src/config.ts servicePhone: the one service phone every page names and calls (docs/decisions/031). */
const SERVICE_PHONE = '+63 2 8888 0000'
/** contact-kf-info's e-mail in the sandbox, and src/content/company.json serviceEmail when it fails. */
const SERVICE_EMAIL = 'support@bayad.ph'
const CONTACT_FAILURE = 'Contact details are not available right now.'
const CONTACT_NOTICE =
  'The latest contact details could not be loaded. You can still call us on the number below.'

const NETWORK_ERROR = 'Error. Check your connection and try again.'
/** A request made with no connection never left: nothing happened (src/i18n/messages.ts error.offline). */
const OFFLINE = 'You are offline. Connect to the internet and try again.'
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
const processResult = (page: Page) => page.getByRole('heading', { level: 2, name: 'Our reply' })
const description = (page: Page) => page.getByRole('textbox', { name: 'Description' })
const counter = (page: Page) => page.getByText(/^\d+\/200$/)
const promise = (page: Page) => page.getByRole('note').filter({ hasText: PROMISE })
const thumbs = (page: Page, list: 'Your images' | 'Reply images') =>
  page.getByRole('list', { name: list }).getByRole('button')
const viewer = (page: Page, title: string) => page.getByRole('dialog', { name: title })
const ratingPopup = (page: Page) => page.getByRole('dialog', { name: RATING_TITLE })
const star = (page: Page, name: string) => ratingPopup(page).getByRole('radio', { name, exact: true })
const checkedStars = (page: Page) => ratingPopup(page).getByRole('radio', { checked: true })
/** The stars that take the Tab key: one, the chosen star or else the first (a roving tabindex). */
const starTabStops = (page: Page) => ratingPopup(page).locator('[role="radio"][tabindex="0"]')
const popupButton = (page: Page, name: 'Send' | 'Cancel') =>
  ratingPopup(page).getByRole('button', { name, exact: true })
const rateOurReply = (page: Page) => page.getByRole('button', { name: 'Rate our reply' })
const ratedNote = (page: Page) => page.getByText(RATED, { exact: true })
const incompleteLink = (page: Page) => page.getByRole('heading', { name: 'This link is incomplete' })
const refusedEnd = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'This complaint cannot be shown' })
const seeMyComplaints = (page: Page) => page.getByRole('link', { name: 'See my complaints', exact: true })

// Customer service
const telephone = (page: Page, phone: string) =>
  page
    .getByRole('list', { name: 'Contact customer service' })
    .getByRole('button', { name: `Telephone ${phone} Call`, exact: true })
const emailRow = (page: Page) =>
  page.getByRole('list', { name: 'Contact customer service' }).getByRole('link', { name: /^E-mail / })
const onlineService = (page: Page) =>
  page.getByRole('list', { name: 'Complaints' }).getByRole('link', { name: /^Online service / })
const myComplaints = (page: Page) =>
  page.getByRole('list', { name: 'Complaints' }).getByRole('link', { name: /^My complaints / })

/**
 * Adds `count` complaints to the sandbox's state, which the sandbox reads on every call: answered
 * ones (App problem, "Seeded complaint n", older than the samples, oldest last) grow the Completed
 * tab, waiting ones (Other, "Waiting complaint n", likewise) the Processing tab, taller than the screen.
 */
async function seedComplaints(page: Page, count: number, kind: 'answered' | 'waiting'): Promise<string[]> {
  return page.evaluate(
    ([key, count, kind]) => {
      const state = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
        complaints: Record<string, unknown>[]
      } | null
      if (state === null) throw new Error('no sandbox state yet: open a page that calls the sandbox first')
      const now = Date.now()
      const hour = 60 * 60_000
      const day = 24 * hour
      const ids: string[] = []
      for (let n = 1; n <= count; n += 1) {
        const id = `${kind}-${n}`
        ids.push(id)
        state.complaints.push(
          kind === 'answered'
            ? {
                id,
                createdAt: now - 10 * day - n * hour,
                resolveAt: now - day,
                type: '3',
                sonType: '',
                content: `Seeded complaint ${n}`,
                images: [],
                orderNo: '',
              }
            : {
                id,
                createdAt: now - (2 + n) * hour,
                resolveAt: now + 10 * day,
                type: '4',
                sonType: '',
                content: `Waiting complaint ${n}`,
                images: [],
                orderNo: '',
              },
        )
      }
      window.localStorage.setItem(key, JSON.stringify(state))
      return ids
    },
    [SANDBOX_KEY, count, kind] as const,
  )
}

/**
 * Both tabs show under the page header (they stick to it while the list scrolls), inside the screen
 * and not covered by a row: a tab can be switched from anywhere in the list.
 */
async function expectTabsUnderHeader(page: Page) {
  const header = (await page.getByRole('banner').boundingBox())!
  const height = page.viewportSize()!.height
  for (const name of ['Processing', 'Completed'] as const) {
    await expect(tab(page, name)).toBeInViewport()
    const box = (await tab(page, name).boundingBox())!
    expect(box.y, `the ${name} tab is below the header`).toBeGreaterThanOrEqual(
      Math.floor(header.y + header.height),
    )
    expect(box.y + box.height, `the ${name} tab is on the screen`).toBeLessThanOrEqual(height)
    const onTop = await tab(page, name).evaluate((element) => {
      const rect = element.getBoundingClientRect()
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
      return hit !== null && element.contains(hit)
    })
    expect(onTop, `the ${name} tab is not covered`).toBe(true)
  }
}

/** The page went to `path` in the app with the common query string and nothing else. */
async function expectOpenedWithCommonQuery(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}\\?`))
  const url = expectUrl(page, path)
  expect([...url.searchParams.keys()].sort()).toEqual(Object.keys(COMMON).sort())
}

/**
 * Opens a complaint's details on a paused clock: the time before the rating popup passes only when
 * the test moves it (page.clock.runFor). Popups load their code on demand (a sample that asks for a
 * rating fetches it at load), and React reveals code that arrives late on a timer of its own: held
 * by the paused clock, such a popup opens in the page's state but shows only once the clock runs on.
 * To prove that no popup opens, use `openFromList`, which has the code there first.
 */
async function openDetailsPaused(page: Page, problemId: string) {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.goto(detailsUrl(problemId))
  await expect(yourComplaint(page)).toBeVisible()
}

/**
 * Opens a sample complaint on a paused clock, as a borrower comes to it: from My complaints, after
 * looking at a picture of the complaint still waiting (so the popups' code is already there and they
 * show at once, the clock paused or not: a popup that does not show when it would be due is not there).
 */
async function openFromList(
  page: Page,
  inTab: 'Processing' | 'Completed',
  content: string,
  problemId: string,
) {
  await page.clock.install()
  await page.goto(LIST_URL)
  await rows(page, 'Processing').first().tap()
  await expect(promise(page)).toBeVisible()
  await page.getByRole('button', { name: 'Enlarge your image 1 of 2' }).tap()
  await expect(viewer(page, 'Your image 1 of 2')).toBeVisible()
  await viewer(page, 'Your image 1 of 2').getByRole('button', { name: 'Close' }).tap()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goBack()
  await expect(tab(page, inTab)).toBeVisible()
  await page.clock.pauseAt(Date.now() + 1_000)
  await tab(page, inTab).tap()
  await rows(page, inTab).filter({ hasText: content }).tap()
  await expect(page).toHaveURL(/\/complainDetails\?/)
  expectUrl(page, '/complainDetails', { problemId })
  await expect(yourComplaint(page)).toBeVisible()
}

/** The sample to rate, opened from My complaints on a paused clock (openFromList). */
const openToRateFromList = (page: Page) => openFromList(page, 'Completed', TO_RATE_CONTENT, SAMPLE.toRate)

/**
 * Pauses the page's running clock a second on from the page's own time: from then on time passes
 * only when the test moves it, so a toast cannot go by itself.
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
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
  test('tabs with their counts stick under the header; each tab keeps its scroll, switched from deep in a list; a complaint opens its details; Back returns to the same tab and place', async ({
    page,
  }) => {
    await page.goto(LIST_URL)
    await expect(tab(page, 'Processing')).toBeVisible()
    // Ten more complaints in each tab: both tabs are taller than the screen.
    await seedComplaints(page, 10, 'waiting')
    const seeded = await seedComplaints(page, 10, 'answered')
    await page.reload()
    await expect(tabs(page)).toHaveText(['Processing (11)', 'Completed (13)'])
    await expect(tab(page, 'Processing')).toHaveAttribute('aria-selected', 'true')
    await expect(tab(page, 'Completed')).toHaveAttribute('aria-selected', 'false')
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Processing (11)')
    // One row per complaint: its type, time and what the borrower wrote; newest first.
    await expect(rows(page, 'Processing')).toHaveCount(11)
    const waitingRow = rows(page, 'Processing').first()
    await expect(waitingRow).toContainText('Collection complaint')
    await expect(waitingRow).toContainText(TIME)
    await expect(waitingRow).toContainText(WAITING_CONTENT)
    await expect(rows(page, 'Processing').nth(10)).toContainText('Waiting complaint 10')
    await expectAccessible(page, 'complaint list')
    expect(await smallTargets(page)).toEqual([])

    // Deep in Processing, the tabs are still under the header; Completed opens at its top.
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect.poll(() => scrollY(page)).toBe(400)
    await expectTabsUnderHeader(page)
    await tab(page, 'Completed').tap()
    await expect(tab(page, 'Completed')).toHaveAttribute('aria-selected', 'true')
    await expect(tab(page, 'Processing')).toHaveAttribute('aria-selected', 'false')
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Completed (13)')
    await expect(rows(page, 'Completed')).toHaveCount(13)
    await expect.poll(() => scrollY(page)).toBe(0)
    // Newest first: the three answered samples, then the seeded ones.
    await expect(rows(page, 'Completed').nth(0)).toContainText('Repayment issue')
    await expect(rows(page, 'Completed').nth(0)).toContainText(TO_RATE_CONTENT)
    await expect(rows(page, 'Completed').nth(1)).toContainText('Other')
    await expect(rows(page, 'Completed').nth(1)).toContainText(PICTURE_REPLY_CONTENT)
    await expect(rows(page, 'Completed').nth(2)).toContainText('App problem')
    await expect(rows(page, 'Completed').nth(12)).toContainText('Seeded complaint 10')
    await expect(page.getByRole('tabpanel').getByText(WAITING_CONTENT)).toHaveCount(0)

    // Deep in Completed, switched away and back from there: each tab opens where it was left.
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect.poll(() => scrollY(page)).toBe(600)
    await expectTabsUnderHeader(page)
    await tab(page, 'Processing').tap()
    await expect(rows(page, 'Processing')).toHaveCount(11)
    await expect.poll(() => scrollY(page)).toBe(400)
    await expectTabsUnderHeader(page)
    await tab(page, 'Completed').tap()
    await expect(rows(page, 'Completed')).toHaveCount(13)
    await expect.poll(() => scrollY(page)).toBe(600)

    // Scrolled to the end, the last complaint opens its details with the common query.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const end = await scrollY(page)
    expect(end, 'the Completed tab scrolls further').toBeGreaterThan(600)
    await expectTabsUnderHeader(page)
    const detailsBefore = (await complaintCalls(page, 'detail')).length
    await rows(page, 'Completed').nth(12).tap()
    await expect(page).toHaveURL(/\/complainDetails\?/)
    const url = expectUrl(page, '/complainDetails', { problemId: seeded[9]! })
    // With the time the list gave (filed), shown when problem-detail has none (docs/decisions/031).
    expect([...url.searchParams.keys()].sort()).toEqual(['problemId', 'filed', ...Object.keys(COMMON)].sort())
    expect(url.searchParams.get('filed')).toMatch(TIME)
    await expect(description(page)).toHaveValue('Seeded complaint 10')
    const details = await complaintCalls(page, 'detail')
    expect(details.slice(detailsBefore)).toEqual([
      { call: 'detail', fields: { ...COMMON, problemId: seeded[9]! }, code: '00' },
    ])

    // Back: the Completed tab, scrolled where the borrower left it; Processing still where it was.
    await page.goBack()
    await expect(page).toHaveURL(/\/complaintList\?/)
    expectUrl(page, '/complaintList')
    await expect(tab(page, 'Completed')).toHaveAttribute('aria-selected', 'true')
    await expect(rows(page, 'Completed')).toHaveCount(13)
    await expect.poll(() => scrollY(page)).toBe(end)
    await expect(rows(page, 'Completed').nth(12)).toBeInViewport()
    await tab(page, 'Processing').tap()
    await expect(rows(page, 'Processing')).toHaveCount(11)
    await expect.poll(() => scrollY(page)).toBe(400)

    // A new visit (from customer service) starts on the first tab, at the top.
    await page.goto(SERVICE_URL)
    await myComplaints(page).tap()
    await expect(page).toHaveURL(/\/complaintList\?/)
    await expect(tab(page, 'Processing')).toHaveAttribute('aria-selected', 'true')
    await expect(rows(page, 'Processing')).toHaveCount(11)
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
    const emptyTitle = panel.getByRole('heading', { level: 2, name: 'No complaints here', exact: true })
    await expect(emptyTitle).toBeVisible()
    await expect(panel.getByText('Complaints in this tab will show here.')).toBeVisible()
    await expect(panel.getByRole('button')).toHaveCount(0)
    await expect(fileOne).toHaveAttribute('href', withCommon('/complaint'))
    await expectAccessible(page, 'empty tab')
    expect(await smallTargets(page)).toEqual([])

    await tab(page, 'Completed').tap()
    await expect(panel).toHaveAccessibleName('Completed (0)')
    await expect(emptyTitle).toBeVisible()
    await fileOne.tap()
    await expectOpenedWithCommonQuery(page, '/complaint')
    await expect(page.getByRole('heading', { level: 1, name: 'Online service' })).toBeVisible()
  })

  test('a list that cannot be loaded (offline, serverError, malformedResponse) says why; Try again loads it', async ({
    page,
  }) => {
    await chooseScenario(page, 'offline')
    await page.goto(LIST_URL)
    await expect(toast(page, OFFLINE)).toBeVisible()
    const notice = page.getByRole('alert').filter({ hasText: 'Your complaints could not be loaded.' })
    await expect(notice).toBeVisible()
    await expect(tabs(page)).toHaveCount(0)
    await expectAccessible(page, 'complaint list load failure')
    expect(await smallTargets(page)).toEqual([])

    for (const { scenario, message } of [
      { scenario: 'serverError', message: PROCESSING_FAILED },
      { scenario: 'malformedResponse', message: MALFORMED },
    ] as const) {
      await switchScenario(page, scenario)
      await tryAgain(page).tap()
      await expect(toast(page, message)).toBeVisible()
      await expect(notice).toBeVisible()
      await expect(tabs(page)).toHaveCount(0)
    }
    // Only the malformed answer came from the handler (offline and HTTP 500 are answered before it).
    expect((await complaintCalls(page, 'list')).map((call) => call.code)).toEqual(['00'])

    // A double tap on Try again asks once.
    await switchScenario(page, 'verificationNeeded')
    const arrived = (await arrivals(page, 'problem-list')).length
    await tapTwiceAtOnce(tryAgain(page))
    await expect(tabs(page)).toHaveText(['Processing (1)', 'Completed (3)'])
    await expect(notice).toHaveCount(0)
    await expect(rows(page, 'Processing')).toHaveCount(1)
    expect(await complaintCalls(page, 'list')).toEqual([
      { call: 'list', fields: COMMON, code: '00' },
      { call: 'list', fields: COMMON, code: '00' },
    ])
    await expect.poll(() => arrivals(page, 'problem-list')).toHaveLength(arrived + 1)
  })
})

test.describe('complaint details', () => {
  test('answered, to rate: "Our reply"; "Rate our reply" opens after 3 s, ignores the mask and Escape, needs a star; 4 stars send one save-score and the thanks take the focus', async ({
    page,
  }) => {
    await openToRateFromList(page)
    const tags = page.getByRole('group', { name: 'Question type' })
    await expect(tags.locator('.tag')).toHaveText(['Repayment issue'])
    await expect(description(page)).toHaveValue(TO_RATE_CONTENT)
    await expect(description(page)).not.toBeEditable()
    await expect(counter(page)).toHaveText(`${TO_RATE_CONTENT.length}/200`)
    await expect(description(page)).toHaveAccessibleDescription(`${TO_RATE_CONTENT.length}/200`)
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
    await expect(ratingPopup(page).getByRole('heading', { level: 2 })).toHaveText(RATING_TITLE)
    await expect(ratingPopup(page).getByText(RATING_PROMPT, { exact: true })).toBeVisible()
    await expect(ratingPopup(page).getByRole('radiogroup', { name: 'Rating' })).toBeVisible()
    await expect(checkedStars(page)).toHaveCount(0)
    await page.clock.resume()
    await expectAccessible(page, 'rating popup')
    expect(await smallTargets(page)).toEqual([])

    // The mask and Escape leave it open, with the star chosen.
    await star(page, '2 stars').tap()
    await expect(star(page, '2 stars')).toBeChecked()
    await tapMask(page, ratingPopup(page))
    await page.keyboard.press('Escape')
    await expect(ratingPopup(page)).toBeVisible()
    await expect(star(page, '2 stars')).toBeChecked()
    await expect(checkedStars(page)).toHaveCount(1)
    await expect(ratingPopup(page).locator('.star--filled')).toHaveCount(2)

    // Send needs a star: after a Cancel none is chosen.
    await popupButton(page, 'Cancel').tap()
    await expect(ratingPopup(page)).toHaveCount(0)
    await rateOurReply(page).tap()
    await expect(ratingPopup(page)).toBeVisible()
    await expect(checkedStars(page)).toHaveCount(0)
    // The clock stands still from here to the star: "pick a star" cannot go by itself.
    await pauseClock(page)
    await popupButton(page, 'Send').tap()
    await expect(toast(page, PICK_STAR)).toBeVisible()
    await expect(ratingPopup(page)).toBeVisible()
    expect(await complaintCalls(page, 'score')).toEqual([])
    expect(await arrivals(page, 'save-score')).toEqual([])

    // A star answers "pick a star": its toast goes.
    await star(page, '4 stars').tap()
    await expect(toast(page, PICK_STAR)).toHaveCount(0)
    await expect(star(page, '4 stars')).toBeChecked()
    await expect(checkedStars(page)).toHaveCount(1)
    await expect(ratingPopup(page).locator('.star--filled')).toHaveCount(4)
    await page.clock.resume()
    await popupButton(page, 'Send').tap()
    await expect(toast(page, SCORE_SAVED)).toBeVisible()
    await expect(ratingPopup(page)).toHaveCount(0)
    await expect(ratedNote(page)).toBeVisible()
    await expect(ratedNote(page)).toBeFocused()
    await expect(rateOurReply(page)).toHaveCount(0)
    expect(await complaintCalls(page, 'score')).toEqual([
      { call: 'score', fields: { ...COMMON, score: '4', problemId: SAMPLE.toRate }, code: '00' },
    ])

    // Rated: the next visit does not ask again.
    await page.reload()
    await expect(processResult(page)).toBeVisible()
    await expect(rateOurReply(page)).toHaveCount(0)
  })

  test('Back cancels the rating popup and stays on the complaint; "Rate our reply" reopens it with no star; the next Back leaves', async ({
    page,
  }) => {
    await openToRateFromList(page)
    await reachRatingMoment(page)
    await page.clock.resume()
    await star(page, '3 stars').tap()
    await expect(star(page, '3 stars')).toBeChecked()

    await page.goBack()
    await expect(ratingPopup(page)).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expectUrl(page, '/complainDetails', { problemId: SAMPLE.toRate })
    await expect(yourComplaint(page)).toBeVisible()
    await expect(ratedNote(page)).toHaveCount(0)
    await expect(rateOurReply(page)).toBeVisible()

    await rateOurReply(page).tap()
    await expect(ratingPopup(page)).toBeVisible()
    await expect(checkedStars(page)).toHaveCount(0)
    await expect(ratingPopup(page).locator('.star--filled')).toHaveCount(0)
    // Opened from the button: Back cancels it again, and the focus goes back to the button.
    await page.goBack()
    await expect(ratingPopup(page)).toHaveCount(0)
    expectUrl(page, '/complainDetails', { problemId: SAMPLE.toRate })
    await expect(rateOurReply(page)).toBeFocused()

    // Nothing was scored and the page was not loaded again.
    expect(await complaintCalls(page, 'score')).toEqual([])
    expect(await arrivals(page, 'save-score')).toEqual([])
    expect(await complaintCalls(page, 'detail')).toHaveLength(2)

    // No popup left its entry behind: Back now leaves for My complaints.
    await page.goBack()
    await expect(page).toHaveURL(/\/complaintList\?/)
    await expect(tab(page, 'Completed')).toHaveAttribute('aria-selected', 'true')
  })

  test('the stars are one radio group: one Tab stop, arrows pick the next or previous star; Cancel gives the focus back to "Rate our reply"; a rating sent by keyboard thanks with the focus', async ({
    page,
  }) => {
    await openToRateFromList(page)
    await reachRatingMoment(page)
    await page.clock.resume()
    // The popup takes the focus on its one Tab stop among the stars: the first while none is chosen.
    await expect(starTabStops(page)).toHaveCount(1)
    await expect(star(page, '1 star')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(popupButton(page, 'Cancel')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(star(page, '1 star')).toBeFocused()

    // Space picks the focused star; the arrows move to the next or previous and pick it.
    await page.keyboard.press('Space')
    await expect(star(page, '1 star')).toBeChecked()
    await page.keyboard.press('ArrowRight')
    await expect(star(page, '2 stars')).toBeChecked()
    await expect(star(page, '2 stars')).toBeFocused()
    await expect(checkedStars(page)).toHaveCount(1)
    await page.keyboard.press('ArrowRight')
    await expect(star(page, '3 stars')).toBeChecked()
    await expect(star(page, '3 stars')).toBeFocused()
    await expect(ratingPopup(page).locator('.star--filled')).toHaveCount(3)
    await page.keyboard.press('ArrowLeft')
    await expect(star(page, '2 stars')).toBeChecked()
    await expect(star(page, '2 stars')).toBeFocused()
    // The Tab stop is the chosen star: Tab leaves the group, Shift+Tab comes back to it.
    await expect(starTabStops(page)).toHaveAccessibleName('2 stars')
    await page.keyboard.press('Tab')
    await expect(popupButton(page, 'Cancel')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(star(page, '2 stars')).toBeFocused()
    expect(await smallTargets(page)).toEqual([])

    // Cancel from the popup opened from "Rate our reply": the focus returns to the button.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(ratingPopup(page)).toHaveCount(0)
    // The popup has closed once its history entry is gone too (src/ui/overlay-history.ts): a popup opened
    // before that Back has landed would be closed by it.
    await expect
      .poll(() => page.evaluate(() => (history.state as Record<string, unknown> | null)?.bayadOverlay))
      .toBeUndefined()
    await rateOurReply(page).focus()
    await page.keyboard.press('Enter')
    await expect(ratingPopup(page)).toBeVisible()
    await expect(checkedStars(page)).toHaveCount(0)
    await expect(star(page, '1 star')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(ratingPopup(page)).toBeVisible()
    await popupButton(page, 'Cancel').focus()
    await page.keyboard.press('Enter')
    await expect(ratingPopup(page)).toHaveCount(0)
    await expect(rateOurReply(page)).toBeFocused()

    // Again from the button, all by keyboard: 5 stars, Send; the thanks take the focus.
    await page.keyboard.press('Enter')
    await expect(star(page, '1 star')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(star(page, '5 stars')).toBeChecked()
    await expect(star(page, '5 stars')).toBeFocused()
    // Round the end and back.
    await page.keyboard.press('ArrowRight')
    await expect(star(page, '1 star')).toBeChecked()
    await expect(star(page, '1 star')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(star(page, '5 stars')).toBeChecked()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(popupButton(page, 'Send')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(ratingPopup(page)).toHaveCount(0)
    await expect(ratedNote(page)).toBeFocused()
    expect(await complaintCalls(page, 'score')).toEqual([
      { call: 'score', fields: { ...COMMON, score: '5', problemId: SAMPLE.toRate }, code: '00' },
    ])
  })

  test('an image enlarged when the popup is due stays open; the popup opens when it closes; a double tap on Send sends one save-score', async ({
    page,
  }) => {
    await openToRateFromList(page)
    await thumbs(page, 'Reply images').tap()
    const reply = viewer(page, 'Reply image 1 of 1')
    await expect(reply).toBeVisible()
    await expect(reply.getByRole('img', { name: 'Reply image 1 of 1' })).toBeVisible()
    // One image: no Previous or Next.
    await expect(reply.getByRole('button', { name: 'Next' })).toHaveCount(0)
    await page.clock.runFor(RATING_DELAY_MS)
    // The popup is due, and waits: the borrower is still looking at the picture.
    await expect(reply).toBeVisible()
    await expect(ratingPopup(page)).toHaveCount(0)
    await page.clock.runFor(10_000)
    await expect(reply).toBeVisible()
    await expect(ratingPopup(page)).toHaveCount(0)
    await page.clock.resume()

    await reply.getByRole('button', { name: 'Close' }).tap()
    await expect(reply).toHaveCount(0)
    await expect(ratingPopup(page)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
    await expect(checkedStars(page)).toHaveCount(0)

    await star(page, '5 stars').tap()
    await tapTwiceAtOnce(popupButton(page, 'Send'))
    await expect(ratingPopup(page)).toHaveCount(0)
    await expect(ratedNote(page)).toBeVisible()
    await expect.poll(() => arrivals(page, 'save-score')).toHaveLength(1)
    expect(await complaintCalls(page, 'score')).toEqual([
      { call: 'score', fields: { ...COMMON, score: '5', problemId: SAMPLE.toRate }, code: '00' },
    ])
    expect(new URL(page.url()).pathname).toBe('/complainDetails')
  })

  test('Back closes an image enlarged past the delay, the due popup opens; Back cancels it; the next Back leaves', async ({
    page,
  }) => {
    await openToRateFromList(page)
    await thumbs(page, 'Your images').tap()
    const mine = viewer(page, 'Your image 1 of 1')
    await expect(mine).toBeVisible()
    await page.clock.runFor(RATING_DELAY_MS)
    await expect(mine).toBeVisible()
    await expect(ratingPopup(page)).toHaveCount(0)
    await page.clock.resume()

    await page.goBack()
    await expect(mine).toHaveCount(0)
    await expect(ratingPopup(page)).toBeVisible()
    expectUrl(page, '/complainDetails', { problemId: SAMPLE.toRate })

    await page.goBack()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expectUrl(page, '/complainDetails', { problemId: SAMPLE.toRate })
    await expect(rateOurReply(page)).toBeVisible()
    expect(await complaintCalls(page, 'score')).toEqual([])

    await page.goBack()
    await expect(page).toHaveURL(/\/complaintList\?/)
    await expect(tab(page, 'Completed')).toHaveAttribute('aria-selected', 'true')
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

  test('save-score not sent (offline): the offline message, the popup stays with its 4 stars; back online, Send saves the rating once', async ({
    page,
  }) => {
    await openToRateFromList(page)
    await reachRatingMoment(page)
    await page.clock.resume()
    await star(page, '4 stars').tap()
    await expect(star(page, '4 stars')).toBeChecked()

    await switchScenario(page, 'offline')
    await popupButton(page, 'Send').tap()
    await expect(toast(page, OFFLINE)).toBeVisible()
    await expect(ratingPopup(page)).toBeVisible()
    await expect(star(page, '4 stars')).toBeChecked()
    await expect(checkedStars(page)).toHaveCount(1)
    await expect(ratingPopup(page).locator('.star--filled')).toHaveCount(4)
    await expect(popupButton(page, 'Send')).toBeEnabled()
    await expect(ratedNote(page)).toHaveCount(0)
    // The call was made and got no answer: nothing reached the handler.
    await expect.poll(() => arrivals(page, 'save-score')).toHaveLength(1)
    expect(await complaintCalls(page, 'score')).toEqual([])

    await switchScenario(page, 'verificationNeeded')
    await popupButton(page, 'Send').tap()
    await expect(toast(page, SCORE_SAVED)).toBeVisible()
    await expect(ratingPopup(page)).toHaveCount(0)
    await expect(ratedNote(page)).toBeVisible()
    await expect(rateOurReply(page)).toHaveCount(0)
    expect(await complaintCalls(page, 'score')).toEqual([
      { call: 'score', fields: { ...COMMON, score: '4', problemId: SAMPLE.toRate }, code: '00' },
    ])
    await expect.poll(() => arrivals(page, 'save-score')).toHaveLength(2)
  })

  test('waiting for a reply: no "Our reply" but the promise, no popup; images enlarge, step and close (Close, mask, Escape, Back)', async ({
    page,
  }) => {
    await openFromList(page, 'Processing', WAITING_CONTENT, SAMPLE.waiting)
    await expect(page.getByRole('group', { name: 'Question type' }).locator('.tag')).toHaveText([
      'Collection complaint',
      'Contacting my family or friends',
    ])
    await expect(description(page)).toHaveValue(WAITING_CONTENT)
    await expect(counter(page)).toHaveText(`${WAITING_CONTENT.length}/200`)
    await expect(promise(page)).toBeVisible()
    await expect(processResult(page)).toHaveCount(0)
    await expect(page.getByText(/Handled by/)).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Reply images' })).toHaveCount(0)
    // Not asked: "Rate our reply" shows from the load on while a popup is due. Past the delay, with
    // the clock running on and the popups' code here, a popup due would show. Below, it would also
    // stand in the way of the thumbnails.
    await expect(rateOurReply(page)).toHaveCount(0)
    await page.clock.runFor(RATING_DELAY_MS)
    await page.clock.resume()
    await expect(ratingPopup(page)).toHaveCount(0)
    await expect(rateOurReply(page)).toHaveCount(0)
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
    await tapMask(page, two)
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
    // The look on the way from My complaints and this visit: the viewer loaded nothing.
    expect(await complaintCalls(page, 'detail')).toEqual([
      { call: 'detail', fields: { ...COMMON, problemId: SAMPLE.waiting }, code: '00' },
      { call: 'detail', fields: { ...COMMON, problemId: SAMPLE.waiting }, code: '00' },
    ])
  })

  test('answered and rated (isNeedScore 0): "Our reply" without pictures, no popup after the delay', async ({
    page,
  }) => {
    await openFromList(page, 'Completed', RATED_CONTENT, SAMPLE.rated)
    await expect(page.getByRole('group', { name: 'Question type' }).locator('.tag')).toHaveText([
      'App problem',
    ])
    await expect(processResult(page)).toBeVisible()
    await expect(page.getByText(`Handled by ${AGENT}`)).toBeVisible()
    await expect(page.getByText(APP_REPLY)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Reply images' })).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Your images' })).toHaveCount(0)
    await expect(promise(page)).toHaveCount(0)
    // Not asked: "Rate our reply" shows from the load on while a popup is due, and it does not here.
    await expect(rateOurReply(page)).toHaveCount(0)
    // Past the delay, with the clock running on and the popups' code here: a popup due would show.
    await page.clock.runFor(RATING_DELAY_MS)
    await page.clock.resume()
    await expect(ratingPopup(page)).toHaveCount(0)
    await expect(rateOurReply(page)).toHaveCount(0)
    // Rated on an earlier visit: no thanks of this visit either.
    await expect(page.getByText(RATED, { exact: true })).toHaveCount(0)
  })

  test('answered with a picture only (rated already): "Our reply" shows "Reply images" and no reply text; no popup after the delay', async ({
    page,
  }) => {
    await openFromList(page, 'Completed', PICTURE_REPLY_CONTENT, SAMPLE.pictureReply)
    await expect(page.getByRole('group', { name: 'Question type' }).locator('.tag')).toHaveText(['Other'])
    await expect(description(page)).toHaveValue(PICTURE_REPLY_CONTENT)
    await expect(page.getByRole('list', { name: 'Your images' })).toHaveCount(0)
    await expect(processResult(page)).toBeVisible()
    await expect(page.getByText(`Handled by ${AGENT}`)).toBeVisible()
    await expect(page.getByText('Reply images', { exact: true })).toBeVisible()
    await expect(thumbs(page, 'Reply images')).toHaveCount(1)
    await expect(thumbs(page, 'Reply images')).toHaveAccessibleName('Enlarge reply image 1 of 1')
    // No text of the reply: neither the usual one for its type nor an empty paragraph.
    await expect(page.getByText(OTHER_REPLY)).toHaveCount(0)
    await expect(page.locator('.complaint-details__reply')).toHaveCount(0)
    await expect(promise(page)).toHaveCount(0)
    await expect(rateOurReply(page)).toHaveCount(0)
    await page.clock.runFor(RATING_DELAY_MS)
    await page.clock.resume()
    await expect(ratingPopup(page)).toHaveCount(0)
    await expect(rateOurReply(page)).toHaveCount(0)
    await expect(ratedNote(page)).toHaveCount(0)
    await expectAccessible(page, 'complaint answered with a picture only')
    expect(await smallTargets(page)).toEqual([])

    await thumbs(page, 'Reply images').tap()
    const reply = viewer(page, 'Reply image 1 of 1')
    await expect(reply.getByRole('img', { name: 'Reply image 1 of 1' })).toBeVisible()
    await reply.getByRole('button', { name: 'Close' }).tap()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(thumbs(page, 'Reply images')).toBeFocused()
    // The waiting sample on the way (openFromList), then this one.
    expect(await complaintCalls(page, 'detail')).toEqual([
      { call: 'detail', fields: { ...COMMON, problemId: SAMPLE.waiting }, code: '00' },
      { call: 'detail', fields: { ...COMMON, problemId: SAMPLE.pictureReply }, code: '00' },
    ])
  })

  test('no problemId or a forged one is a dead end that calls nothing; an unknown one is a dead end with the server’s message and a link to My complaints', async ({
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
      await expect(incompleteLink(page), link).toBeVisible()
      await expect(page.getByText('It does not say which complaint to show.', { exact: false })).toBeVisible()
      await expect(yourComplaint(page)).toHaveCount(0)
    }
    await expectAccessible(page, 'complaint details dead end')
    expect(await smallTargets(page)).toEqual([])
    expect(await complaintCalls(page, 'detail')).toEqual([])
    expect(await arrivals(page, 'problem-detail')).toEqual([])

    await expect(seeMyComplaints(page)).toHaveAttribute('href', withCommon('/complaintList'))
    await seeMyComplaints(page).tap()
    await expect(page).toHaveURL(/\/complaintList\?/)
    expectUrl(page, '/complaintList')
    await expect(listHeading(page)).toBeVisible()
    await expect(tab(page, 'Processing')).toBeVisible()

    // A well-formed id the server refuses: its message, and a dead end whose way on is My complaints.
    await page.goto(detailsUrl('C-404'))
    await expect(toast(page, 'complaint not found')).toBeVisible()
    await expect(refusedEnd(page)).toBeVisible()
    await expect(
      page.getByText('It may have been closed, or it is not one of yours.', { exact: false }),
    ).toBeVisible()
    await expect(tryAgain(page)).toHaveCount(0)
    await expect(page.getByText('This complaint could not be loaded.')).toHaveCount(0)
    await expect(yourComplaint(page)).toHaveCount(0)
    await expect(seeMyComplaints(page)).toHaveAttribute('href', withCommon('/complaintList'))
    await expectAccessible(page, 'complaint refused')
    expect(await smallTargets(page)).toEqual([])
    expect(await complaintCalls(page, 'detail')).toEqual([
      { call: 'detail', fields: { ...COMMON, problemId: 'C-404' }, code: '1' },
    ])
    await seeMyComplaints(page).tap()
    await expectOpenedWithCommonQuery(page, '/complaintList')
    await expect(tabs(page)).toHaveText(['Processing (1)', 'Completed (3)'])
    expect(await complaintCalls(page, 'detail')).toHaveLength(1)
  })

  test('a complaint that cannot be loaded (offline, malformedResponse) is not a refusal: the notice with Try again, which loads it once however fast it is tapped', async ({
    page,
  }) => {
    const notice = page.getByRole('alert').filter({ hasText: 'This complaint could not be loaded.' })
    for (const { scenario, message } of [
      { scenario: 'offline', message: OFFLINE },
      { scenario: 'malformedResponse', message: MALFORMED },
    ] as const) {
      await chooseScenario(page, scenario)
      await page.goto(detailsUrl(SAMPLE.rated))
      await expect(toast(page, message), scenario).toBeVisible()
      await expect(notice).toBeVisible()
      // The load-failure notice (decision 032): Try again first, then customer service and the ways out.
      await expect(notice.getByRole('button').first()).toHaveText('Try again')
      await expect(notice.getByRole('link', { name: 'Customer service' })).toBeVisible()
      await expect(refusedEnd(page)).toHaveCount(0)
      await expect(seeMyComplaints(page)).toHaveCount(0)
      await expect(yourComplaint(page)).toHaveCount(0)
      await expectAccessible(page, `complaint load failure (${scenario})`)
      expect(await smallTargets(page)).toEqual([])

      // A double tap on Try again asks once.
      await switchScenario(page, 'verificationNeeded')
      const called = (await complaintCalls(page, 'detail')).length
      const arrived = (await arrivals(page, 'problem-detail')).length
      await tapTwiceAtOnce(tryAgain(page))
      await expect(yourComplaint(page)).toBeVisible()
      await expect(page.getByText(APP_REPLY)).toBeVisible()
      await expect(notice).toHaveCount(0)
      expect((await complaintCalls(page, 'detail')).slice(called)).toEqual([
        { call: 'detail', fields: { ...COMMON, problemId: SAMPLE.rated }, code: '00' },
      ])
      await expect
        .poll(() => arrivals(page, 'problem-detail'), { message: scenario })
        .toHaveLength(arrived + 1)
    }
    // Offline is answered before the handler: it logged the malformed answer and the two loads.
    expect(await complaintCalls(page, 'detail')).toEqual(
      Array.from({ length: 3 }, () => ({
        call: 'detail',
        fields: { ...COMMON, problemId: SAMPLE.rated },
        code: '00',
      })),
    )
  })

  test('the popups’ code failing to download: the network message, the image stays closed and the page keeps working; the next tap downloads it', async ({
    page,
  }) => {
    await page.goto(detailsUrl(SAMPLE.waiting))
    await expect(page.getByText(PROMISE)).toBeVisible()
    // From now on no code downloads (chunk names are hashes): the popups' chunk has not come yet.
    let blocked = true
    await page.route('**/assets/*.js', (route) => (blocked ? route.abort() : route.continue()))
    await thumbs(page, 'Your images').first().tap()
    await expect(toast(page, NETWORK_ERROR)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(yourComplaint(page)).toBeVisible()

    blocked = false
    await thumbs(page, 'Your images').first().tap()
    await expect(viewer(page, 'Your image 1 of 2')).toBeVisible()
  })

  test('small screens: at 320×568 the five stars are 44 px targets in one row; in landscape the image viewer’s Close and the popup’s Send are reachable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 })
    await openDetailsPaused(page, SAMPLE.toRate)
    await page.clock.runFor(RATING_DELAY_MS)
    await page.clock.resume()
    await expect(ratingPopup(page)).toBeVisible()
    await expect(ratingPopup(page).getByRole('radio')).toHaveCount(5)
    expect(await smallTargets(page)).toEqual([])
    const boxes = await ratingPopup(page)
      .getByRole('radio')
      .evaluateAll((stars) => stars.map((s) => s.getBoundingClientRect().toJSON() as DOMRect))
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(44)
      expect(box.height).toBeGreaterThanOrEqual(44)
    }
    expect(new Set(boxes.map((box) => Math.round(box.y))).size, 'the stars are in one row').toBe(1)
    const popup = (await ratingPopup(page).boundingBox())!
    expect(popup.x).toBeGreaterThanOrEqual(0)
    expect(popup.x + popup.width).toBeLessThanOrEqual(320)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await expectAccessible(page, 'rating popup @320')
    await popupButton(page, 'Cancel').tap()
    await expect(ratingPopup(page)).toHaveCount(0)

    // Landscape: the enlarged image and its buttons fit, or the viewer scrolls inside itself.
    await page.setViewportSize({ width: 844, height: 390 })
    await page.goto(detailsUrl(SAMPLE.waiting))
    await expect(yourComplaint(page)).toBeVisible()
    await page.getByRole('button', { name: 'Enlarge your image 1 of 2' }).tap()
    const one = viewer(page, 'Your image 1 of 2')
    await expect(one.getByRole('img', { name: 'Your image 1 of 2' })).toBeVisible()
    const box = (await one.boundingBox())!
    expect(box.y, 'the viewer starts on the screen').toBeGreaterThanOrEqual(0)
    expect(box.y + box.height, 'the viewer ends on the screen').toBeLessThanOrEqual(390)
    const close = one.getByRole('button', { name: 'Close' })
    await close.scrollIntoViewIfNeeded()
    await expect(close).toBeInViewport()
    await expect(one.getByRole('button', { name: 'Next' })).toBeInViewport()
    expect(await smallTargets(page)).toEqual([])
    await close.tap()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // The rating popup too (the sample to rate was cancelled above, so it asks again).
    await page.goto(detailsUrl(SAMPLE.toRate))
    await rateOurReply(page).tap()
    await expect(ratingPopup(page)).toBeVisible()
    const rating = (await ratingPopup(page).boundingBox())!
    expect(rating.y).toBeGreaterThanOrEqual(0)
    expect(rating.y + rating.height).toBeLessThanOrEqual(390)
    const send = popupButton(page, 'Send')
    await send.scrollIntoViewIfNeeded()
    await expect(send).toBeInViewport()
    await expect(star(page, '5 stars')).toBeVisible()
    expect(await smallTargets(page)).toEqual([])
  })
})

test.describe('reference no., status and filing date (docs/decisions/031)', () => {
  const facts = (page: Page) => page.locator('.complaint-facts')

  test('My complaints rows show the status and reference no.; the details show the server’s status and filing time', async ({
    page,
  }) => {
    await page.goto(LIST_URL)
    const waiting = rows(page, 'Processing').filter({ hasText: WAITING_CONTENT })
    await expect(waiting.locator('.status-chip')).toHaveText('In progress')
    await expect(waiting.locator('.complaint-row__reference')).toHaveText(`Reference no. ${SAMPLE.waiting}`)
    await expectAccessible(page, 'My complaints with status and reference')
    expect(await smallTargets(page)).toEqual([])
    await tab(page, 'Completed').tap()
    const rated = rows(page, 'Completed').filter({ hasText: RATED_CONTENT })
    await expect(rated.locator('.status-chip')).toHaveText('Closed')
    const listedTime = (await rated.locator('.complaint-row__time').textContent()) ?? ''
    expect(listedTime).toMatch(TIME)
    await rated.tap()
    await expect(yourComplaint(page)).toBeVisible()
    await expect(facts(page).locator('dt')).toHaveText(['Reference no.', 'Status', 'Filed on'])
    await expect(facts(page).locator('dd')).toHaveText([SAMPLE.rated, 'Closed', listedTime])
    await expectAccessible(page, 'complaint details with reference, status and date')
  })

  test('bareComplaintDetail: the status is derived from the answer and the date is the listed one; from a bare link, no date', async ({
    page,
  }) => {
    await chooseScenario(page, 'bareComplaintDetail')
    await page.goto(LIST_URL)
    const waiting = rows(page, 'Processing').filter({ hasText: WAITING_CONTENT })
    const listedTime = (await waiting.locator('.complaint-row__time').textContent()) ?? ''
    await waiting.tap()
    await expect(promise(page)).toBeVisible()
    expectUrl(page, '/complainDetails', { problemId: SAMPLE.waiting, filed: listedTime })
    await expect(facts(page).locator('dd')).toHaveText([SAMPLE.waiting, 'In progress', listedTime])

    // Answered, no status from the server: "Answered"; opened from a link without the listed time: no date.
    await page.goto(detailsUrl(SAMPLE.rated))
    await expect(processResult(page)).toBeVisible()
    await expect(facts(page).locator('dt')).toHaveText(['Reference no.', 'Status'])
    await expect(facts(page).locator('dd')).toHaveText([SAMPLE.rated, 'Answered'])

    // A forged date in the link is not shown.
    await page.goto(withCommon('/complainDetails', { problemId: SAMPLE.rated, filed: 'yesterday<b>' }))
    await expect(processResult(page)).toBeVisible()
    await expect(facts(page).locator('dt')).toHaveText(['Reference no.', 'Status'])
  })
})

test.describe('customer service', () => {
  test('"Contact us" and "Complaints" sections; Telephone (named with its Call) asks the host to call once however fast it is tapped; E-mail is a mailto link; the rows lead to the complaint pages', async ({
    page,
  }) => {
    await page.goto(SERVICE_URL)
    await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Contact us', 'Complaints'])
    await expect(telephone(page, SERVICE_PHONE)).toBeVisible()
    await expect(telephone(page, SERVICE_PHONE)).toHaveAccessibleName(`Telephone ${SERVICE_PHONE} Call`)
    await expect(emailRow(page)).toHaveAccessibleName(`E-mail ${SERVICE_EMAIL} Write`)
    await expect(emailRow(page)).toHaveAttribute('href', `mailto:${SERVICE_EMAIL}`)
    await expect(page.getByText(CONTACT_NOTICE)).toHaveCount(0)
    await expect(onlineService(page)).toHaveAttribute('href', withCommon('/complaint'))
    await expect(onlineService(page)).toHaveAccessibleName(
      'Online service File a complaint about an order or the app',
    )
    await expect(myComplaints(page)).toHaveAttribute('href', withCommon('/complaintList'))
    await expect(myComplaints(page)).toHaveAccessibleName(
      'My complaints Follow the answers to your complaints',
    )
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
    await expectOpenedWithCommonQuery(page, '/complaint')
    await expect(page.getByRole('heading', { level: 1, name: 'Online service' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/customerService\?/)

    await myComplaints(page).tap()
    await expectOpenedWithCommonQuery(page, '/complaintList')
    await expect(tabs(page)).toHaveText(['Processing (1)', 'Completed (3)'])
    expect(await bridgeCallsOf(page, 'callPhone')).toHaveLength(1)
  })

  test('contactFailure, offline, malformedResponse: the configured phone and the company’s e-mail with a retry notice; calling it asks the host; Try again loads the contact details, once however fast it is tapped', async ({
    page,
  }) => {
    await chooseScenario(page, 'contactFailure')
    await page.goto(SERVICE_URL)
    await expect(toast(page, CONTACT_FAILURE)).toBeVisible()
    const notice = page.getByRole('alert').filter({ hasText: CONTACT_NOTICE })
    await expect(notice).toBeVisible()
    // A RetryNotice: the message and its one button, Try again.
    await expect(notice.getByRole('button')).toHaveText(['Try again'])
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Contact us', 'Complaints'])
    await expect(telephone(page, SERVICE_PHONE)).toBeVisible()
    // The company's service e-mail stands in for contact-kf-info's.
    await expect(emailRow(page)).toHaveAttribute('href', `mailto:${SERVICE_EMAIL}`)
    await expect(myComplaints(page)).toBeVisible()
    await expectAccessible(page, 'customer service fallback')
    expect(await smallTargets(page)).toEqual([])

    await telephone(page, SERVICE_PHONE).tap()
    await expect
      .poll(() => bridgeCallsOf(page, 'callPhone'))
      .toEqual([{ type: 'callPhone', phone: SERVICE_PHONE }])

    // Still refused: the phone stays, and so does the notice.
    await notice.getByRole('button', { name: 'Try again' }).tap()
    await expect.poll(async () => (await complaintCalls(page, 'contact')).length).toBe(2)
    await expect(notice).toBeVisible()
    await expect(telephone(page, SERVICE_PHONE)).toBeVisible()

    // No answer, or one the app cannot read: the same fallback, with the reason.
    for (const { scenario, message } of [
      { scenario: 'offline', message: OFFLINE },
      { scenario: 'malformedResponse', message: MALFORMED },
    ] as const) {
      await switchScenario(page, scenario)
      await notice.getByRole('button', { name: 'Try again' }).tap()
      await expect(toast(page, message)).toBeVisible()
      await expect(notice).toBeVisible()
      await expect(notice.getByRole('button')).toHaveText(['Try again'])
      await expect(telephone(page, SERVICE_PHONE)).toBeVisible()
      await expect(emailRow(page)).toHaveAttribute('href', `mailto:${SERVICE_EMAIL}`)
    }
    // Offline is answered before the handler: it logged the two refusals and the malformed answer.
    expect((await complaintCalls(page, 'contact')).map((call) => call.code)).toEqual(['1', '1', '0'])

    // A double tap on Try again asks once.
    await switchScenario(page, 'verificationNeeded')
    const arrived = (await arrivals(page, 'contact-kf-info')).length
    await tapTwiceAtOnce(notice.getByRole('button', { name: 'Try again' }))
    await expect(telephone(page, SERVICE_PHONE)).toBeVisible()
    await expect(emailRow(page)).toHaveAttribute('href', `mailto:${SERVICE_EMAIL}`)
    await expect(notice).toHaveCount(0)
    expect((await complaintCalls(page, 'contact')).map((call) => call.code)).toEqual(['1', '1', '0', '0'])
    await expect.poll(() => arrivals(page, 'contact-kf-info')).toHaveLength(arrived + 1)
  })
})

test('one service phone: customer service and the order page name and call the same configured number, whatever contact-kf-info and loan-details say', async ({
  page,
}) => {
  await page.goto(SERVICE_URL)
  await expect(telephone(page, SERVICE_PHONE)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Telephone / })).toHaveCount(1)
  await telephone(page, SERVICE_PHONE).tap()
  await expect.poll(() => bridgeCallsOf(page, 'callPhone')).toHaveLength(1)
  await page.goto(withCommon('/loanDetails', { productId: '101', orderId: 'BYD20261105000017' }))
  const call = page.getByRole('button', { name: `Call customer service ${SERVICE_PHONE}` })
  await expect(call).toBeVisible()
  await call.tap()
  await expect
    .poll(() => bridgeCallsOf(page, 'callPhone'))
    .toEqual([
      { type: 'callPhone', phone: SERVICE_PHONE },
      { type: 'callPhone', phone: SERVICE_PHONE },
    ])
})

test('the complaint start page’s "My complaints" opens /complaintList with the common query', async ({
  page,
}) => {
  await page.goto(withCommon('/complaint', { orderId: 'BYD20261105000017' }))
  const link = page.getByRole('link', { name: 'My complaints' })
  await expect(link).toHaveAttribute('href', withCommon('/complaintList'))
  await link.tap()
  await expectOpenedWithCommonQuery(page, '/complaintList')
  await expect(listHeading(page)).toBeVisible()
  await expect(tabs(page)).toHaveText(['Processing (1)', 'Completed (3)'])
})

test('test preview: the links reach My complaints, the four sample complaints and customer service', async ({
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
      shows: (p) => expect(tabs(p)).toHaveText(['Processing (1)', 'Completed (3)']),
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
      link: 'Complaint details: answered with a picture only',
      path: '/complainDetails',
      title: 'Complaint details',
      extra: { problemId: SAMPLE.pictureReply },
      shows: (p) => expect(thumbs(p, 'Reply images')).toHaveCount(1),
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
