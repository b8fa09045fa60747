import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { withCommon } from './support/host-query.ts'
import { atPhoneWidths, expectNoEnglish } from './support/i18n.ts'
import { toast } from './support/page.ts'
import { captchaText, promotionCalls } from './support/sandbox.ts'

/**
 * Issue 28: the promotion landing's registration in Filipino (`lang=fil`): the form, a Philippine
 * mobile number typed in the international form (+63, decision 036), the field messages, Get code,
 * Register, the download page and the registration agreement, with no English text of the promotion's
 * catalogue left (the template's words are the server's and pass through), and phone-sized screenshots
 * (390 px and 320 px) in /tmp/shots/promotion. Also the spec's literal wording (`lang=spec`).
 */

const AREAS = ['promotion', 'promotionextra', 'download', 'common']
const LANDING = { templateId: 'summer2026', invite_code: 'INV8842' }
const SMS_CODE = '123456'

const phoneInput = (page: Page) => page.getByRole('textbox', { name: 'Mobile number' })
const imageCodeInput = (page: Page) => page.getByRole('textbox', { name: 'Image code', exact: true })
const smsCodeInput = (page: Page) => page.getByRole('textbox', { name: 'SMS code', exact: true })

const shots = (page: Page, name: string) => atPhoneWidths(page, 'promotion', name)

/** The text of the picture on screen: the sandbox's latest captcha for the landing's sid. */
async function shownCaptcha(page: Page): Promise<string> {
  const sid = (await promotionCalls(page, 'captcha')).at(-1)?.fields.sid
  return (await captchaText(page, sid)) ?? ''
}

test('fil: the landing, a +63 number, the field messages, Get code, Register and the download page', async ({
  page,
}) => {
  await page.goto(withCommon('/promotion', { ...LANDING, lang: 'fil' }))
  const form = page.getByRole('form', { name: 'Mag-register' })
  await expect(form).toBeVisible()
  await expect(page.getByRole('img', { name: 'Larawan ng image code' })).toBeVisible()
  await expect(page.getByText('Desisyon sa loob ng 1 araw')).toBeVisible()
  await expect(phoneInput(page)).toHaveAttribute('placeholder', '09XX XXX XXXX')
  await expect(page.getByRole('link', { name: 'Kasunduan sa pag-register' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Nagpapautang' })).toBeVisible()
  await expectNoEnglish(page, AREAS)
  await shots(page, 'landing')

  // Register with nothing: the phone's message, in Filipino.
  await page.getByRole('button', { name: 'Mag-register', exact: true }).tap()
  const phoneRule = 'Ilagay ang iyong mobile number: 11 digit na nagsisimula sa 09.'
  await expect(page.getByRole('alert')).toHaveText(phoneRule)
  await expect(phoneInput(page)).toBeFocused()
  await expectNoEnglish(page, AREAS)
  await shots(page, 'field-error')

  // A number pasted in the international form is kept as the national 09…, capped at 11 digits.
  await phoneInput(page).fill('+63 (917) 123-4567')
  await expect(phoneInput(page)).toHaveValue('09171234567')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await page.getByRole('button', { name: 'Kunin ang code' }).tap()
  await expect(page.getByRole('alert')).toHaveText('Ilagay ang 4 na character na nasa larawan.')
  await imageCodeInput(page).fill(await shownCaptcha(page))
  await page.getByRole('button', { name: 'Kunin ang code' }).tap()
  await expect(toast(page, 'Naipadala na ang code. Tingnan ang iyong SMS.')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Magpadala ulit sa loob ng \d+ s$/ })).toBeVisible()
  // The number that left is the normalised one.
  expect((await promotionCalls(page, 'sms')).at(-1)?.fields.phone).toBe('09171234567')
  await expectNoEnglish(page, AREAS)
  await shots(page, 'code-sent')

  // Tapping during the countdown says to wait.
  // aria-disabled, yet a tap reaches the page (Playwright reads it as disabled: forced).
  await page.getByRole('button', { name: /^Magpadala ulit/ }).tap({ force: true })
  await expect(toast(page, 'Hintaying matapos ang countdown bago humingi ng bagong code.')).toBeVisible()

  await smsCodeInput(page).fill(SMS_CODE)
  await page.getByRole('button', { name: 'Mag-register', exact: true }).tap()
  await expect(toast(page, 'Naka-register ka na.')).toBeVisible()
  await expect(page).toHaveURL(/\/downloadTemplate\?.*lang=fil/)
  const registered = (await promotionCalls(page, 'register')).at(-1)?.fields
  expect([registered?.phone, registered?.userName]).toEqual(['09171234567', '09171234567'])

  // The download page, in Filipino.
  await expect(page.getByRole('heading', { level: 1, name: 'I-download ang Bayad app' })).toBeVisible()
  await expect(page.getByText('Humiram ng hanggang ₱20,000 gamit ang iyong phone')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Ang alok ng Bayad' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Legal' })).toBeVisible()
  // The registration's toast (3 s, src/ui/toast.tsx) has gone before the download page is read and shot.
  await expect(toast(page, 'Naka-register ka na.')).toHaveCount(0)
  await expectNoEnglish(page, AREAS)
  await shots(page, 'download')
})

test('fil: the registration agreement says its text is in English; Back and the links in Filipino', async ({
  page,
}) => {
  await page.goto(withCommon('/agreementTemplate', { lang: 'fil' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Kasunduan sa pag-register' })).toBeVisible()
  await expect(page.getByText('Nasa English ang kasunduang ito.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Basahin ang patakaran sa privacy' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tawagan ang customer service' })).toBeVisible()
  await expectNoEnglish(page, AREAS)
  await shots(page, 'agreement')
})

test('fil: a link without its promotion says so in Filipino', async ({ page }) => {
  await page.goto(withCommon('/promotion', { lang: 'fil' }))
  await expect(page.getByRole('heading', { name: 'Kulang ang registration link na ito' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'I-download ang app' })).toBeVisible()
  await expectNoEnglish(page, AREAS)
  await shots(page, 'incomplete-link')
})

test('spec: the spec’s own words (lang=spec)', async ({ page }) => {
  await page.goto(withCommon('/promotion', { ...LANDING, lang: 'spec' }))
  await expect(page.getByRole('form', { name: 'Register' })).toBeVisible()
  await phoneInput(page).fill('09181234567')
  await imageCodeInput(page).fill(await shownCaptcha(page))
  await page.getByRole('button', { name: 'Get verification code' }).tap()
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeVisible()
  await page.getByRole('button', { name: /^Resend code in/ }).tap({ force: true })
  await expect(toast(page, 'Do not resend the code. Wait until the countdown ends.')).toBeVisible()
  await smsCodeInput(page).fill(SMS_CODE)
  await page.getByRole('button', { name: 'Register', exact: true }).tap()
  await expect(toast(page, 'Registered successfully.')).toBeVisible()
})
