import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { noticeText } from '../../src/i18n/messages.ts'
import DragonpayScreen from '../../src/screens/dragonpay/dragonpay-screen.tsx'
import { decodePayCodeLink } from '../../src/screens/shared/pay-code-link.ts'
import { ServicesProvider } from '../../src/screens/shared/services.tsx'
import { fakeServices, type FakeServices } from './fake-services.ts'

const SESSION = {
  deviceId: 'd1',
  sessionId: 's1',
  userId: '100234',
  merchantNumber: 'M0001',
  mobilePhone: '09171234567',
}

function open(query: Record<string, string> = {}): FakeServices {
  const services = fakeServices({ pageQuery: { ...SESSION, ...query } })
  render(
    <ServicesProvider services={services}>
      <DragonpayScreen />
    </ServicesProvider>,
  )
  return services
}

const AMOUNT_UNREADABLE = 'The amount in this link could not be read. Pay the amount shown in your loan.'
const PAY_CODE_UNREADABLE =
  'The pay code in this link could not be read. Use the pay code shown in your loan.'

const details = () => screen.queryByRole('region', { name: 'Your payment' })
const toastTexts = (services: FakeServices) => services.toasts.map((toast) => noticeText(toast.notice))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('/dragonpay and /carpmm', () => {
  it('names the page and shows the three guides, each with numbered steps and three pictures', () => {
    open()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment instructions')
    expect(document.title).toBe('Payment instructions · Bayad')
    for (const [title, name] of [
      ['GCash Bills', 'GCash Bills'],
      ['Maya (PayMaya)', 'Maya'],
      ['Cash at a store', 'Store'],
    ] as const) {
      const guide = screen.getByRole('region', { name: title })
      expect(within(guide).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4)
      const pictures = within(guide).getAllByRole('button', {
        name: new RegExp(`^Enlarge: ${name}, step \\d$`),
      })
      expect(pictures).toHaveLength(3)
      for (const picture of pictures) {
        const img = picture.querySelector('img')
        expect(img?.getAttribute('loading')).toBe('lazy')
        expect(img?.getAttribute('alt')?.length).toBeGreaterThan(20)
      }
    }
    expect(screen.getByRole('region', { name: 'GCash Bills' }).textContent).toContain('Payment Solutions')
  })

  it('shows only the guides when the link carries neither amount nor pay code', () => {
    open()
    expect(details()).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy pay code' })).toBeNull()
  })

  it('shows the amount in pesos and the pay code from the query', () => {
    open({ requestType: '1', amount: '350000', payCode: 'BYD1234567890' })
    const card = details()
    expect(card).not.toBeNull()
    expect(within(card!).getByTestId('dragonpay-amount').textContent).toBe('₱3,500.00')
    expect(within(card!).getByTestId('dragonpay-pay-code').textContent).toBe('BYD1234567890')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a pay code alone, without an amount', () => {
    open({ payCode: 'ab-12' })
    expect(screen.getByTestId('dragonpay-pay-code').textContent).toBe('ab-12')
    expect(screen.queryByTestId('dragonpay-amount')).toBeNull()
  })

  it.each([
    ['letters', '35O000'],
    ['a decimal point', '3500.00'],
    ['a negative sign', '-350000'],
    ['zero', '0'],
    ['thirteen digits', '1234567890123'],
  ])('refuses an amount with %s, says so, and never shows it', (_, amount) => {
    open({ amount, payCode: 'BYD1234567890' })
    expect(screen.getByRole('alert').textContent).toBe(AMOUNT_UNREADABLE)
    expect(screen.queryByTestId('dragonpay-amount')).toBeNull()
    expect(document.body.textContent).not.toContain('₱')
    if (amount.length > 1) expect(document.body.textContent).not.toContain(amount)
    // The good pay code is still there.
    expect(screen.getByTestId('dragonpay-pay-code').textContent).toBe('BYD1234567890')
  })

  it.each([
    ['65 characters', 'A'.repeat(65)],
    ['a line break', 'BYD\n123'],
    ['a control character', 'BYD\u0007123'],
    ['an invisible format character', 'BYD\u200b123'],
  ])('refuses a pay code with %s, says so, and never shows it', (_, payCode) => {
    open({ amount: '350000', payCode })
    expect(screen.getByRole('alert').textContent).toBe(PAY_CODE_UNREADABLE)
    expect(screen.queryByTestId('dragonpay-pay-code')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy pay code' })).toBeNull()
    expect(document.body.textContent).not.toContain(payCode)
    expect(screen.getByTestId('dragonpay-amount').textContent).toBe('₱3,500.00')
  })

  it.each([
    ['the code page shows', '7105000017'],
    ['spaces and a slash', 'BYD 2026/11'],
    ['markup, shown as text', '<b>BYD</b>'],
    ['64 characters', 'A'.repeat(64)],
  ])('shows any pay code /repaymentOfCode shows: %s', (_, payCode) => {
    open({ requestType: '1', amount: '392000', payCode: ` ${payCode} ` })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByTestId('dragonpay-pay-code').textContent).toBe(payCode)
    expect(decodePayCodeLink({ showType: '1', payCode, repayAmount: '392000' }, 'https://app.test')).toEqual(
      expect.objectContaining({ kind: 'code', payCode }),
    )
  })

  it.each([
    ['empty', ''],
    ['blank', '  '],
  ])("treats %s values as absent: the spec's template shows only the guides, with no notice", (_, blank) => {
    open({ requestType: '1', amount: blank, payCode: blank })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(details()).toBeNull()
    expect(document.body.textContent).toContain('Your pay code is on your loan’s payment page.')
  })

  it('shows a good amount beside a blank pay code, with no notice', () => {
    open({ amount: '392000', payCode: '' })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByTestId('dragonpay-amount').textContent).toBe('₱3,920.00')
    expect(screen.queryByTestId('dragonpay-pay-code')).toBeNull()
  })

  it('keeps the list role of its unbulleted lists (Safari drops it): jumps, steps and pictures', () => {
    open()
    const jumps = within(screen.getByRole('navigation', { name: 'Ways to pay' })).getByRole('list')
    expect(jumps.getAttribute('role')).toBe('list')
    for (const [title, name] of [
      ['GCash Bills', 'GCash Bills'],
      ['Maya (PayMaya)', 'Maya'],
      ['Cash at a store', 'Store'],
    ] as const) {
      const guide = screen.getByRole('region', { name: title })
      const lists = within(guide).getAllByRole('list')
      expect(lists.map((list) => [list.tagName, list.getAttribute('role')])).toEqual([
        ['OL', 'list'],
        ['UL', 'list'],
      ])
      expect(within(guide).getByRole('list', { name: `Pictures: ${name}` })).toBe(lists[1])
    }
  })

  it('refuses both and shows both notices, and only the guides', () => {
    open({ amount: 'abc', payCode: 'BYD\t123' })
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      AMOUNT_UNREADABLE,
      PAY_CODE_UNREADABLE,
    ])
    expect(details()).toBeNull()
  })

  it('copies the pay code to the clipboard and says so', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined)
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard)
    const services = open({ amount: '350000', payCode: 'BYD1234567890' })
    await userEvent.click(screen.getByRole('button', { name: 'Copy pay code' }))
    await waitFor(() => expect(toastTexts(services)).toEqual(['Copied.']))
    expect(writeText).toHaveBeenCalledWith('BYD1234567890')
  })

  it('enlarges a picture in a dialog and closes it with Close and with Escape', async () => {
    const user = userEvent.setup()
    open()
    const thumb = screen.getByRole('button', { name: 'Enlarge: Maya, step 3' })
    const src = thumb.querySelector('img')?.getAttribute('src')
    await user.click(thumb)
    const dialog = await screen.findByRole('dialog', { name: 'Maya, step 3' })
    const big = within(dialog).getByRole('img')
    expect(big.getAttribute('src')).toBe(src)
    expect(big.getAttribute('alt')).toMatch(/^Maya Dragonpay form/)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Enlarge: Store, step 4' }))
    expect(await screen.findByRole('dialog', { name: 'Store, step 4' })).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
