import type { BrowserContext } from 'playwright'
import type { BrowserCommand } from 'vitest/node'
import { parseFragment } from './coverage-merge.ts'
import { writeFragment } from './coverage-reporter.ts'

/*
 * Server-side commands of the Chromium project (vitest.config.ts `browser.commands`), called from the page
 * with `commands.<name>()` of `vitest/browser`. Types for the page side: tests/model/browser-setup.ts.
 */

/**
 * The harness's coverage fragment, written where the happy-dom run writes its own (coverage-reporter.ts).
 * What the page sends is decoded first: anything but a fragment is refused (`Not a coverage fragment: …`).
 */
export const writeMbtFragment: BrowserCommand<[fragment: unknown], void> = (_context, fragment) => {
  writeFragment(parseFragment(fragment))
}

// A 1×1 transparent PNG.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const offline = new WeakSet<BrowserContext>()

/**
 * The views show pictures and frame pages from addresses the samples make up (`https://cdn.bayad.test/…`).
 * happy-dom never loads them; a real browser would fail them at a time of its own choosing (the view
 * then swaps a broken image for a placeholder, a frame fires `load` on its error page) and a path would
 * pass or fail with the network's timing. So nothing leaves the machine: a picture from elsewhere than
 * the Vitest server loads as one transparent pixel, any other request stays unanswered (a frame loads
 * when the test says so, as under happy-dom).
 */
export const mbtOffline: BrowserCommand<[], void> = async ({ context }) => {
  if (offline.has(context)) return
  offline.add(context)
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    async (route) => {
      if (route.request().resourceType() === 'image') {
        await route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL })
      }
      // else: never answered.
    },
  )
}
