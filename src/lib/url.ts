// @chunk url
import type { CallFailure } from '../../machines/shared/notice.ts'
import { COMMON_KEYS, isHeaderKey, type CommonQuery } from './query.ts'

/*
 * The origin rules of every address the server or a link names (docs/decisions/023-origins-and-csp.md):
 * the redirect rule (what the app may open at all) and the session-link rule (which pages get the
 * borrower's session in their query). Pure: the page's origin and the allowlist are arguments. Each
 * rule is a few regular expressions and the URL parser: this module is in most routes' first load.
 */

/** Whitespace anywhere, control and format characters (the URL parser drops tab and newline silently). */
export const UNSAFE_CHARACTER = /[\s\p{C}]/u
/** A backslash in the part a parser reads as a path: it becomes a slash for http(s), so none is allowed. */
const PATH_BACKSLASH = /^[^?#]*\\/
/** A same-origin path: exactly one leading `/`, never `//host` or `/\host` (both mean another host). */
const APP_PATH = /^\/(?![/\\])/
/**
 * An absolute web address spelled out, without userinfo: the scheme, `//`, a host right after (not
 * `///host`, `/\host`), and no `@` in the authority (up to the first `/`, `?` or `#`). The parser reads
 * `user@host` as userinfo, and `https://@evil.example` parses without any yet still reads as if it had one.
 */
const WEB_ADDRESS = /^https?:\/\/(?![/\\])[^/?#@]*(?:[/?#]|$)/i

/**
 * The one redirect rule: after trimming, an address with whitespace or a control character inside is
 * refused; what remains passes only as a same-origin path (resolved against `origin`) or an absolute
 * http(s) address without userinfo, returned as the parser writes it. Everything else is null:
 * `//evil.example`, `/\evil.example`, `https://bayad.example@evil.example`, `http:evil.example`,
 * `javascript:`, `data:`, `blob:` and relative paths without a leading slash (their meaning depends on
 * the page's own path). Which origin a caller then accepts is the caller's rule (decision 023's table).
 */
export function redirectTarget(candidate: string, origin: string): string | null {
  const trimmed = candidate.trim()
  const appOrigin = originOf(origin)
  if (appOrigin === null || UNSAFE_CHARACTER.test(trimmed) || PATH_BACKSLASH.test(trimmed)) return null
  if (APP_PATH.test(trimmed)) {
    const url = parse(trimmed, appOrigin)
    return url?.origin === appOrigin ? url.href : null
  }
  // Spelled out as http(s) (so that is what the parser reads), without userinfo: the address as parsed.
  return WEB_ADDRESS.test(trimmed) ? (parse(trimmed)?.href ?? null) : null
}

/** A server URL that fails the redirect rule is a malformed answer, never a navigation. */
export function checkedRedirect(url: string, origin: string): string {
  const checked = redirectTarget(url, origin)
  if (checked === null) throw { kind: 'malformed' } satisfies CallFailure
  return checked
}

/** The origin of an address, or null when it is not one. */
export function originOf(address: string): string | null {
  const origin = parse(address)?.origin
  return origin === undefined || origin === 'null' ? null : origin
}

/**
 * `url` (an address a rule has passed) when it is of the app's own origin or of one of `origins` (a
 * configured list: frames, pay-code pictures); otherwise null.
 */
export function fromOrigins(url: string | null, origin: string, origins: readonly string[]): string | null {
  const from = url === null ? null : originOf(url)
  return from !== null && (from === originOf(origin) || origins.includes(from)) ? url : null
}

/** Whose pages may receive the session in a link: the app's own origin and the configured lender's. */
export interface FirstParty {
  /** The page's own origin (whatever its scheme). */
  origin: string
  /** Other origins of the lender, https only (config.firstPartyOrigins). */
  firstPartyOrigins: readonly string[]
}

/** The app's own origin, or a listed https origin of the lender. */
export function isFirstParty(url: string, { origin, firstPartyOrigins }: FirstParty): boolean {
  const target = parse(url)
  return (
    target !== null &&
    (target.origin === originOf(origin) ||
      (target.protocol === 'https:' && firstPartyOrigins.includes(target.origin)))
  )
}

/**
 * The session-link rule (spec §4 "plus session params", decision 023): a page of the app's own origin
 * gets every common-query value it lacks; a listed first-party https origin gets them without the
 * custom header values; any other page (a partner lender, a wallet, an agreement) gets the URL exactly
 * as the server named it.
 */
export function withFirstPartySession(url: string, common: CommonQuery, party: FirstParty): string {
  if (!isFirstParty(url, party)) return url
  const target = new URL(url)
  const sameOrigin = target.origin === originOf(party.origin)
  for (const key of COMMON_KEYS) {
    const value = common[key]
    // The custom header values (spec §7) never go to another origin, even the lender's.
    if (value !== undefined && !target.searchParams.has(key) && (sameOrigin || !isHeaderKey(key)))
      target.searchParams.set(key, value)
  }
  return target.href
}

function parse(address: string, base?: string): URL | null {
  try {
    return new URL(address, base)
  } catch {
    return null
  }
}
