// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { frameSandbox, frameSource } from '../../src/lib/frame.ts'
import { checkedImage, checkedQrImage } from '../../src/lib/image-url.ts'

/**
 * Issue 25 points 3 and 8: the image rule, the pay-code QR rule and the frame rule (src/lib/image-url.ts,
 * src/lib/frame.ts, docs/decisions/023-origins-and-csp.md). Random runs are seeded.
 */

const ORIGIN = 'https://h5.bayad.test'
const QR_ORIGINS = ['https://qr.bayad.test']
const RUNS = { seed: 250_003, numRuns: 300 }
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

describe('the image rule: what is shown', () => {
  it.each<[string, string]>([
    ['https://cdn.bayad.test/logo.png', 'https://cdn.bayad.test/logo.png'],
    ['https://cdn.partner.example/logo.svg', 'https://cdn.partner.example/logo.svg'],
    ['HTTPS://CDN.EXAMPLE/a.png', 'https://cdn.example/a.png'],
    ['/sandbox-qr.svg', `${ORIGIN}/sandbox-qr.svg`],
    ['  /logos/bc.png ', `${ORIGIN}/logos/bc.png`],
    [PNG, PNG],
    ['data:image/jpeg;base64,/9j/4AAQ', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['DATA:IMAGE/WEBP;base64,UklGR', 'DATA:IMAGE/WEBP;base64,UklGR'],
    ['data:image/gif;base64,R0lGODlhAQABAAAAACw=', 'data:image/gif;base64,R0lGODlhAQABAAAAACw='],
    ['blob:https://h5.bayad.test/0f6c-11', 'blob:https://h5.bayad.test/0f6c-11'],
  ])('%j → %j', (candidate, expected) => {
    expect(checkedImage(candidate, ORIGIN)).toBe(expected)
  })

  it('takes http only from the page’s own origin, when the page itself is http', () => {
    expect(checkedImage('http://localhost:5173/logo.png', 'http://localhost:5173')).toBe(
      'http://localhost:5173/logo.png',
    )
    expect(checkedImage('/logo.png', 'http://localhost:5173')).toBe('http://localhost:5173/logo.png')
    expect(checkedImage('http://cdn.example/logo.png', 'http://localhost:5173')).toBeNull()
  })
})

describe('the image rule: what is refused', () => {
  it.each([
    'http://cdn.bayad.test/logo.png',
    'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'DATA:IMAGE/SVG+XML,%3Csvg%3E',
    'data:image/png;charset=x;foo,<svg>',
    'data:image/png,<svg>',
    'data:image/gif,GIF89a',
    'data:image/png;base64,<svg onload=alert(1)>',
    'data:text/html,<script>alert(1)</script>',
    'data:,hello',
    'data:image/png',
    'data:image/png;base64,AA AA',
    'data:image/png;base64,AA\nAA',
    'blob:https://evil.example/0f6c',
    'blob:null/0f6c',
    'blob:http://h5.bayad.test/0f6c',
    'javascript:alert(1)',
    'ftp://files.example/logo.png',
    '//evil.example/logo.png',
    '/\\evil.example/logo.png',
    'https://h5.bayad.test@evil.example/logo.png',
    'https:\\\\evil.example/logo.png',
    'http:evil.example/logo.png',
    'https://cdn.example/lo\tgo.png',
    'https://cdn.example/logo.png\u0000',
    'logo.png',
    '',
    '  ',
  ])('%j', (candidate) => {
    expect(checkedImage(candidate, ORIGIN)).toBeNull()
  })
})

describe('the pay-code QR rule: the app’s origin or a configured one, never inline', () => {
  it.each<[string, string | null]>([
    ['/sandbox-qr.svg', `${ORIGIN}/sandbox-qr.svg`],
    [`${ORIGIN}/qr/9.png`, `${ORIGIN}/qr/9.png`],
    ['https://qr.bayad.test/9.png', 'https://qr.bayad.test/9.png'],
    ['https://qr.bayad.test:8443/9.png', null],
    ['http://qr.bayad.test/9.png', null],
    ['https://evil.example/qr.png', null],
    ['https://qr.bayad.test.evil.example/qr.png', null],
    ['https://qr.bayad.test@evil.example/qr.png', null],
    ['//qr.bayad.test/9.png', null],
    [PNG, null],
    ['blob:https://h5.bayad.test/0f6c', null],
    ['javascript:alert(1)', null],
  ])('%j → %j', (candidate, expected) => {
    expect(checkedQrImage(candidate, ORIGIN, QR_ORIGINS)).toBe(expected)
  })
})

describe('the image rules on random input (fast-check)', () => {
  const PIECES = [
    'data:',
    'image/',
    'png',
    'svg+xml',
    'SVG+XML',
    'jpeg',
    ';base64',
    ';charset=utf-8',
    ',',
    '<svg>',
    'blob:',
    'https://',
    'http://',
    'h5.bayad.test',
    'qr.bayad.test',
    'evil.example',
    '@',
    '/',
    '//',
    '\\',
    ' ',
    '\t',
    '\u0000',
    '%2F',
    'a.png',
  ] as const
  const lookalike = fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((pieces) => pieces.join(''))
  const anyText = fc.oneof(lookalike, fc.string({ unit: 'binary', maxLength: 40 }))

  it('never throws; an accepted picture is https, of the app origin or raster data, never SVG data', () => {
    fc.assert(
      fc.property(anyText, (candidate) => {
        const image = checkedImage(candidate, ORIGIN)
        if (image === null) return
        expect(image).not.toMatch(/^\s*data:image\/svg/i)
        if (/^data:/i.test(image)) expect(image).toMatch(/^data:image\/(png|jpeg|jpg|gif|webp);base64,/i)
        else {
          const url = new URL(image)
          expect(url.protocol === 'https:' || url.origin === ORIGIN).toBe(true)
          expect(url.username + url.password).toBe('')
        }
      }),
      RUNS,
    )
  })

  it('an accepted QR picture is of the app origin or a configured one', () => {
    fc.assert(
      fc.property(anyText, (candidate) => {
        const image = checkedQrImage(candidate, ORIGIN, QR_ORIGINS)
        if (image === null) return
        expect([ORIGIN, ...QR_ORIGINS]).toContain(new URL(image).origin)
      }),
      RUNS,
    )
  })
})

describe('frames of server content', () => {
  const FRAME_ORIGINS = ['https://docs.bayad.test']

  it('load the app’s origin or a configured frame origin, under the redirect rule', () => {
    expect(frameSource('/sandbox-agreement.html', ORIGIN, [])).toBe(`${ORIGIN}/sandbox-agreement.html`)
    expect(frameSource('https://docs.bayad.test/a', ORIGIN, FRAME_ORIGINS)).toBe('https://docs.bayad.test/a')
    for (const url of [
      'https://docs.bayad.test/a',
      'https://evil.example/a',
      'http://docs.bayad.test/a',
      '//docs.bayad.test/a',
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
    ])
      expect(frameSource(url, ORIGIN, url.startsWith('https://docs') ? [] : FRAME_ORIGINS)).toBeNull()
  })

  it('never get allow-same-origin; scripts only for a configured script origin', () => {
    const scripted = ['https://docs.bayad.test']
    expect(frameSandbox('https://docs.bayad.test/a', scripted)).toBe(
      'allow-scripts allow-popups allow-popups-to-escape-sandbox',
    )
    for (const url of [`${ORIGIN}/sandbox-agreement.html`, 'https://evil.example/a', '', 'not a url'])
      expect(frameSandbox(url, scripted)).toBe('allow-popups allow-popups-to-escape-sandbox')
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (url) => {
        expect(frameSandbox(url, scripted)).not.toContain('allow-same-origin')
      }),
      RUNS,
    )
  })
})
