// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { applyTheme, config } from '../../src/config.ts'

/** The one configuration module (src/config.ts): the values the app ships with when no VITE_* is set. */
describe('configuration', () => {
  it('HTTP calls time out after 60 s (spec §9)', () => {
    expect(config.httpTimeoutMs).toBe(60_000)
  })

  it('every default the screens rely on is present', () => {
    expect(config.apiBase).toMatch(/^(\/|https?:\/\/)\S+$/)
    expect(config.defaultMerchantNumber).toMatch(/^\S+$/)
    expect(config.servicePhone).toMatch(/^\+?[\d ]{7,}$/)
    expect(config.appScheme).toMatch(/^[a-z][a-z0-9+.-]*$/)
    expect(config.repaymentInstructionsUrl).toMatch(/^(\/|https?:\/\/)\S+$/)
  })

  it.each(Object.entries(config.theme))('theme colour %s is a hex colour', (_name, value) => {
    expect(value).toMatch(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i)
  })

  it('applyTheme writes every theme value into a CSS variable', () => {
    const set = new Map<string, string>()
    const root = { style: { setProperty: (name: string, value: string) => void set.set(name, value) } }
    applyTheme(root as unknown as HTMLElement)
    expect(Object.fromEntries(set)).toEqual({
      '--theme-gradient-from': config.theme.gradientFrom,
      '--theme-gradient-to': config.theme.gradientTo,
      '--theme-accent': config.theme.accent,
      '--theme-accent-contrast': config.theme.accentContrast,
      '--theme-font': config.theme.font,
    })
  })
})
