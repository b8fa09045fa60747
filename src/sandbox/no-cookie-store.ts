/**
 * Stands in for `tough-cookie` in the browser bundle (alias in vite.config.ts). msw keeps a cookie
 * jar for cookies its mocked responses set (Set-Cookie) and adds them to later requests; that jar is
 * tough-cookie, which pulls in a public-suffix list (tldts): about 100 KiB gzip of the sandbox's
 * 140, evaluated on the main thread when the first call loads the sandbox.
 *
 * No sandbox handler reads or sets a cookie, so the jar is always empty: this stand-in is an empty
 * jar that forgets what it is given. Request cookies from the Cookie header and `document.cookie`
 * still reach handlers (msw reads those itself). Vitest loads msw from node_modules with the real
 * tough-cookie, so tests/sandbox run against msw as published.
 */
interface CookieLike {
  key: string
  value: string
  domain: string | null
  path: string | null
  toString(): string
  toJSON(): Record<string, unknown>
}

export class Cookie {
  /** msw restores persisted cookies through this; nothing is ever persisted, so nothing restores. */
  static fromJSON(_json: unknown): CookieLike | null {
    return null
  }
}

export class MemoryCookieStore {
  /** msw writes its persisted index here (always empty) and reads it back when persisting. */
  idx: Record<string, Record<string, Record<string, CookieLike>>> = {}
}

export class CookieJar {
  constructor(_store?: MemoryCookieStore) {}

  getCookiesSync(_url: string): CookieLike[] {
    return []
  }

  async setCookie(_cookie: string, _url: string): Promise<undefined> {
    return undefined
  }
}
