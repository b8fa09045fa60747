import { contrast, mix, readStylesheet, type Rgba } from './wcag.ts'

/** The brand values of src/config.ts (`config.theme`). */
export interface Theme {
  gradientFrom: string
  gradientTo: string
  accent: string
  accentContrast: string
  font: string
}

export interface Check {
  name: string
  ratio: number
  /** 4.5 for text, 3 for the boundaries of controls (WCAG 1.4.3 and 1.4.11). */
  min: number
}

export const TEXT = 4.5
export const NON_TEXT = 3

/**
 * Every colour pair of theme.css that a borrower has to read or find, with the brand values of
 * `theme` in place of the `--theme-*` fallbacks (applyTheme writes them at start-up).
 */
export function auditTheme(css: string, theme: Theme): Check[] {
  const sheet = readStylesheet(css)
  const brand: Record<string, string> = {
    '--theme-gradient-from': theme.gradientFrom,
    '--theme-gradient-to': theme.gradientTo,
    '--theme-accent': theme.accent,
    '--theme-accent-contrast': theme.accentContrast,
    '--theme-font': theme.font,
  }
  const colour = (value: string) => sheet.resolve(value, brand)
  const property = (selector: string, name: string): Rgba => {
    const value = sheet.declarations(selector)[name]
    if (value === undefined) throw new Error(`${selector} has no ${name}`)
    return sheet.colourIn(value, brand)
  }

  const surface = colour('var(--surface)')
  const canvas = colour('var(--canvas)')
  const accent = colour('var(--theme-accent)')
  const onAccent = colour('var(--theme-accent-contrast)')
  const checks: Check[] = []
  const text = (name: string, fg: Rgba, bg: Rgba, backdrop?: Rgba) =>
    checks.push({ name, ratio: contrast(fg, bg, backdrop), min: TEXT })
  const boundary = (name: string, edge: Rgba) => {
    checks.push({ name: `${name} on surface`, ratio: contrast(edge, surface), min: NON_TEXT })
    checks.push({ name: `${name} on canvas`, ratio: contrast(edge, canvas), min: NON_TEXT })
  }

  // The header and amount card: white text on every pixel of the gradient (both ends, the midpoint, and between).
  const from = colour('var(--theme-gradient-from)')
  const to = colour('var(--theme-gradient-to)')
  for (let step = 0; step <= 20; step++) {
    const t = step / 20
    const at = t === 0 ? 'from end' : t === 1 ? 'to end' : t === 0.5 ? 'midpoint' : `${t * 100}%`
    text(`header text on the gradient (${at})`, property('.page__header', 'color'), mix(from, to, t))
    text(`amount-card text on the gradient (${at})`, property('.amount-card', 'color'), mix(from, to, t))
  }

  text('accent-contrast on accent', onAccent, accent)
  text('accent text on surface', accent, surface)
  text('accent text on canvas', accent, canvas)
  text(
    'primary button text',
    property('.button--primary', 'color'),
    property('.button--primary', 'background'),
  )
  text('body text on surface', colour('var(--theme-font)'), surface)
  text('body text on canvas', colour('var(--theme-font)'), canvas)
  text('muted text on surface', property('.muted', 'color'), surface)
  text('muted text on canvas', property('.muted', 'color'), canvas)
  text('danger text on surface', colour('var(--danger)'), surface)
  text('danger text on canvas', colour('var(--danger)'), canvas)
  text(
    'secondary button text',
    property('.button--secondary', 'color'),
    property('.button--secondary', 'background'),
  )
  text('link button text on canvas', property('.button--link', 'color'), canvas)
  text(
    'placeholder text in a field',
    property('.input::placeholder', 'color'),
    property('.input', 'background'),
  )
  text(
    'disabled button text',
    property('.button:disabled', 'color'),
    property('.button:disabled', 'background'),
  )
  text('disabled link text on surface', property('.button--link:disabled', 'color'), surface)
  text('notice text', property('.notice', 'color'), property('.notice', 'background'))
  // The toast is translucent: white text is weakest over the lightest page behind it.
  text('toast text over a white page', property('.toast', 'color'), property('.toast', 'background'), surface)
  text('tag text', property('.tag', 'color'), property('.tag', 'background'))
  text('info note text', property('.info-note', 'color'), property('.info-note', 'background'))
  for (const tone of ['blue', 'amber', 'orange', 'red', 'teal']) {
    const selector = `.status-chip--${tone}`
    text(`status chip ${tone}`, property(selector, 'color'), property(selector, 'background'))
  }

  boundary('input border', property('.input', 'border'))
  boundary('textarea border', property('.textarea', 'border'))
  boundary('radio ring', property('.radio::before', 'border'))
  boundary('checked radio ring', property('.radio:checked::before', 'border-color'))
  boundary('secondary button border', property('.button--secondary', 'border-color'))
  boundary('focus ring', colour('var(--focus-ring)'))
  return checks
}

export function failures(checks: Check[]): string[] {
  return checks.filter((c) => !(c.ratio >= c.min)).map((c) => `${c.name}: ${c.ratio.toFixed(2)} < ${c.min}`)
}
