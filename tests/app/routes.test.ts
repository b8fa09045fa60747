import { routeTable } from '../../scripts/lib/route-table.ts'
import { routeListProblems } from '../../scripts/lib/size.ts'
import { describe, expect, it } from 'vitest'
import { routes, screenAt, type Screen } from '../../src/app/routes.ts'

/**
 * The route table's matcher (src/app/routes.ts `screenAt`, used to preload the matched route's
 * screen): case-insensitive, a trailing slash allowed, `:name?` segments optional.
 */

function screenOf(path: string): Screen {
  const screen = routes.find((route) => route.path === path)?.screen
  if (screen === undefined) throw new Error(`no screen for ${path} in the route table`)
  return screen
}

describe('screenAt', () => {
  const orderDetails = screenOf('/loanDetails')

  it.each([
    '/loanDetails',
    '/loandetails',
    '/LOANDETAILS/',
    '/loanDetails//',
    '/order',
    '/order/',
    '/borrowDetail',
    '/borrowDetail/',
    '/borrowDetail/BYD1',
    '/BORROWDETAIL/BYD20261105000017/',
  ])('%s is the order details screen', (path) => {
    expect(screenAt(path)).toBe(orderDetails)
  })

  it('the three order details routes share one screen', () => {
    expect(screenOf('/order')).toBe(orderDetails)
    expect(screenOf('/borrowDetail/:orderId?')).toBe(orderDetails)
  })

  it.each([
    '/borrowDetail/a/b',
    '/borrowDetailX',
    '/nothing',
    '/loanDetailsX',
    '/orders',
    '/order/BYD1',
    '/xloanDetails',
  ])('%s matches no order details route', (path) => {
    expect(screenAt(path)).not.toBe(orderDetails)
  })

  it.each(['/nothing', '/borrowDetail/a/b', '/repayX', '/Home', '/aboutUsX', '/Policy/x'])(
    '%s has no screen',
    (path) => {
      expect(screenAt(path)).toBeUndefined()
    },
  )

  it.each([
    ['/repayChoose', '/repayChoose'],
    ['/REPAYCHOOSE/', '/repayChoose'],
    ['/loginFailed', '/loginFailed'],
    ['/recommendList', '/recommendList'],
    ['/orderList', '/orderList'],
    ['/loanConfirm', '/loanConfirm'],
    ['/loanConfirm2', '/loanConfirm2'],
    ['/repay', '/repay'],
    ['/repayDelay/', '/repayDelay'],
    ['/carpmm', '/dragonpay'],
    ['/alipayrepayment', '/alipayrepayment'],
    ['/customerService', '/customerService'],
    ['/CUSTOMERSERVICE/', '/customerService'],
    ['/complaintList', '/complaintList'],
    ['/complainDetails', '/complainDetails'],
    ['/', '/'],
    ['/user', '/User'],
    ['/about/', '/About'],
    ['/POLICY', '/Policy'],
    ['/loan', '/Loan'],
    ['/contact', '/Contact'],
    ['/loanagreement', '/loanAgreement'],
    ['/privacyPolicy/', '/privacyPolicy'],
    ['/ABOUTUS', '/aboutUs'],
  ])('%s is the screen of %s', (path, route) => {
    expect(screenAt(path)).toBe(screenOf(route))
  })

  it('/repay and /repayDelay load one screen module (the variant is read from the path), each with its own frame', () => {
    const modules = new Map(routeTable(process.cwd()).map(({ path, screen }) => [path, screen]))
    expect(modules.get('/repayDelay')).toBe(modules.get('/repay'))
    expect(screenAt('/repayDelay')).toBe(screenOf('/repayDelay'))
    expect(screenAt('/repay')).toBe(screenOf('/repay'))
    expect(screenAt('/repaymentOfCode')).not.toBe(screenAt('/repay'))
  })

  it('every route of the table has its screen: no "Coming soon" placeholder is left', () => {
    expect(routes.filter((route) => route.screen === undefined).map((route) => route.path)).toEqual([])
    for (const route of routes) expect(screenAt(route.path.split('/:')[0] ?? route.path)).toBe(route.screen)
  })

  it('the official site: / and /User are Home; About, Policy, Loan and Contact are four other screens', () => {
    expect(screenAt('/User')).toBe(screenAt('/'))
    const site = ['/', '/About', '/Policy', '/Loan', '/Contact'].map(screenAt)
    expect(site.every((screen) => screen !== undefined)).toBe(true)
    expect(new Set(site).size).toBe(5)
  })

  it('the legal documents are screens of their own, apart from the site’s sections', () => {
    const documents = ['/loanAgreement', '/privacyPolicy', '/aboutUs'].map(screenAt)
    expect(documents.every((screen) => screen !== undefined)).toBe(true)
    expect(new Set(documents).size).toBe(3)
    expect(screenAt('/aboutUs')).not.toBe(screenAt('/About'))
    expect(screenAt('/privacyPolicy')).not.toBe(screenAt('/Policy'))
    expect(screenAt('/loanAgreement')).not.toBe(screenAt('/Loan'))
  })

  it('My complaints, the complaint details and customer service are three different screens', () => {
    const screens = ['/complaintList', '/complainDetails', '/customerService'].map(screenAt)
    expect(screens.every((screen) => screen !== undefined)).toBe(true)
    expect(new Set(screens).size).toBe(3)
  })

  it('/loanConfirm and /loanConfirm2 are different screens', () => {
    expect(screenAt('/loanConfirm2')).not.toBe(screenAt('/loanConfirm'))
  })
})

describe('the size report lists every built route (scripts/lib/size.ts SIZE_ROUTES)', () => {
  it('agrees with the route table of routes.ts', () => {
    // The repo root given explicitly: under happy-dom, import.meta.url is not a file URL.
    expect(routeListProblems(routeTable(process.cwd()))).toEqual([])
  })

  it('names a built route missing from the list, a wrong screen and a route that is gone', () => {
    const table = [
      { path: '/a', screen: 'src/a.tsx' },
      { path: '/b', screen: 'src/b.tsx' },
    ]
    expect(routeListProblems(table, { '/b': 'src/x.tsx', '/gone': 'src/g.tsx' })).toEqual([
      '/a (src/a.tsx) is a built route missing from SIZE_ROUTES',
      '/b is listed with src/x.tsx, but its screen is src/b.tsx',
      '/gone is listed but is not a built route',
    ])
  })
})
