import { createRequire } from 'node:module'
import type AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { finiteAnimationsFinished, WCAG_TAGS } from './axe-rules.ts'

/** The official site's Privacy Policy frame (src/screens/site/policy-screen.tsx): its sandbox allows no scripts. */
export const FRAME_WITHOUT_SCRIPTS = 'iframe.policy-frame__frame'
/** The loan agreement popup's frame: no scripts either unless its origin is listed (decision 023). */
export const AGREEMENT_FRAME = 'iframe.agreement-frame'

/**
 * The axe-core that @axe-core/playwright itself runs (it pins its own copy), for the run in place below:
 * both kinds of run apply the same rules.
 */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string
  }
).source

/** What an axe run finds (the types of the axe-core that @axe-core/playwright brings). */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/** What the run in place reads of the page's `window.axe`. */
interface AxeInPage {
  run(context: unknown, options: unknown): Promise<AxeResults>
}

/**
 * axe-core on the page as it is now: no violations of WCAG 2.x A/AA rules. `exclude` leaves out
 * elements by CSS selector: a frame whose sandbox allows no scripts (the official site's Privacy
 * Policy, FRAME_WITHOUT_SCRIPTS) must be, as axe cannot run inside it and the whole run then hangs.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  // What is fading in (a toast, a sheet) is checked as it ends up: mid-fade its text has too little contrast.
  // Endless animations (a spinner) are left running.
  await page.evaluate(finiteAnimationsFinished)
  const results =
    page.frames().length === 1 ? await axeInPlace(page, exclude) : await axeFrameByFrame(page, exclude)
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(found, `axe violations on ${label}`).toEqual([])
}

/**
 * A page without frames: axe-core run in the page itself, as AxeBuilder's legacy mode runs it (same
 * context, options and configuration), but its half a megabyte of source injected once per document
 * rather than twice per check: that injection was most of a check's time.
 */
async function axeInPlace(page: Page, exclude: string[]): Promise<AxeResults> {
  // Not `'axe' in window`: an element with id="axe" would answer that.
  const injected = await page.evaluate(
    () => typeof (window as unknown as { axe?: Partial<AxeInPage> }).axe?.run === 'function',
  )
  if (!injected)
    await page.evaluate(
      `${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`,
    )
  const outcome = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: AxeInPage }).axe.run(context, options).then(
        (results) => ({ results, error: null }),
        (error: unknown) => ({
          results: null,
          error: error instanceof Error ? error.message : String(error),
        }),
      ),
    { context: { include: [], exclude }, options: { runOnly: { type: 'tag', values: WCAG_TAGS } } },
  )
  if (outcome.results === null) throw new Error(`axe failed: ${outcome.error}`)
  return outcome.results
}

/** A page with a frame, whose content only AxeBuilder's frame-by-frame run reaches across origins. */
async function axeFrameByFrame(page: Page, exclude: string[]): Promise<AxeResults> {
  const { default: Builder } = await import('@axe-core/playwright')
  const builder = new Builder({ page }).withTags(WCAG_TAGS)
  for (const selector of exclude) builder.exclude(selector)
  return builder.analyze()
}

/**
 * expectAccessible on a page whose clock is paused (page.clock.install, then pauseAt) to hold a call
 * in flight, e.g. slowNetwork's 2.5 s answer. axe runs on timers of its own, so the clock is stepped
 * 1 ms at a time while it runs, at most `budgetMs` in all: well short of the answer being held.
 */
export async function expectAccessibleWhilePaused(
  page: Page,
  label: string,
  budgetMs = 1_000,
): Promise<void> {
  let done = false
  let failure: unknown = undefined
  // Settled at once either way: a failing check must not be an unhandled rejection while the clock steps.
  const analysis = expectAccessible(page, label).then(
    () => {
      done = true
    },
    (error: unknown) => {
      done = true
      failure = error ?? new Error(`axe on ${label} failed`)
    },
  )
  for (let stepped = 0; !done; stepped += 1) {
    if (stepped >= budgetMs)
      throw new Error(`axe on ${label} needed more than ${budgetMs} ms of the paused clock`)
    // The clock is the context's: it also steps the blank page axe opens for its last step, and fails
    // when that page is closing at the time. Only the checked page closing is an error.
    await page.clock.runFor(1).catch((error: unknown) => {
      if (page.isClosed()) throw error
    })
  }
  await analysis
  if (failure !== undefined) throw failure
}

/** Every visible control's box, for the 44 × 44 px touch target rule. */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, a[href], input, select, textarea, [role="button"], [role="radio"]'
    const small: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const rect = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue
      // A text input wider than tall is a target by its height.
      if (rect.width < 44 || rect.height < 44) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName
        small.push(`${name.slice(0, 30)} ${Math.round(rect.width)}×${Math.round(rect.height)}`)
      }
    }
    return small
  })
}
