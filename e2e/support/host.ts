import type { BrowserContext, Page } from '@playwright/test'
import { BRIDGE_KEY } from './storage-keys.ts'

/** Stand-ins for the native host (docs/bridge.md) and what the page asked of it. */

/** The app scheme the bridge's openProduct carries (VITE_APP_SCHEME, default "bayad"). */
export const APP_SCHEME = 'bayad'

/** Every bridge call the browser fallback recorded, in order. */
export async function readBridgeCalls(page: Page): Promise<{ type: string }[]> {
  const raw = await page.evaluate((key) => window.sessionStorage.getItem(key), BRIDGE_KEY)
  return raw === null ? [] : (JSON.parse(raw) as { type: string }[])
}

/** The bridge calls of one type the browser fallback recorded, in order. */
export async function bridgeCallsOf(page: Page, type: string): Promise<Record<string, unknown>[]> {
  return (await readBridgeCalls(page)).filter((call) => call.type === type)
}

/** A stand-in for the iOS host: it records what the page posts to it. */
export async function asIosHost(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { webkit: unknown }
    w.webkit = {
      messageHandlers: {
        bayad: {
          postMessage(message: unknown) {
            const calls = JSON.parse(sessionStorage.getItem('test.ios') ?? '[]') as unknown[]
            calls.push(message)
            sessionStorage.setItem('test.ios', JSON.stringify(calls))
          },
        },
      },
    }
  })
}

/** What the page posted to the iOS host stand-in, oldest first. */
export const iosCalls = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('test.ios') ?? '[]') as { action: string }[])

/** The host's back button, as the native bridge delivers it. */
export const hostBack = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { bayadBridge: { receive(e: unknown): void } }).bayadBridge.receive({
      type: 'backPressed',
    }),
  )

/** Lets the page read and write the clipboard (Copy buttons), as the host's web view does. */
export async function allowClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
}

/** The clipboard's text (needs allowClipboard). */
export function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText())
}
