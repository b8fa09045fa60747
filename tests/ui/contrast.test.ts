import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { config } from '../../src/config.ts'
import { auditTheme, failures, NON_TEXT, TEXT } from './theme-audit.ts'
import { contrast, readStylesheet } from './wcag.ts'

const css = readFileSync(join(import.meta.dirname, '../../src/ui/theme.css'), 'utf8')
const sheet = readStylesheet(css)

describe('the WCAG contrast function', () => {
  it('gives the known ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    // The WCAG reference grey that just passes AA on white.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrast('#ffffff', '#767676')).toBeCloseTo(4.54, 2)
  })
})

describe('theme contrast (WCAG AA)', () => {
  const checks = auditTheme(css, config.theme)

  it('passes every text pair at 4.5:1 and every control boundary at 3:1', () => {
    expect(failures(checks)).toEqual([])
  })

  it.each([
    ['header text on the gradient (from end)', TEXT],
    ['header text on the gradient (to end)', TEXT],
    ['header text on the gradient (midpoint)', TEXT],
    ['amount-card text on the gradient (to end)', TEXT],
    ['accent text on surface', TEXT],
    ['accent text on canvas', TEXT],
    ['primary button text', TEXT],
    ['muted text on surface', TEXT],
    ['muted text on canvas', TEXT],
    ['danger text on surface', TEXT],
    ['input border on surface', NON_TEXT],
    ['input border on canvas', NON_TEXT],
    ['radio ring on surface', NON_TEXT],
    ['radio ring on canvas', NON_TEXT],
    ['secondary button border on surface', NON_TEXT],
    ['secondary button border on canvas', NON_TEXT],
  ])('%s is checked against %s:1', (name, min) => {
    const check = checks.find((c) => c.name === name)
    expect(check, name).toBeDefined()
    expect(check?.min).toBe(min)
    expect(check?.ratio).toBeGreaterThanOrEqual(min)
  })

  // A brand build overrides the theme with VITE_THEME_*; only the defaults must match the CSS fallbacks.
  const overridden = Object.keys(import.meta.env).some((key) => key.startsWith('VITE_THEME_'))
  it.skipIf(overridden)('keeps the :root fallbacks equal to the config defaults', () => {
    expect(sheet.properties).toMatchObject({
      '--theme-gradient-from': config.theme.gradientFrom,
      '--theme-gradient-to': config.theme.gradientTo,
      '--theme-accent': config.theme.accent,
      '--theme-font': config.theme.font,
    })
    expect(sheet.resolve('var(--theme-accent-contrast)')).toEqual(sheet.resolve(config.theme.accentContrast))
  })

  it('puts no opacity on text over the gradient', () => {
    for (const selector of [
      '.page__header',
      '.page__title',
      '.amount-card',
      '.amount-card__label',
      '.amount-card__value',
    ]) {
      expect(sheet.declarations(selector).opacity, selector).toBeUndefined()
    }
  })
})

describe('the audit itself fails on a failing colour', () => {
  const broken = (from: string, to: string) => {
    expect(css).toContain(from)
    return failures(auditTheme(css.replace(from, to), config.theme))
  }

  it('catches the old light gradient end', () => {
    expect(failures(auditTheme(css, { ...config.theme, gradientTo: '#08a045' }))).toContain(
      'header text on the gradient (to end): 3.43 < 4.5',
    )
  })
  it('catches a pale accent', () => {
    const found = failures(auditTheme(css, { ...config.theme, accent: '#3fbf7f' }))
    expect(found.some((f) => f.startsWith('accent text on surface'))).toBe(true)
    expect(found.some((f) => f.startsWith('primary button text'))).toBe(true)
  })
  it('catches the old pale input border and radio ring', () => {
    const found = broken('--border-strong: #7b8794;', '--border-strong: #cbd2d9;')
    expect(found.some((f) => f.startsWith('input border on surface'))).toBe(true)
    expect(found.some((f) => f.startsWith('radio ring on canvas'))).toBe(true)
  })
  it('catches the old washed-out secondary border', () => {
    const found = broken(
      'surface and canvas. */\n  border-color: var(--theme-accent);',
      'surface and canvas. */\n  border-color: color-mix(in srgb, var(--theme-accent) 45%, white);',
    )
    expect(found.some((f) => f.startsWith('secondary button border on surface'))).toBe(true)
  })
  it('catches a light muted grey', () => {
    expect(
      broken('--muted: #52606d;', '--muted: #9aa5b1;').some((f) => f.startsWith('muted text on canvas')),
    ).toBe(true)
  })
})
