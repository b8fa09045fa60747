import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Barcode, code128Values, encodeCode128, QUIET_ZONE } from '../../src/ui/barcode.tsx'

afterEach(cleanup)

/**
 * Code 128 symbols 0–106 in their published bar/space bit form (1 = bar module, 0 = space module),
 * a different notation from the width digits the encoder uses, so a typo in either table shows.
 */
const BITS = [
  11011001100, 11001101100, 11001100110, 10010011000, 10010001100, 10001001100, 10011001000, 10011000100,
  10001100100, 11001001000, 11001000100, 11000100100, 10110011100, 10011011100, 10011001110, 10111001100,
  10011101100, 10011100110, 11001110010, 11001011100, 11001001110, 11011100100, 11001110100, 11101101110,
  11101001100, 11100101100, 11100100110, 11101100100, 11100110100, 11100110010, 11011011000, 11011000110,
  11000110110, 10100011000, 10001011000, 10001000110, 10110001000, 10001101000, 10001100010, 11010001000,
  11000101000, 11000100010, 10110111000, 10110001110, 10001101110, 10111011000, 10111000110, 10001110110,
  11101110110, 11010001110, 11000101110, 11011101000, 11011100010, 11011101110, 11101011000, 11101000110,
  11100010110, 11101101000, 11101100010, 11100011010, 11101111010, 11001000010, 11110001010, 10100110000,
  10100001100, 10010110000, 10010000110, 10000101100, 10000100110, 10110010000, 10110000100, 10011010000,
  10011000010, 10000110100, 10000110010, 11000010010, 11001010000, 11110111010, 11000010100, 10001111010,
  10100111100, 10010111100, 10010011110, 10111100100, 10011110100, 10011110010, 11110100100, 11110010100,
  11110010010, 11011011110, 11011110110, 11110110110, 10101111000, 10100011110, 10001011110, 10111101000,
  10111100010, 11110101000, 11110100010, 10111011110, 10111101110, 11101011110, 11110101110, 11010000100,
  11010010000, 11010011100, 1100011101011,
].map(String)
const STOP_BITS = BITS.pop()

/** Decodes Code 128 module widths (bar first, no quiet zone) back to text; throws on any fault. */
function decode(widths: readonly number[]): string {
  if (widths.length % 2 === 0) throw new Error('a symbol starts and ends with a bar')
  for (const width of widths) {
    if (!Number.isInteger(width) || width < 1 || width > 4) throw new Error(`bad width ${width}`)
  }
  const bits = widths.map((width, index) => (index % 2 === 0 ? '1' : '0').repeat(width)).join('')
  if (!bits.endsWith(STOP_BITS!)) throw new Error('no stop pattern')
  const body = bits.slice(0, -STOP_BITS!.length)
  if (body.length % 11 !== 0) throw new Error('symbols are not 11 modules wide')
  const values: number[] = []
  for (let at = 0; at < body.length; at += 11) {
    const value = BITS.indexOf(body.slice(at, at + 11))
    if (value < 0) throw new Error(`unknown symbol at module ${at}`)
    values.push(value)
  }
  if (values.length < 3) throw new Error('no start, data and checksum')
  const [start, ...rest] = values
  const checksum = rest.pop()!
  const expected = rest.reduce((sum, value, index) => sum + value * (index + 1), start!) % 103
  if (checksum !== expected) throw new Error(`checksum ${checksum}, expected ${expected}`)
  let set: 'B' | 'C'
  if (start === 104) set = 'B'
  else if (start === 105) set = 'C'
  else throw new Error(`unexpected start code ${start}`)
  let text = ''
  for (const value of rest) {
    if (set === 'C' && value < 100) text += String(value).padStart(2, '0')
    else if (set === 'C' && value === 100) set = 'B'
    else if (set === 'B' && value < 95) text += String.fromCharCode(value + 32)
    else if (set === 'B' && value === 99) set = 'C'
    else throw new Error(`value ${value} is not expected in set ${set}`)
  }
  return text
}

/** A small seeded generator, so the random cases are the same on every run. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    return state / 2 ** 32
  }
}

const PRINTABLE = Array.from({ length: 95 }, (_, index) => String.fromCharCode(index + 32)).join('')

function randomText(next: () => number): string {
  const length = 1 + Math.floor(next() * 40)
  const alphabet =
    next() < 0.5 ? '0123456789' : next() < 0.5 ? '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ' : PRINTABLE
  return Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('')
}

const roundTrip = [
  '0',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '1234567',
  '12345678',
  '00',
  '0000000000',
  '7105000017',
  '71050000171',
  'BYD1763790000',
  'BYD17637900001',
  'A',
  'A1',
  'A12',
  'A123',
  'A1234',
  'A12345',
  'A123456B',
  'A1234567B',
  '1234A',
  '12345A',
  '12A34',
  'AB-12.34/56',
  'Hello, World!',
  '   ',
  ' 1234 ',
  PRINTABLE,
  '9'.repeat(40),
  'Z'.repeat(40),
]

describe('encodeCode128', () => {
  it.each(roundTrip)('round-trips %j', (text) => {
    const widths = encodeCode128(text)
    expect(widths).not.toBeNull()
    expect(decode(widths!)).toBe(text)
  })

  it('round-trips 500 random printable texts, never longer than Set B alone', () => {
    const next = random(20251122)
    for (let count = 0; count < 500; count++) {
      const text = randomText(next)
      const widths = encodeCode128(text)
      expect(widths, text).not.toBeNull()
      expect(decode(widths!), text).toBe(text)
      // start + one value per character + checksum is what Set B alone would take
      expect(code128Values(text)!.length, text).toBeLessThanOrEqual(text.length + 2)
    }
  })

  it('matches the known symbol of "12345678" (Set C)', () => {
    // Start C (105), then 12 34 56 78. Checksum: 105 + 1×12 + 2×34 + 3×56 + 4×78
    // = 105 + 12 + 68 + 168 + 312 = 665; 665 mod 103 = 665 − 6×103 = 47.
    expect(code128Values('12345678')).toEqual([105, 12, 34, 56, 78, 47])
    expect(encodeCode128('12345678')!.join('')).toBe(
      [
        '211232', // 105 Start C
        '112232', // 12
        '131123', // 34
        '331121', // 56
        '241112', // 78
        '133121', // 47 checksum
        '2331112', // stop
      ].join(''),
    )
  })

  it('matches the known values of "Pay1" (Set B)', () => {
    // Start B (104), P = 80 − 32 = 48, a = 97 − 32 = 65, y = 121 − 32 = 89, 1 = 49 − 32 = 17.
    // Checksum: 104 + 1×48 + 2×65 + 3×89 + 4×17 = 104 + 48 + 130 + 267 + 68 = 617; 617 − 5×103 = 102.
    expect(code128Values('Pay1')).toEqual([104, 48, 65, 89, 17, 102])
  })

  it('uses Set C for the digits of payment codes', () => {
    // all digits, even length: Start C and five pairs
    expect(code128Values('7105000017')).toEqual([105, 71, 5, 0, 0, 17, expect.any(Number)])
    // letters in Set B, then Code C (99) for the ten digits
    expect(code128Values('BYD1763790000')!.slice(0, 10)).toEqual([104, 34, 57, 36, 99, 17, 63, 79, 0, 0])
    // odd digit run at the start: pairs in Set C, then Code B (100) for the last digit
    expect(code128Values('12345')!.slice(0, 5)).toEqual([105, 12, 34, 100, 21])
    // odd digit run after a letter: the first digit in Set B, then Code C for the pairs
    expect(code128Values('A12345')!.slice(0, 5)).toEqual([104, 33, 17, 99, 23])
    // three digits are not worth a switch
    expect(code128Values('A123B')!.slice(0, 6)).toEqual([104, 33, 17, 18, 19, 34])
  })

  it('has 11 modules per symbol plus a 13-module stop', () => {
    const widths = encodeCode128('BYD1763790000')!
    const values = code128Values('BYD1763790000')!
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(values.length * 11 + 13)
    expect(widths).toHaveLength(values.length * 6 + 7)
  })

  it('refuses the empty text and characters outside printable ASCII', () => {
    for (const text of ['', 'é', 'Ω', 'PAY–1', '12\n34', '\t', '\u007f', '\u0000', '1234😀', 'ｐａｙ']) {
      expect(encodeCode128(text), JSON.stringify(text)).toBeNull()
      expect(code128Values(text), JSON.stringify(text)).toBeNull()
    }
  })
})

describe('Barcode', () => {
  /** The widths (bar first) read back from the rendered bars, without the quiet zone. */
  function widthsOf(svg: SVGElement): { widths: number[]; left: number; right: number; total: number } {
    const total = Number(svg.getAttribute('viewBox')!.split(' ')[2])
    const bars = [...svg.querySelectorAll('rect')]
      .filter((rect) => rect.getAttribute('fill') === '#000')
      .map((rect) => ({ x: Number(rect.getAttribute('x')), width: Number(rect.getAttribute('width')) }))
    const widths: number[] = []
    bars.forEach((bar, index) => {
      if (index > 0) {
        const previous = bars[index - 1]!
        widths.push(bar.x - previous.x - previous.width)
      }
      widths.push(bar.width)
    })
    const last = bars[bars.length - 1]!
    return { widths, left: bars[0]!.x, right: total - last.x - last.width, total }
  }

  it('renders a scannable svg with its label and the code in text', () => {
    render(<Barcode value="BYD1763790000" label="Payment code BYD1763790000" />)
    const svg = screen.getByRole('img', { name: 'Payment code BYD1763790000' })
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(svg.getAttribute('shape-rendering')).toBe('crispEdges')
    const { widths, left, right } = widthsOf(svg as unknown as SVGElement)
    expect(decode(widths)).toBe('BYD1763790000')
    expect(left).toBeGreaterThanOrEqual(QUIET_ZONE)
    expect(right).toBeGreaterThanOrEqual(QUIET_ZONE)
    // a white background under the bars, so the quiet zone is white whatever the page colour
    expect(svg.querySelector('rect')!.getAttribute('fill')).toBe('#fff')
    expect(screen.getByText('BYD1763790000').className).toBe('barcode__text')
  })

  it('renders the digits-only payment code', () => {
    render(<Barcode value="7105000017" label="Bar code" />)
    const svg = screen.getByRole('img', { name: 'Bar code' }) as unknown as SVGElement
    expect(decode(widthsOf(svg).widths)).toBe('7105000017')
    expect(screen.getByText('7105000017')).toBeTruthy()
  })

  it.each(['', 'PAY–1', 'é'])('shows a message instead of bars for %j', (value) => {
    const { container } = render(<Barcode value={value} label="Bar code" />)
    expect(container.querySelector('svg')).toBeNull()
    expect(screen.getByText('This code cannot be shown as a bar code.')).toBeTruthy()
  })
})
