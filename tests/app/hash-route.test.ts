import { describe, expect, it } from 'vitest'
import { hashRouteScript } from '../../scripts/vite-plugins/hash-routes.ts'
import { routeLink, routeTable } from '../../scripts/lib/route-table.ts'
import { pathFormOf } from '../../src/app/hash-route.ts'
import { screenAt } from '../../src/app/routes.ts'

/**
 * Hash-form links (issue 26, docs/decisions/027-hash-links.md): `/#/<route>?<query>` and
 * `/?<query>#/<route>?<query>` open `/<route>?<merged query>`, the query before the `#` winning.
 */

/** A route of the table as a host would write it: `:param?` filled in. */
const concrete = (path: string) => routeLink(path, 'BYD20261105000017')

describe('pathFormOf', () => {
  const common = 'deviceId=d1&sessionId=s1&userId=100234'

  it.each(routeTable(process.cwd()).map(({ path }) => concrete(path)))(
    '%s in hash form opens its screen',
    (route) => {
      const fromHash = pathFormOf('/', '', `#${route}?orderId=7&${common}`)
      expect(fromHash).toBe(`${route}?orderId=7&${common}`)
      const fromBoth = pathFormOf('/', `?${common}`, `#${route}?orderId=7`)
      expect(fromBoth).toBe(`${route}?${common}&orderId=7`)
      expect(screenAt(new URL(fromHash!, 'https://bayad.example').pathname)).toBeDefined()
    },
  )

  it('keeps the path form on a conflict, and every other pair of the hash', () => {
    expect(pathFormOf('/', '?orderId=A&userId=1', '#/order?orderId=B&x=2&orderId=C')).toBe(
      '/order?orderId=A&userId=1&x=2',
    )
    // Names compare decoded: `order%49d` is `orderId`, `a+b` is `a b`.
    expect(pathFormOf('/', '?orderId=A&a+b=1', '#/order?order%49d=B&a%20b=2')).toBe('/order?orderId=A&a+b=1')
  })

  it('keeps every pair byte for byte, repeated names of one part included', () => {
    expect(pathFormOf('/', '?tag=1&tag=2', '#/repayChoose?token=a%2Bb+c&tag=3&flag&=x')).toBe(
      '/repayChoose?tag=1&tag=2&token=a%2Bb+c&flag&=x',
    )
    expect(pathFormOf('/', '?bad=%E0%A4%A', '#/complaint?%E0%A4%A=2&ok=%zz')).toBe(
      '/complaint?bad=%E0%A4%A&%E0%A4%A=2&ok=%zz',
    )
  })

  it('drops empty pairs, a second fragment and an empty query', () => {
    expect(pathFormOf('/', '?', '#/repay?&&a=1&#top')).toBe('/repay?a=1')
    expect(pathFormOf('/', '', '#/repay?')).toBe('/repay')
    expect(pathFormOf('/', '', '#/borrowDetail/')).toBe('/borrowDetail/')
    expect(pathFormOf('/', '', '#/')).toBe('/')
  })

  it.each([
    ['a path-form page', '/repayChoose', '?a=1', '#/complaint'],
    ['a plain anchor', '/', '', '#top'],
    ['no hash', '/', '?a=1', ''],
  ])('leaves %s alone', (_, pathname, search, hash) => {
    expect(pathFormOf(pathname, search, hash)).toBeUndefined()
  })

  it.each([
    '#//evil.example',
    '#//evil.example/x?a=1',
    '#/\\evil.example',
    '#/https://evil.example',
    '#/a b',
    '#/<x>',
  ])('refuses %s, which is not a route path', (hash) => {
    expect(pathFormOf('/', '', hash)).toBeUndefined()
  })

  it.each([
    '#/../x',
    '#/./x',
    '#/.//evil.example/x',
    '#/%2e%2e//evil.example',
    '#/%2E//evil.example',
    '#/a/..//evil.example',
    '#/a/.',
  ])('refuses the dot segments of %s (they could resolve to //host)', (hash) => {
    expect(pathFormOf('/', '', hash)).toBeUndefined()
  })

  it('keeps dots inside a segment', () => {
    expect(pathFormOf('/', '', '#/a.b/..c/.d')).toBe('/a.b/..c/.d')
  })

  it('answers at once for a long hash that is not a route (no backtracking)', () => {
    expect(pathFormOf('/', '', `#/${'a/'.repeat(5000)}a!`)).toBeUndefined()
    expect(pathFormOf('/', '', `#/${'a'.repeat(50000)}`)).toBe(`/${'a'.repeat(50000)}`)
  })
})

describe('hashRouteScript', () => {
  /** Runs the inline script against a fake location and history; returns the replaced address. */
  function run(pathname: string, search: string, hash: string, replaceState?: () => void) {
    const replaced: unknown[] = []
    const location = { pathname, search, hash }
    const history = {
      state: { kept: true },
      replaceState: replaceState ?? ((state: unknown, _: string, url: string) => replaced.push([state, url])),
    }
    new Function('location', 'history', hashRouteScript(pathFormOf))(location, history)
    return replaced
  }

  it('replaces the history entry with the path form, keeping its state', () => {
    expect(run('/', '?userId=1', '#/complaint?orderId=2')).toEqual([
      [{ kept: true }, '/complaint?userId=1&orderId=2'],
    ])
  })

  it('does nothing for a path-form address', () => {
    expect(run('/repayChoose', '?orderId=2', '')).toEqual([])
  })

  it('survives an engine that refuses the rewrite', () => {
    expect(() =>
      run('/', '', '#/complaint', () => {
        throw new Error('SecurityError')
      }),
    ).not.toThrow()
  })

  it('needs a function declaration to write into the page', () => {
    expect(() => hashRouteScript(((a: string) => a) as never)).toThrow(/function declaration/)
  })
})
