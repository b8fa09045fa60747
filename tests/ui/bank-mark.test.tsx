import { cleanup, render } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BankMark,
  bankMarkStyle,
  FALLBACK_COLOURS,
  initialsOf,
  KNOWN_BANK_CODES,
} from '../../src/ui/bank-mark.tsx'
import { contrast } from './wcag.ts'

afterEach(cleanup)

const css = readFileSync(join(import.meta.dirname, '../../src/ui/theme.css'), 'utf8')

/** The colour pair theme.css gives a `.bank-mark--<tone>`. */
function colours(tone: string): { background: string; color: string } {
  const rule = new RegExp(`\\.bank-mark--${tone} \\{([^}]*)\\}`).exec(css)?.[1]
  const background = rule && /background: (#[0-9a-f]{6});/.exec(rule)?.[1]
  const color = rule && /color: (#[0-9a-f]{6});/.exec(rule)?.[1]
  if (!background || !color) throw new Error(`theme.css has no colours for .bank-mark--${tone}`)
  return { background, color }
}

function mark(bankCode: string, bankName: string): HTMLElement {
  const { container } = render(<BankMark bankCode={bankCode} bankName={bankName} />)
  const element = container.querySelector<HTMLElement>('.bank-mark')
  if (element === null) throw new Error('no .bank-mark rendered')
  return element
}

const toneOf = (element: HTMLElement) =>
  [...element.classList].find((c) => /^bank-mark--(?!\d$)/.test(c) && !/^bank-mark--[34]$/.test(c))

const labels = [...new Set(Object.values(KNOWN_BANK_CODES))]
const fallbackTones = Array.from({ length: FALLBACK_COLOURS }, (_, index) => `p${index}`)

describe('BankMark', () => {
  it('tells BDO and BPI apart (they were both "B"), in label and colour', () => {
    const bdo = mark('BDO', 'BDO Unibank')
    const bpi = mark('BPI', 'BPI')
    expect(bdo.textContent).toBe('BDO')
    expect(bpi.textContent).toBe('BPI')
    expect(colours(toneOf(bdo)!.replace('bank-mark--', ''))).not.toEqual(
      colours(toneOf(bpi)!.replace('bank-mark--', '')),
    )
  })

  it('gives every bank of the sandbox its own label', () => {
    const seen = ['BDO', 'BPI', 'MBTC', 'LBP', 'SECB', 'UBP', 'GCASH', 'MAYA'].map(
      (code) => bankMarkStyle(code, '').label,
    )
    expect(seen).toEqual(['BDO', 'BPI', 'MB', 'LBP', 'SB', 'UB', 'GC', 'Maya'])
  })

  it('labels are 2 to 4 characters, and codes match without case, spaces, dots or dashes', () => {
    for (const label of labels) expect(label.length).toBeGreaterThanOrEqual(2)
    for (const label of labels) expect(label.length).toBeLessThanOrEqual(4)
    expect(bankMarkStyle('mbtc', 'whatever').label).toBe('MB')
    expect(bankMarkStyle('Union-Bank', '').label).toBe('UB')
  })

  it('falls back to the initials of up to three words of the name for an unknown code', () => {
    const element = mark('XYZ1', 'Asia United Bank Corporation')
    expect(element.textContent).toBe('AUB')
    expect(element.classList.contains('bank-mark--3')).toBe(true)
    expect(initialsOf('Bank of Commerce')).toBe('BC')
    expect(initialsOf('Tonik')).toBe('TO')
    expect(bankMarkStyle('CIMB', '').label).toBe('CI')
  })

  it('picks the fallback colour from the name, the same every time, spread over the palette', () => {
    const first = bankMarkStyle('', 'Asia United Bank')
    expect(bankMarkStyle('OTHER', 'Asia United Bank').tone).toBe(first.tone)
    expect(fallbackTones).toContain(first.tone)
    const names = ['Asia United Bank', 'Bank of Commerce', 'CIMB Bank', 'Tonik', 'Maybank', 'Robinsons Bank']
    expect(new Set(names.map((name) => bankMarkStyle('', name).tone)).size).toBeGreaterThan(2)
  })

  it('is hidden from screen readers (the row reads the bank name)', () => {
    expect(mark('BDO', 'BDO Unibank').getAttribute('aria-hidden')).toBe('true')
  })

  it.each([...labels.map((label) => label.toLowerCase()), ...fallbackTones])(
    '.bank-mark--%s has its colours in theme.css, at least 4.5:1',
    (tone) => {
      const { background, color } = colours(tone)
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5)
    },
  )

  it('known banks do not share a colour pair', () => {
    const pairs = labels.map((label) => JSON.stringify(colours(label.toLowerCase())))
    expect(new Set(pairs).size).toBe(pairs.length)
  })
})
