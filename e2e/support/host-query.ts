/**
 * The query the native host puts on every page (spec §2, §6): shared by the Chromium suite (e2e/) and the
 * WebKit run (webkit/support.ts), so nothing from Playwright or WebdriverIO here.
 */
export const COMMON = {
  deviceId: 'd1',
  sessionId: 's1',
  userId: '100234',
  merchantNumber: 'M0001',
  mobilePhone: '09171234567',
} as const
export const COMMON_QUERY = new URLSearchParams(COMMON).toString()

/** `path` with the host's common query (and `extra` before it). */
export function withCommon(path: string, extra: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ ...extra, ...COMMON }).toString()}`
}
