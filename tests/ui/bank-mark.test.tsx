import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BankMark,
  bankMarkStyle,
  FALLBACK_PALETTE,
  initialsOf,
  KNOWN_BANKS,
} from '../../src/ui/bank-mark.tsx'
import { contrast } from './wcag.ts'

afterEach(cleanup)

function mark(bankCode: string, bankName: string): HTMLElement {
  const { container } = render(<BankMark bankCode={bankCode} bankName={bankName} />)
  const element = container.querySelector<HTMLElement>('.bank-mark')
  if (element === null) throw new Error('no .bank-mark rendered')
  return element
}

describe('BankMark', () => {
  it('tells BDO and BPI apart (they were both "B")', () => {
    const bdo = mark('BDO', 'BDO Unibank')
    const bpi = mark('BPI', 'BPI')
    expect(bdo.textContent).toBe('BDO')
    expect(bpi.textContent).toBe('BPI')
    expect(bdo.style.background).not.toBe(bpi.style.background)
  })

  it('gives every bank of the sandbox its own label', () => {
    const labels = [
      ['BDO', 'BDO Unibank'],
      ['BPI', 'BPI'],
      ['MBTC', 'Metrobank'],
      ['LBP', 'Land Bank of the Philippines'],
      ['SECB', 'Security Bank'],
      ['UBP', 'UnionBank'],
      ['GCASH', 'GCash'],
      ['MAYA', 'Maya'],
    ].map(([code = '', name = '']) => bankMarkStyle(code, name).label)
    expect(labels).toEqual(['BDO', 'BPI', 'MB', 'LBP', 'SB', 'UB', 'GC', 'Maya'])
  })

  it('labels are 2 to 4 characters and no two known banks share one', () => {
    const labels = KNOWN_BANKS.map((bank) => bank.label)
    for (const label of labels) expect(label.length).toBeGreaterThanOrEqual(2)
    for (const label of labels) expect(label.length).toBeLessThanOrEqual(4)
    expect(new Set(labels).size).toBe(labels.length)
  })

  it('matches codes case-insensitively and knows a bank by its name when the code is missing', () => {
    expect(bankMarkStyle('mbtc', 'whatever').label).toBe('MB')
    expect(bankMarkStyle('', 'Metrobank').label).toBe('MB')
    expect(bankMarkStyle('', 'China Bank Savings').label).toBe('CBC')
  })

  it('falls back to the initials of up to three words of the name for an unknown code', () => {
    const element = mark('XYZ1', 'Asia United Bank Corporation')
    expect(element.textContent).toBe('AUB')
    expect(element).toHaveProperty('className', 'bank-mark bank-mark--3 bank-mark--fallback')
    expect(initialsOf('Bank of Commerce')).toBe('BC')
    expect(initialsOf('Tonik')).toBe('TO')
    expect(bankMarkStyle('CIMB', '').label).toBe('CI')
  })

  it('picks the fallback colour from the name, the same every time', () => {
    const first = bankMarkStyle('', 'Asia United Bank')
    const again = bankMarkStyle('OTHER', 'Asia United Bank')
    expect(again.background).toBe(first.background)
    expect(again.foreground).toBe(first.foreground)
    expect(FALLBACK_PALETTE.map((p) => p.background)).toContain(first.background)
    // Different names spread over the palette instead of all landing on one colour.
    const names = [
      'Asia United Bank',
      'Bank of Commerce',
      'CIMB Bank',
      'Tonik',
      'Maybank',
      'Robinsons Bank',
      'Sterling Bank',
    ]
    expect(new Set(names.map((name) => bankMarkStyle('', name).background)).size).toBeGreaterThan(2)
  })

  it('is hidden from screen readers (the row reads the bank name)', () => {
    const element = mark('BDO', 'BDO Unibank')
    expect(element.getAttribute('aria-hidden')).toBe('true')
  })

  it.each(KNOWN_BANKS.map((bank) => [bank.label, bank.foreground, bank.background] as const))(
    '%s: %s on %s is at least 4.5:1',
    (_label, foreground, background) => {
      expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5)
    },
  )

  it.each(FALLBACK_PALETTE.map((pair) => [pair.foreground, pair.background] as const))(
    'fallback %s on %s is at least 4.5:1',
    (foreground, background) => {
      expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5)
    },
  )
})
