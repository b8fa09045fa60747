import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  eventually,
  expectAccessible,
  expectNoPageErrors,
  fill,
  find,
  inside,
  label,
  open,
  readSandbox,
  role,
  tap,
  text,
  sessionPerFile,
  waitForPath,
  withCommon,
  type Browser,
} from './support.ts'

/** The main path of the account, complaint, promotion and information flows, in WebKit. */
const browser = sessionPerFile()

/** A select field's picker: open it, tap the row, Confirm. */
async function pick(b: Browser, title: string, name: string) {
  await tap(b, role('button', new RegExp(`^${title} `)))
  const sheet = role('dialog', title)
  await tap(b, inside(sheet, role('option', name)))
  await tap(b, inside(sheet, role('button', 'Confirm')))
  await find(b, role('button', `${title} ${name}`))
}

void describe('bank form', () => {
  void it('add an e-wallet: the wallet, its number and the salary day; Next saves it', async () => {
    const b = browser()
    await open(b, withCommon('/bindBank', { productId: '101' }))
    await find(b, role('heading', 'Payment account information'))
    await expectAccessible(b, 'bank form')
    await tap(b, role('tab', 'E-wallet'))
    await pick(b, 'E-wallet', 'Maya')
    await fill(b, role('textbox', 'E-wallet number'), '09171234567')
    await pick(b, 'Salary day', '3')
    await tap(b, role('button', 'Next'))
    await find(b, role('heading', 'Your payment account is saved'))
    await expectAccessible(b, 'bank form, saved')
    const binds = ((await readSandbox(b))?.bankCalls ?? []) as {
      call: string
      fields: Record<string, string>
    }[]
    const bind = binds.filter((call) => call.call === 'bind')
    assert.equal(bind.length, 1)
    assert.deepEqual(
      {
        walletType: bind[0]!.fields.walletType,
        walletNo: bind[0]!.fields.walletNo,
        payDay: bind[0]!.fields.payDay,
      },
      { walletType: 'MAYA', walletNo: '09171234567', payDay: '3' },
    )
  })
})

void describe('complaints', () => {
  void it('start, type, form, Send: back on the complaint home; My complaints and its details show it', async () => {
    const b = browser()
    await open(b, withCommon('/complaint', { orderId: 'BYD20261105000017' }))
    await find(b, role('heading', 'Online service'))
    await expectAccessible(b, 'complaint start')
    await tap(b, role('button', 'Repayment issue'))
    await waitForPath(b, '/complainPageNext')
    const description = 'My payment of yesterday is not shown yet.'
    await fill(b, label('Describe the problem'), description)
    await expectAccessible(b, 'complaint form')
    await tap(b, role('button', 'Send'))
    await find(b, role('dialog', 'Your complaint was sent.'))
    await waitForPath(b, '/complaint')
    await find(b, role('heading', 'Select question type'))
    const sent = (await readSandbox(b))?.complaints.find((complaint) => complaint.content === description)
    assert.ok(sent, 'the sandbox holds the complaint as sent')
    assert.equal(sent.type, '2')

    await open(b, withCommon('/complaintList'))
    await find(b, role('tab', /^Processing/))
    await expectAccessible(b, 'my complaints')
    await open(b, withCommon('/complainDetails', { problemId: sent.id }))
    await find(b, role('heading', 'Your complaint'))
    await expectAccessible(b, 'complaint details')
    await expectNoPageErrors(b, 'complaint details')
  })

  void it('customer service: contact rows, and Online service opens the complaint start', async () => {
    const b = browser()
    await open(b, withCommon('/customerService'))
    await find(b, role('heading', 'Customer service'))
    await find(b, role('button', /^Telephone /))
    await expectAccessible(b, 'customer service')
    await tap(b, role('link', /^Online service/))
    await waitForPath(b, '/complaint')
    await find(b, role('heading', 'Online service'))
  })
})

void describe('promotion', () => {
  void it('registration: phone, picture code, Get code, SMS code, Register; the download page', async () => {
    const b = browser()
    await open(b, withCommon('/promotion', { templateId: 'summer2026', invite_code: 'INV8842' }))
    await find(b, role('heading', 'Borrow up to ₱20,000 in minutes'))
    await find(b, role('img', 'Image code picture'))
    await expectAccessible(b, 'promotion landing')
    const captcha = await eventually(
      b,
      async () => {
        const state = (await readSandbox(b)) as {
          promotionCalls?: { call: string; fields: Record<string, string> }[]
          captchas?: Record<string, string>
        } | null
        const sid = state?.promotionCalls?.filter((call) => call.call === 'captcha').at(-1)?.fields.sid
        return sid === undefined ? undefined : state?.captchas?.[sid]
      },
      (value) => value !== undefined,
      'the picture code was drawn',
    )
    await fill(b, label('Mobile number'), '09171234567')
    await fill(b, label('Image code'), captcha!)
    await tap(b, role('button', /^Get code/))
    await find(b, role('button', /^Resend code in \d+ s$/))
    await fill(b, label('SMS code'), '123456')
    await tap(b, role('button', 'Register'))
    await waitForPath(b, '/downloadTemplate')
    await find(b, role('heading', 'Get the Bayad app'))
    await expectAccessible(b, 'download page')
  })
})

void describe('public site and documents', () => {
  for (const path of ['/', '/About', '/User', '/Policy', '/Loan', '/Contact']) {
    void it(`site ${path}: its heading and no axe violation`, async () => {
      const b = browser()
      await open(b, withCommon(path))
      await find(b, role('heading', undefined, { level: 1 }))
      await expectAccessible(b, `site ${path}`)
      await expectNoPageErrors(b, `site ${path}`)
    })
  }
  for (const path of ['/loanAgreement', '/privacyPolicy', '/aboutUs', '/agreementTemplate']) {
    void it(`document ${path}: its text and no axe violation`, async () => {
      const b = browser()
      await open(b, withCommon(path, { productId: '101' }))
      await find(b, text(/\w/))
      await expectAccessible(b, `document ${path}`)
      await expectNoPageErrors(b, `document ${path}`)
    })
  }
})
