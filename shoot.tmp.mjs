import { chromium, devices } from '@playwright/test'
const base = process.env.BASE ?? 'http://localhost:5173'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
const ctx = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } })
const page = await ctx.newPage()
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()) })
page.on('pageerror', (e) => console.log('pageerror:', e.message))
const common = 'deviceId=d1&sessionId=s1&userId=100234&merchantNumber=M0001&mobilePhone=09171234567'
const steps = JSON.parse(process.argv[2])
for (const [i, step] of steps.entries()) {
  if (step.goto) await page.goto(base + step.goto.replace('COMMON', common))
  if (step.tap) await page.getByRole(step.tap[0], { name: step.tap[1] }).first().tap()
  if (step.click) await page.getByRole(step.click[0], { name: step.click[1] }).first().click()
  if (step.label) await page.getByLabel(step.label[0]).first().click()
  if (step.fill) await page.getByLabel(step.fill[0]).first().fill(step.fill[1])
  if (step.select) await page.getByLabel(step.select[0]).selectOption(step.select[1])
  if (step.wait) await page.waitForTimeout(step.wait)
  if (step.shot) { await page.screenshot({ path: `/tmp/shots/${step.shot}.png` }); console.log('shot', step.shot, page.url()) }
}
await browser.close()
