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

/**
 * The language of a page: the host's `lang` (any other value is ignored), remembered for the
 * session so a page reached without it (the return from an e-wallet's checkout, whose address the
 * server writes) keeps it; else the first of the device's languages the app has (Filipino or Tagalog
 * → `fil`, English → `en`); else English.
 *
 * The one rule: the route preload in index.html runs this very function (its source, inlined by
 * vite.config.ts) to fetch the catalogue files of the page's language with the screen. So it names
 * nothing outside itself and uses nothing newer than the support floor (docs/decisions/025).
 */
export function langOfPage(page: Pick<Window, 'location' | 'navigator' | 'sessionStorage'>): Lang {
  const ours = ['en', 'fil', 'spec']
  const asked = new URLSearchParams(page.location.search).get('lang')
  try {
    const storage = page.sessionStorage
    if (asked !== null && ours.indexOf(asked) >= 0) storage.setItem('bayad.lang', asked)
    const remembered = storage.getItem('bayad.lang')
    if (remembered !== null && ours.indexOf(remembered) >= 0) return remembered as Lang
  } catch {
    // No storage (private mode, a refusal): the address and the device still decide.
  }
  if (asked !== null && ours.indexOf(asked) >= 0) return asked as Lang
  const tags = page.navigator.languages || [page.navigator.language]
  for (let i = 0; i < tags.length; i++) {
    const base = String(tags[i]).toLowerCase().split(/[-_]/)[0]
    if (base === 'fil' || base === 'tl') return 'fil'
    if (base === 'en') return 'en'
  }
  return 'en'
}

let current: Lang | undefined

/**
 * The page's language, read once (it does not change while the page lives). A built page has it from
 * the route preload in index.html, which ran `langOfPage` before any module and wrote the result on
 * the root element (`data-lang`, with its `lang`): the app does not carry the rule a second time.
 */
export function currentLang(): Lang {
  if (current === undefined) {
    const written = document.documentElement.dataset.lang
    current = import.meta.env.DEV ? langOfPage(window) : isLang(written) ? written : 'en'
  }
  return current
}

/** The `lang` attribute of the page: Filipino is `fil`; the spec's wording is English. */
export const htmlLang = (lang: Lang): string => (lang === 'fil' ? 'fil' : 'en')
