/**
 * WCAG 2.x contrast, and just enough of a CSS reader to resolve the colours theme.css uses:
 * #hex, rgb()/rgba() with alpha, white/black/transparent, var(--x) and color-mix(in srgb, A p%, B).
 */

export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 }

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export function luminance(colour: Rgba | string): number {
  const { r, g, b } = typeof colour === 'string' ? parseColour(colour) : colour
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** Paints a translucent colour over an opaque backdrop, as the browser does. */
export function over(top: Rgba, backdrop: Rgba): Rgba {
  const a = top.a
  return {
    r: top.r * a + backdrop.r * (1 - a),
    g: top.g * a + backdrop.g * (1 - a),
    b: top.b * a + backdrop.b * (1 - a),
    a: 1,
  }
}

/** (L1 + 0.05) / (L2 + 0.05); a translucent background is painted over `backdrop` (white) first. */
export function contrast(
  foreground: Rgba | string,
  background: Rgba | string,
  backdrop: Rgba = WHITE,
): number {
  const bg = over(typeof background === 'string' ? parseColour(background) : background, backdrop)
  const fg = over(typeof foreground === 'string' ? parseColour(foreground) : foreground, bg)
  const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** sRGB interpolation, which is what color-mix(in srgb) and a default linear-gradient do. */
export function mix(from: Rgba, to: Rgba, t: number): Rgba {
  return {
    r: from.r + (to.r - from.r) * t,
    g: from.g + (to.g - from.g) * t,
    b: from.b + (to.b - from.b) * t,
    a: from.a + (to.a - from.a) * t,
  }
}

export function parseColour(text: string): Rgba {
  const value = text.trim().toLowerCase()
  if (value === 'white') return WHITE
  if (value === 'black') return { r: 0, g: 0, b: 0, a: 1 }
  if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 }
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1]
  if (hex !== undefined) {
    const full = hex.length <= 4 ? Array.from(hex, (c) => c + c).join('') : hex
    const part = (i: number) => parseInt(full.slice(i, i + 2), 16)
    return { r: part(0), g: part(2), b: part(4), a: full.length === 8 ? part(6) / 255 : 1 }
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+)(%?))?\s*\)$/.exec(value)
  if (rgb !== null) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] === '%' ? 100 : 1)
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha }
  }
  throw new Error(`not a colour this test understands: ${text}`)
}

export interface Stylesheet {
  /** Custom properties of the first `:root` rule. */
  properties: Record<string, string>
  /** Declarations per selector, merged in source order (later wins). */
  declarations(selector: string): Record<string, string>
  /** A colour value with var() and color-mix() resolved, with `overrides` for custom properties. */
  resolve(value: string, overrides?: Record<string, string>): Rgba
  /** The colour inside a shorthand such as `1px solid var(--border-strong)`. */
  colourIn(value: string, overrides?: Record<string, string>): Rgba
}

export function readStylesheet(css: string): Stylesheet {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const rules: { selectors: string[]; body: Record<string, string> }[] = []
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = (match[1] ?? '').split(',').map((s) => s.trim().replace(/\s+/g, ' '))
    const body: Record<string, string> = {}
    for (const declaration of (match[2] ?? '').split(';')) {
      const colon = declaration.indexOf(':')
      if (colon < 0) continue
      body[declaration.slice(0, colon).trim()] = declaration
        .slice(colon + 1)
        .trim()
        .replace(/\s+/g, ' ')
    }
    rules.push({ selectors, body })
  }
  const root = rules.find((rule) => rule.selectors.includes(':root'))
  const properties = Object.fromEntries(
    Object.entries(root?.body ?? {}).filter(([key]) => key.startsWith('--')),
  )

  function resolve(value: string, overrides: Record<string, string> = {}, depth = 0): Rgba {
    if (depth > 10) throw new Error(`var() cycle at ${value}`)
    const v = value.trim()
    const variable = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/.exec(v)
    if (variable !== null) {
      const name = variable[1] ?? ''
      const next = overrides[name] ?? properties[name] ?? variable[2]
      if (next === undefined) throw new Error(`undefined custom property ${name}`)
      return resolve(next, overrides, depth + 1)
    }
    const mixed = /^color-mix\(\s*in srgb\s*,\s*(.+?)\s+([\d.]+)%\s*,\s*(.+?)\s*\)$/.exec(v)
    if (mixed !== null) {
      const a = resolve(mixed[1] ?? '', overrides, depth + 1)
      const b = resolve(mixed[3] ?? '', overrides, depth + 1)
      return mix(b, a, Number(mixed[2]) / 100)
    }
    return parseColour(v)
  }

  return {
    properties,
    declarations(selector) {
      const merged: Record<string, string> = {}
      for (const rule of rules) if (rule.selectors.includes(selector)) Object.assign(merged, rule.body)
      return merged
    },
    resolve: (value, overrides) => resolve(value, overrides),
    colourIn(value, overrides) {
      const token =
        /(var\([^)]*\)|color-mix\(.*\)|#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|\bwhite\b|\bblack\b)/i.exec(value)
      if (token?.[1] === undefined) throw new Error(`no colour in ${value}`)
      return resolve(token[1], overrides)
    },
  }
}
