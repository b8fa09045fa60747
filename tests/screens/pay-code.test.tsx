import type { ReactNode } from 'react'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from '../../src/lib/storage.ts'
import { decodePayCodeLink, logoUrl } from '../../src/screens/shared/pay-code-link.ts'
import paycodeEn from '../../src/i18n/paycode/en.ts'
import paycodeSpec from '../../src/i18n/paycode/spec.ts'
import PayCodeScreen from '../../src/screens/pay-code/pay-code-screen.tsx'
import PayCodeV2Screen from '../../src/screens/pay-code/pay-code-v2-screen.tsx'
import { REPAYMENT_INFO_KEY, REPAYMENT_INFO_TTL_MS } from '../../src/screens/shared/repayment-info.ts'
import { ServicesProvider } from '../../src/screens/shared/services.tsx'
import { fakeServices, type FakeServices } from './fake-services.ts'

/** Issue 9: `/repaymentOfCode` and `/repaymentOfCode2` (spec §2 "Repayment by code", "… v2"). */
const ORIGIN = 'https://h5.bayad.test'
const COMMON = { deviceId: 'd1', sessionId: 's1', userId: '100234', merchantNumber: 'M0001' }
const CODE_LINK = {
  ...COMMON,
  showType: '1',
  payCode: 'BYD0000000001',
  payCodeImg: 'https://cdn.bayad.test/channels/gcash.png',
  repayAmount: '350000',
}
const QR_LINK = { ...COMMON, showType: '2', payCodeImg: '/sandbox-qr.svg', repayAmount: '350000' }
const INCOMPLETE = 'This pay code link is incomplete'
const QR_REFUSED_HEADING = 'This QR code is not shown'
/** The five scan-and-pay tips (spec §2), as the English catalogue words them. */
const QR_TIPS = [
  'Open GCash, Maya or your bank’s app.',
  'Tap Scan or Pay QR.',
  'Scan the code above. Paying from this phone? Take a screenshot, then choose Upload QR in the scan screen.',
  'Check that the amount matches before you confirm.',
  'Pay, and keep the receipt until the payment shows on your loan.',
]
const NOT_FOUND = 'Payment details not found'
const COPIED = { notice: { id: 'common.copySuccess' }, tone: 'info' }

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>

beforeEach(() => {
  writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve())
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
  window.localStorage.clear()
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function renderWith(Screen: () => ReactNode, services: FakeServices) {
  render(
    <ServicesProvider services={services}>
      <Screen />
    </ServicesProvider>,
  )
  return services
}

function openV1(query: Record<string, string>) {
  return renderWith(PayCodeScreen, fakeServices({ origin: ORIGIN, pageQuery: query }))
}

function expectIncompletePage() {
  expect(screen.getByRole('heading', { level: 2, name: INCOMPLETE })).toBeTruthy()
  expect(screen.getByText(/choose your payment channel again/)).toBeTruthy()
  // The ways on: always home through the host.
  expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy()
  expect(screen.queryByRole('img')).toBeNull()
}

describe('/repaymentOfCode showType 1', () => {
  it('shows the amount in pesos, the code, a Copy button and the channel picture', () => {
    openV1(CODE_LINK)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pay code')
    expect(document.title).toBe('Pay code · Bayad')
    expect(screen.getByText('₱3,500.00')).toBeTruthy()
    expect(screen.getByText('BYD0000000001')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy pay code BYD0000000001' }).textContent).toBe('Copy')
    expect(screen.getByRole('img', { name: 'Payment channel' }).getAttribute('src')).toBe(
      'https://cdn.bayad.test/channels/gcash.png',
    )
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('copies the code and says "copy success"', async () => {
    const services = openV1(CODE_LINK)
    await userEvent.click(screen.getByRole('button', { name: /^Copy pay code/ }))
    expect(writeText).toHaveBeenCalledWith('BYD0000000001')
    await waitFor(() => expect(services.toasts).toEqual([COPIED]))
  })

  it('says how to copy by hand when copying is refused', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    // happy-dom has no execCommand: the selection fallback fails too.
    const services = openV1(CODE_LINK)
    await userEvent.click(screen.getByRole('button', { name: /^Copy pay code/ }))
    await waitFor(() =>
      expect(services.toasts).toEqual([
        { notice: { text: 'Could not copy. Please write the code down.' }, tone: 'failure' },
      ]),
    )
  })

  it('resolves a same-origin picture against the page origin', () => {
    openV1({ ...CODE_LINK, payCodeImg: '/channels/gcash.png' })
    expect(screen.getByRole('img', { name: 'Payment channel' }).getAttribute('src')).toBe(
      `${ORIGIN}/channels/gcash.png`,
    )
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'],
    ['ftp:', 'ftp://files.example.com/logo.png'],
    ['blank', ''],
  ])('leaves out a refused channel picture (%s) and still shows the code', (_, payCodeImg) => {
    openV1({ ...CODE_LINK, payCodeImg })
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('BYD0000000001')).toBeTruthy()
    expect(screen.getByText('₱3,500.00')).toBeTruthy()
  })

  it('leaves out a channel picture that does not load', async () => {
    openV1(CODE_LINK)
    screen.getByRole('img', { name: 'Payment channel' }).dispatchEvent(new Event('error'))
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull())
    expect(screen.getByText('BYD0000000001')).toBeTruthy()
  })

  it('trims the code and reads showType "01" as 1', () => {
    openV1({ ...CODE_LINK, showType: '01', payCode: '  BYD42  ' })
    expect(screen.getByRole('button', { name: 'Copy pay code BYD42' })).toBeTruthy()
  })
})

describe('/repaymentOfCode showType 1: the channel, its steps and the validity (decision 030)', () => {
  const NAMED = { ...CODE_LINK, channel: 'GCash', expireTime: '2026-11-28 10:42:00' }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.UTC(2026, 10, 27, 3, 0))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('names the channel, says until when the code is valid (Manila) and shows the channel’s steps', () => {
    openV1(NAMED)
    expect(screen.getByText('Your pay code for GCash')).toBeTruthy()
    expect(screen.getByTestId('paycode-valid').textContent).toBe('Valid until 2026-11-28 10:42 (Manila time)')
    expect(screen.getByText(/Use this code with GCash only/)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'GCash' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'How to pay with GCash' })).toBeTruthy()
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(steps).toHaveLength(4)
    expect(steps[0]).toBe('Open the GCash app and tap Bills.')
    expect(steps[2]).toContain('your pay code as the Reference number')
    // The full guide with pictures carries this code and amount, and the host's query.
    const guide = screen.getByRole('link', { name: 'Steps with pictures' })
    expect(guide.getAttribute('href')).toBe(
      '/carpmm?requestType=1&amount=350000&payCode=BYD0000000001&deviceId=d1&sessionId=s1&userId=100234&merchantNumber=M0001',
    )
  })

  it('the guide link opens in the app with the code and amount', async () => {
    const services = openV1(NAMED)
    screen.getByRole('link', { name: 'Steps with pictures' }).click()
    expect(services.navigate.go).toHaveBeenCalledWith('/carpmm', {
      requestType: '1',
      amount: '350000',
      payCode: 'BYD0000000001',
    })
  })

  it.each([
    ['Maya', 'How to pay with Maya', 'Open the Maya app and tap Bills.'],
    ['7-Eleven CLiQQ', 'How to pay with 7-Eleven CLiQQ', 'Go to a 7-Eleven or another Dragonpay partner'],
  ])('the %s channel shows its own steps', (channel, heading, first) => {
    openV1({ ...NAMED, channel })
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy()
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain(first)
  })

  it('a channel without a guide is named, with the way to every channel’s steps', () => {
    openV1({ ...NAMED, channel: 'Dragonpay' })
    expect(screen.getByText('Your pay code for Dragonpay')).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    expect(screen.getByRole('link', { name: 'How to pay, step by step' })).toBeTruthy()
  })

  it('an expired code says so, in the overdue red, and how to get a new one', () => {
    openV1({ ...NAMED, expireTime: '2026-11-27 10:59' })
    const valid = screen.getByTestId('paycode-valid')
    expect(valid.textContent).toBe(
      'This pay code expired on 2026-11-27 10:59 (Manila time). Go back and choose your payment channel again for a new one.',
    )
    expect(valid.classList.contains('paycode__valid--expired')).toBe(true)
  })

  it.each([
    ['no channel and no validity', {}],
    [
      'a channel with markup and a validity that is no time',
      { channel: '<b>GCash</b>', expireTime: 'tomorrow' },
    ],
    ['a blank channel and an impossible time', { channel: '  ', expireTime: '2026-11-28 25:00' }],
  ])('%s: the page names neither (and still shows the code)', (_what, extra) => {
    openV1({ ...CODE_LINK, ...extra })
    expect(screen.getByText('Your pay code')).toBeTruthy()
    expect(screen.queryByTestId('paycode-valid')).toBeNull()
    expect(screen.getByText('BYD0000000001')).toBeTruthy()
  })

  it('decodes the channel and the validity (Manila time, or epoch seconds or milliseconds)', () => {
    const at = Date.UTC(2026, 10, 28, 2, 42)
    for (const expireTime of ['2026-11-28 10:42', '2026-11-28T10:42:00', String(at / 1000), String(at)]) {
      const link = decodePayCodeLink({ ...NAMED, expireTime }, ORIGIN)
      expect(link).toMatchObject({ kind: 'code', channel: 'GCash' })
      expect(link?.kind === 'code' ? link.expiresAt?.getTime() : undefined).toBe(at)
    }
  })
})

describe('/repaymentOfCode other showType (QR code)', () => {
  it('shows the QR code big enough to scan, the amount and five scan-and-pay tips', () => {
    openV1(QR_LINK)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Scan to pay')
    const qr = screen.getByRole('img', { name: 'QR code to scan and pay' })
    expect(qr.getAttribute('src')).toBe(`${ORIGIN}/sandbox-qr.svg`)
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(200)
    expect(Number(qr.getAttribute('height'))).toBeGreaterThanOrEqual(200)
    expect(screen.getByText('₱3,500.00')).toBeTruthy()
    const tips = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(tips).toHaveLength(5)
    expect(tips.map((tip) => tip.textContent)).toEqual(QR_TIPS)
    expect(screen.getByRole('heading', { level: 2, name: 'How to scan and pay' })).toBeTruthy()
    // No code to copy on this page.
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull()
  })

  it('takes a picture of the app’s own origin, and any showType other than 1', () => {
    openV1({ ...QR_LINK, showType: '7', payCodeImg: `${ORIGIN}/qr/abc.png` })
    const qr = screen.getByRole('img', { name: 'QR code to scan and pay' })
    expect(qr.getAttribute('src')).toBe(`${ORIGIN}/qr/abc.png`)
    // The picture's host never reads the page's address (and the session in it).
    expect(qr.getAttribute('referrerpolicy')).toBe('no-referrer')
  })

  it('takes a picture of a configured pay-code image origin (decoder)', () => {
    const link = { ...QR_LINK, payCodeImg: 'https://qr.bayad.test/abc.png' }
    expect(decodePayCodeLink(link, ORIGIN, ['https://qr.bayad.test'])).toEqual({
      kind: 'qr',
      qrImage: 'https://qr.bayad.test/abc.png',
      amount: 350000,
    })
    expect(decodePayCodeLink(link, ORIGIN, [])).toEqual({ kind: 'qrRefused', payCode: null, amount: 350000 })
  })

  it('shows no amount when the link has none', () => {
    openV1({ ...QR_LINK, repayAmount: '' })
    expect(screen.getByRole('img', { name: 'QR code to scan and pay' })).toBeTruthy()
    expect(screen.queryByText(/₱/)).toBeNull()
  })

  it('says so when the QR picture does not load', async () => {
    openV1(QR_LINK)
    screen.getByRole('img', { name: 'QR code to scan and pay' }).dispatchEvent(new Event('error'))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The QR code could not be loaded' }),
    ).toBeTruthy()
    expect(screen.getByText(/check your connection/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByText('How to scan and pay')).toBeNull()
  })
})

describe('/repaymentOfCode with a missing or malformed parameter', () => {
  const { showType: _showType, ...noShowType } = CODE_LINK
  const { payCode: _payCode, ...noPayCode } = CODE_LINK
  const { repayAmount: _amount, ...noAmount } = CODE_LINK
  const { payCodeImg: _image, ...noQrImage } = QR_LINK
  it.each<[string, Record<string, string>]>([
    ['no query at all', {}],
    ['no showType', noShowType],
    ['showType "abc"', { ...CODE_LINK, showType: 'abc' }],
    ['showType "1.0"', { ...CODE_LINK, showType: '1.0' }],
    ['payCode missing', noPayCode],
    ['payCode blank', { ...CODE_LINK, payCode: '   ' }],
    ['payCode of 65 characters', { ...CODE_LINK, payCode: 'B'.repeat(65) }],
    ['payCode with a control character', { ...CODE_LINK, payCode: 'BYD\u00000001' }],
    ['repayAmount missing', noAmount],
    ['repayAmount "12.5x"', { ...CODE_LINK, repayAmount: '12.5x' }],
    ['repayAmount "-100"', { ...CODE_LINK, repayAmount: '-100' }],
    ['repayAmount of 13 digits', { ...CODE_LINK, repayAmount: '1234567890123' }],
    ['repayAmount 0', { ...CODE_LINK, repayAmount: '0' }],
    ['QR without payCodeImg', noQrImage],
    ['QR repayAmount "12.5x"', { ...QR_LINK, repayAmount: '12.5x' }],
  ])('%s: the incomplete-link page', (_, query) => {
    openV1(query)
    expectIncompletePage()
    expect(document.title).toBe('Pay code · Bayad')
  })

  it('never renders a refused picture (decoder)', () => {
    for (const payCodeImg of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'ftp://x.example/a.png']) {
      expect(decodePayCodeLink({ ...QR_LINK, payCodeImg }, ORIGIN)).toMatchObject({ kind: 'qrRefused' })
      expect(decodePayCodeLink({ ...CODE_LINK, payCodeImg }, ORIGIN)).toMatchObject({ channelImage: null })
    }
  })
})

describe('/repaymentOfCode with a QR picture that is not the lender’s (issue 25)', () => {
  const FORGED = { ...QR_LINK, payCodeImg: 'https://evil.example/qr.png', repayAmount: '500000' }

  it.each<[string, string]>([
    ['another origin over https', 'https://evil.example/qr.png'],
    ['userinfo before another host', `https://h5.bayad.test@evil.example/qr.png`],
    ['a protocol-relative host', '//evil.example/qr.png'],
    ['a backslash host', '/\\evil.example/qr.png'],
    ['an inline PNG', 'data:image/png;base64,iVBORw0KGgo='],
    ['an inline SVG', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['javascript:', 'javascript:alert(1)'],
    ['ftp:', 'ftp://evil.example/qr.png'],
  ])('%s: no picture, the amount and why, and the ways on', (_, payCodeImg) => {
    openV1({ ...FORGED, payCodeImg })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pay your loan')
    expect(document.title).toBe('Pay your loan · Bayad')
    expect(screen.getByRole('heading', { level: 2, name: QR_REFUSED_HEADING })).toBeTruthy()
    expect(screen.getByText(/did not come from Bayad, so it is not shown/)).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
    expect(document.querySelector('img')).toBeNull()
    expect(screen.getByText('₱5,000.00')).toBeTruthy()
    expect(screen.queryByText('How to scan and pay')).toBeNull()
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy()
  })

  it('shows the code to copy when the link has one, never its picture', async () => {
    const services = openV1({ ...FORGED, payCode: ' BYD0000000001 ' })
    expect(screen.getByText(/pay with your pay code below/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Copy pay code BYD0000000001' }))
    expect(writeText).toHaveBeenCalledWith('BYD0000000001')
    expect(document.querySelector('img')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Contact customer service' }))
    expect(services.navigate.go).toHaveBeenCalledWith('/customerService')
  })

  it('without an amount or a code it still says why and leads on', () => {
    openV1({ ...FORGED, repayAmount: '', payCode: 'BYD\u00000001' })
    expect(screen.getByRole('heading', { level: 2, name: QR_REFUSED_HEADING })).toBeTruthy()
    expect(screen.queryByText(/₱/)).toBeNull()
    expect(screen.queryByRole('button', { name: /^Copy/ })).toBeNull()
    expect(screen.getByText(/choose your payment method again/)).toBeTruthy()
  })
})

/** What the instalment page saves (repaymentInfoOf), as JSON in local storage. */
const INSTALMENT_INFO = {
  repayAmount: 350000,
  productName: 'Bayad Flex',
  repayDate: '2026-11-19',
  productLogo: '',
  defDetail: {
    payCode: '7105000017',
    logo: 'https://cdn.bayad.test/channels/dragonpay.png',
    title: 'Dragonpay',
    payNotice: {
      'GCash Bills': [
        { name: 'Step 1', list: ['Open GCash and tap Bills.', 'Choose Loans, then Dragonpay.'] },
        {
          name: 'Step 2',
          list: ['Enter the payment code and the exact amount.', 'Confirm and keep the receipt.'],
        },
      ],
      '7-Eleven': [{ name: 'At the store', list: ['Use the CLiQQ kiosk.', 'Pay at the counter.'] }],
    },
  },
  orderId: 'BYD20261105000017',
  // Saved a moment ago: it lives REPAYMENT_INFO_TTL_MS.
  expiresAt: Date.now() + REPAYMENT_INFO_TTL_MS - 1_000,
}
const ROLLOVER_INFO = { ...INSTALMENT_INFO, delayInfo: { delayAmount: 52500, title: 'Rollover fee' } }

function openV2(raw: string | null, link: Record<string, string> = COMMON) {
  if (raw !== null) window.localStorage.setItem(REPAYMENT_INFO_KEY, raw)
  const services = fakeServices({ origin: ORIGIN, pageQuery: link })
  // The real store over local storage: the page reads what the instalment page wrote, as text.
  return renderWith(PayCodeV2Screen, { ...services, store: createStore(window.localStorage) } as FakeServices)
}

describe('/repaymentOfCode2', () => {
  it('shows the note, logo, contract number, total and the step notices grouped by title', () => {
    openV2(JSON.stringify(INSTALMENT_INFO))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment details')
    expect(screen.getByText(/keep the deposit slip as proof of payment/)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Dragonpay' }).getAttribute('src')).toBe(
      'https://cdn.bayad.test/channels/dragonpay.png',
    )
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    expect(terms).toEqual(['Pay code', 'Total payment'])
    // Which channel this code is for, and that a chosen channel has its own (decision 030).
    expect(screen.getByText(/This pay code is for Dragonpay\./)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy pay code 7105000017' }).textContent).toContain(
      '7105000017',
    )
    expect(screen.getByText('₱3,500.00')).toBeTruthy()

    const gcash = screen.getByRole('region', { name: 'GCash Bills' })
    expect(
      within(gcash)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Step 1', 'Step 2'])
    const lists = within(gcash).getAllByRole('list')
    expect(lists.map((list) => list.tagName)).toEqual(['OL', 'OL'])
    expect(
      within(lists[1]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Enter the payment code and the exact amount.', 'Confirm and keep the receipt.'])
    const store = screen.getByRole('region', { name: '7-Eleven' })
    expect(within(store).getByRole('heading', { level: 3 }).textContent).toBe('At the store')
    expect(within(store).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'GCash Bills',
      '7-Eleven',
    ])
  })

  it('keeps the spec §2 quote "keep the deposit slip as proof of payment" in every language but Filipino', () => {
    for (const texts of [paycodeEn, paycodeSpec])
      expect(texts.v2.depositNote).toContain('keep the deposit slip as proof of payment')
  })

  it('shows the rollover total (delayInfo.delayAmount) for a rollover value', () => {
    openV2(JSON.stringify(ROLLOVER_INFO))
    expect(screen.getByText('₱525.00')).toBeTruthy()
    expect(screen.queryByText('₱3,500.00')).toBeNull()
    expect(screen.getByText('Rollover fee')).toBeTruthy()
  })

  it('copies the contract number on a tap and says "copy success"', async () => {
    const services = openV2(JSON.stringify(INSTALMENT_INFO))
    await userEvent.click(screen.getByRole('button', { name: 'Copy pay code 7105000017' }))
    expect(writeText).toHaveBeenCalledWith('7105000017')
    await waitFor(() => expect(services.toasts).toEqual([COPIED]))
  })

  it('takes the inline raster logos the lender sends, and names the channel when the logo is refused', () => {
    const inline = 'data:image/png;base64,iVBORw0KGgo='
    expect(logoUrl(inline, ORIGIN)).toBe(inline)
    expect(
      logoUrl('data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E', ORIGIN),
    ).toBeNull()
    expect(logoUrl('data:text/html,<script>alert(1)</script>', ORIGIN)).toBeNull()
    openV2(
      JSON.stringify({
        ...INSTALMENT_INFO,
        defDetail: { ...INSTALMENT_INFO.defDetail, logo: 'javascript:alert(1)' },
      }),
    )
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('Dragonpay')).toBeTruthy()
  })

  it.each<[string, string | null]>([
    ['missing', null],
    ['corrupt JSON', '{"repayAmount": 3500'],
    ['not an object', '"7105000017"'],
    ['repayAmount "lots"', JSON.stringify({ ...INSTALMENT_INFO, repayAmount: 'lots' })],
    [
      'defDetail.payCode ""',
      JSON.stringify({ ...INSTALMENT_INFO, defDetail: { ...INSTALMENT_INFO.defDetail, payCode: '' } }),
    ],
    ['no defDetail', JSON.stringify({ ...INSTALMENT_INFO, defDetail: undefined })],
    [
      'payNotice of the wrong shape',
      JSON.stringify({
        ...INSTALMENT_INFO,
        defDetail: { ...INSTALMENT_INFO.defDetail, payNotice: { A: 'step' } },
      }),
    ],
    [
      'delayAmount "soon"',
      JSON.stringify({ ...ROLLOVER_INFO, delayInfo: { delayAmount: 'soon', title: '' } }),
    ],
    // Issue 24 point 7: bound to its order and total, and it expires.
    [
      'a value of an older app (no order, no expiry)',
      JSON.stringify({ ...INSTALMENT_INFO, orderId: undefined, expiresAt: undefined }),
    ],
    ['an expired value', JSON.stringify({ ...INSTALMENT_INFO, expiresAt: Date.now() - 1 })],
    [
      'a value "kept" beyond its lifetime',
      JSON.stringify({ ...INSTALMENT_INFO, expiresAt: Date.now() + 10 * REPAYMENT_INFO_TTL_MS }),
    ],
  ])('%s: "Payment details not found" and a way back, never a crash', (_, raw) => {
    openV2(raw)
    expect(screen.getByRole('heading', { level: 2, name: NOT_FOUND })).toBeTruthy()
    expect(screen.getByText(/open the payment again from your loan/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull()
    expect(document.title).toBe('Payment details · Bayad')
  })

  it.each([
    ['another order', { orderId: 'BYD20260812000042', amount: '350000' }],
    ['another total (the rollover of the same order)', { orderId: 'BYD20261105000017', amount: '52500' }],
    ['an amount that is no number', { orderId: 'BYD20261105000017', amount: '3,500.00' }],
  ])('a link naming %s than the saved value: "Payment details not found"', (_, link) => {
    openV2(JSON.stringify(INSTALMENT_INFO), { ...COMMON, ...link })
    expect(screen.getByRole('heading', { level: 2, name: NOT_FOUND })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull()
  })

  it('a link naming its order and total shows it', () => {
    openV2(JSON.stringify(ROLLOVER_INFO), { ...COMMON, orderId: 'BYD20261105000017', amount: '52500' })
    expect(screen.getByRole('button', { name: 'Copy pay code 7105000017' })).toBeTruthy()
    expect(screen.getByText('₱525.00')).toBeTruthy()
  })
})
