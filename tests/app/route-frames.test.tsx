import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../src/app/routes.ts'
import { message } from '../../src/i18n/messages.ts'
import { ServicesProvider } from '../../src/screens/shared/services.tsx'
import { RouteLoadFailed } from '../../src/screens/shared/way-on.tsx'
import { HOST_QUERY } from '../fixtures/host-query.ts'
import { fakeServices } from '../screens/fake-services.ts'

/**
 * Issue 27, point 7: while a route's code downloads, the route shows its own frame (the screen's
 * header and title, a skeleton, busy); a failed download says what happened and offers the ways on.
 */

/** Each route's title: the heading its screen shows (src/screens/…), word for word. */
const TITLES: Record<string, string> = {
  '/repayChoose': 'Pay your loan',
  '/complaint': 'Online service',
  '/complainPageNext': 'Online service',
  '/testPreview': 'Test preview',
  '/': 'Cash loans in the Philippines',
  '/About': 'About us',
  '/User': 'Cash loans in the Philippines',
  '/Policy': 'Privacy policy',
  '/Loan': 'Loan terms and conditions',
  '/Contact': 'Contact us',
  '/loanConfirm': 'Confirm loan',
  '/loanConfirm2': 'Confirm loan',
  '/loanDetails': 'Loan details',
  '/order': 'Loan details',
  '/loginFailed': 'Failed',
  '/repayOrNot': 'Pay your loan',
  '/orderList': 'My orders',
  '/recommendList': 'Recommended',
  '/repay': 'Pay your loan',
  '/repayDelay': 'Pay to extend your loan',
  '/borrowDetail/:orderId?': 'Loan details',
  '/addnormalcard': 'Payment account information',
  '/alipayrepayment': 'Pay by e-wallet',
  '/repaymentOfCode': 'Pay code',
  '/repaymentOfCode2': 'Payment details',
  '/dragonpay': 'Payment instructions',
  '/carpmm': 'Payment instructions',
  '/bindBank': 'Payment account information',
  '/bindCard': 'Payment account information',
  '/product': 'Product',
  '/customerService': 'Customer service',
  '/complaintList': 'My complaints',
  '/complainDetails': 'Complaint details',
  '/loanAgreement': 'Loan agreement',
  '/privacyPolicy': 'Privacy policy',
  '/aboutUs': 'About us',
  '/promotion': 'Register',
  '/downloadTemplate': 'Get the Bayad app',
  '/agreementTemplate': 'Registration agreement',
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('route frames', () => {
  it('every route of the table has a title here', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(Object.keys(TITLES).sort())
  })

  it("every route shows its screen's header and title, a skeleton and busy while its code downloads", () => {
    // All rendered before any download can arrive (a dynamic import settles after this synchronous loop).
    const shown = routes.map(({ path, screen: route }) => {
      if (route === undefined) throw new Error(`${path} has no screen`)
      const { container, unmount } = render(
        <ServicesProvider services={fakeServices()}>
          <route.Component />
        </ServicesProvider>,
      )
      const frame = container.querySelector('.page')
      const heading = within(container).getByRole('heading', { level: 1 })
      const row = {
        path,
        title: heading.textContent,
        busy: frame?.getAttribute('aria-busy'),
        header: heading.closest('header')?.className,
        skeleton: container.querySelectorAll('.skeleton__line').length > 0,
        documentTitle: document.title,
      }
      unmount()
      return row
    })
    expect(shown).toEqual(
      routes.map(({ path }) => ({
        path,
        title: TITLES[path],
        busy: 'true',
        header: 'page__header',
        skeleton: true,
        documentTitle: `${TITLES[path]} · Bayad`,
      })),
    )
  })
})

describe('a route whose code could not be downloaded', () => {
  function renderFailed() {
    const services = fakeServices({ pageQuery: { ...HOST_QUERY, orderId: 'BYD1' } })
    render(
      <ServicesProvider services={services}>
        <RouteLoadFailed title="Loan details" />
      </ServicesProvider>,
    )
    return services
  }

  it('says the phone is offline when it knows it, with Try again, customer service and home', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload, pathname: '/loanDetails' })
    const services = renderFailed()
    expect(screen.getByRole('heading', { level: 1, name: 'Loan details' })).toBeTruthy()
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe(`This page could not be loaded${message('error.offline')}`)
    const service = screen.getByRole('link', { name: 'Customer service' })
    expect(service.getAttribute('href')).toBe(
      `/customerService?${new URLSearchParams(HOST_QUERY).toString()}`,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reload).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Go to home' }))
    expect(services.bridge.sent).toEqual([{ type: 'goHome' }])
    await userEvent.click(service)
    expect(services.navigate.go.mock.calls).toEqual([['/customerService']])
  })

  it('says the connection failed otherwise', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true })
    renderFailed()
    expect(screen.getByRole('alert').textContent).toContain(message('error.network'))
  })
})
