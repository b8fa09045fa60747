import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIResponse, Page } from '@playwright/test'
import { routeLink, routeTable } from '../../scripts/lib/route-table.ts'
import { expect, test } from '../support/fixtures.ts'

/*
 * The production server configuration as served (deploy/nginx/bayad.conf; docs/decisions/026-serving.md):
 * Debian's nginx over a sandbox-off build (scripts/test-nginx.sh starts it). Every route of
 * src/app/routes.ts answers the app by deep link, in path and hash form; the security headers come with
 * every response; the app shell and the company pages are revalidated, hashed assets cached for a year and
 * compressed; a missing asset is a plain 404 and an unknown path the app's "Page not found" with status
 * 404. The app's API (https://lender.example/api) is refused here: screens show their error states, which
 * is enough to see that the app runs. `test` (e2e/support/fixtures.ts) fails on any Content-Security-Policy violation.
 */

const DIST = process.env.NGINX_DIST ?? 'dist-prod'
const BROTLI = process.env.NGINX_BROTLI === '1'
const SHELL = readFileSync(join(DIST, 'index.html'), 'utf8')
/** The headers the build wrote for nginx (security-headers.conf): name (lowercase) and value. */
const SECURITY_HEADERS = [
  ...readFileSync(join(DIST, 'security-headers.conf'), 'utf8').matchAll(
    /^add_header (\S+) "([^"]*)" always;$/gm,
  ),
].map(([, name = '', value = '']) => [name.toLowerCase(), value] as const)
const NOT_FOUND = 'This page does not exist'
const PARAM = 'BYD123'

const ROUTES = routeTable().map(({ path }) => path)
/** Routes whose screen is a redirect (src/screens/wallet/add-card-screen.tsx): where the borrower lands. */
const LANDS_ON: Record<string, string> = { '/addnormalcard': '/bindCard' }
/** `route` as a link: an optional parameter filled (`withParam`) or left out. */
const linkTo = (route: string, withParam = true) => routeLink(route, withParam ? PARAM : undefined)
/** Every form of a route's deep link that must answer the app: with and without its optional parameter,
 * with a trailing slash, in another letter case. */
function variants(route: string): string[] {
  const links = new Set([linkTo(route), linkTo(route, false)])
  for (const link of [...links]) {
    if (link === '/') continue
    links.add(`${link}/`)
    links.add(link.toUpperCase())
    links.add(link.toLowerCase() + '/')
  }
  return [...links]
}

function expectSecurityHeaders(response: APIResponse | { headers(): Record<string, string> }, what: string) {
  const headers = response.headers()
  for (const [name, value] of SECURITY_HEADERS) expect(headers[name], `${name} on ${what}`).toBe(value)
}

function expectAppShell(body: string, response: APIResponse, what: string) {
  expect(response.headers()['content-type'], what).toMatch(/^text\/html/)
  expect(body, `${what} answers index.html`).toBe(SHELL)
  expect(response.headers()['cache-control'], what).toBe('no-cache')
  expectSecurityHeaders(response, what)
}

/** Opens `path` and waits for the app to render a page (its h1); fails on a JS error or a Permissions-Policy error. */
async function open(page: Page, path: string) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`))
  page.on('console', (message) => {
    if (/permissions.policy|unrecognized feature/i.test(message.text()))
      errors.push(`${path}: ${message.text()}`)
  })
  const response = await page.goto(path)
  await expect(page.locator('#root h1').first()).toBeVisible()
  expect(errors).toEqual([])
  return response
}

test.beforeEach(async ({ page }) => {
  // No network here: refuse the API at once instead of waiting for a lookup to fail.
  await page.route('https://lender.example/**', (route) => route.abort('internetdisconnected'))
})

test('the build wrote every security header the server must send', () => {
  expect(SECURITY_HEADERS.map(([name]) => name)).toEqual([
    'content-security-policy',
    'referrer-policy',
    'x-content-type-options',
    'permissions-policy',
    'strict-transport-security',
  ])
  expect(SECURITY_HEADERS[0]?.[1]).toContain("frame-ancestors 'self'")
})

test('every deep link of every route answers the app shell, any letter case, with or without a trailing slash', async ({
  request,
}) => {
  expect(ROUTES.length).toBeGreaterThan(30)
  for (const route of ROUTES)
    for (const link of variants(route)) {
      const response = await request.get(`${link}?deviceId=d1&x=1`)
      expect(response.status(), `${link} (route ${route})`).toBe(200)
      expectAppShell(await response.text(), response, link)
    }
})

for (const route of ROUTES) {
  test(`${route}: the app renders the route by path and by hash link`, async ({ page }) => {
    const link = linkTo(route)
    const expected = { pathname: LANDS_ON[route] ?? link, x: '1' }
    const at = () =>
      page.evaluate(() => ({ pathname: location.pathname, x: new URLSearchParams(location.search).get('x') }))
    const response = await open(page, `${link}?x=1`)
    expect(response?.status()).toBe(200)
    expect(await at(), link).toEqual(expected)
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0)
    // A host's hash-form links (`/#/repayChoose?…`, `/?a=1#/repayChoose?…`) become the path form in the page.
    for (const hashLink of [`/#${link}?x=1`, `/?a=1#${link}?x=1`]) {
      await open(page, hashLink)
      expect(await at(), hashLink).toEqual(expected)
      await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0)
    }
  })
}

test('another letter case, a trailing slash and a left-out parameter render the route, not "Page not found"', async ({
  page,
}) => {
  for (const link of ['/REPAYCHOOSE/', '/about/', '/borrowdetail/', `/BorrowDetail/${PARAM}/`]) {
    expect((await open(page, link))?.status(), link).toBe(200)
    await expect(page.getByRole('heading', { name: NOT_FOUND }), link).toHaveCount(0)
  }
})

test('an unknown path is the app\'s "Page not found" with status 404', async ({ page, request }) => {
  for (const link of ['/nope', '/nope/', '/repayChooseX', `/borrowDetail/${PARAM}/extra`, '/index.html/x']) {
    const response = await request.get(link)
    expect(response.status(), link).toBe(404)
    expectAppShell(await response.text(), response, link)
  }
  const response = await open(page, '/nope?x=1')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible()
})

test('a hashed asset is cached for a year, immutable, and compressed', async ({ request }) => {
  const scripts = [...SHELL.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map(([, src]) => src ?? '')
  expect(scripts.length).toBeGreaterThan(0)
  for (const asset of scripts) {
    for (const encoding of BROTLI ? ['gzip', 'br'] : ['gzip']) {
      const response = await request.get(asset, { headers: { 'Accept-Encoding': encoding } })
      expect(response.status(), asset).toBe(200)
      const headers = response.headers()
      expect(headers['cache-control'], asset).toBe('public, max-age=31536000, immutable')
      expect(headers['content-type'], asset).toMatch(/^(application|text)\/javascript/)
      expect(headers['content-encoding'], `${asset} with Accept-Encoding: ${encoding}`).toBe(encoding)
      expect(headers['vary'], asset).toMatch(/accept-encoding/i)
      expectSecurityHeaders(response, asset)
    }
    const plain = await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers()['content-encoding'], `${asset} without compression`).toBeUndefined()
  }
})

test('a missing asset is a plain 404, not the app shell and not cached', async ({ request }) => {
  for (const asset of ['/assets/missing-0000.js', '/assets/missing-0000.css', '/assets/']) {
    const response = await request.get(asset)
    expect(response.status(), asset).toBe(404)
    const body = await response.text()
    expect(body, asset).not.toContain('id="root"')
    expect(response.headers()['cache-control'] ?? '', asset).not.toContain('immutable')
    expectSecurityHeaders(response, asset)
  }
})

test("the build's server files are not served", async ({ request }) => {
  for (const file of ['/_headers', '/security-headers.conf', '/.vite/manifest.json']) {
    const response = await request.get(file)
    expect(response.status(), file).toBe(404)
    expect(await response.text(), file).not.toContain('add_header')
  }
})

test('the company pages and the root files are revalidated and carry the headers', async ({
  page,
  request,
}) => {
  for (const file of ['/company/privacy-policy.html', '/robots.txt', '/favicon.svg']) {
    const response = await request.get(file)
    expect(response.status(), file).toBe(200)
    expect(response.headers()['cache-control'], file).toBe('no-cache')
    expectSecurityHeaders(response, file)
  }
  const response = await page.goto('/company/privacy-policy.html')
  expect(response?.status()).toBe(200)
  expectSecurityHeaders(response!, 'the company page in the browser')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the app shell in the browser: the headers, the policy meta tag the same as the header', async ({
  page,
}) => {
  const response = await open(page, '/repayChoose?x=1')
  expectSecurityHeaders(response!, '/repayChoose in the browser')
  expect(response?.headers()['cache-control']).toBe('no-cache')
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(`${meta}; frame-ancestors 'self'`).toBe(response?.headers()['content-security-policy'])
})
