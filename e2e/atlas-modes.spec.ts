import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible } from './support/a11y.ts'
import { SHOTS_DIR, TAKE_SHOTS } from './support/files.ts'
import { withCommon } from './support/host-query.ts'
import type { CoverageFile, CoverageStep } from '../src/machine-graph/coverage-file.ts'

/*
 * The machine atlas's modes (src/atlas/modes) in Chromium: a simulation to a final state, the coverage
 * overlay of a file with a deliberately uncovered transition and a failed path played step by step, and the
 * live view following a repay-by-card run in a second tab.
 */

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

/** The mode's side panel (the machine page mounts each mode in it). */
const modePanel = (page: Page) => page.locator('.atlas-panel__mode')
/** The diagram's state box for a state id. */
const stateBox = (page: Page, id: string) => page.locator(`[data-state="${id}"]`)
const shownState = (panel: Locator) => panel.getByRole('status').locator('.mode-now__value code')

/** Controls smaller than 44 × 44 px inside `root`, the diagram's drawing left out (the atlas suite checks it). */
async function smallTargetsIn(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const small: string[] = []
    for (const scope of document.querySelectorAll(selector)) {
      const controls = scope.querySelectorAll<HTMLElement>(
        'button, a[href], input, select, textarea, summary',
      )
      for (const element of controls) {
        if (element.closest('.atlas-diagram')) continue
        const rect = element.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0) continue
        // A summary spans its block: it is a target by its height.
        const tooSmall =
          element.tagName === 'SUMMARY' ? rect.height < 44 : rect.width < 44 || rect.height < 44
        if (tooSmall)
          small.push(
            `${(element.textContent ?? element.tagName).trim().slice(0, 30)} ${rect.width}×${rect.height}`,
          )
      }
    }
    return small
  }, root)
}

/** Whether an innermost active state of the diagram has its centre on the canvas (the diagram follows them). */
async function activeOnCanvas(page: Page): Promise<boolean> {
  const canvas = await page.getByRole('group', { name: /^Diagram of / }).boundingBox()
  if (canvas === null) return false
  const boxes = await page
    .locator('.atlas-state.is-active:not(.atlas-state--container)')
    .evaluateAll((groups) => groups.map((g) => g.getBoundingClientRect().toJSON() as DOMRect))
  return boxes.some((box) => {
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    return x >= canvas.x && x <= canvas.x + canvas.width && y >= canvas.y && y <= canvas.y + canvas.height
  })
}

/** A screenshot to look at, only when asked for (`E2E_SHOTS=1`), beside the other suites' shots. */
async function shoot(page: Page, name: string) {
  if (!TAKE_SHOTS) return
  mkdirSync(SHOTS_DIR, { recursive: true })
  await page.screenshot({ path: `${SHOTS_DIR}/atlas-modes-${name}.png` })
}

test.describe('simulate', () => {
  test.use({ viewport: DESKTOP })

  test('complaintStart: enabled events as buttons, step by step to a final state, Back and Restart', async ({
    page,
  }) => {
    await page.goto('/atlas/m/complaintStart?mode=simulate')
    const panel = modePanel(page)
    await expect(panel.getByRole('heading', { name: 'Simulate' })).toBeVisible()
    await expect(shownState(panel)).toHaveText('loading')
    await expect(stateBox(page, 'complaintStart.loading')).toHaveAttribute('aria-label', /, active/)
    // xstate's own work (here: the invoke) in plain words, apart from the machine's actions.
    await expect(panel.locator('.mode-builtins')).toContainText('Starts the invoked actor loadComplaintInit')
    await expect(panel.locator('.mode-actions')).toHaveCount(0)

    const loaded = panel.getByRole('button', {
      name: 'done: loadComplaintInit (order.allowsCollection: true, orders: 2 items)',
    })
    await expect(panel.getByRole('button', { name: /^error: loadComplaintInit/ })).toBeVisible()
    await loaded.click()
    await expect(shownState(panel)).toHaveText('ready.choosingType')
    await expect(stateBox(page, 'complaintStart.ready.choosingType')).toHaveAttribute(
      'aria-label',
      /, active/,
    )
    await expect(stateBox(page, 'complaintStart.loading')).not.toHaveAttribute('aria-label', /, active/)
    // The transition just taken is marked on the diagram.
    await expect(
      page.getByRole('button', { name: /^Transition done: loadComplaintInit.*just taken/ }),
    ).toHaveCount(1)
    await expect(panel.getByRole('group', { name: 'Context' })).toContainText('allowsCollection')
    await expectAccessible(page, 'simulate, ready')
    expect(await smallTargetsIn(page, '.atlas-panel__mode')).toEqual([])
    await shoot(page, 'simulate-desktop')

    await panel.getByRole('button', { name: 'type.choose (value: "1")' }).click()
    await expect(shownState(panel)).toHaveText('ready.choosingSubType')
    await panel.getByRole('button', { name: 'Back' }).click()
    await expect(shownState(panel)).toHaveText('ready.choosingType')

    await panel.getByRole('button', { name: 'type.choose (value: "2")' }).click()
    await expect(shownState(panel)).toHaveText('leaving')
    await expect(panel.getByText('The machine is done.')).toBeVisible()
    await expect(panel.getByText('None: a final state accepts no events.')).toBeVisible()
    await expect(panel.locator('.mode-actions')).toContainText('openComplaintForm (problemType: "2"')
    await expect(stateBox(page, 'complaintStart.leaving')).toHaveAttribute(
      'aria-label',
      /Final state leaving, active/,
    )
    await expect(panel.locator('.mode-history li')).toHaveCount(3)
    await shoot(page, 'simulate-final-desktop')

    await panel.getByRole('button', { name: 'Restart' }).click()
    await expect(shownState(panel)).toHaveText('loading')
    await expect(panel.locator('.mode-history li')).toHaveCount(1)
  })

  test('on a phone the panel keeps 44 px targets and passes axe', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/atlas/m/repayByCard?mode=simulate')
    const panel = modePanel(page)
    await expect(shownState(panel)).toHaveText('loadingWays')
    await panel.getByRole('button', { name: /^done: loadRepaymentWays/ }).click()
    await expect(shownState(panel)).toHaveText('choosingWay')
    await panel.getByRole('button', { name: 'card.select (cardId: "card-bdo")' }).click()
    await panel.getByRole('button', { name: 'payment.submit' }).click()
    await expect(shownState(panel)).toHaveText('committing')
    await panel.getByRole('button', { name: /^done: commitRepayment \(needsCode: true/ }).click()
    await expect(shownState(panel)).toContainText('enteringCode')
    await expect(panel.getByRole('button', { name: 'countdown.tick' })).toBeVisible()
    // The diagram opened zoomed in on the start; it has panned to follow the machine.
    await expect.poll(() => activeOnCanvas(page)).toBe(true)
    await expectAccessible(page, 'simulate on a phone')
    expect(await smallTargetsIn(page, '.atlas-panel__mode')).toEqual([])
    await panel.scrollIntoViewIfNeeded()
    await shoot(page, 'simulate-phone')
  })
})

/** Every state id and transition key the machine page shows: boxes carry their id, the details panel the key. */
async function keysShown(page: Page, machineId: string): Promise<{ states: string[]; keys: string[] }> {
  const states = (
    await page
      .locator('[data-state]')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-state') ?? ''))
  ).filter((id) => id !== machineId)
  const keys = new Set<string>()
  const transitions = page.getByRole('button', { name: /^Transition / })
  const count = await transitions.count()
  for (let i = 0; i < count; i++) {
    await transitions.nth(i).focus()
    await transitions.nth(i).press('Enter')
    const key = page.locator('dt', { hasText: /^Coverage key$/ }).locator('+ dd code')
    keys.add((await key.textContent()) ?? '')
  }
  await page.keyboard.press('Escape')
  return { states, keys: [...keys].filter(Boolean) }
}

test.describe('coverage', () => {
  test.use({ viewport: DESKTOP })

  test('overlay of a picked file with an uncovered transition; a failed path played step by step', async ({
    page,
  }) => {
    // Whatever the build serves, this test's file is the one shown.
    await page.route('**/atlas/model-coverage.json', (route) => route.fulfill({ status: 404, body: '' }))
    await page.goto('/atlas/m/complaintStart')
    await expect(stateBox(page, 'complaintStart.loading')).toBeVisible()
    const { states, keys } = await keysShown(page, 'complaintStart')
    expect(keys.length).toBeGreaterThan(8)
    const find = (part: string, target = '') => {
      const key = keys.find((k) => k.includes(part) && k.endsWith(target))
      if (key === undefined)
        throw new Error(`no transition key with ${part} … ${target} in ${keys.join('\n')}`)
      return key
    }
    const uncovered = find('init.retry')
    const done = find('#complaintStart.loading xstate.done.actor.loadComplaintInit[0]')
    const leave = find('#complaintStart.ready type.choose[', '→ #complaintStart.leaving')
    const steps: CoverageStep[] = [
      {
        label: 'start',
        event: 'xstate.init',
        value: 'loading',
        states: ['complaintStart.loading'],
        transitions: [],
        ran: true,
      },
      {
        label: 'loadComplaintInit.done',
        event: 'xstate.done.actor.loadComplaintInit',
        value: 'ready.choosingType',
        states: ['complaintStart.ready', 'complaintStart.ready.choosingType'],
        transitions: [done],
        ran: true,
      },
      {
        label: 'type.choose(2)',
        event: 'type.choose',
        value: 'leaving',
        states: ['complaintStart.leaving'],
        transitions: [leave],
        ran: false,
      },
    ]
    const file: CoverageFile = {
      version: 1,
      generatedAt: '2026-11-22T10:00:00.000Z',
      environments: {
        'happy-dom': {
          machines: {
            complaintStart: {
              machineId: 'complaintStart',
              files: ['tests/model/complaint-start.model.test.tsx'],
              states: { total: states.length, covered: states, missing: [] },
              transitions: {
                total: keys.length,
                covered: keys.filter((k) => k !== uncovered),
                missing: [uncovered],
              },
              paths: [
                {
                  name: '01. leaving ← loadComplaintInit.done → type.choose(2)',
                  file: 'tests/model/complaint-start.model.test.tsx',
                  status: 'failed',
                  failure: {
                    step: 1,
                    phase: 'state assertion "ready"',
                    message: 'expected the order card to show',
                  },
                  steps,
                },
              ],
            },
          },
        },
      },
    }

    await page.goto('/atlas/m/complaintStart?mode=coverage')
    const panel = modePanel(page)
    await expect(panel.getByText('No coverage file yet: run npm test.')).toBeVisible()
    await panel.getByLabel('Load a coverage file').setInputFiles({
      name: 'model-coverage.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    })
    await expect(panel.getByText('From model-coverage.json, written')).toBeVisible()
    const pct = Math.floor(((keys.length - 1) / keys.length) * 100)
    await expect(panel.getByText('Transitions covered').locator('+ dd')).toHaveText(
      `${keys.length - 1} of ${keys.length} (${pct} %)`,
    )
    await expect(page.getByRole('button', { name: /^Transition init\.retry.*not covered/ })).toHaveCount(1)
    await expect(
      page.getByRole('button', { name: /^Transition type\.choose.*, covered/ }).first(),
    ).toBeVisible()

    const missing = panel.getByRole('button', { name: /^transition loadFailed → loading: init\.retry/ })
    await missing.click()
    await expect(page.locator('dt', { hasText: /^Coverage key$/ }).locator('+ dd code')).toHaveText(uncovered)
    await expectAccessible(page, 'coverage overlay')
    expect(await smallTargetsIn(page, '.atlas-panel__mode')).toEqual([])
    await shoot(page, 'coverage-desktop')

    await panel.getByRole('button', { name: /failed 01\. leaving/ }).click()
    const player = panel.getByRole('group', { name: /^Playing/ })
    await expect(player.getByText('Step 0 of 2')).toBeVisible()
    await expect(player.getByRole('note')).toContainText('Failed at step 1')
    await expect(player.getByRole('note')).toContainText('expected the order card to show')
    await expect(stateBox(page, 'complaintStart.loading')).toHaveAttribute('aria-label', /, active/)
    await player.getByRole('button', { name: 'Next' }).click()
    await expect(player.getByText('Step 1 of 2')).toBeVisible()
    await expect(stateBox(page, 'complaintStart.ready.choosingType')).toHaveAttribute(
      'aria-label',
      /failed here, active/,
    )
    await expect(
      page.getByRole('button', { name: /^Transition done: loadComplaintInit.*just taken/ }),
    ).toHaveCount(1)
    await player.getByRole('button', { name: 'Next' }).click()
    await expect(player.getByText('Step 2 of 2')).toBeVisible()
    await expect(player.getByText(/^This step did not run/)).toBeVisible()
    await expect(player.getByRole('button', { name: 'Next' })).toBeDisabled()
    await expect(stateBox(page, 'complaintStart.leaving')).toHaveAttribute('aria-label', /, active/)
    await expectAccessible(page, 'coverage path playback')
    await shoot(page, 'coverage-path-desktop')

    await page.setViewportSize(PHONE)
    await expect.poll(() => activeOnCanvas(page)).toBe(true)
    expect(await smallTargetsIn(page, '.atlas-panel__mode')).toEqual([])
    await panel.scrollIntoViewIfNeeded()
    await shoot(page, 'coverage-phone')
  })
})

test.describe('live', () => {
  const ORDER_ID = 'ORD20261121001'
  const REPAY_URL = withCommon('/repayChoose', { orderId: ORDER_ID, amount: '350000' })

  test('the live page follows a repay-by-card run in another tab, step by step', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/atlas/live')
    await expect(page.getByRole('heading', { name: 'Live flows', level: 1 })).toBeVisible()
    await expect(page.getByText('No flow heard yet.')).toBeVisible()
    await expectAccessible(page, 'live page, empty')

    const app = await context.newPage()
    await app.goto(REPAY_URL)
    await expect(app.getByTestId('repay-amount')).toHaveText('₱3,500.00')

    const runs = page.getByRole('navigation', { name: /Runs/ })
    const run = runs.getByRole('button', { name: /^repayByCard/ }).first()
    await expect(run).toContainText('/repayChoose')
    await expect(page.locator('.mode-run__query')).toContainText(`?orderId=${ORDER_ID}&amount=350000`)
    await expect(run).toContainText('running')
    await expect(page.getByTestId('live-value')).toHaveText('choosingWay')
    await expect(stateBox(page, 'repayByCard.choosingWay')).toHaveAttribute('aria-label', /, active/)

    const card = app.getByRole('radio', { name: /BDO Unibank/ })
    await card.tap()
    await expect(card).toBeChecked()
    await app.getByRole('button', { name: /^Pay ₱/ }).tap()
    const sheet = app.getByRole('dialog', { name: 'Enter the SMS code' })
    await expect(sheet).toBeVisible()

    await expect(page.getByTestId('live-value')).toContainText('enteringCode')
    await expect(stateBox(page, 'repayByCard.enteringCode.resend.coolingDown')).toHaveAttribute(
      'aria-label',
      /, active/,
    )
    // Most of the window's height is the diagram's, and the active states are on it.
    const liveCanvas = (await page.getByRole('group', { name: /^Diagram of / }).boundingBox())!
    expect(liveCanvas.height).toBeGreaterThan(DESKTOP.height * 0.6)
    expect(liveCanvas.y + liveCanvas.height).toBeLessThanOrEqual(DESKTOP.height)
    await expect.poll(() => activeOnCanvas(page)).toBe(true)
    test.info().annotations.push({
      type: 'live fit',
      description: `repayByCard on the live page at 1280 × 800: ${await page.getByTestId('zoom').textContent()}, canvas ${Math.round(liveCanvas.width)}×${Math.round(liveCanvas.height)}`,
    })
    const timeline = page.locator('.mode-timeline .mode-step')
    await expect(timeline.filter({ hasText: 'card.select' })).toHaveCount(1)
    await expect(timeline.filter({ hasText: 'payment.submit' })).toHaveCount(1)
    await expect(page.getByText('Following the latest step.')).toBeVisible()
    await expectAccessible(page, 'live page, following')
    expect(await smallTargetsIn(page, '.live-page__main')).toEqual([])
    await shoot(page, 'live-desktop')

    // Looking back at the card choice, then following again.
    await timeline.filter({ hasText: 'card.select' }).click()
    await expect(page.getByText(/^Looking back at step \d+\.$/)).toBeVisible()
    await expect(page.getByTestId('live-value')).toHaveText('choosingWay')
    await page.getByRole('button', { name: 'Follow latest' }).click()
    await expect(page.getByTestId('live-value')).toContainText('enteringCode')

    await sheet.getByLabel('SMS code').fill('123456')
    await sheet.getByRole('button', { name: 'Confirm' }).tap()
    await expect(app).toHaveURL(new RegExp(`/borrowDetail/${ORDER_ID}\\?`))
    await expect(run).toContainText('done')
    // The borrow detail page starts flows of its own: the page follows the newest; the finished run stays listed.
    await expect(runs.getByRole('button').first()).not.toContainText('repayByCard')
    await run.click()
    await expect(run).toHaveAttribute('aria-current', 'true')
    await expect(page.getByTestId('live-value')).toHaveText('paid')
    await expect(stateBox(page, 'repayByCard.paid')).toHaveAttribute('aria-label', /, active/)
    await shoot(page, 'live-paid-desktop')

    await page.setViewportSize(PHONE)
    // On a phone the diagram opens zoomed in on its start, then pans to the run's state.
    await expect.poll(() => activeOnCanvas(page)).toBe(true)
    expect(await smallTargetsIn(page, '.live-page__main')).toEqual([])
    await expectAccessible(page, 'live page on a phone')
    await shoot(page, 'live-phone')
  })

  test('a machine page’s Live mode follows its machine; the embedded page follows the newest run', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/atlas/m/repayByCard?mode=live')
    const panel = modePanel(page)
    await expect(panel.getByText('No run of repayByCard heard yet.')).toBeVisible()
    await expectAccessible(page, 'live mode, empty')

    const app = await context.newPage()
    await app.goto(REPAY_URL)
    await expect(app.getByTestId('repay-amount')).toHaveText('₱3,500.00')
    await expect(panel.getByTestId('live-value')).toHaveText('choosingWay')
    await expect(stateBox(page, 'repayByCard.choosingWay')).toHaveAttribute('aria-label', /, active/)
    await app.getByRole('radio', { name: /BDO Unibank/ }).tap()
    await expect(panel.locator('.mode-step').filter({ hasText: 'card.select' })).toHaveCount(1)
    await expectAccessible(page, 'live mode, following')
    expect(await smallTargetsIn(page, '.atlas-panel__mode')).toEqual([])
    await shoot(page, 'live-mode-desktop')

    const embed = await context.newPage()
    await embed.setViewportSize(PHONE)
    await embed.goto('/atlas/live?embed=1')
    await expect(embed.getByRole('heading', { name: 'Live flow', level: 1 })).toBeVisible()
    await expect(embed.getByTestId('live-value')).toHaveText('choosingWay')
    await expect(embed.getByRole('navigation', { name: /Runs/ })).toHaveCount(0)
    await expectAccessible(embed, 'embedded live page')
    expect(await smallTargetsIn(embed, '.live-page__main')).toEqual([])
    await shoot(embed, 'live-embed-phone')
  })
})
