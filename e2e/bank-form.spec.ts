import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, expectAccessibleWhilePaused, smallTargets } from './support/a11y.ts'
import { allowClipboard, bridgeCallsOf, readBridgeCalls } from './support/host.ts'
import { COMMON, withCommon } from './support/host-query.ts'
import { expectUrl, tapTwiceAtOnce, toast } from './support/page.ts'
import { REPAY_ORDER } from './support/repayment.ts'
import { arrivals, bankCalls, chooseScenario, switchScenario } from './support/sandbox.ts'

/**
 * Spec §2 "Bank screen", §3 "Bank form item", "Bank payload", §4 "Bank", §7 card-init, bind-card-new,
 * card-change; issue 10; docs/decisions/018-bank-form.md. Machine: machines/bank-form.machine.ts.
 * Sandbox: src/sandbox/handlers/bank.ts (card type 1 "Bank account": Bank, Account number, Branch city;
 * card type 2 "E-wallet": E-wallet, E-wallet number; Salary day for both). It records every card-init,
 * bind-card-new and card-change call in its state's `bankCalls`.
 */

const PRODUCT_ID = '101'
const FORM_URL = withCommon('/bindBank', { productId: PRODUCT_ID })
/** The sandbox calls, as the arrival log names them. */
const INIT = '/card-init'
const BIND = '/bind-card-new'
const CHANGE = '/card-change'
const TITLE = 'Payment account information'
const BOUND = 'Your payment account is saved'
const LOAD_FAILED = 'The payment account form could not be loaded.'
const BIND_FAILURE = 'This account could not be verified. Please check the number and try again.'
const INIT_FAILURE = 'Payment accounts cannot be added right now. Please try again later.'
const NETWORK_ERROR = 'Error. Check your connection and try again.'
/** A request made with no connection never left: nothing happened (src/i18n/messages.ts error.offline). */
const OFFLINE = 'You are offline. Connect to the internet and try again.'
const MALFORMED = 'Unexpected response from the server. Please try again.'

/** A bank account filled in by fillBankAccount, as bind-card-new must carry it. */
const BANK_PAYLOAD = {
  channelNumber: '90013',
  bankCode: 'MBTC',
  cardNo: '001234567890',
  // The city entry's type, not its name (the sandbox's card-init entries, src/sandbox/handlers/bank.ts).
  bankCity: 'DAVAO_CITY',
  payDay: '15',
  cardType: '1',
  product_id: PRODUCT_ID,
}
/** An e-wallet filled in by fillWallet, as bind-card-new must carry it. */
const WALLET_PAYLOAD = {
  walletType: 'MAYA',
  walletNo: '09171234567',
  payDay: '3',
  cardType: '2',
  product_id: PRODUCT_ID,
}

/** What the form client adds to every payload with a product_id: its productId twin (spec §7, src/api/client.ts). */
const MIRROR = { productId: PRODUCT_ID }

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: TITLE })
const tab = (page: Page, name: 'Bank account' | 'E-wallet') =>
  page.getByRole('tablist', { name: 'Card type' }).getByRole('tab', { name, exact: true })
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })
const submitting = (page: Page) => page.getByRole('button', { name: 'Submitting…', exact: true })
/**
 * A select field: a button named "<title> <value or placeholder>". `includeHidden` finds it while its
 * picker (a modal sheet) hides the rest of the page from assistive technology.
 */
const select = (page: Page, title: string, includeHidden = false) =>
  page.getByRole('button', { name: new RegExp(`^${title} `), includeHidden })
const textField = (page: Page, title: string) => page.getByRole('textbox', { name: title, exact: true })
const sheet = (page: Page, title: string) => page.getByRole('dialog', { name: title })
const option = (page: Page, title: string, name: string) =>
  sheet(page, title).getByRole('option', { name, exact: true })
const chosenOption = (page: Page, title: string) => sheet(page, title).getByRole('option', { selected: true })
/** How far the chosen row's middle is from the wheel's mark (its middle), in px. */
const offMark = (page: Page, title: string) =>
  chosenOption(page, title).evaluate((element) => {
    const wheel = element.closest('.wheel')
    if (wheel === null) throw new Error('no wheel around the option')
    const box = wheel.getBoundingClientRect()
    const row = element.getBoundingClientRect()
    return Math.round(row.top + row.height / 2 - (box.top + box.height / 2))
  })
/** The bound state: a status region whose heading (level 2) says so. */
const boundStatus = (page: Page) => page.getByRole('status').filter({ hasText: BOUND })
const boundHeading = (page: Page) => page.getByRole('heading', { level: 2, name: BOUND })
const retryNotice = (page: Page) => page.getByText(LOAD_FAILED)
const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' })
const deadEnd = (page: Page) => page.getByRole('heading', { name: 'This link is incomplete' })

/** Opens the form and waits for card-init's fields. */
async function openForm(page: Page, url = FORM_URL) {
  await page.goto(url)
  await expect(heading(page)).toBeVisible()
  await expect(tab(page, 'Bank account')).toHaveAttribute('aria-selected', 'true')
  await expect(nextButton(page)).toBeEnabled()
}

async function openPicker(page: Page, title: string) {
  await expect(select(page, title)).toHaveAttribute('aria-expanded', 'false')
  await select(page, title).tap()
  await expect(sheet(page, title)).toBeVisible()
  await expect(select(page, title, true)).toHaveAttribute('aria-expanded', 'true')
}

/** The picker has closed: the field shows `shown` and is collapsed again. */
async function expectPickerClosed(page: Page, title: string, shown: string) {
  await expect(sheet(page, title)).toHaveCount(0)
  await expect(select(page, title)).toHaveAccessibleName(`${title} ${shown}`)
  await expect(select(page, title)).toHaveAttribute('aria-expanded', 'false')
}

async function confirmPicker(page: Page, title: string, shown: string) {
  await sheet(page, title).getByRole('button', { name: 'Confirm', exact: true }).tap()
  await expectPickerClosed(page, title, shown)
}

/** Picks `name` with a tap on its row (a row near the mark: the wheel shows two on each side) and Confirm. */
async function pick(page: Page, title: string, name: string) {
  await openPicker(page, title)
  await option(page, title, name).tap()
  await expect(option(page, title, name)).toHaveAttribute('aria-selected', 'true')
  await confirmPicker(page, title, name)
}

/** Picks `name` with `presses` ArrowDown presses from where the mark starts, and Confirm. */
async function pickByKeys(page: Page, title: string, presses: number, name: string) {
  await openPicker(page, title)
  const listbox = sheet(page, title).getByRole('listbox', { name: title })
  for (let pressed = 0; pressed < presses; pressed += 1) await listbox.press('ArrowDown')
  await expect(chosenOption(page, title)).toHaveText(name)
  await confirmPicker(page, title, name)
}

/** Fills card type 1 to BANK_PAYLOAD: Metrobank (90013), the account, Davao City, day 15. */
async function fillBankAccount(page: Page) {
  await pick(page, 'Bank', 'Metrobank')
  await textField(page, 'Account number').pressSequentially(BANK_PAYLOAD.cardNo)
  await pick(page, 'Branch city', 'Davao City')
  await pickByKeys(page, 'Salary day', 14, '15')
}

/** Fills card type 2 to WALLET_PAYLOAD: Maya, the number, day 3. */
async function fillWallet(page: Page) {
  await tab(page, 'E-wallet').tap()
  await expect(tab(page, 'E-wallet')).toHaveAttribute('aria-selected', 'true')
  await pick(page, 'E-wallet', 'Maya')
  await textField(page, 'E-wallet number').pressSequentially(WALLET_PAYLOAD.walletNo)
  await pick(page, 'Salary day', '3')
}

/** Every value of BANK_PAYLOAD still on screen. */
async function expectBankValuesKept(page: Page) {
  await expect(select(page, 'Bank')).toHaveAccessibleName('Bank Metrobank')
  await expect(textField(page, 'Account number')).toHaveValue(BANK_PAYLOAD.cardNo)
  await expect(select(page, 'Branch city')).toHaveAccessibleName('Branch city Davao City')
  await expect(select(page, 'Salary day')).toHaveAccessibleName('Salary day 15')
}

test('main path, bank account: picker choices, digits, Next binds once with the chosen bank’s channel', async ({
  page,
}) => {
  await openForm(page)
  expect(await page.title()).toBe(`${TITLE} · Bayad`)
  await expect(page.getByRole('tab')).toHaveText(['Bank account', 'E-wallet'])
  // The bank account's fields and the salary day; the e-wallet's are not shown.
  await expect(select(page, 'Bank')).toHaveAccessibleName('Bank Select your bank')
  await expect(textField(page, 'Account number')).toHaveAttribute('placeholder', '10 to 19 digits')
  await expect(select(page, 'Branch city')).toHaveAccessibleName('Branch city Select the city of your branch')
  await expect(select(page, 'Salary day')).toHaveAccessibleName('Salary day Day of the month you are paid')
  await expect(select(page, 'E-wallet')).toHaveCount(0)
  await expect(textField(page, 'E-wallet number')).toHaveCount(0)
  // The host hears of the form once it shows: start-bank with the product (no order on this link).
  expect(await bridgeCallsOf(page, 'startBank')).toEqual([{ type: 'startBank', productId: PRODUCT_ID }])
  await expectAccessible(page, 'bank form')
  expect(await smallTargets(page)).toEqual([])

  await fillBankAccount(page)
  await nextButton(page).tap()
  await expect(boundStatus(page)).toBeVisible()
  await expect(boundHeading(page)).toBeVisible()
  await expect(nextButton(page)).toHaveCount(0)
  await expectAccessible(page, 'bound')
  expect(await smallTargets(page)).toEqual([])

  const calls = await bankCalls(page)
  expect(calls.map((call) => [call.call, call.code])).toEqual([
    ['cardInit', '0'],
    ['bind', '0'],
  ])
  expect(calls[0]!.fields).toMatchObject({ product_id: PRODUCT_ID })
  // Exactly the payload: the shown fields, cardType, product_id and the chosen bank's channel.
  expect(calls[1]!.fields).toEqual({ ...COMMON, ...BANK_PAYLOAD, ...MIRROR })
  await expect.poll(() => arrivals(page, BIND)).toHaveLength(1)
  expect(await arrivals(page, CHANGE)).toEqual([])
  const bridge = (await readBridgeCalls(page)).map((call) => call.type)
  expect(bridge.filter((type) => ['startBank', 'endBank', 'closeWebview'].includes(type))).toEqual([
    'startBank',
    'endBank',
    'closeWebview',
  ])
  // A plain bind stays on its page (no order page to return to), its query intact.
  expectUrl(page, '/bindBank', { productId: PRODUCT_ID })
})

test('main path, e-wallet: the wallet, its number and the day; no bank fields and no channel', async ({
  page,
}) => {
  await openForm(page)
  await fillWallet(page)
  await expect(select(page, 'Bank')).toHaveCount(0)
  await expect(textField(page, 'Account number')).toHaveCount(0)
  await expect(select(page, 'Branch city')).toHaveCount(0)
  await expect(textField(page, 'E-wallet number')).toHaveAttribute('placeholder', '09XXXXXXXXX')
  await expectAccessible(page, 'e-wallet form')
  expect(await smallTargets(page)).toEqual([])

  await nextButton(page).tap()
  await expect(boundStatus(page)).toBeVisible()
  const binds = await bankCalls(page, 'bind')
  expect(binds).toHaveLength(1)
  expect(binds[0]!.code).toBe('0')
  expect(binds[0]!.fields).toEqual({ ...COMMON, ...WALLET_PAYLOAD, ...MIRROR })
  for (const key of ['bankCode', 'cardNo', 'bankCity', 'channelNumber'])
    expect(binds[0]!.fields).not.toHaveProperty(key)
  const bridge = (await readBridgeCalls(page)).map((call) => call.type)
  expect(bridge.filter((type) => ['startBank', 'endBank', 'closeWebview'].includes(type))).toEqual([
    'startBank',
    'endBank',
    'closeWebview',
  ])
})

test('tabs switch the fields (tap and arrow keys) and every value stays for the way back', async ({
  page,
}) => {
  await openForm(page)
  await pick(page, 'Bank', 'BPI')
  await textField(page, 'Account number').fill('1234567890')
  await pick(page, 'Salary day', '2')

  await tab(page, 'E-wallet').tap()
  await expect(tab(page, 'E-wallet')).toHaveAttribute('aria-selected', 'true')
  await expect(tab(page, 'Bank account')).toHaveAttribute('aria-selected', 'false')
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName('E-wallet')
  await expect(select(page, 'Bank')).toHaveCount(0)
  await expect(textField(page, 'Account number')).toHaveCount(0)
  await expect(select(page, 'E-wallet')).toHaveAccessibleName('E-wallet Select your e-wallet')
  // The salary day belongs to both card types: the same value.
  await expect(select(page, 'Salary day')).toHaveAccessibleName('Salary day 2')
  await pick(page, 'E-wallet', 'GCash')
  await textField(page, 'E-wallet number').fill('09181234567')

  // Arrow keys move between the tabs and choose (automatic activation).
  await tab(page, 'E-wallet').press('ArrowLeft')
  await expect(tab(page, 'Bank account')).toHaveAttribute('aria-selected', 'true')
  await expect(tab(page, 'Bank account')).toBeFocused()
  await expect(select(page, 'Bank')).toHaveAccessibleName('Bank BPI')
  await expect(textField(page, 'Account number')).toHaveValue('1234567890')
  await expect(select(page, 'Branch city')).toHaveAccessibleName('Branch city Select the city of your branch')
  await expect(select(page, 'Salary day')).toHaveAccessibleName('Salary day 2')
  await expect(select(page, 'E-wallet')).toHaveCount(0)

  await tab(page, 'Bank account').press('ArrowRight')
  await expect(tab(page, 'E-wallet')).toHaveAttribute('aria-selected', 'true')
  await expect(select(page, 'E-wallet')).toHaveAccessibleName('E-wallet GCash')
  await expect(textField(page, 'E-wallet number')).toHaveValue('09181234567')
  // Switching sends nothing.
  expect(await arrivals(page, BIND)).toEqual([])
})

test('text fields keep digits only: typed, filled and pasted "12 34-56" is 123456', async ({
  page,
  context,
}) => {
  await openForm(page)
  const account = textField(page, 'Account number')
  await expect(account).toHaveAttribute('inputmode', 'numeric')
  await account.pressSequentially('12 34-56')
  await expect(account).toHaveValue('123456')

  await account.fill('12 34-56')
  await expect(account).toHaveValue('123456')

  // A real paste from the clipboard.
  await allowClipboard(context)
  await page.evaluate(() => navigator.clipboard.writeText('98 76-54'))
  await account.fill('')
  await account.press('ControlOrMeta+V')
  await expect(account).toHaveValue('987654')

  // Letters alone leave nothing; a long paste is cut at 32 digits.
  await account.fill('abc')
  await expect(account).toHaveValue('')
  await account.fill('1'.repeat(40))
  await expect(account).toHaveValue('1'.repeat(32))

  await tab(page, 'E-wallet').tap()
  const wallet = textField(page, 'E-wallet number')
  await wallet.pressSequentially('+63 917-123')
  await expect(wallet).toHaveValue('63917123')
})

test('picker: a tap or the arrow keys move the mark; Cancel keeps the earlier value, Confirm takes the new one', async ({
  page,
}) => {
  await openForm(page)
  await openPicker(page, 'Bank')
  const dialog = sheet(page, 'Bank')
  const listbox = dialog.getByRole('listbox', { name: 'Bank' })
  await expect(listbox.getByRole('option')).toHaveText([
    'BDO Unibank',
    'BPI',
    'Metrobank',
    'Land Bank of the Philippines',
    'Security Bank',
    'UnionBank',
  ])
  // Nothing chosen yet: the mark starts on the first choice.
  await expect(chosenOption(page, 'Bank')).toHaveText('BDO Unibank')
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible()
  await expectAccessible(page, 'open picker')
  expect(await smallTargets(page)).toEqual([])
  // Every row of the wheel is a 44 px target too.
  const rows = await listbox
    .getByRole('option')
    .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().height)))
  expect(
    rows.every((height) => height >= 44),
    `row heights ${rows.join(', ')}`,
  ).toBe(true)

  await expect.poll(() => offMark(page, 'Bank')).toBe(0)

  // Cancel with nothing chosen before: still the placeholder.
  await option(page, 'Bank', 'BPI').tap()
  await expect(chosenOption(page, 'Bank')).toHaveText('BPI')
  // The tapped row moved under the mark.
  await expect.poll(() => offMark(page, 'Bank')).toBe(0)
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).tap()
  await expectPickerClosed(page, 'Bank', 'Select your bank')

  // Confirm takes the choice under the mark; focus goes back to the field.
  await pick(page, 'Bank', 'BPI')
  await expect(select(page, 'Bank')).toBeFocused()

  // Reopened, the mark is on the value; the arrow keys move it; Cancel keeps BPI.
  await openPicker(page, 'Bank')
  await expect(chosenOption(page, 'Bank')).toHaveText('BPI')
  await expect.poll(() => offMark(page, 'Bank')).toBe(0)
  await listbox.press('ArrowDown')
  await expect(chosenOption(page, 'Bank')).toHaveText('Metrobank')
  await expect.poll(() => offMark(page, 'Bank')).toBe(0)
  await listbox.press('ArrowDown')
  await expect(chosenOption(page, 'Bank')).toHaveText('Land Bank of the Philippines')
  await listbox.press('ArrowUp')
  await expect(chosenOption(page, 'Bank')).toHaveText('Metrobank')
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).tap()
  await expectPickerClosed(page, 'Bank', 'BPI')

  // Home goes to the first row, End to the last; Escape keeps the earlier value too.
  await openPicker(page, 'Bank')
  await listbox.press('Home')
  await expect(chosenOption(page, 'Bank')).toHaveText('BDO Unibank')
  await expect.poll(() => offMark(page, 'Bank')).toBe(0)
  await listbox.press('End')
  await expect(chosenOption(page, 'Bank')).toHaveText('UnionBank')
  await expect.poll(() => offMark(page, 'Bank')).toBe(0)
  await page.keyboard.press('Escape')
  await expectPickerClosed(page, 'Bank', 'BPI')

  // So does a tap on the backdrop, above the sheet (the point is the backdrop's, halfway to the sheet).
  await openPicker(page, 'Bank')
  await listbox.press('ArrowDown')
  await expect(chosenOption(page, 'Bank')).toHaveText('Metrobank')
  const backdrop = (await page.locator('.backdrop').boundingBox())!
  const sheetBox = (await dialog.boundingBox())!
  expect(sheetBox.y, 'the sheet leaves some backdrop above it').toBeGreaterThan(backdrop.y + 40)
  await page.touchscreen.tap(backdrop.x + backdrop.width / 2, (backdrop.y + sheetBox.y) / 2)
  await expectPickerClosed(page, 'Bank', 'BPI')

  // Back (the phone's Back button) closes it and keeps it too, without leaving the page.
  await openPicker(page, 'Bank')
  await listbox.press('ArrowDown')
  await expect(chosenOption(page, 'Bank')).toHaveText('Metrobank')
  await page.goBack()
  await expectPickerClosed(page, 'Bank', 'BPI')
  expectUrl(page, '/bindBank', { productId: PRODUCT_ID })
  await expect(heading(page)).toBeVisible()

  // Confirm after the keys: the new one.
  await openPicker(page, 'Bank')
  await listbox.press('End')
  await confirmPicker(page, 'Bank', 'UnionBank')

  // The city picker offers the server's entries (card-init's city select), in its order.
  await openPicker(page, 'Branch city')
  const cities = sheet(page, 'Branch city').getByRole('listbox', { name: 'Branch city' })
  await expect(cities.getByRole('option')).toHaveText([
    'Quezon City',
    'Manila',
    'Davao City',
    'Caloocan',
    'Taguig',
    'Zamboanga City',
    'Cebu City',
    'Antipolo',
    'Pasig',
    'Cagayan de Oro',
    'Makati',
    'Iloilo City',
    'Baguio',
  ])
  await expect(chosenOption(page, 'Branch city')).toHaveText('Quezon City')
  // Page Down moves five rows, and stops at the last; Page Up moves five back; End and Home the ends.
  await cities.press('PageDown')
  await expect(chosenOption(page, 'Branch city')).toHaveText('Zamboanga City')
  await expect.poll(() => offMark(page, 'Branch city')).toBe(0)
  await cities.press('PageDown')
  await expect(chosenOption(page, 'Branch city')).toHaveText('Makati')
  await cities.press('PageDown')
  await expect(chosenOption(page, 'Branch city')).toHaveText('Baguio')
  await cities.press('Home')
  await expect(chosenOption(page, 'Branch city')).toHaveText('Quezon City')
  await cities.press('End')
  await expect(chosenOption(page, 'Branch city')).toHaveText('Baguio')
  await expect.poll(() => offMark(page, 'Branch city')).toBe(0)
  await cities.press('PageUp')
  await expect(chosenOption(page, 'Branch city')).toHaveText('Antipolo')
  await cities.press('ArrowUp')
  await expect(chosenOption(page, 'Branch city')).toHaveText('Cebu City')
  // Enter confirms the row under the mark; the focus goes back to the field.
  await cities.press('Enter')
  await expectPickerClosed(page, 'Branch city', 'Cebu City')
  await expect(select(page, 'Branch city')).toBeFocused()
  // The day picker: 1 to 31.
  await openPicker(page, 'Salary day')
  await expect(sheet(page, 'Salary day').getByRole('option')).toHaveText(
    Array.from({ length: 31 }, (_, day) => String(day + 1)),
  )
  expect(await arrivals(page, BIND)).toEqual([])
})

test('Next with an empty field names the first one, takes the borrower to it and sends nothing', async ({
  page,
}) => {
  await openForm(page)
  const steps: { title: string; message: string; fill: () => Promise<void> }[] = [
    { title: 'Bank', message: 'Choose your bank.', fill: () => pick(page, 'Bank', 'BPI') },
    {
      title: 'Account number',
      message: 'Enter your account number.',
      fill: () => textField(page, 'Account number').fill('1234567890'),
    },
    {
      title: 'Branch city',
      message: 'Choose your branch city.',
      fill: () => pick(page, 'Branch city', 'Manila'),
    },
    { title: 'Salary day', message: 'Choose your salary day.', fill: () => pick(page, 'Salary day', '2') },
  ]
  for (const [at, step] of steps.entries()) {
    await nextButton(page).tap()
    const isText = step.title === 'Account number'
    const field = isText ? textField(page, step.title) : select(page, step.title)
    await expect(page.getByText(step.message, { exact: true })).toBeVisible()
    // The message is linked to the field; a text box is also invalid (a button has no aria-invalid).
    await expect(field).toHaveAccessibleDescription(step.message)
    if (isText) await expect(field).toHaveAttribute('aria-invalid', 'true')
    else await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(field).toBeFocused()
    await expect(field).toBeInViewport()
    // One message at a time.
    await expect(page.getByText(/^(Enter|Choose) your /)).toHaveCount(1)
    if (at === 0) await expectAccessible(page, 'missing field')
    await step.fill()
    // Filling the named field clears its message.
    await expect(page.getByText(step.message, { exact: true })).toHaveCount(0)
    await expect(field).toHaveAccessibleDescription('')
    if (isText) await expect(field).toHaveAttribute('aria-invalid', 'false')
  }

  // The other card type checks its own fields.
  await tab(page, 'E-wallet').tap()
  await nextButton(page).tap()
  await expect(page.getByText('Choose your e-wallet.', { exact: true })).toBeVisible()
  await expect(select(page, 'E-wallet')).toBeFocused()
  await pick(page, 'E-wallet', 'GCash')
  await nextButton(page).tap()
  await expect(page.getByText('Enter your e-wallet number.', { exact: true })).toBeVisible()
  await expect(textField(page, 'E-wallet number')).toBeFocused()

  // Nothing was sent: card-init alone.
  expect((await bankCalls(page)).map((call) => call.call)).toEqual(['cardInit'])
  expect(await arrivals(page, BIND)).toEqual([])
  expect(await bridgeCallsOf(page, 'endBank')).toEqual([])
})

test('on a short screen a refused Next scrolls the named field to the middle, clear of the Next bar', async ({
  page,
}) => {
  // Short from the start (a small phone): its full height is this one, so the keyboard rule keeps Next.
  await page.setViewportSize({ width: 390, height: 480 })
  await openForm(page)
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true)
  const field = (title: string) =>
    page.locator('.field').filter({ has: page.getByText(title, { exact: true }) })
  /** How far the field's middle is from the window's, in px. */
  const offMiddle = (title: string) =>
    field(title).evaluate((element) => {
      const box = element.getBoundingClientRect()
      return Math.round(Math.abs(box.top + box.height / 2 - window.innerHeight / 2))
    })
  /** The whole field, its message included, shows between the top of the window and the Next bar. */
  const clearOfNext = async (title: string) => {
    const box = (await field(title).boundingBox())!
    const bar = (await nextButton(page).boundingBox())!
    return box.y >= 0 && box.y + box.height <= bar.y
  }
  const scrollToEnd = () =>
    page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight))
  const scrollY = () => page.evaluate(() => window.scrollY)

  // Scrolled to the end, Next names Bank, the first field: the page goes back up to it.
  await scrollToEnd()
  await nextButton(page).tap()
  await expect(select(page, 'Bank')).toBeFocused()
  await expect.poll(scrollY).toBe(0)
  await expect.poll(() => clearOfNext('Bank')).toBe(true)

  // Account number can be brought to the middle (the page scrolls far enough either way).
  await pick(page, 'Bank', 'BPI')
  await scrollToEnd()
  const end = await scrollY()
  await nextButton(page).tap()
  await expect(textField(page, 'Account number')).toBeFocused()
  await expect.poll(scrollY).toBeLessThan(end)
  expect(await scrollY()).toBeGreaterThan(0)
  // Centred as Next found it; its message, shown just after, adds half its height below the middle.
  await expect.poll(() => offMiddle('Account number')).toBeLessThanOrEqual(16)
  await expect.poll(() => clearOfNext('Account number')).toBe(true)
  expect(await arrivals(page, BIND)).toEqual([])
})

test('a refused bind shows the server’s message, an offline one the offline message; every value stays', async ({
  page,
}) => {
  await chooseScenario(page, 'bindFailure')
  await openForm(page)
  await fillBankAccount(page)
  await nextButton(page).tap()
  await expect(toast(page, BIND_FAILURE)).toBeVisible()
  await expect(nextButton(page)).toBeEnabled()
  await expectBankValuesKept(page)
  await expect(boundStatus(page)).toHaveCount(0)
  expect((await bankCalls(page, 'bind')).map((call) => call.code)).toEqual(['1'])

  await switchScenario(page, 'offline')
  await nextButton(page).tap()
  await expect(toast(page, OFFLINE)).toBeVisible()
  await expect(nextButton(page)).toBeEnabled()
  await expectBankValuesKept(page)
  // Unanswered: nothing more on record.
  expect(await bankCalls(page, 'bind')).toHaveLength(1)

  // The same values bind once the server takes them.
  await switchScenario(page, 'verificationNeeded')
  await nextButton(page).tap()
  await expect(boundStatus(page)).toBeVisible()
  const binds = await bankCalls(page, 'bind')
  expect(binds.map((call) => call.code)).toEqual(['1', '0'])
  expect(binds[1]!.fields).toEqual({ ...COMMON, ...BANK_PAYLOAD, ...MIRROR })
  expect(await bridgeCallsOf(page, 'endBank')).toHaveLength(1)
  expect(await bridgeCallsOf(page, 'closeWebview')).toHaveLength(1)
})

test('a bind answered without a code (malformedResponse): the outcome is unknown, so the same binding is sent again with its key; still no code: "could not confirm", every value kept, nothing bound', async ({
  page,
}) => {
  await page.clock.install()
  await openForm(page)
  await fillBankAccount(page)
  // The sandbox reads the scenario on every call: card-init was answered as usual, the bind is not.
  await switchScenario(page, 'malformedResponse')
  const asked = (await arrivals(page, BIND)).length
  // From here the page's time moves only when the test moves it (the checks' waits: 1, 2, 4, 8 s).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await nextButton(page).tap()
  await expect(page.getByRole('heading', { name: 'Checking your payment account' })).toBeVisible()
  const unknown = page.getByRole('heading', { name: 'We could not confirm your payment account yet' })
  await expect
    .poll(
      async () => {
        await page.clock.runFor(8_000)
        return unknown.isVisible()
      },
      { intervals: [100] },
    )
    .toBe(true)
  // No "try again" message, no Next: Check again and customer service instead.
  await expect(toast(page, MALFORMED)).toHaveCount(0)
  await expect(nextButton(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible()
  await expectBankValuesKept(page)
  await expect(boundStatus(page)).toHaveCount(0)
  // Next, then the four checks: the same binding sent five times, answered without a code each time.
  await expect.poll(() => arrivals(page, BIND)).toHaveLength(asked + 5)
  expect((await bankCalls(page, 'bind')).map((call) => call.code)).toEqual(['', '', '', '', ''])
  expect(await bridgeCallsOf(page, 'endBank')).toEqual([])
  expect(await bridgeCallsOf(page, 'closeWebview')).toEqual([])
  expectUrl(page, '/bindBank', { productId: PRODUCT_ID })
})

test('card-init refused, malformed or unanswered: the message and Try again; Try again loads the form', async ({
  page,
}) => {
  const failures = [
    { scenario: 'offline', message: OFFLINE },
    { scenario: 'bankInitFailure', message: INIT_FAILURE },
    { scenario: 'malformedResponse', message: MALFORMED },
  ] as const
  for (const { scenario, message } of failures) {
    await chooseScenario(page, scenario)
    await page.goto(FORM_URL)
    await expect(toast(page, message)).toBeVisible()
    await expect(retryNotice(page)).toBeVisible()
    await expect(tryAgain(page)).toBeVisible()
    await expect(heading(page)).toBeVisible()
    await expect(page.getByRole('tab')).toHaveCount(0)
    await expect(nextButton(page)).toHaveCount(0)
    if (scenario === 'bankInitFailure') {
      await expectAccessible(page, 'load failure')
      expect(await smallTargets(page)).toEqual([])
      expect(await bankCalls(page, 'cardInit')).toEqual([
        { call: 'cardInit', fields: expect.objectContaining({ product_id: PRODUCT_ID }), code: '1' },
      ])
    }
  }
  // Still malformed: Try again asks card-init once more and fails the same way.
  const asked = (await arrivals(page, INIT)).length
  await tryAgain(page).tap()
  await expect.poll(async () => (await arrivals(page, INIT)).length).toBe(asked + 1)
  await expect(retryNotice(page)).toBeVisible()
  expect(await bridgeCallsOf(page, 'startBank')).toEqual([])

  // A double tap on Try again (two taps in the same task, before the page re-renders) asks once.
  await switchScenario(page, 'verificationNeeded')
  const before = (await arrivals(page, INIT)).length
  await tapTwiceAtOnce(tryAgain(page))
  await expect(tab(page, 'Bank account')).toHaveAttribute('aria-selected', 'true')
  await expect(nextButton(page)).toBeVisible()
  await expect(retryNotice(page)).toHaveCount(0)
  // The form shows once card-init has answered: a second call would have arrived by now.
  await expect.poll(() => arrivals(page, INIT)).toHaveLength(before + 1)
  expect((await bankCalls(page, 'cardInit')).at(-1)!.code).toBe('0')
  expect(await bridgeCallsOf(page, 'startBank')).toEqual([{ type: 'startBank', productId: PRODUCT_ID }])
})

test('a double tap on Next sends one bind-card-new; while it is in flight (slowNetwork) "Submitting…" keeps the focus, the fields are disabled, and axe passes', async ({
  page,
}) => {
  // The page's clock holds slowNetwork's 2.5 s answer while the Submitting state is looked at.
  await page.clock.install()
  await openForm(page)
  await fillBankAccount(page)
  await switchScenario(page, 'slowNetwork')
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await nextButton(page).focus()
  // tapTwiceAtOnce taps twice in the same task, before the page can re-render: the second tap reaches
  // the handler while the form still shows Next. The sandbox logs each call as it arrives.
  await tapTwiceAtOnce(nextButton(page))
  await expect(submitting(page)).toBeVisible()
  // aria-disabled, not the disabled attribute: the button keeps the focus.
  await expect(submitting(page)).toHaveAttribute('aria-disabled', 'true')
  await expect(submitting(page)).not.toHaveAttribute('disabled')
  await expect(submitting(page)).toHaveAttribute('aria-busy', 'true')
  await expect(submitting(page)).toBeFocused()
  // The fields sit in a disabled fieldset: what is sent is what is shown.
  await expect(page.locator('fieldset')).toHaveJSProperty('disabled', true)
  await expect(select(page, 'Bank')).toBeDisabled()
  await expect(textField(page, 'Account number')).toBeDisabled()
  await expect(tab(page, 'E-wallet')).toBeDisabled()
  await expectBankValuesKept(page)
  await expectAccessibleWhilePaused(page, 'submitting')
  // Still in flight after the check: the state that was checked is the Submitting one.
  await expect(submitting(page)).toBeFocused()
  await expect.poll(() => arrivals(page, BIND)).toHaveLength(1)
  await page.clock.resume()
  await expect(boundStatus(page)).toBeVisible({ timeout: 10_000 })
  await expect.poll(() => arrivals(page, BIND)).toHaveLength(1)
  expect(await bankCalls(page, 'bind')).toHaveLength(1)
  expect(await bridgeCallsOf(page, 'endBank')).toHaveLength(1)
})

test('test preview: "Bind bank" and "Change card" reach the form; a change from the order page opens /order', async ({
  page,
}) => {
  await page.goto(withCommon('/testPreview'))
  await page.getByRole('link', { name: 'Bind bank (payment account)' }).tap()
  await expect(page).toHaveURL(/\/bindBank\?/)
  expectUrl(page, '/bindBank', { productId: PRODUCT_ID })
  await expect(tab(page, 'Bank account')).toBeVisible()
  await expect(nextButton(page)).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/testPreview\?/)

  await page.getByRole('link', { name: 'Change card (from the order page)' }).tap()
  await expect(page).toHaveURL(/\/bindCard\?/)
  expectUrl(page, '/bindCard', { ...REPAY_ORDER, source: 'loanDetail' })
  await expect(nextButton(page)).toBeVisible()
  expect(await bridgeCallsOf(page, 'startBank')).toEqual([
    { type: 'startBank', productId: PRODUCT_ID },
    { type: 'startBank', ...REPAY_ORDER },
  ])

  await fillBankAccount(page)
  await nextButton(page).tap()
  await expect(page).toHaveURL(/\/order\?/)
  expectUrl(page, '/order', { ...REPAY_ORDER, source: 'loanDetail' })
  const changes = await bankCalls(page, 'change')
  expect(changes).toHaveLength(1)
  expect(changes[0]!.code).toBe('0')
  expect(changes[0]!.fields).toEqual({
    ...COMMON,
    ...BANK_PAYLOAD,
    ...MIRROR,
    orderId: REPAY_ORDER.orderId,
  })
  expect(await bankCalls(page, 'bind')).toEqual([])
  expect(await arrivals(page, BIND)).toEqual([])
  expect(await bridgeCallsOf(page, 'endBank')).toHaveLength(1)
  expect(await bridgeCallsOf(page, 'closeWebview')).toHaveLength(1)

  // The order page replaced the form: Back does not bind again.
  await page.goBack()
  await expect(page).toHaveURL(/\/testPreview\?/)
  await expect.poll(() => arrivals(page, CHANGE)).toHaveLength(1)
})

test('/addnormalcard?productId=101 lands on the /bindCard form', async ({ page }) => {
  await page.goto(withCommon('/addnormalcard', { productId: PRODUCT_ID }))
  await expect(page).toHaveURL(/\/bindCard\?/)
  expectUrl(page, '/bindCard', { productId: PRODUCT_ID })
  await expect(heading(page)).toBeVisible()
  await expect(tab(page, 'Bank account')).toHaveAttribute('aria-selected', 'true')
  await expect(select(page, 'Bank')).toHaveAccessibleName('Bank Select your bank')
  await expect(nextButton(page)).toBeVisible()
  expect(await bankCalls(page)).toEqual([
    { call: 'cardInit', fields: expect.objectContaining({ product_id: PRODUCT_ID }), code: '0' },
  ])
})

test('a link without a product, with a forged product or order, or a card change without its order, is a dead end that calls nothing', async ({
  page,
}) => {
  const links = [
    withCommon('/bindBank'),
    withCommon('/bindBank', { productId: '' }),
    withCommon('/bindBank', { productId: '101"><img src=x>' }),
    withCommon('/bindCard', { productId: '../101' }),
    withCommon('/bindCard', { productId: PRODUCT_ID, orderId: "BYD' OR 1=1", source: 'loanDetail' }),
    // A card change is for an order: without one, the order page it returns to could not open.
    withCommon('/bindCard', { productId: PRODUCT_ID, source: 'loanDetail' }),
  ]
  for (const link of links) {
    await page.goto(link)
    await expect(deadEnd(page), link).toBeVisible()
    await expect(page.getByText(/does not say which loan the payment account is for/)).toBeVisible()
    await expect(nextButton(page)).toHaveCount(0)
    await expect(page.getByRole('tab')).toHaveCount(0)
  }
  await expectAccessible(page, 'dead end')
  expect(await smallTargets(page)).toEqual([])
  expect(await arrivals(page, INIT)).toEqual([])
  expect(await bridgeCallsOf(page, 'startBank')).toEqual([])
})

test('the keyboard rule: Next hides while the viewport is more than 60 px short of its full height, and comes back', async ({
  page,
}) => {
  await openForm(page)
  const full = page.viewportSize()!
  const shortBy = (px: number) => page.setViewportSize({ width: full.width, height: full.height - px })
  const account = textField(page, 'Account number')
  await account.focus()
  await expect(account).toBeFocused()

  // 61 px short: past the 60 px threshold, the keyboard is up and Next goes.
  await shortBy(61)
  await expect(nextButton(page)).toHaveCount(0)
  // The value typed while the keyboard is up is kept.
  await account.pressSequentially('123')
  await expectAccessible(page, 'keyboard open')

  // 60 px short: not past it, Next is back.
  await shortBy(60)
  await expect(nextButton(page)).toBeVisible()

  // Measured against the full height, not the last one: 100 px short (40 more) hides it again.
  await shortBy(100)
  await expect(nextButton(page)).toHaveCount(0)
  // The numeric keyboard's Enter (done) closes it: the field lets go of the focus.
  await account.press('Enter')
  await expect(account).not.toBeFocused()

  await page.setViewportSize(full)
  await expect(nextButton(page)).toBeVisible()
  await expect(account).toHaveValue('123')
})

test('a picker that cannot be downloaded (offline) says so, closes, keeps every value, and opens once online', async ({
  page,
  context,
}) => {
  await openForm(page)
  // Offline before the first touch or key press: the picker's chunk (prefetched on the first
  // pointerdown or keydown) cannot arrive.
  await context.setOffline(true)
  const account = textField(page, 'Account number')
  await account.pressSequentially('1234567890')
  await expect(account).toHaveValue('1234567890')
  await select(page, 'Bank').tap()
  await expect(toast(page, NETWORK_ERROR)).toBeVisible()
  await expect(sheet(page, 'Bank')).toHaveCount(0)
  // The picker closed itself: the form answers at once, with every value.
  await expect(select(page, 'Bank')).toHaveAttribute('aria-expanded', 'false')
  await expect(select(page, 'Bank')).toHaveAccessibleName('Bank Select your bank')
  await expect(account).toHaveValue('1234567890')
  await expect(nextButton(page)).toBeVisible()
  await expectAccessible(page, 'picker unavailable')
  expect(await smallTargets(page)).toEqual([])

  // Online again, the next open downloads it again.
  await context.setOffline(false)
  await pick(page, 'Bank', 'BPI')
  await expect(account).toHaveValue('1234567890')
  expect(await arrivals(page, BIND)).toEqual([])
})
