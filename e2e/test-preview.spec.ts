import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { SHOTS_DIR } from './support/files.ts'
import { COMMON, withCommon } from './support/host-query.ts'
import { expectUrl } from './support/page.ts'

/** Spec §2 "Test preview page". */
const PREVIEW_URL = withCommon('/testPreview')

test('an edited User id rides along to "Repay by bank card" with the other common params', async ({
  page,
}) => {
  await page.goto(PREVIEW_URL)
  const userId = page.getByLabel('User id')
  await expect(userId).toHaveValue(COMMON.userId)
  await userId.fill('200777')
  await page.getByRole('link', { name: 'Repay by bank card' }).tap()
  await expect(page).toHaveURL(/\/repayChoose\?/)
  // The preview's defaults: the seeded repayable order (174) and what is due on it.
  expectUrl(page, '/repayChoose', { userId: '200777', orderId: 'BYD20261105000017', amount: '392000' })
  await expect(page.getByTestId('repay-amount')).toHaveText('₱3,920.00')
})

test("the Scenario select shows the chosen scenario's description", async ({ page }) => {
  await page.goto(PREVIEW_URL)
  const scenario = page.getByLabel('Scenario')
  await expect(scenario).toHaveValue('verificationNeeded')
  await expect(page.getByText('Default. Card repayment asks for an SMS code (use 123456).')).toBeVisible()
  await scenario.selectOption('cardListFailure')
  await expect(
    page.getByText('Loading the repayment cards fails: "failed to query card list".'),
  ).toBeVisible()
  await expect(page.getByText('Default. Card repayment asks for an SMS code (use 123456).')).toHaveCount(0)
  // The choice is the sandbox's, so it survives a reload.
  await page.reload()
  await expect(page.getByLabel('Scenario')).toHaveValue('cardListFailure')
  await page.screenshot({ path: `${SHOTS_DIR}/test-preview.png`, fullPage: true })
})

test.describe('geolocation', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 14.5995, longitude: 120.9842 } })

  test('the location button shows the coordinates', async ({ page, context }) => {
    await context.setGeolocation({ latitude: 14.5547, longitude: 121.0244 })
    await page.goto(PREVIEW_URL)
    await page.getByRole('button', { name: 'Get location' }).tap()
    await expect(page.getByText('Location: 14.55470, 121.02440')).toBeVisible()
  })
})

/** The Live diagram button on a 390 px screen: under the header, 44 px high, over none of the screen's controls. */
async function expectClearOfTheScreen(page: Page) {
  const button = page.getByRole('button', { name: 'Live diagram' })
  await expect(button).toBeVisible()
  const header = await page.locator('#root header').first().boundingBox()
  if (header === null) throw new Error('the page has no header')
  // It moves under the header once the screen has drawn it.
  await expect
    .poll(async () => (await button.boundingBox())?.y)
    .toBeGreaterThanOrEqual(header.y + header.height)
  const box = await button.boundingBox()
  if (box === null) throw new Error('the button has no box')
  expect(box.height).toBeGreaterThanOrEqual(44)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  const overlapping = await page.evaluate((mine) => {
    const hit: string[] = []
    for (const other of document.querySelectorAll<HTMLElement>('button, a[href], input, select')) {
      if (other.classList.contains('live-panel-button')) continue
      const r = other.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      const apart =
        r.right <= mine.x ||
        r.left >= mine.x + mine.width ||
        r.bottom <= mine.y ||
        r.top >= mine.y + mine.height
      if (!apart) hit.push(other.textContent?.trim() ?? other.tagName)
    }
    return hit
  }, box)
  expect(overlapping).toEqual([])
  expect(await smallTargets(page)).toEqual([])
}

test.describe('for analysts and testers', () => {
  const SWITCH = 'Show a live diagram button on flow screens'
  const REPAY = withCommon('/repayChoose', { orderId: 'BYD20261105000017', amount: '392000' })

  test('the atlas links, and no live diagram button unless a tester switches it on', async ({ page }) => {
    await page.goto(PREVIEW_URL)
    await expect(page.getByRole('heading', { name: 'For analysts and testers' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Machine atlas' })).toHaveAttribute('href', '/atlas')
    await expect(page.getByRole('link', { name: 'Live view' })).toHaveAttribute('href', '/atlas/live')
    await expect(page.getByRole('checkbox', { name: SWITCH })).not.toBeChecked()
    await expectAccessible(page, 'test preview')
    expect(await smallTargets(page)).toEqual([])
    await page.goto(REPAY)
    await expect(page.getByTestId('repay-amount')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Live diagram' })).toHaveCount(0)
  })

  test('switched on, a flow screen shows a Live diagram button that opens the live view over it', async ({
    page,
  }) => {
    await page.goto(PREVIEW_URL)
    const toggle = page.getByRole('checkbox', { name: SWITCH })
    await toggle.tap()
    await expect(toggle).toBeChecked()
    await page.getByRole('link', { name: 'Repay by bank card' }).tap()
    await expect(page.getByTestId('repay-amount')).toBeVisible()
    const button = page.getByRole('button', { name: 'Live diagram' })
    await expect(button).toBeVisible()

    await expectClearOfTheScreen(page)
    // The official site's header is taller, with links: the button goes under it.
    await page.goto(withCommon('/'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectClearOfTheScreen(page)
    await page.goto(REPAY)
    await expect(page.getByTestId('repay-amount')).toBeVisible()

    // The choice lasts for the tab's session: a full page load keeps the button.
    await page.reload()
    await expect(page.getByTestId('repay-amount')).toBeVisible()
    await button.tap()
    const panel = page.getByRole('dialog', { name: 'Live diagram' })
    await expect(panel).toBeVisible()
    await expect(panel.locator('iframe[title="Live diagram"]')).toHaveAttribute('src', '/atlas/live?embed=1')
    await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused()
    // The frame's page is the atlas's own, checked by its own tests.
    await expectAccessible(page, 'live panel', { exclude: ['.live-panel__frame'] })
    expect(await smallTargets(page)).toEqual([])
    await panel.getByRole('button', { name: 'Move to top' }).tap()
    const top = await panel.boundingBox()
    expect(top?.y).toBe(0)
    await panel.getByRole('button', { name: 'Close' }).tap()
    await expect(panel).toBeHidden()
    await expect(button).toBeFocused()

    // Switched off, it is gone.
    await page.goto(PREVIEW_URL)
    await page.getByRole('checkbox', { name: SWITCH }).tap()
    await expect(page.getByRole('checkbox', { name: SWITCH })).not.toBeChecked()
    await expect(page.getByRole('button', { name: 'Live diagram' })).toHaveCount(0)
    await page.goto(REPAY)
    await expect(page.getByTestId('repay-amount')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Live diagram' })).toHaveCount(0)
  })

  test('a flow publishes its steps on the live channel and replays them to an atlas that says hello late', async ({
    page,
  }) => {
    await page.goto(REPAY)
    await expect(page.getByTestId('repay-amount')).toBeVisible()
    // An atlas opening now: it listens, then says hello.
    await page.evaluate(() => {
      const heard: unknown[] = []
      ;(window as { heard?: unknown[] }).heard = heard
      const channel = new BroadcastChannel('bayad.atlas.live')
      channel.onmessage = (event: MessageEvent) => void heard.push(event.data)
      channel.postMessage({ kind: 'hello' })
    })
    // A hello is answered with one `replay` message holding what the app kept; later steps come one by one.
    const heard = async () =>
      (await page.evaluate(() => (window as { heard?: unknown[] }).heard ?? [])).flatMap((m) =>
        (m as { kind?: string }).kind === 'replay' ? (m as { messages: unknown[] }).messages : [m],
      )
    await expect
      .poll(async () =>
        (await heard()).some(
          (m) =>
            (m as { kind: string; states?: string[] }).kind === 'step' &&
            (m as { states: string[] }).states.includes('repayByCard.choosingWay'),
        ),
      )
      .toBe(true)
    const messages = (await heard()) as { kind: string; machineId?: string; page?: string; seq?: number }[]
    const start = messages.find((m) => m.kind === 'start' && m.machineId === 'repayByCard')
    expect(start?.page).toMatch(/^\/repayChoose\?/)
    const steps = messages.filter((m) => m.kind === 'step' && m.machineId === 'repayByCard')
    expect(steps[0]).toMatchObject({ seq: 0, event: { type: 'xstate.init' } })
    expect(steps.map((m) => m.seq)).toEqual(steps.map((_, index) => index))
  })
})
