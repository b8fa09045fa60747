/**
 * The borrower's language (decisions.md "Where the spec's letter and a Filipino borrower disagree",
 * docs/decisions/034-languages.md): the host picks it with the `lang` query parameter, kept on every
 * navigation like the common query; otherwise the device's language decides; otherwise English.
 * - `en`: plain English, the default;
 * - `fil`: Filipino;
 * - `spec`: the spec's literal wording, for a lender whose host or tests depend on it.
 */
export const LANGS = ['en', 'fil', 'spec'] as const
export type Lang = (typeof LANGS)[number]

export const isLang = (value: unknown): value is Lang => LANGS.some((lang) => lang === value)

/** A device language (BCP 47) as one of ours: Filipino or Tagalog → `fil`, English → `en`. */
function deviceLang(tag: string): Lang | undefined {
  const base = tag.toLowerCase().split(/[-_]/)[0]
  if (base === 'fil' || base === 'tl') return 'fil'
  if (base === 'en') return 'en'
  return undefined
}

/**
 * `lang` of the query when it names one of ours (any other value is ignored, never kept), else the
 * first of the device's languages we have, else English. The route preload in index.html picks the
 * catalogue files it fetches by the same rule (vite.config.ts; tests/i18n/lang.test.ts).
 */
export function resolveLang(search: string, languages: readonly string[]): Lang {
  const asked = new URLSearchParams(search).get('lang')
  if (isLang(asked)) return asked
  for (const tag of languages) {
    const lang = deviceLang(tag)
    if (lang !== undefined) return lang
  }
  return 'en'
}

let current: Lang | undefined

/** The page's language, read once from its address and the device (it does not change while the page lives). */
export function currentLang(): Lang {
  current ??=
    typeof window === 'undefined'
      ? 'en'
      : resolveLang(window.location.search, window.navigator.languages ?? [window.navigator.language])
  return current
}

/** The `lang` attribute of the page: Filipino is `fil`; the spec's wording is English. */
export const htmlLang = (lang: Lang): string => (lang === 'fil' ? 'fil' : 'en')
