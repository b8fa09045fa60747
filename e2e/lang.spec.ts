import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { withCommon } from './support/host-query.ts'
import { REPAY_ORDER } from './support/repayment.ts'

/**
 * The page's language (issue 28, docs/decisions/034-languages.md): `lang` picks it, survives every
 * navigation (never sent with a call), is remembered for the session; otherwise the device's language;
 * otherwise English. The built page writes it on <html> before any module runs (the route preload).
 */

const rootLang = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.lang])

// That `lang` never rides on a call is tests/i18n/lang.test.ts's (the sandbox answers inside the page).
test('lang=fil: Filipino on the first page, kept by an in-app navigation', async ({ page }) => {
  await page.goto(withCommon('/orderList', { lang: 'fil' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Mga order ko' })).toBeVisible()
  expect(await rootLang(page)).toEqual(['fil', 'fil'])
  await page.getByRole('list').getByRole('button').first().click()
  await expect(page).toHaveURL(/[?&]lang=fil(&|$)/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.title()).toContain('Detalye ng loan')
  expect(await rootLang(page)).toEqual(['fil', 'fil'])
})

test('remembered for the session: a page reached without lang keeps Filipino', async ({ page }) => {
  await page.goto(withCommon('/orderList', { lang: 'fil' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Mga order ko' })).toBeVisible()
  await page.goto(withCommon('/customerService'))
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible()
  expect(await rootLang(page)).toEqual(['fil', 'fil'])
})

test('lang=spec: the spec’s own words ("Repayment" where plain English says "Pay your loan"), in English', async ({
  page,
}) => {
  await page.goto(withCommon('/repay', { ...REPAY_ORDER, lang: 'spec' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment' })).toBeVisible()
  expect(await rootLang(page)).toEqual(['en', 'spec'])
  await page.goto(withCommon('/repay', { ...REPAY_ORDER, lang: 'en' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Pay your loan' })).toBeVisible()
})

test('an unknown lang is ignored and not carried: English', async ({ page }) => {
  await page.goto(withCommon('/orderList', { lang: 'xx' }))
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  expect(await rootLang(page)).toEqual(['en', 'en'])
  await page.getByRole('list').getByRole('button').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(new URL(page.url()).searchParams.has('lang')).toBe(false)
})

test.describe('a phone set to Filipino', () => {
  test.use({ locale: 'fil-PH' })
  test('opens in Filipino without lang; lang=en still wins', async ({ page }) => {
    await page.goto(withCommon('/orderList'))
    await expect(page.getByRole('heading', { level: 1, name: 'Mga order ko' })).toBeVisible()
    expect(await rootLang(page)).toEqual(['fil', 'fil'])
    await page.goto(withCommon('/orderList', { lang: 'en' }))
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  })
})
