import { execFileSync } from 'node:child_process'
import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible } from './support/a11y.ts'
import { SHOTS_DIR, TAKE_SHOTS } from './support/files.ts'

/*
 * The machine atlas (src/atlas) in Chromium, inside a sandbox build of the app: the index of every machine,
 * a machine's diagram (select a state and a transition, their details in the side panel), pan and zoom by
 * keyboard and buttons, on a phone (the default project) and a laptop screen (1280 × 800). The modes
 * (simulate, coverage, live) have their own spec, e2e/atlas-modes.spec.ts.
 */

const LAPTOP = { width: 1280, height: 800 }
/** The largest machine (most states): the hardest to fit. */
const LARGEST = 'loanConfirm'
/** A 15-state machine, with parallel regions. */
const FIFTEEN = 'complaintDetails'

const machineFiles = readdirSync('machines').filter((name) => name.endsWith('.machine.ts'))

const canvas = (page: Page) => page.getByRole('group', { name: /^Diagram of / })
const zoomText = (page: Page) => page.getByTestId('zoom')
const zoomPercent = async (page: Page) => Number.parseInt((await zoomText(page).textContent()) ?? '', 10)
const details = (page: Page) => page.getByRole('complementary', { name: 'Details' })
/** The diagram's pan and zoom, as its drawing's transform reads. */
const transform = (page: Page) => canvas(page).locator('svg > g').getAttribute('transform')

async function openMachine(page: Page, machineId: string, query = ''): Promise<void> {
  await page.goto(`/atlas/m/${machineId}${query}`)
  await expect(page.getByRole('heading', { level: 1, name: machineId })).toBeVisible()
  await expect(canvas(page).locator('[data-state]').first()).toBeVisible()
}

/** Controls under 44 × 44 px outside the diagram (whose boxes scale with the zoom; see below). */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="button"]',
    )) {
      if (element.closest('svg')) continue
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      if (rect.width < 44 || rect.height < 44)
        small.push(
          `${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)} ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        )
    }
    return small
  })
}

/** The diagram's drawing and the canvas it is drawn in, in page pixels. */
async function drawingBoxes(page: Page) {
  return {
    canvas: (await canvas(page).boundingBox())!,
    drawing: (await canvas(page).locator('[data-state]').first().boundingBox())!,
  }
}

const toolbar = (page: Page) => page.getByRole('group', { name: 'Zoom and view' })

/** The smallest text on the diagram as drawn on screen, in CSS pixels (its font size times the zoom). */
async function smallestText(page: Page): Promise<number> {
  return page.locator('.atlas-svg').evaluate((svg) => {
    let smallest = Infinity
    for (const text of svg.querySelectorAll<SVGTextElement>('text')) {
      const scale = text.getScreenCTM()?.a ?? 1
      smallest = Math.min(smallest, Number.parseFloat(getComputedStyle(text).fontSize) * scale)
    }
    return smallest
  })
}

/** Text this size or larger reads on a phone without zooming (the diagram's small text is 11 px at 100 %). */
const READABLE_PX = 8

/** Whether a state's box lies wholly on the diagram's canvas, as drawn now. */
async function onCanvas(page: Page, stateId: string): Promise<boolean> {
  const area = await canvas(page).boundingBox()
  const box = await canvas(page).locator(`[data-state="${stateId}"]`).boundingBox()
  if (area === null || box === null) return false
  return (
    box.x >= area.x &&
    box.y >= area.y &&
    box.x + box.width <= area.x + area.width &&
    box.y + box.height <= area.y + area.height
  )
}

async function shot(page: Page, name: string): Promise<void> {
  if (!TAKE_SHOTS) return
  mkdirSync(SHOTS_DIR, { recursive: true })
  await page.screenshot({ path: `${SHOTS_DIR}/atlas-${name}.png` })
}

test('the index lists every machine of machines/ with its description and counts, and the live view', async ({
  page,
}) => {
  await page.goto('/atlas')
  await expect(page).toHaveTitle('Machine atlas')
  const list = page.getByRole('list', { name: 'Machines' })
  await expect(list.getByRole('listitem')).toHaveCount(machineFiles.length)
  await expect(page.getByRole('heading', { name: `${machineFiles.length} machines` })).toBeVisible()
  const card = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'repayByCard' }) })
  await expect(card).toContainText('Repay an order by bank card')
  await expect(card).toContainText(/\d+ states · \d+ transitions/)
  await expect(card).toContainText('machines/repay-by-card.machine.ts')
  await expect(page.getByRole('link', { name: 'Live view of the running app' })).toHaveAttribute(
    'href',
    '/atlas/live',
  )
  expect(await smallControls(page)).toEqual([])
  await expectAccessible(page, 'the atlas index')
  await shot(page, 'index-phone')

  await card.getByRole('link', { name: 'repayByCard' }).tap()
  await expect(page).toHaveURL(/\/atlas\/m\/repayByCard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'repayByCard' })).toBeVisible()
})

test('on a phone: tap a state and a transition, their details show in the side panel', async ({ page }) => {
  await openMachine(page, 'repayByCard')
  // The diagram first, the panel below it.
  const canvasBox = (await canvas(page).boundingBox())!
  const panelBox = (await details(page).boundingBox())!
  expect(panelBox.y).toBeGreaterThanOrEqual(canvasBox.y + canvasBox.height)

  // A large machine opens with its text readable and its start (the initial state) on the canvas; Fit shows
  // all of it, smaller.
  const opened = await zoomPercent(page)
  expect(await smallestText(page), 'the text at the opening zoom').toBeGreaterThanOrEqual(READABLE_PX)
  expect(await onCanvas(page, 'repayByCard.opening'), 'the initial state is on the canvas').toBe(true)
  await page.getByRole('button', { name: 'Fit' }).tap()
  await expect.poll(() => zoomPercent(page)).toBeLessThan(opened)
  expect(await smallestText(page), 'at fit, a phone shows the whole machine smaller').toBeLessThan(
    READABLE_PX,
  )
  // On its name: the rows below it are its targetless transitions, buttons of their own.
  await page.locator('[data-state="repayByCard.choosingWay"] .atlas-state__title').tap()
  const panel = details(page)
  await expect(panel.getByRole('heading', { name: 'State choosingWay' })).toBeVisible()
  await expect(panel).toContainText('#repayByCard.choosingWay')
  await expect(page.getByRole('button', { name: /^State choosingWay\b/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // The transitions out of it are listed; choosing one selects it on the diagram too.
  await panel
    .getByRole('button', { name: /^payment\.submit/ })
    .first()
    .tap()
  await expect(panel.getByRole('heading', { name: /^Transition payment\.submit/ })).toBeVisible()
  await expect(panel).toContainText('Coverage key')
  await expect(page.getByRole('button', { name: /^Transition payment\.submit/, pressed: true })).toHaveCount(
    1,
  )

  // A transition label on the diagram, tapped.
  // The unguarded one of commitRepayment's error edges (the others check the payment: issue 24).
  const label = page.getByRole('button', {
    name: /^Transition error: commitRepayment, from committing to choosingWay/,
  })
  await label.scrollIntoViewIfNeeded()
  await page.getByRole('button', { name: 'Fit' }).tap()
  await label.tap()
  await expect(panel.getByRole('heading', { name: 'Transition error: commitRepayment' })).toBeVisible()
  await expect(panel).toContainText('Invoked actor failed')

  expect(await smallControls(page)).toEqual([])
  await expectAccessible(page, 'a machine page with a transition selected')
})

test('every state is within reach of the side panel’s list, whatever the zoom', async ({ page }) => {
  await openMachine(page, 'complaintStart')
  await page.getByText(/^All states \(\d+\)$/).tap()
  const states = details(page).locator('.atlas-all-states .atlas-link-button')
  await expect(states.first()).toBeVisible()
  const count = await states.count()
  expect(count).toBeGreaterThan(3)
  await states.nth(count - 1).tap()
  await expect(details(page).getByRole('heading', { name: /^State / })).toBeVisible()
  expect(await smallControls(page)).toEqual([])
})

test('pan and zoom by keyboard and buttons; Tab reaches states, Enter selects', async ({ page }) => {
  await page.setViewportSize(LAPTOP)
  await openMachine(page, 'repayByCard')
  const fitted = await zoomPercent(page)

  await page.getByRole('button', { name: 'Zoom in' }).click()
  await expect.poll(() => zoomPercent(page)).toBeGreaterThan(fitted)
  await page.getByRole('button', { name: 'Zoom out' }).click()
  await page.getByRole('button', { name: 'Zoom out' }).click()
  await expect.poll(() => zoomPercent(page)).toBeLessThan(fitted)
  await page.getByRole('button', { name: 'Fit' }).click()
  await expect(zoomText(page)).toHaveText(`${fitted}%`)

  await canvas(page).focus()
  await page.keyboard.press('+')
  await page.keyboard.press('+')
  await expect.poll(() => zoomPercent(page)).toBeGreaterThan(fitted)
  const before = await transform(page)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowDown')
  await expect.poll(() => transform(page)).not.toBe(before)
  await page.keyboard.press('-')
  await page.keyboard.press('0')
  await expect(zoomText(page)).toHaveText(`${fitted}%`)

  // Wheel zooms around the pointer; a drag pans.
  const box = (await canvas(page).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.wheel(0, -300)
  await expect.poll(() => zoomPercent(page)).toBeGreaterThan(fitted)
  const beforeDrag = await transform(page)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 40, { steps: 5 })
  await page.mouse.up()
  await expect.poll(() => transform(page)).not.toBe(beforeDrag)
  // A drag is not a selection.
  await expect(details(page).getByRole('heading', { name: /^(State|Transition) / })).toHaveCount(0)

  // Tab from the canvas goes to the diagram's first state (the machine), then on; Enter selects.
  await canvas(page).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Machine repayByCard' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(details(page).getByRole('heading', { name: 'State opening' })).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press(' ')
  await expect(details(page).getByRole('heading', { name: 'State alreadyPaid' })).toBeVisible()
})

test('a pinch zooms the diagram on a phone', async ({ page }) => {
  await openMachine(page, 'repayByCard')
  const fitted = await zoomPercent(page)
  const box = (await canvas(page).boundingBox())!
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  // Two fingers moving apart (CDP touch events: Chromium turns them into pointer events).
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [
              { x: cx - spread, y: cy, id: 1 },
              { x: cx + spread, y: cy, id: 2 },
            ],
    })
  await touch('touchStart', 30)
  for (const spread of [45, 60, 75, 90]) await touch('touchMove', spread)
  await touch('touchEnd', 0)
  await expect.poll(() => zoomPercent(page)).toBeGreaterThan(fitted * 2)
})

test('modes are links with ?mode=, explore by default', async ({ page }) => {
  await openMachine(page, 'rating')
  const modes = page.getByRole('navigation', { name: 'Mode' })
  await expect(modes.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page')
  await modes.getByRole('link', { name: 'Simulate' }).tap()
  await expect(page).toHaveURL(/\/atlas\/m\/rating\?mode=simulate$/)
  await expect(page.getByRole('region', { name: 'simulate mode' })).toBeVisible()
  await expect(modes.getByRole('link', { name: 'Simulate' })).toHaveAttribute('aria-current', 'page')
  await modes.getByRole('link', { name: 'Explore' }).tap()
  await expect(page).toHaveURL(/\/atlas\/m\/rating$/)
  await expect(page.getByRole('region', { name: 'simulate mode' })).toHaveCount(0)
})

test('on a laptop screen the diagram is beside the panel; a 15-state machine fits, and the largest too', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP)
  for (const machineId of [FIFTEEN, LARGEST]) {
    await openMachine(page, machineId)
    const { canvas: area, drawing } = await drawingBoxes(page)
    const panel = (await details(page).boundingBox())!
    expect(panel.x, 'the panel is beside the diagram').toBeGreaterThanOrEqual(area.x + area.width)
    expect(area.y + area.height, 'the diagram fits the window').toBeLessThanOrEqual(LAPTOP.height)
    // The whole machine (its outer box) is on the canvas at "fit".
    expect(drawing.x).toBeGreaterThanOrEqual(area.x)
    expect(drawing.y).toBeGreaterThanOrEqual(area.y)
    expect(drawing.x + drawing.width).toBeLessThanOrEqual(area.x + area.width + 0.5)
    expect(drawing.y + drawing.height).toBeLessThanOrEqual(area.y + area.height + 0.5)
    // The zoom toolbar floats over the canvas's corner, clear of the fitted drawing.
    const bar = (await toolbar(page).boundingBox())!
    const overlaps =
      bar.x < drawing.x + drawing.width &&
      drawing.x < bar.x + bar.width &&
      bar.y < drawing.y + drawing.height &&
      drawing.y < bar.y + bar.height
    expect(overlaps, 'the toolbar covers none of the drawing at fit').toBe(false)
    const zoom = await zoomPercent(page)
    const smallest = await smallestText(page)
    test.info().annotations.push({
      type: 'fit',
      description: `${machineId}: ${zoom}%, smallest text ${smallest.toFixed(1)} px, canvas ${Math.round(area.width)}×${Math.round(area.height)}`,
    })
    if (machineId === FIFTEEN)
      expect(smallest, 'a 15-state machine is legible at fit: no text under 10 px').toBeGreaterThanOrEqual(10)
    await page
      .getByRole('button', { name: /^State / })
      .nth(3)
      .click()
    await expect(details(page).getByRole('heading', { name: /^State / })).toBeVisible()
    await expectAccessible(page, `${machineId} on a laptop screen`)
    await shot(page, `${machineId}-laptop`)
  }
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Fit' }).click()
  await shot(page, `${LARGEST}-phone`)
})

test('on every machine, every box and every arrow label holds its text (the layout measures it)', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(LAPTOP)
  const overflowing: string[] = []
  // In-app navigation from machine to machine (through the index), as an analyst goes: the layout worker and
  // the machine modules stay loaded, so each machine costs its layout only.
  await page.goto('/atlas')
  for (const file of machineFiles) {
    if (file !== machineFiles[0]) await page.getByRole('link', { name: 'Machine atlas' }).click()
    const link = page.getByRole('list', { name: 'Machines' }).locator('li', { hasText: `machines/${file}` })
    await link.getByRole('link').click()
    await expect(canvas(page).locator('[data-state]').first()).toBeVisible()
    overflowing.push(
      ...(await canvas(page)
        .locator('svg > g')
        .evaluate((drawing) => {
          const found: string[] = []
          const frameOf = (group: Element) =>
            group.querySelector<SVGGraphicsElement>(
              ':scope > .atlas-state__frame, :scope > .atlas-label__box',
            )
          const check = (text: SVGGraphicsElement, frame: SVGGraphicsElement | null | undefined) => {
            if (!frame) return
            const t = text.getBBox()
            const f = frame.getBBox()
            if (t.x < f.x - 0.5 || t.x + t.width > f.x + f.width + 0.5)
              found.push(`${text.textContent} (${Math.round(t.width)} px in ${Math.round(f.width)} px)`)
          }
          for (const group of drawing.querySelectorAll(
            '.atlas-state:not(.atlas-state--history), .atlas-label',
          ))
            for (const text of group.querySelectorAll<SVGGraphicsElement>(':scope > text:not([aria-hidden])'))
              check(text, frameOf(group))
          // A compound state's header, drawn over the arrows.
          for (const header of drawing.querySelectorAll('[data-header-of]')) {
            const state = drawing.querySelector(`[data-state="${header.getAttribute('data-header-of')}"]`)
            for (const text of header.querySelectorAll<SVGGraphicsElement>('text'))
              check(text, state && frameOf(state))
          }
          // A targetless transition's line, inside its state's box.
          for (const inner of drawing.querySelectorAll('.atlas-inner'))
            check(
              inner.querySelector<SVGGraphicsElement>('text')!,
              inner.querySelector<SVGGraphicsElement>('.atlas-inner__box'),
            )
          return found
        })),
    )
  }
  expect(overflowing).toEqual([])
})

test('descriptions are shown in the boxes on request, and the choice is kept', async ({ page }) => {
  await openMachine(page, FIFTEEN)
  const description = canvas(page).locator('.atlas-state__description')
  await expect(description).toHaveCount(0)
  await page.getByRole('button', { name: 'Descriptions' }).tap()
  await expect(page.getByRole('button', { name: 'Descriptions' })).toHaveAttribute('aria-pressed', 'true')
  await expect(description.first()).toBeVisible()
  await page.reload()
  await expect(canvas(page).locator('.atlas-state__description').first()).toBeVisible()
})

test('an unknown machine id says so', async ({ page }) => {
  await page.goto('/atlas/m/noSuchMachine')
  await expect(page.getByRole('alert')).toContainText('No machine in machines/ has the id noSuchMachine')
  await page.getByRole('link', { name: 'Every machine' }).tap()
  await expect(page).toHaveURL(/\/atlas\/?$/)
  await expect(page.getByRole('list', { name: 'Machines' })).toBeVisible()
})

/**
 * A plain static file server, as a code host's pages would be: no rewrites, files only, the folder under a
 * sub-path (`/bayad/atlas/`, as a project's pages are served), nothing outside it.
 */
async function serveFolder(root: string, prefix: string): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.json': 'application/json',
    '.css': 'text/css',
  }
  const server = createServer((req, res) => {
    const requested = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const inside = requested.startsWith(prefix)
    const path = normalize(`/${requested.slice(prefix.length)}`).replace(/^(\.\.[/\\])+/, '')
    let file = join(root, path)
    if (inside && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!inside || !existsSync(file)) {
      res.statusCode = 404
      res.end('not found')
      return
    }
    res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream')
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}${prefix}`, close: () => server.close() }
}

test('the static atlas (npm run atlas) works from a plain file server, with hash routes', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const out = `dist-atlas-e2e-${process.env.E2E_PORT ?? '4174'}`
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'scripts/vite.atlas.config.ts', '--outDir', out, '--logLevel', 'error'],
    {
      stdio: 'pipe',
    },
  )
  const server = await serveFolder(out, '/bayad/atlas/')
  try {
    const responses: { url: string; status: number }[] = []
    page.on('response', (response) => responses.push({ url: response.url(), status: response.status() }))
    await page.goto(server.url)
    const list = page.getByRole('list', { name: 'Machines' })
    await expect(list.getByRole('listitem')).toHaveCount(machineFiles.length)
    const link = list.getByRole('link', { name: 'rating' })
    await expect(link).toHaveAttribute('href', '#/m/rating')
    await link.tap()
    await expect(page).toHaveURL(`${server.url}#/m/rating`)
    await expect(canvas(page).locator('[data-state]').first()).toBeVisible()
    await page.getByRole('navigation', { name: 'Mode' }).getByRole('link', { name: 'Simulate' }).tap()
    await expect(page).toHaveURL(`${server.url}#/m/rating?mode=simulate`)
    await expect(page.getByRole('region', { name: 'simulate mode' })).toBeVisible()
    // A link opened afresh (a new tab, a bookmark) lands on the same view.
    await page.goto(`${server.url}#/m/rating?mode=simulate`)
    await expect(page.getByRole('region', { name: 'simulate mode' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'rating' })).toBeVisible()

    // The live view: the app's pages are not in this folder, so it says where to go instead of linking.
    await page.goto(`${server.url}#/live`)
    await expect(page.getByText('No flow heard yet.')).toBeVisible()
    await expect(page.getByText('/testPreview', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: /test preview/i })).toHaveCount(0)

    // Every file came from under the sub-path, none missing: the page, the layout worker, the coverage file
    // (which the folder holds when a model run wrote one before the build; the atlas says so when not).
    const hasCoverage = existsSync(join(out, 'atlas', 'model-coverage.json'))
    const missing = responses.filter(
      (r) => r.status >= 400 && (hasCoverage || !r.url.endsWith('/atlas/model-coverage.json')),
    )
    expect(missing).toEqual([])
    expect(responses.filter((r) => !r.url.startsWith(server.url))).toEqual([])
    const served = (pattern: RegExp) => responses.filter((r) => pattern.test(r.url)).map((r) => r.status)
    expect(served(/\/bayad\/atlas\/(index\.html)?$/)).toContain(200)
    expect(new Set(served(/\/elk-worker[^/]*\.js$/))).toEqual(new Set([200]))
    if (hasCoverage) expect(served(/\/bayad\/atlas\/atlas\/model-coverage\.json$/)).toContain(200)
  } finally {
    server.close()
    rmSync(out, { recursive: true, force: true })
  }
})
