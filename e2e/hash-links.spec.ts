import type { Page } from '@playwright/test'
import { routeLink, routeTable } from '../scripts/lib/route-table.ts'
import { expect, test } from './support/fixtures.ts'
import { COMMON, COMMON_QUERY } from './support/host-query.ts'

/**
 * The host's hash-form links (issue 26, docs/decisions/027-hash-links.md): `/#/<route>?<query>` and
 * `/?<query>#/<route>?<query>` open `/<route>?<merged query>` (the query before the `#` wins), in place
 * of the history entry they came as.
 */

const ORDER_ID = 'ORD20261121001'
const COMPLAINT_ORDER = 'BYD20261105000017'

/** The address after the page rewrote it, and how many history entries the tab has. */
async function landed(page: Page) {
  return page.evaluate(() => ({
    path: location.pathname,
    query: location.search,
    hash: location.hash,
    entries: history.length,
  }))
}

test('every route of the table opens from its hash form, replacing the entry', async ({ page }) => {
  for (const { path } of routeTable(process.cwd())) {
    const route = routeLink(path, COMPLAINT_ORDER)
    const before = await page.evaluate(() => history.length)
    await page.goto(`/?x=path#${route}?x=hash&y=2`)
    await expect(page.locator('#root'), route).not.toBeEmpty()
    const at = await landed(page)
    // One entry for the visit: the rewrite added none of its own.
    expect(at.entries, route).toBe(before + 1)
    if (at.path !== route) {
      // A screen that moves on by itself (/addnormalcard opens /bindCard): the path form does the same.
      await page.goto(`${route}?x=path&y=2`)
      await expect(page.locator('#root'), route).not.toBeEmpty()
      await expect.poll(() => page.evaluate(() => location.pathname), { message: route }).toBe(at.path)
    } else expect(at, route).toMatchObject({ query: '?x=path&y=2', hash: '' })
  }
})

test('a card repayment link in hash form opens the card page with its order', async ({ page }) => {
  const before = await page.evaluate(() => history.length)
  await page.goto(`/#/repayChoose?orderId=${ORDER_ID}&amount=350000&${COMMON_QUERY}`)
  await expect(page.getByTestId('repay-amount')).toBeVisible()
  await expect(page.getByRole('radio').first()).toBeVisible()
  expect(await landed(page)).toMatchObject({
    path: '/repayChoose',
    query: `?orderId=${ORDER_ID}&amount=350000&${COMMON_QUERY}`,
  })
  // Back leaves the screen rather than returning to the hash form.
  expect((await landed(page)).entries).toBe(before + 1)
})

test('the common query before the hash and the screen query after it are merged', async ({ page }) => {
  await page.goto(`/?${COMMON_QUERY}#/complaint?orderId=${COMPLAINT_ORDER}`)
  await expect(page.getByRole('heading', { name: 'Online service' })).toBeVisible()
  const at = await landed(page)
  expect(at.path).toBe('/complaint')
  expect(Object.fromEntries(new URLSearchParams(at.query))).toEqual({ ...COMMON, orderId: COMPLAINT_ORDER })
})

test('on a conflict the query before the hash wins', async ({ page }) => {
  const pathQuery = new URLSearchParams({ ...COMMON, userId: 'from-path' })
  await page.goto(`/?${pathQuery}#/complaint?userId=from-hash&orderId=${COMPLAINT_ORDER}`)
  await expect(page.getByRole('heading', { name: 'Online service' })).toBeVisible()
  const query = new URLSearchParams((await landed(page)).query)
  expect(query.getAll('userId')).toEqual(['from-path'])
  expect(query.get('orderId')).toBe(COMPLAINT_ORDER)
})

test('a hash naming another origin is not followed', async ({ page }) => {
  await page.goto('/#//evil.example/repayChoose')
  await expect(page.locator('#root')).not.toBeEmpty()
  expect(await landed(page)).toMatchObject({ path: '/', hash: '#//evil.example/repayChoose' })
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host)
})
