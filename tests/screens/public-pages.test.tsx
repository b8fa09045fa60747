import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../../src/config.ts'
import { landingConfig } from '../../src/landing-config.ts'
import AgreementScreen from '../../src/screens/promotion/agreement-screen.tsx'
import DownloadScreen from '../../src/screens/promotion/download-screen.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('/downloadTemplate', () => {
  it('names the app and the page, with one heading and the tab title', () => {
    render(<DownloadScreen />)
    const headings = screen.getAllByRole('heading', { level: 1 })
    expect(headings).toHaveLength(1)
    expect(headings[0]?.textContent).toBe('Get the Bayad app')
    expect(within(screen.getByRole('banner')).getByText('Bayad').textContent).toBe('Bayad')
    expect(document.title).toBe('Get the Bayad app · Bayad')
    expect(screen.getAllByRole('main')).toHaveLength(1)
  })

  it('links to both stores with the configured addresses', () => {
    render(<DownloadScreen />)
    expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
      landingConfig.googlePlayUrl,
    )
    expect(screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
      landingConfig.appStoreUrl,
    )
  })

  it('lists what the app offers and tells a registered visitor how to log in', () => {
    render(<DownloadScreen />)
    const offer = screen.getByRole('region', { name: 'What Bayad offers' })
    const items = within(offer).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('.download-benefit__title')?.textContent)).toEqual([
      'Borrow ₱1,000 to ₱20,000',
      'Decision within 1 day',
      'Money in 1 to 3 days',
      'Terms of 91 to 365 days',
    ])
    expect(offer.textContent).toContain('No collateral')
    expect(
      screen.getAllByText('Already registered? Log in with the same mobile number in the app.'),
    ).toHaveLength(1)
  })

  it('moves focus to its heading when it appears', () => {
    render(<DownloadScreen />)
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }))
  })
})

describe('landing-config', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  // A brand build may set them; only the defaults are checked here.
  const overridden = ['VITE_GOOGLE_PLAY_URL', 'VITE_APP_STORE_URL'].some((key) => key in import.meta.env)
  it.skipIf(overridden)('has the store pages by default', () => {
    expect(landingConfig.googlePlayUrl).toBe('https://play.google.com/store/apps/details?id=ph.bayad.app')
    expect(landingConfig.appStoreUrl).toBe('https://apps.apple.com/ph/app/bayad-cash-loans/id6450000000')
  })

  it('takes the build-time VITE_ variables, and ignores blank ones', async () => {
    vi.stubEnv('VITE_GOOGLE_PLAY_URL', 'https://play.example/bayad')
    vi.stubEnv('VITE_APP_STORE_URL', '  ')
    vi.resetModules()
    const { landingConfig: built } = await import('../../src/landing-config.ts')
    expect(built.googlePlayUrl).toBe('https://play.example/bayad')
    expect(built.appStoreUrl).toBe(landingConfig.appStoreUrl)
  })
})

describe('/agreementTemplate', () => {
  const SECTIONS = [
    '1. Acceptance',
    '2. Your account and mobile number',
    '3. Verification codes',
    '4. Your information',
    '5. Loans are offered separately',
    '6. Fees',
    '7. Ending the registration',
    '8. Changes',
    '9. Contact',
  ]

  it('is the registration agreement, with its tab title and effective date', () => {
    render(<AgreementScreen />)
    const headings = screen.getAllByRole('heading', { level: 1 })
    expect(headings).toHaveLength(1)
    expect(headings[0]?.textContent).toBe('Registration agreement')
    expect(document.title).toBe('Registration agreement · Bayad')
    expect(screen.getAllByText('Effective 1 November 2026')).toHaveLength(1)
  })

  it('has the nine sections in order, each a region named by its heading', () => {
    render(<AgreementScreen />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(SECTIONS)
    for (const name of SECTIONS) expect(screen.getAllByRole('region', { name })).toHaveLength(1)
  })

  it('points to the privacy policy and to customer service', () => {
    render(<AgreementScreen />)
    const information = screen.getByRole('region', { name: '4. Your information' })
    expect(
      within(information).getByRole('link', { name: 'Read the privacy policy' }).getAttribute('href'),
    ).toBe('/privacyPolicy')
    const contact = screen.getByRole('region', { name: '9. Contact' })
    expect(contact.textContent).toContain(config.servicePhone)
    expect(within(contact).getByRole('link', { name: 'Call customer service' }).getAttribute('href')).toBe(
      `tel:${config.servicePhone.replace(/[^\d+]/g, '')}`,
    )
    expect(screen.getByRole('region', { name: '6. Fees' }).textContent).toContain('Registering is free.')
  })

  it('offers Back only when there is somewhere to go back to', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1)
    const { unmount } = render(<AgreementScreen />)
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    unmount()

    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3)
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined)
    render(<AgreementScreen />)
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(back).toHaveBeenCalledTimes(1)
  })
})
