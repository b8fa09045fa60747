import { cspViolationReport, expect, test } from './support/fixtures.ts'
import { COMMON_QUERY } from './support/host-query.ts'

/*
 * The Content-Security-Policy as served (docs/decisions/023-origins-and-csp.md), and the guard every spec runs
 * under (e2e/support/fixtures.ts): a violation on any visited page fails its test. The tests here provoke violations on
 * purpose, check that the guard saw them, and clear them so that the test itself passes.
 */

test('the app is served with its policy as a meta tag and as headers', async ({ page }) => {
  const response = await page.goto(`/repayChoose?${COMMON_QUERY}&orderId=BYD1&amount=100000`)
  const headers = response!.headers()
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("require-trusted-types-for 'script'")
  expect(csp).toContain("frame-ancestors 'self'")
  expect(csp).not.toContain('unsafe-')
  expect(headers['referrer-policy']).toBe('no-referrer')
  expect(headers['x-content-type-options']).toBe('nosniff')
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(`${meta}; frame-ancestors 'self'`).toBe(csp)
  // First in the head after the charset: nothing runs or styles the page before the policy holds.
  const firstAfterCharset = await page.evaluate(() => document.head.children[1]?.getAttribute('http-equiv'))
  expect(firstAfterCharset).toBe('Content-Security-Policy')
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the guard records an injected script, style and image, with their directives', async ({
  page,
  cspViolations,
}) => {
  await page.goto(`/?${COMMON_QUERY}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const scriptRan = await page.evaluate(() => {
    const style = document.createElement('style')
    style.append(document.createTextNode('body { outline: 3px solid red }'))
    document.head.append(style)
    const image = document.createElement('img')
    image.src = 'http://tracker.invalid/pixel.gif'
    document.body.append(image)
    const script = document.createElement('script')
    try {
      // A Trusted Types sink: refused before the script-src check is even reached.
      script.textContent = 'window.injected = true'
      document.head.append(script)
    } catch {
      // The refusal is what this test expects.
    }
    return (window as unknown as { injected?: boolean }).injected === true
  })
  expect(scriptRan).toBe(false)
  await expect
    // Each once or twice: the meta tag and the header are two policies (the same but for frame-ancestors).
    .poll(() => [...new Set(cspViolations.map((violation) => violation.directive))].sort())
    .toEqual(['img-src', 'require-trusted-types-for', 'style-src-elem'])
  const report = cspViolationReport(cspViolations)
  expect(report).toContain('img-src refused http://tracker.invalid/pixel.gif')
  expect(report).toContain('style-src-elem refused inline')
  // Provoked on purpose: cleared, or the guard would fail this test.
  cspViolations.length = 0
})

test('a page closed during the test still counts', async ({ context, cspViolations }) => {
  const popup = await context.newPage()
  await popup.goto(`/About?${COMMON_QUERY}`)
  await popup.evaluate(() => {
    const image = document.createElement('img')
    image.src = 'http://tracker.invalid/closed.gif'
    document.body.append(image)
  })
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
  await popup.close()
  expect(cspViolations.map((violation) => violation.blocked)).toContain('http://tracker.invalid/closed.gif')
  cspViolations.length = 0
})

test('another site cannot frame the app (frame-ancestors)', async ({ page, baseURL }) => {
  // A page of no origin of ours (about:blank written by the test) frames the app: the browser refuses it.
  const app = new URL(`/About?${COMMON_QUERY}`, baseURL).href
  await page.setContent(`<iframe title="framed" src="${app}"></iframe>`)
  // setContent waits for the frame's load event: by then the app would have started.
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
  expect(frame?.url()).toMatch(/^chrome-error:/)
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0)
})
