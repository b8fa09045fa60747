/**
 * What the Chromium suite (e2e/support.ts) and the WebKit run (webkit/support.ts) both open pages with:
 * nothing from Playwright or WebdriverIO here.
 */

/** The common query string the native host puts on every page (spec §2, §6). */
export const COMMON = {
  deviceId: 'd1',
  sessionId: 's1',
  userId: '100234',
  merchantNumber: 'M0001',
  mobilePhone: '09171234567',
} as const
export const COMMON_QUERY = new URLSearchParams(COMMON).toString()

/** The sandbox's state in localStorage (src/sandbox/state.ts). */
export const SANDBOX_KEY = 'bayad.sandbox.v1'
/** The bridge calls the browser fallback or the simulated iOS host recorded (sessionStorage). */
export const BRIDGE_KEY = 'bayad.bridge.calls'

/** The axe-core rule tags both browser suites check: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** `path` with the host's common query (and `extra` before it). */
export function withCommon(path: string, extra: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ ...extra, ...COMMON }).toString()}`
}

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
