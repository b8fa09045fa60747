import { mkdirSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { smallTargets } from './a11y.ts'
import { SHOTS_DIR, TAKE_SHOTS } from './files.ts'

/**
 * The English texts of catalogue areas (src/i18n/<area>/en.ts) that Filipino says otherwise: each
 * plain text, and the fixed parts of each function text (called with markers, split on them), those of
 * two words or more, so a word both languages share ("e-wallet", "OK") is never flagged.
 */
export async function englishTexts(areas: readonly string[]): Promise<string[]> {
  const found = new Set<string>()
  const MARK = '\u0001'
  for (const area of areas) {
    const en = ((await import(`../../src/i18n/${area}/en.ts`)) as { default: object }).default
    const fil = ((await import(`../../src/i18n/${area}/fil.ts`)) as { default: object }).default
    const walk = (english: object, filipino: object) => {
      for (const [key, value] of Object.entries(english)) {
        const other = (filipino as Record<string, unknown>)[key]
        if (typeof value === 'object' && value !== null) walk(value, (other ?? {}) as object)
        else {
          const text = (v: unknown) =>
            typeof v === 'function'
              ? String((v as (...a: string[]) => unknown)(MARK, MARK, MARK, MARK))
              : String(v)
          if (text(value) === text(other)) continue
          // `**bold**` marks (the payment guides' emphasis, rendered as <strong>) are not on the page.
          for (const part of text(value)
            .replace(/\*\*/g, '')
            .split(MARK)
            .map((p) => p.trim()))
            if (part.split(/\s+/).length >= 2 && /[a-z]{3}/i.test(part)) found.add(part)
        }
      }
    }
    walk(en, fil)
  }
  return [...found]
}

/**
 * No English text of these areas is on the page (its visible text and its controls' accessible names
 * given by aria-label), with the page in Filipino: what a `lang=fil` screen must hold (issue 28).
 */
export async function expectNoEnglish(
  page: Page,
  areas: readonly string[],
  /** English the server itself sends that happens to equal a catalogue text (a sandbox product's "Apply now"). */
  serverTexts: readonly string[] = [],
): Promise<void> {
  const texts = (await englishTexts(areas)).filter((text) => !serverTexts.includes(text))
  const shown = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'))
    return [document.body.innerText, document.title, ...labels].join('\n')
  })
  const left = texts.filter((text) => shown.includes(text))
  expect(left, 'English left on a Filipino page').toEqual([])
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil')
}

/**
 * A Filipino screen at the phone's width and at 320 px: no touch target under 44 px, nothing wider
 * than the screen (a long Filipino word would push the page sideways). With `E2E_SHOTS=1`, the whole
 * page at both widths saved to look at (`<SHOTS_DIR>/fil-<area>/<name>-390.png`, `-320.png`).
 */
export async function atPhoneWidths(page: Page, area: string, name: string, fullPage = true): Promise<void> {
  const size = page.viewportSize() ?? { width: 390, height: 844 }
  const dir = `${SHOTS_DIR}/fil-${area}`
  if (TAKE_SHOTS) mkdirSync(dir, { recursive: true })
  expect(await smallTargets(page), name).toEqual([])
  if (TAKE_SHOTS) await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage })
  await page.setViewportSize({ width: 320, height: 640 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(320)
  if (TAKE_SHOTS) await page.screenshot({ path: `${dir}/${name}-320.png`, fullPage })
  await page.setViewportSize(size)
}
