import { cleanup, render, screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { STATUS_CODE, STATUS_TEXT } from '../../src/sandbox/sample.ts'
import { StatusChip, statusTone, STATUS_TONE_COLOURS, type StatusTone } from '../../src/ui/status-chip.tsx'
import { contrast, readStylesheet } from './wcag.ts'

afterEach(cleanup)

describe('statusTone', () => {
  it.each([
    ['21', 'blue'],
    ['151', 'amber'],
    ['110', 'red'],
    ['170', 'orange'],
    ['174', 'orange'],
    ['180', 'red'],
    ['200', 'teal'],
  ] as const)('spec §4 status %s is %s', (code, tone) => {
    expect(statusTone(code)).toBe(tone)
  })

  it.each([
    ['Overdue', 'red'],
    ['Failed', 'red'],
    ['Rejected', 'red'],
    ['Repayable', 'orange'],
    ['Due', 'orange'],
    ['Unpaid', 'orange'],
    ['Pending repayment', 'orange'],
    ['In review', 'blue'],
    ['Reviewing', 'blue'],
    ['Pending', 'blue'],
    ['Finished', 'teal'],
    ['Paid', 'teal'],
    ['Settled', 'teal'],
    ['Repaid', 'teal'],
    ['Completed', 'teal'],
    ['  OVERDUE ', 'red'],
  ] as const)('"%s" is %s', (text, tone) => {
    expect(statusTone(text)).toBe(tone)
  })

  it('"Overdue" is red, not green or teal', () => {
    expect(statusTone('Overdue')).toBe('red')
  })

  it('falls back to the 21 blue for anything unknown', () => {
    expect(statusTone('999')).toBe('blue')
    expect(statusTone('Something new')).toBe('blue')
    expect(statusTone('')).toBe('blue')
  })

  it('gives the sandbox status texts the same tone as their codes', () => {
    for (const status of Object.keys(STATUS_TEXT) as (keyof typeof STATUS_TEXT)[]) {
      expect(statusTone(STATUS_TEXT[status]), status).toBe(statusTone(STATUS_CODE[status]))
    }
  })
})

describe('StatusChip', () => {
  it('shows the status text with its tone class', () => {
    render(<StatusChip status="Overdue" />)
    expect(screen.getByText('Overdue').className).toBe('status-chip status-chip--red')
  })

  it('shows the label when one is given, coloured by the status', () => {
    render(<StatusChip status="174" label="Due on 2026-12-01" />)
    expect(screen.getByText('Due on 2026-12-01').className).toBe('status-chip status-chip--orange')
  })

  it('names a known code when no label is given', () => {
    render(<StatusChip status="200" />)
    expect(screen.getByText('Finished').className).toBe('status-chip status-chip--teal')
  })

  it('shows an unknown code as it is, in the 21 styling', () => {
    render(<StatusChip status="999" />)
    expect(screen.getByText('999').className).toBe('status-chip status-chip--blue')
  })

  it.each(Object.entries(STATUS_TONE_COLOURS) as [StatusTone, { text: string; background: string }][])(
    '%s text on its background is at least 4.5:1',
    (_tone, { text, background }) => {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
    },
  )

  it('theme.css paints each tone with the colours of the table', () => {
    const sheet = readStylesheet(readFileSync(join(import.meta.dirname, '../../src/ui/theme.css'), 'utf8'))
    for (const [tone, { text, background }] of Object.entries(STATUS_TONE_COLOURS)) {
      const rule = sheet.declarations(`.status-chip--${tone}`)
      expect(rule, tone).toEqual({ color: text, background })
    }
  })
})
