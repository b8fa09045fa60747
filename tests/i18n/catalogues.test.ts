import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Catalogue } from '../../src/i18n/catalogue.ts'
import { LANGS } from '../../src/i18n/lang.ts'

/**
 * Every catalogue (src/i18n/<area>/<lang>.ts, docs/decisions/034-languages.md) has every key of its
 * English reference and nothing else, of the same kind (text or function); no text is empty or uses
 * full-width punctuation; Filipino is translated; and no key is unused: each is named somewhere in
 * the code that loads its area (or, for a message, by a machine or a screen).
 */
const ROOT = join(import.meta.dirname, '../..')
const I18N = join(ROOT, 'src/i18n')
const modules = import.meta.glob<{ default: Catalogue }>('../../src/i18n/*/*.ts', { eager: true })
const areas = readdirSync(I18N).filter((name) => statSync(join(I18N, name)).isDirectory())

const catalogueOf = (area: string, lang: string): Catalogue => {
  const module = modules[`../../src/i18n/${area}/${lang}.ts`]
  if (module === undefined) throw new Error(`src/i18n/${area}/${lang}.ts is missing`)
  return module.default
}

/** Every leaf of a catalogue as [path, value]: `titles.pay`, `messages.repay.x`, `tryAgain`. */
function leaves(catalogue: object, prefix = ''): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  )
}

/** A function text's output with sample values (numbers and strings both read as text). */
const sample = (value: unknown): string =>
  typeof value === 'function'
    ? String((value as (...a: unknown[]) => unknown)(3, '₱1,000.00', 'X', 'Y'))
    : String(value)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'i18n' && dir.endsWith('src') ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}
const sources = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'machines'))].map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}))

describe('catalogues', () => {
  it('has areas, each with its three languages and an index naming the area as its folder', () => {
    expect(areas).toContain('common')
    for (const area of areas) {
      for (const lang of LANGS) expect(() => catalogueOf(area, lang), `${area}/${lang}`).not.toThrow()
      const index = readFileSync(join(I18N, area, 'index.ts'), 'utf8')
      expect(index, `src/i18n/${area}/index.ts`).toMatch(new RegExp(`catalogue<typeof en>\\('${area}',`))
    }
  })

  it.each(areas)('%s: every language has every key of English, and only those, of the same kind', (area) => {
    const english = new Map(leaves(catalogueOf(area, 'en')))
    for (const lang of LANGS) {
      const other = new Map(leaves(catalogueOf(area, lang)))
      expect([...other.keys()].sort(), `${area}/${lang} keys`).toEqual([...english.keys()].sort())
      for (const [key, value] of other) {
        expect(typeof value, `${area}/${lang} ${key}`).toBe(typeof english.get(key))
        expect(['string', 'function'], `${area}/${lang} ${key}`).toContain(typeof value)
        const text = sample(value)
        expect(text.trim(), `${area}/${lang} ${key} is empty`).not.toBe('')
        if (lang !== 'spec')
          expect(text, `${area}/${lang} ${key}: full-width punctuation`).not.toMatch(/[！，。：；（）？、]/)
      }
    }
  })

  it.each(areas)(
    '%s: Filipino is translated (a text of three words or more is never the English one)',
    (area) => {
      const english = new Map(leaves(catalogueOf(area, 'en')))
      // A function's own words: its output with the values left out ("Reference no. {id}" is two words).
      const words = (value: unknown) =>
        (typeof value === 'function'
          ? String((value as (...a: string[]) => unknown)('', '', '', ''))
          : String(value)
        )
          .split(/\s+/)
          .filter(Boolean).length
      const untranslated = leaves(catalogueOf(area, 'fil'))
        .filter(([key, value]) => sample(value) === sample(english.get(key)) && words(value) >= 3)
        .map(([key]) => key)
      expect(untranslated).toEqual([])
    },
  )

  it.each(areas)('%s: no key is unused', (area) => {
    const users = sources.filter(({ text }) => text.includes(`i18n/${area}/index.ts`))
    expect(users.length, `nothing imports src/i18n/${area}/index.ts`).toBeGreaterThan(0)
    const unused = leaves(catalogueOf(area, 'en'))
      .map(([path]) => path)
      .filter((path) => {
        if (path.startsWith('messages.')) {
          // A message id is named by a machine or a screen, anywhere.
          const id = path.slice('messages.'.length)
          return !sources.some(({ text }) => text.includes(`'${id}'`))
        }
        const key = path.split('.').pop() ?? path
        const named = new RegExp(`(\\.|\\b)${key.replace(/[$]/g, '\\$')}\\b`)
        return !users.some(({ text }) => named.test(text))
      })
    expect(unused).toEqual([])
  })
})
