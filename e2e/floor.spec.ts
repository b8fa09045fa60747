import type { Page } from '@playwright/test'
import common from '../src/i18n/common/en.ts'
import { routeLink, routeTable } from '../scripts/lib/route-table.ts'
import { expect, test } from './support/fixtures.ts'
import { withCommon } from './support/host-query.ts'
import { REPAY_ORDER } from './support/repayment.ts'
import { SANDBOX_KEY } from './support/storage-keys.ts'

/**
 * The support floor (docs/decisions/025-support-floor.md), seen from a page: with the built-ins that iOS 15.0
 * and Chrome 87 lack taken away before the app's scripts run, every route of the build opens, shows its
 * heading and reports no error. Chromium cannot lose its CSS features this way; scripts/lib/check-floor.ts
 * checks those on the built output.
 */
function removeWhatTheFloorLacks() {
  const remove = (owner: object | undefined, name: string) => {
    if (owner !== undefined) Reflect.deleteProperty(owner, name)
  }
  // iOS 15.4 / Chrome 93 and later.
  remove(Object, 'hasOwn')
  remove(Array.prototype, 'at')
  remove(String.prototype, 'at')
  remove(Object.getPrototypeOf(Int8Array.prototype) as object, 'at')
  remove(globalThis, 'structuredClone')
  remove(globalThis.Crypto?.prototype, 'randomUUID')
  remove(globalThis, 'BroadcastChannel')
  remove(globalThis.HTMLDialogElement?.prototype, 'showModal')
  // iOS 15.4 / Chrome 97 and later.
  remove(Array.prototype, 'findLast')
  remove(Array.prototype, 'findLastIndex')
  // iOS 16 / Chrome 103 and later.
  remove(AbortSignal, 'timeout')
  // Later still (iOS 16–17.4, Chrome 110–119).
  remove(Array.prototype, 'toSorted')
  remove(Array.prototype, 'toReversed')
  remove(Array.prototype, 'toSpliced')
  remove(Array.prototype, 'with')
  remove(Object, 'groupBy')
  remove(Map, 'groupBy')
  remove(Promise, 'withResolvers')
  remove(AbortSignal, 'any')
  remove(String.prototype, 'isWellFormed')
  remove(String.prototype, 'toWellFormed')
  // Safari has none.
  remove(globalThis, 'requestIdleCallback')
  remove(globalThis, 'cancelIdleCallback')
}

/** A URL for a route pattern: the host's query, the seeded repayable order, an order id for `:orderId?`. */
const urlOf = (path: string) => withCommon(routeLink(path, REPAY_ORDER.orderId), REPAY_ORDER)

async function openAtTheFloor(page: Page, path: string): Promise<string[]> {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /TypeError|is not a function|is not defined/.test(message.text()))
      errors.push(`${path} (console): ${message.text()}`)
  })
  await page.addInitScript(removeWhatTheFloorLacks)
  await page.goto(urlOf(path))
  return errors
}

const paths = routeTable().map((route) => route.path)

test('the built-ins are gone in the page under test', async ({ page }) => {
  await openAtTheFloor(page, '/About')
  expect(
    await page.evaluate(() => [
      'hasOwn' in Object,
      'at' in Array.prototype,
      'findLast' in Array.prototype,
      typeof globalThis.structuredClone,
      'randomUUID' in crypto,
      'timeout' in AbortSignal,
    ]),
  ).toEqual([false, false, false, 'undefined', false, false])
})

for (const path of paths) {
  test(`${path} opens without what iOS 15.0 and Chrome 87 lack`, async ({ page }) => {
    const errors = await openAtTheFloor(page, path)
    // The lazy screen chunk and the first call's answer have come: an error on the way has shown by now.
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    await expect(page.getByRole('heading').first()).toBeVisible()
    const text = (await page.locator('#root').innerText()).trim()
    expect(text).not.toBe('')
    // The screen, not the notice that takes its place when its code failed to load or run (on-demand.tsx).
    expect(text).not.toContain(common.messages['error.network'])
    expect(errors).toEqual([])
  })
}

test('/complainDetails shows the whole of a long read-only description, without an inner scroll', async ({
  page,
}) => {
  // The sample complaint "not rated yet" (src/sandbox/sample-complaints.ts), given twelve short lines (five rows show).
  const problemId = '3f2a9c41-7b6e-4d1a-9e57-2c8b0d4f6a13'
  const content = Array.from({ length: 12 }, (_, i) => `Line ${i + 1}: still unpaid.`).join('\n')
  const url = withCommon('/complainDetails', { problemId })
  await page.goto(url)
  const description = page.getByRole('textbox', { name: 'Description' })
  await expect(description).toBeVisible()
  await page.evaluate(
    ([key, id, text]) => {
      const state = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
        complaints: { id: string; content: string }[]
      }
      const complaint = state.complaints.find((c) => c.id === id)
      if (complaint === undefined) throw new Error(`no sample complaint ${id}`)
      complaint.content = text
      window.localStorage.setItem(key, JSON.stringify(state))
    },
    [SANDBOX_KEY, problemId, content] as const,
  )
  await page.goto(url)
  await expect(description).toHaveValue(content)
  const box = await description.evaluate((element) => ({
    scroll: element.scrollHeight,
    client: element.clientHeight,
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
  }))
  // All twelve lines show, not the five rows of the textarea, and nothing is left to scroll to.
  expect(box.client).toBeGreaterThanOrEqual(12 * box.lineHeight)
  expect(box.scroll).toBeLessThanOrEqual(box.client + 1)
})
