import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  bridgeCalls,
  chooseIosHost,
  chooseScenario,
  eventually,
  expectAccessible,
  expectNoPageErrors,
  expectText,
  fill,
  find,
  inside,
  label,
  open,
  readSandbox,
  role,
  tap,
  testId,
  text,
  sessionPerFile,
  waitForPath,
  withCommon,
} from './support.ts'

/** The main path of each money flow, as a borrower goes through it, in WebKit. */
const browser = sessionPerFile()

const REPAYABLE = { productId: '101', orderId: 'BYD20261105000017' }

void describe('repayment', () => {
  void it('by card: choose a card, Pay, the SMS code, paid; the borrow detail opens', async () => {
    const b = browser()
    const orderId = 'ORD20261121001'
    await open(b, withCommon('/repayChoose', { orderId, amount: '350000' }))
    await expectText(b, testId('repay-amount'), '₱3,500.00')
    await expectAccessible(b, 'repay by card')
    await tap(b, role('radio', /BDO Unibank/))
    await find(b, role('radio', /BDO Unibank/, { checked: true }))
    await tap(b, role('button', /^Pay ₱3,500\.00$/))
    const sheet = role('dialog', 'Enter the SMS code')
    await find(b, inside(sheet, text(/We sent a code by SMS to 09171234567/)))
    await expectAccessible(b, 'the code sheet')
    await fill(b, inside(sheet, label('SMS code')), '123456')
    await tap(b, inside(sheet, role('button', 'Confirm')))
    await waitForPath(b, `/borrowDetail/${orderId}`)
    const state = await readSandbox(b)
    assert.deepEqual(
      state?.repayRecords.map(({ orderId, cardId, amount, status }) => ({ orderId, cardId, amount, status })),
      [{ orderId, cardId: '7001', amount: '350000', status: 'paid' }],
    )
    await expectNoPageErrors(b, 'the borrow detail')
  })

  void it('e-wallet: the page hands itself to the wallet checkout', async () => {
    const b = browser()
    await chooseScenario(b, 'verificationNeeded')
    await b.url(
      `${new URL(await b.getUrl()).origin}${withCommon('/alipayrepayment', { ...REPAYABLE, amount: '392000' })}`,
    )
    const url = await waitForPath(b, '/sandbox-wallet.html')
    assert.equal(url.searchParams.get('orderId'), REPAYABLE.orderId)
    assert.equal(url.searchParams.get('amount'), '392000')
    await find(b, role('heading', 'Sandbox e-wallet checkout'))
  })

  void it('pay code: the amount, the code and the channel picture', async () => {
    const b = browser()
    const payCode = 'BYD0000000001'
    await open(
      b,
      withCommon('/repaymentOfCode', {
        showType: '1',
        payCode,
        payCodeImg: '/favicon.svg',
        repayAmount: '350000',
      }),
    )
    await find(b, role('heading', 'Pay code'))
    await find(b, text('₱3,500.00'))
    await find(b, text(payCode))
    const picture = await find(b, role('img', 'Payment channel'))
    await eventually(
      b,
      () =>
        b.execute(
          (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
          picture as unknown as HTMLImageElement,
        ),
      Boolean,
      'the channel picture has loaded',
    )
    await find(b, role('button', `Copy pay code ${payCode}`))
    await expectAccessible(b, 'pay code')
    await expectNoPageErrors(b, 'pay code')
  })
})

void describe('loan confirmation', () => {
  void it('the offer, its agreement, Next once (simulated iOS host): the lend details replace the page', async () => {
    const b = browser()
    await chooseIosHost(b)
    await open(b, withCommon('/loanConfirm', { productId: '101' }))
    await expectText(b, testId('loan-amount'), '₱5,000.00')
    await find(b, text('91 days'))
    await find(b, role('checkbox', 'I have read and agree to the agreements below', { checked: true }))
    await find(b, role('button', 'Host back (simulated iOS)'))
    await expectAccessible(b, 'loan confirm')
    await tap(b, role('button', 'Next'))
    const url = await waitForPath(b, '/loanDetails')
    assert.equal(url.searchParams.get('productId'), '101')
    assert.match(url.searchParams.get('orderId') ?? '', /^BYD\d+/)
    const pushes = (await readSandbox(b))?.loanPushes ?? []
    assert.deepEqual(
      pushes.map(({ variant, productId, amount, periods }) => ({ variant, productId, amount, periods })),
      [{ variant: 'v3', productId: '101', amount: 500000, periods: '91' }],
    )
    // The simulated iOS host received the bridge's messages as WKWebView would.
    assert.ok(
      (await bridgeCalls(b)).some((call) => call.type === 'trackPoint' && call.name === 'confirm'),
      'the host heard the confirm track point',
    )
  })

  void it('legacy: the promotional popup closes and the server-text button submits', async () => {
    const b = browser()
    await open(b, withCommon('/loanConfirm2', { productId: '101' }))
    const promo = role('dialog', 'A special offer for you')
    await find(b, promo)
    await expectAccessible(b, 'legacy confirm popup')
    await tap(b, inside(promo, role('button', 'Close')))
    await expectText(b, testId('loan-amount'), '₱5,000.00')
    await find(b, role('heading', 'Payment schedule'))
    await expectAccessible(b, 'legacy confirm')
    await tap(b, role('button', 'Get my loan now'))
    await waitForPath(b, '/loanDetails')
    const pushes = (await readSandbox(b))?.loanPushes ?? []
    assert.deepEqual(
      pushes.map(({ variant, productId, amount }) => ({ variant, productId, amount })),
      [{ variant: 'legacy', productId: '101', amount: 500000 }],
    )
  })
})

void describe('orders', () => {
  void it('my orders: a tap on the repayable order opens its details, whose Pay opens the instalment page', async () => {
    const b = browser()
    await open(b, withCommon('/orderList'))
    await find(b, role('heading', 'My orders'))
    await expectAccessible(b, 'order list')
    await tap(b, inside(role('list', 'Orders'), role('button', /Repayable/)))
    const url = await waitForPath(b, '/loanDetails')
    assert.equal(url.searchParams.get('orderId'), REPAYABLE.orderId)
    await find(b, inside(role('region', 'Order status'), text('Repayable')))
    await expectAccessible(b, 'order details')
    await tap(b, role('button', /^Pay$/))
    const repay = await waitForPath(b, '/repay')
    assert.equal(repay.searchParams.get('orderId'), REPAYABLE.orderId)
    await expectNoPageErrors(b, 'the instalment page')
  })
})
