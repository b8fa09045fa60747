/**
 * What both browser suites' accessibility checks share (e2e/support/a11y.ts, webkit/support.ts): the
 * rules and when to run them. Nothing from Playwright or WebdriverIO here.
 */

/** The axe-core rule tags both browser suites check: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Runs in the page: resolves once every finite animation (a sheet sliding in, a toast fading in) has
 * finished; endless ones (a spinner) are left running. Self-contained, as both browsers serialize it.
 */
export function finiteAnimationsFinished(): Promise<void> {
  return Promise.all(
    document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
      .map((animation) => animation.finished.catch(() => undefined)),
  ).then(() => undefined)
}
