import { expect, type Locator, type Page } from '@playwright/test'
import { COMMON } from './host-query.ts'

/** What the borrower sees and does on a page: its address, its toasts, taps a finger makes. */

/** Asserts the URL's path and that every common parameter (plus `extra`) rides along. */
export function expectUrl(page: Page, path: string | RegExp, extra: Record<string, string> = {}): URL {
  const url = new URL(page.url())
  if (typeof path === 'string') expect(url.pathname).toBe(path)
  else expect(url.pathname).toMatch(path)
  for (const [key, value] of Object.entries({ ...COMMON, ...extra })) {
    expect(url.searchParams.get(key), `query parameter ${key}`).toBe(value)
  }
  return url
}

/** The page's meta description (what search engines and link previews read); null when it has none. */
export function metaDescription(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null,
  )
}

/** The app's toasts live in one live region (role status); a toast is a line of text in it. */
export function toast(page: Page, text: string) {
  return page.getByRole('status').getByText(text, { exact: true })
}

/**
 * Two taps inside one task, before the page can re-render (a double tap on a slow phone): the second
 * reaches the button's handler, and so the flow, as the first left it.
 */
export async function tapTwiceAtOnce(button: Locator): Promise<void> {
  await button.evaluate((element: HTMLElement) => {
    element.click()
    element.click()
  })
}

/**
 * Taps the mask of an open popup (a Modal, src/ui/dialogs.tsx) halfway between the top of the
 * screen and the popup, after checking that the point is the mask's: the element there has the
 * class `backdrop`, not the page under it nor the popup.
 */
export async function tapMask(page: Page, popup: Locator): Promise<void> {
  const box = (await popup.boundingBox())!
  expect(box.y, 'the popup leaves some mask above it').toBeGreaterThan(40)
  const point = { x: box.x + box.width / 2, y: box.y / 2 }
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('class') ?? null,
    point,
  )
  expect((hit ?? '').split(/\s+/), 'the tap point is on the mask').toContain('backdrop')
  await page.touchscreen.tap(point.x, point.y)
}

/**
 * Moves a paused page clock (page.clock.install, then pauseAt) a second at a time until `done` holds:
 * for waits that start one after another, each once the call before it answered (a submission's
 * outcome checks), which one big step would skip past.
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, stepMs = 1_000): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return true
        await page.clock.runFor(stepMs)
        return done()
      },
      // Short intervals: each poll moves the clock one step, and the page needs only a few real ms to act
      // on it (the default intervals would wait up to a second of real time per step).
      { timeout: 20_000, intervals: [50, 100] },
    )
    .toBe(true)
}
