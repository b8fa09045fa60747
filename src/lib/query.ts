import * as v from 'valibot'
import { isLang } from '../i18n/lang.ts'

/**
 * The common query string: the contract with the native host (decisions.md). The host opens every
 * page with these; they ride on every call and every navigation.
 */
export const COMMON_KEYS = [
  'deviceId',
  'sessionId',
  'userId',
  'merchantNumber',
  'mobilePhone',
  'appName',
  // read for the custom headers of spec §7, and kept so the next page can read them too
  'building',
  'gather',
  'swift',
  'eyes',
  // The page's language (src/i18n/lang.ts): kept on every navigation, never sent with a call (src/api/client.ts).
  'lang',
] as const

export type CommonKey = (typeof COMMON_KEYS)[number]

/** The common keys whose values travel as the custom headers of spec §7 (src/api/client.ts). */
export const HEADER_QUERY_KEYS = [
  'building',
  'gather',
  'swift',
  'eyes',
] as const satisfies readonly CommonKey[]

/** A header value's length limit: the host's tokens are short; a longer one is not one of them. */
export const MAX_HEADER_VALUE = 1024
/**
 * An HTTP field value (RFC 9110 §5.5) restricted to ASCII: visible characters, spaces and tabs, at most
 * MAX_HEADER_VALUE of them (the bound is written out: one regular expression is the whole check).
 */
const HEADER_VALUE = /^[\t\x20-\x7e]{0,1024}$/

/**
 * Whether a value can travel as a header (`Headers.set` throws on anything else, failing the whole
 * call). A common-query header value that is not one is dropped everywhere: no header, not in the
 * calls' query, not carried to the next page (docs/decisions/024-checked-inputs.md).
 */
export const isHeaderValue = (value: string): boolean => HEADER_VALUE.test(value)

/** Whether a common-query key also travels as a header (`building`, `gather`, `swift`, `eyes`). */
export const isHeaderKey = (key: string): boolean => (HEADER_QUERY_KEYS as readonly string[]).includes(key)

/**
 * A common value as it may travel: a header key's value that is not a header value reads as absent,
 * and so does a `lang` that is not one of the app's languages.
 */
const commonValue = (key: CommonKey, value: string | undefined): string | undefined =>
  value !== undefined && (key === 'lang' ? isLang(value) : isHeaderValue(value) || !isHeaderKey(key))
    ? value
    : undefined

export type CommonQuery = Partial<Record<CommonKey, string>>
export type PageQuery = Record<string, string>

/** An id from a link (orderId, productId…): letters, digits, dot, dash and underscore, at most 64; '' allowed. */
export const linkId = v.pipe(v.string(), v.trim(), v.maxLength(64), v.regex(/^[\w.-]*$/))

/** Parses a search string; when product_id or productId is present the other gets the same value (spec §7). */
export function parseQuery(search: string): PageQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const query: PageQuery = {}
  params.forEach((value, key) => {
    query[key] = value
  })
  mirrorProductId(query)
  return query
}

export function mirrorProductId<T extends Record<string, unknown>>(query: T): T {
  const q = query as Record<string, unknown>
  if (q.product_id !== undefined && q.productId === undefined) q.productId = q.product_id
  else if (q.productId !== undefined && q.product_id === undefined) q.product_id = q.productId
  return query
}

export function pickCommon(query: PageQuery): CommonQuery {
  const common: CommonQuery = {}
  for (const key of COMMON_KEYS) {
    const value = commonValue(key, query[key])
    if (value !== undefined) common[key] = value
  }
  return common
}

/** Builds `path?<extra>&<common>`: flow parameters first, the common query string always kept. */
export function withCommonQuery(
  path: string,
  common: CommonQuery,
  extra: Record<string, string | number | undefined> = {},
): string {
  const [base = '', existing = ''] = path.split('?', 2)
  const params = new URLSearchParams(existing)
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) params.set(key, String(value))
  }
  for (const key of COMMON_KEYS) {
    const value = commonValue(key, common[key])
    if (value !== undefined && !params.has(key)) params.set(key, value)
  }
  const search = params.toString()
  return search === '' ? base : `${base}?${search}`
}
