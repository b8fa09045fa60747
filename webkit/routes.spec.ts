import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { routeLink, routeTable } from '../scripts/lib/route-table.ts'
import common from '../src/i18n/common/en.ts'
import { eventually, expectNoPageErrors, open, sessionPerFile, withCommon } from './support.ts'

/**
 * Every built route (src/app/routes.ts, read by scripts/lib/route-table.ts) renders its content in WebKit
 * without a JavaScript error, as the host opens it: the common query only, so most flows show their
 * "link incomplete" page, which must render as well as the rest.
 */
const browser = sessionPerFile()

/** What src/ui/on-demand.tsx shows when a screen's chunk did not load or threw (src/i18n/messages.ts). */
const NETWORK_NOTICE = common.messages['error.network']

void describe('every route renders without a JavaScript error', () => {
  for (const { path } of routeTable()) {
    const url = routeLink(path, 'BYD20261105000017')
    void it(url, async () => {
      const b = browser()
      await open(b, withCommon(url))
      // Read once the screen has come (a page's own "Loading..." first: /orderList), or its notice has.
      const page = await eventually(
        b,
        () =>
          b.execute(
            (notice: string) => ({
              title: document.title,
              heading: document.querySelector('h1')?.textContent?.trim() ?? '',
              text: document.getElementById('root')?.innerText.trim().length ?? 0,
              notice: document.getElementById('root')?.innerText.includes(notice) ?? false,
            }),
            NETWORK_NOTICE,
          ),
        (seen) => seen.notice || (seen.text > 20 && seen.heading !== ''),
        `${url} has rendered its screen`,
      )
      assert.ok(page.text > 20, `${url} shows text (${page.text} characters)`)
      assert.notEqual(page.title, '', `${url} names itself in the title`)
      // The screen itself, not the notice a screen whose code failed to load or run shows in its place
      // (src/ui/on-demand.tsx: no error event reaches the collector then).
      assert.notEqual(page.heading, '', `${url} shows its screen's heading`)
      assert.ok(!page.notice, `${url} shows its screen, not "${NETWORK_NOTICE}"`)
      // The collector sees what the screen's own code does after the first paint (lazy chunks, effects).
      await b.execute(() => new Promise((resolve) => setTimeout(resolve, 100)))
      await expectNoPageErrors(b, url)
    })
  }
})
