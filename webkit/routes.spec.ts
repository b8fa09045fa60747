import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { routeTable } from '../scripts/route-table.mjs'
import { expectNoPageErrors, open, sessionPerFile, withCommon } from './support.ts'

/**
 * Every built route (src/app/routes.ts, read by scripts/route-table.mjs) renders its content in WebKit
 * without a JavaScript error, as the host opens it: the common query only, so most flows show their
 * "link incomplete" page, which must render as well as the rest.
 */
const browser = sessionPerFile()

void describe('every route renders without a JavaScript error', () => {
  for (const { path } of routeTable()) {
    const url = path.replace('/:orderId?', '/BYD20261105000017')
    void it(url, async () => {
      const b = browser()
      await open(b, withCommon(url))
      const page = await b.execute(() => ({
        title: document.title,
        heading: document.querySelector('h1')?.textContent?.trim() ?? '',
        text: document.getElementById('root')?.innerText.trim().length ?? 0,
      }))
      assert.ok(page.text > 20, `${url} shows text (${page.text} characters)`)
      assert.notEqual(page.title, '', `${url} names itself in the title`)
      // The collector sees what the screen's own code does after the first paint (lazy chunks, effects).
      await b.execute(() => new Promise((resolve) => setTimeout(resolve, 100)))
      await expectNoPageErrors(b, url)
    })
  }
})
