import { describe, expect, it, vi } from 'vitest'
import { noticeText } from '../../src/i18n/messages.ts'
import { createNavigator, toastWith } from '../../src/screens/shared/services.tsx'
import { HOST_QUERY as COMMON } from '../fixtures/host-query.ts'

/** The navigator every screen uses (src/screens/shared/services.tsx): the common query rides on every in-app path. */

/** The page as the host opened it: the common query plus the flow's own parameters. */
const SEARCH = `?${new URLSearchParams({ orderId: 'O1', amount: '350000', couponId: 'C9', ...COMMON })}`

function navigatorAt(search = SEARCH) {
  const routerNavigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>()
  const location = { search, assign: vi.fn<(url: string) => void>(), replace: vi.fn<(url: string) => void>() }
  return { navigate: createNavigator(routerNavigate, location), routerNavigate, location }
}

/** The one in-app navigation made, split into path, query and options. */
function only(routerNavigate: ReturnType<typeof navigatorAt>['routerNavigate']) {
  expect(routerNavigate).toHaveBeenCalledTimes(1)
  const [to = '', options] = routerNavigate.mock.calls[0] ?? []
  const url = new URL(to, 'https://h5.bayad.test')
  return { path: url.pathname, query: Object.fromEntries(url.searchParams), options }
}

describe('navigate.go keeps the common query string (decisions.md)', () => {
  it('carries every common parameter of the current page, and none of its flow parameters', () => {
    const { navigate, routerNavigate } = navigatorAt()
    navigate.go('/borrowDetail/O1')
    expect(only(routerNavigate)).toEqual({ path: '/borrowDetail/O1', query: COMMON, options: undefined })
  })

  it('adds the flow parameters given as extras, skipping undefined ones', () => {
    const { navigate, routerNavigate } = navigatorAt()
    navigate.go('/complainPageNext', { problemType: '1', problemSonType: undefined, orderNo: 'O1', page: 2 })
    expect(only(routerNavigate)).toEqual({
      path: '/complainPageNext',
      query: { problemType: '1', orderNo: 'O1', page: '2', ...COMMON },
      options: undefined,
    })
  })

  it('passes replace through', () => {
    const { navigate, routerNavigate } = navigatorAt()
    navigate.go('/complaint', {}, { replace: true })
    expect(only(routerNavigate)).toEqual({ path: '/complaint', query: COMMON, options: { replace: true } })
  })

  it('reads the query at the time of the navigation, and only the common keys present', () => {
    const { navigate, routerNavigate } = navigatorAt('?deviceId=d2&userId=u2&orderId=O1')
    navigate.go('/complaint')
    expect(only(routerNavigate).query).toEqual({ deviceId: 'd2', userId: 'u2' })
  })
})

describe('navigate.leave is a full page load', () => {
  it('assigns by default, replaces when asked, and never goes through the router', () => {
    const { navigate, routerNavigate, location } = navigatorAt()
    navigate.leave('https://wallet.example/checkout/1')
    expect(location.assign.mock.calls).toEqual([['https://wallet.example/checkout/1']])
    expect(location.replace).not.toHaveBeenCalled()
    navigate.leave('https://pay.example/v/2', { replace: true })
    expect(location.replace.mock.calls).toEqual([['https://pay.example/v/2']])
    expect(location.assign).toHaveBeenCalledTimes(1)
    expect(routerNavigate).not.toHaveBeenCalled()
  })

  it("from an open popup, replaces the popup's entry and unmarks it first, so closing it cannot step back", () => {
    const routerNavigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>()
    const location = {
      search: SEARCH,
      assign: vi.fn<(url: string) => void>(),
      replace: vi.fn<(url: string) => void>(),
    }
    const history = {
      state: { bayadOverlay: 3 } as unknown,
      replaceState: vi.fn((state: unknown) => (history.state = state)),
    }
    createNavigator(routerNavigate, location, history).leave('https://h5.bayad.test/sandbox-withdraw.html')
    expect(history.replaceState).toHaveBeenCalledTimes(1)
    expect(history.state).toBeNull()
    expect(location.replace.mock.calls).toEqual([['https://h5.bayad.test/sandbox-withdraw.html']])
    expect(location.assign).not.toHaveBeenCalled()
  })
})

describe('navigate.leave to a route of this app on this origin opens it in the app (issue 27)', () => {
  const ORIGIN = 'https://h5.bayad.test'
  const ROUTES = ['/loanDetails', '/repay', '/alipayrepayment']
  function inAppNavigator(pathname = '/loanConfirm', history = { state: null as unknown }) {
    const routerNavigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>()
    const location = {
      origin: ORIGIN,
      pathname,
      search: SEARCH,
      assign: vi.fn<(url: string) => void>(),
      replace: vi.fn<(url: string) => void>(),
    }
    const navigate = createNavigator(routerNavigate, location, history, (path) => ROUTES.includes(path))
    return { navigate, routerNavigate, location }
  }

  it('routes an absolute or relative address of a route through the router, its query as given', () => {
    const { navigate, routerNavigate, location } = inAppNavigator()
    navigate.leave(`${ORIGIN}/loanDetails?orderId=BYD1&productId=101`, { replace: true })
    navigate.leave('/repay?orderId=BYD1')
    expect(routerNavigate.mock.calls).toEqual([
      ['/loanDetails?orderId=BYD1&productId=101', { replace: true }],
      ['/repay?orderId=BYD1', undefined],
    ])
    expect(location.replace).not.toHaveBeenCalled()
    expect(location.assign).not.toHaveBeenCalled()
  })

  it('from an open popup, replaces its entry in the app as go() does', () => {
    const history = { state: { bayadOverlay: 1 } as unknown }
    const { navigate, routerNavigate } = inAppNavigator('/loanDetails', history)
    navigate.leave('/alipayrepayment?orderId=BYD1')
    expect(routerNavigate.mock.calls).toEqual([['/alipayrepayment?orderId=BYD1', { replace: true }]])
  })

  it.each([
    ['another origin', 'https://wallet.example/loanDetails?orderId=BYD1'],
    ['a file of this origin that is no route', `${ORIGIN}/sandbox-withdraw.html`],
    ['a hash link (rewritten by a page load only)', `${ORIGIN}/#/loanDetails?orderId=BYD1`],
    ['a route with a hash', `${ORIGIN}/loanDetails?orderId=BYD1#top`],
    ['the page itself (a reload)', `${ORIGIN}/loanConfirm${SEARCH}`],
    ['an address that is no URL', 'http://['],
  ])('still leaves for %s', (_, url) => {
    const { navigate, routerNavigate, location } = inAppNavigator()
    navigate.leave(url, { replace: true })
    expect(location.replace.mock.calls).toEqual([[url]])
    expect(routerNavigate).not.toHaveBeenCalled()
  })
})

describe('toasts from machines', () => {
  it('show the catalogue text; failures for 2 s, everything else for 3 s (spec §8, §9)', () => {
    const show = vi.fn<(text: string, timeoutMs: number) => void>()
    const toast = toastWith(show)
    toast({ notice: { id: 'error.network' }, tone: 'failure' })
    toast({ notice: { text: 'Card declined by the bank' }, tone: 'info' })
    expect(show.mock.calls).toEqual([
      [noticeText({ id: 'error.network' }), 2_000],
      ['Card declined by the bank', 3_000],
    ])
  })
})
