import { describe, expect, it } from 'vitest'
// The packages whose behaviour the client's URL and body helpers keep (ofetch used them until decision
// 033), as an oracle: dev dependencies only, never bundled.
import realDestr from '../../node_modules/destr/dist/index.mjs'
import * as realUfo from '../../node_modules/ufo/dist/index.mjs'
import destr from '../../src/lib/json-text.ts'
import { withBase, withQuery } from '../../src/lib/url-join.ts'

/** The stand-ins give what ofetch's own helpers give for what this app sends (decision 004). */
describe('withBase', () => {
  it.each([
    ['/card-init', '/api'],
    ['/card-init', '/api/'],
    ['card-init', '/api'],
    ['/api/card-init', '/api'],
    ['/card-init', ''],
    ['/card-init', '/'],
    ['/card-init', 'https://lender.example/base'],
    ['/card-init', 'https://lender.example/base/'],
    ['https://other.example/x', '/api'],
    ['//cdn.example/x', '/api'],
    ['/v3/loan-details/loan-details', 'https://h5.example'],
  ])('%j on %j', (input, base) => {
    expect(withBase(input, base)).toBe(realUfo.withBase(input, base))
  })

  it('joins the base once', () => {
    expect(withBase('/card-init', 'https://lender.example/base/')).toBe(
      'https://lender.example/base/card-init',
    )
  })
})

describe('withQuery', () => {
  it.each<[string, Record<string, string | number | string[] | undefined>]>([
    ['/card-init', { deviceId: 'd1', sessionId: 's1', userId: '100234' }],
    ['/card-init?x=1', { deviceId: 'd1' }],
    ['/card-init?deviceId=old', { deviceId: 'new' }],
    ['/card-init', { orderId: 'BYD20261105000017', amount: 392000 }],
    ['/card-init', { skipped: undefined, kept: '' }],
    ['/card-init', { list: ['a', 'b'] }],
    ['/card-init', { phone: '09171234567', mobilePhone: '+63 917' }],
    ['/card-init#top', { a: '1' }],
    ['https://lender.example/api/card-init', { productId: '101', product_id: '101' }],
    ['/card-init', {}],
  ])('%j with %j', (input, query) => {
    expect(new URL(withQuery(input, query), 'https://h5.example').searchParams.toString()).toBe(
      new URL(realUfo.withQuery(input, query), 'https://h5.example').searchParams.toString(),
    )
    expect(withQuery(input, query).split('?')[0]).toBe(realUfo.withQuery(input, query).split('?')[0])
  })

  it('replaces a parameter the URL already has and leaves undefined ones out', () => {
    expect(withQuery('/x?deviceId=old&keep=1', { deviceId: 'new', gone: undefined })).toBe(
      '/x?keep=1&deviceId=new',
    )
  })
})

describe('destr', () => {
  it.each([
    '{"code":"0","message":"ok","data":{"items":[]}}',
    '[1,2]',
    '"text"',
    'true',
    'null',
    '12',
    'not json',
    '',
    '<html>error</html>',
  ])('%j', (text) => {
    expect(destr(text)).toEqual(realDestr(text))
  })

  it('drops a key that could reach the prototype', () => {
    const parsed = destr(
      '{"__proto__":{"polluted":1},"a":{"constructor":{"prototype":{"x":1}}},"b":2}',
    ) as Record<string, unknown>
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(parsed).toEqual({ a: {}, b: 2 })
    expect(Object.keys(parsed)).toEqual(['a', 'b'])
  })
})
