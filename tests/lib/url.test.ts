// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HEADER_QUERY_KEYS, type CommonQuery } from '../../src/lib/query.ts'
import { checkedRedirect, isFirstParty, redirectTarget, withFirstPartySession } from '../../src/lib/url.ts'

/**
 * Issue 25 points 1 and 2: the redirect rule and the session-link rule (src/lib/url.ts,
 * docs/decisions/023-origins-and-csp.md). The random runs are seeded: a failure names its input and
 * reproduces on every machine.
 */

const ORIGIN = 'https://h5.bayad.test'
const LENDER = 'https://lender.bayad.test'
const PARTY = { origin: ORIGIN, firstPartyOrigins: [LENDER] }
const RUNS = { seed: 250_001, numRuns: 300 }

/** Pieces that make addresses which look alike and parse apart: what bypasses of such rules are made of. */
const PIECES = [
  '',
  ' ',
  '/',
  '//',
  '\\',
  '/\\',
  ':',
  'http:',
  'https:',
  'HTTPS://',
  'http://',
  'https://',
  'javascript:',
  'data:',
  'blob:',
  'ftp:',
  '@',
  'user:pw@',
  'h5.bayad.test',
  'lender.bayad.test',
  'evil.example',
  'bücher.example',
  ':443',
  ':8080',
  '%2F',
  '%5C',
  '%2f%2f',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u00a0',
  '\u200b',
  '\u202e',
  '?',
  '#',
  '.',
  '..',
  'a',
  'x=1',
] as const
const lookalike = fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((pieces) => pieces.join(''))
const anyText = fc.oneof(lookalike, fc.string({ unit: 'binary', maxLength: 40 }))

describe('the redirect rule: what passes', () => {
  it.each<[string, string]>([
    ['https://pay.example/checkout?x=1', 'https://pay.example/checkout?x=1'],
    ['http://pay.example/checkout', 'http://pay.example/checkout'],
    ['  https://pay.example/a  ', 'https://pay.example/a'],
    ['HTTPS://PAY.EXAMPLE/a', 'https://pay.example/a'],
    ['https://pay.example:443/a', 'https://pay.example/a'],
    ['http://pay.example:8080/a', 'http://pay.example:8080/a'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
    ['/sandbox-wallet.html?o=1', `${ORIGIN}/sandbox-wallet.html?o=1`],
    ['/repay?next=//evil.example', `${ORIGIN}/repay?next=//evil.example`],
    ['/repay?x=a\\b', `${ORIGIN}/repay?x=a\\b`],
    ['/%2F%2Fevil.example', `${ORIGIN}/%2F%2Fevil.example`],
    ['/%5Cevil.example', `${ORIGIN}/%5Cevil.example`],
    ['/a/../../b', `${ORIGIN}/b`],
  ])('%j → %j', (candidate, expected) => {
    expect(redirectTarget(candidate, ORIGIN)).toBe(expected)
    expect(checkedRedirect(candidate, ORIGIN)).toBe(expected)
  })
})

describe('the redirect rule: what is refused', () => {
  it.each([
    // another host spelled as a path
    '//evil.example',
    '//evil.example/repay',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '/repay\\..\\..\\x',
    // userinfo: the host is after the @
    'https://h5.bayad.test@evil.example',
    'https://bayad.example@evil.example/pay',
    'https://user:pw@evil.example',
    'https://@evil.example',
    'https://h5.bayad.test:443@evil.example',
    'https://evil.example\\@h5.bayad.test',
    // schemes spelled loosely, which parsers read as http(s)
    'http:evil.example',
    'https:evil.example',
    'https:/evil.example',
    'https:///evil.example',
    'https:\\\\evil.example',
    'https:/\\evil.example',
    'https:\\/evil.example',
    // other schemes
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://h5.bayad.test/0f6c',
    'file:///etc/passwd',
    'ftp://files.example/a',
    'bayad://home',
    'mailto:support@bayad.ph',
    // whitespace, control and format characters inside
    'https://pay.example/a\tb',
    'https://pay.example/a\nb',
    'https://pay.\u200bexample/',
    'https://pay.example/\u202eexe.pdf',
    '/repay\u0000',
    '/re pay',
    'https://pay.example/a b',
    // relative addresses whose meaning depends on the page's own path
    'product?x=1',
    './product',
    '../product',
    '?x=1',
    '#top',
    'evil.example',
    '%2F%2Fevil.example',
    '',
    '   ',
  ])('%j', (candidate) => {
    expect(redirectTarget(candidate, ORIGIN)).toBeNull()
    expect(() => checkedRedirect(candidate, ORIGIN)).toThrow(expect.objectContaining({ kind: 'malformed' }))
  })

  it('refuses everything when the page origin itself is not an origin', () => {
    expect(redirectTarget('/repay', 'not an origin')).toBeNull()
    expect(redirectTarget('https://pay.example/', '')).toBeNull()
  })
})

describe('the redirect rule on random input (fast-check)', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(anyText, (candidate) => {
        redirectTarget(candidate, ORIGIN)
      }),
      RUNS,
    )
  })

  it('an accepted address is of the app origin, or http(s) without userinfo, and passes again unchanged', () => {
    fc.assert(
      fc.property(anyText, (candidate) => {
        const accepted = redirectTarget(candidate, ORIGIN)
        if (accepted === null) return
        const url = new URL(accepted)
        expect(url.protocol === 'https:' || url.protocol === 'http:').toBe(true)
        expect(url.username + url.password).toBe('')
        expect(redirectTarget(accepted, ORIGIN)).toBe(accepted)
        // Only an address spelled out as http(s):// may leave the app's origin.
        if (!/^\s*https?:\/\//i.test(candidate)) expect(url.origin).toBe(ORIGIN)
      }),
      RUNS,
    )
  })
})

describe('the session-link rule', () => {
  const common: CommonQuery = {
    deviceId: 'dev-1',
    sessionId: 'sess-9',
    userId: '100234',
    mobilePhone: '09171234567',
    building: 'b1',
    gather: 'g1',
    swift: 's1',
    eyes: 'e1',
  }
  const ALL = 'deviceId=dev-1&sessionId=sess-9&userId=100234&mobilePhone=09171234567'
  const HEADERS = 'building=b1&gather=g1&swift=s1&eyes=e1'

  it('the app’s own origin gets every value it lacks, the custom header values too, whatever its scheme', () => {
    expect(withFirstPartySession(`${ORIGIN}/product?userId=7`, common, PARTY)).toBe(
      `${ORIGIN}/product?userId=7&deviceId=dev-1&sessionId=sess-9&mobilePhone=09171234567&${HEADERS}`,
    )
    const local = { origin: 'http://localhost:5173', firstPartyOrigins: [] }
    expect(withFirstPartySession('http://localhost:5173/p', common, local)).toBe(
      `http://localhost:5173/p?${ALL}&${HEADERS}`,
    )
  })

  it('a listed https origin gets the session without the custom header values', () => {
    expect(withFirstPartySession(`${LENDER}/d#top`, common, PARTY)).toBe(`${LENDER}/d?${ALL}#top`)
  })

  it.each([
    'https://partner.example/apply?productId=202',
    'http://lender.bayad.test/d',
    'http://h5.bayad.test/d',
    'https://h5.bayad.test:8443/d',
    'https://sub.h5.bayad.test/d',
  ])('another origin (%j) gets the URL exactly as named', (url) => {
    expect(withFirstPartySession(url, common, PARTY)).toBe(url)
    expect(isFirstParty(url, PARTY)).toBe(false)
  })

  it('on random addresses: never a header value to another origin, nothing at all to another origin over http', () => {
    const address = fc.oneof(
      lookalike,
      fc.constantFrom(
        ORIGIN,
        LENDER,
        'http://lender.bayad.test',
        'https://partner.example',
        'http://h5.bayad.test',
      ),
    )
    const path = fc.constantFrom('', '/', '/d', '/d?x=1', '/d?building=own#top')
    fc.assert(
      fc.property(address, path, (base, tail) => {
        const url = redirectTarget(base + tail, ORIGIN)
        if (url === null) return
        const result = withFirstPartySession(url, common, PARTY)
        const before = new URL(url)
        const after = new URL(result)
        if (after.origin === ORIGIN) return
        for (const key of HEADER_QUERY_KEYS)
          expect(after.searchParams.getAll(key)).toEqual(before.searchParams.getAll(key))
        if (after.protocol !== 'https:' || !PARTY.firstPartyOrigins.includes(after.origin))
          expect(result).toBe(url)
      }),
      RUNS,
    )
  })
})
