import type { CallFailure } from '../../machines/shared/notice.ts'

/**
 * Redirect targets that come from the server (pay URLs, agreement URLs) are checked before use:
 * only http(s) URLs and same-origin paths pass; `javascript:`, `data:` and the like never do.
 */
export function safeRedirect(candidate: string, base: string): string | null {
  const trimmed = candidate.trim()
  if (trimmed === '') return null
  try {
    const url = new URL(trimmed, base)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** A server URL with the session parameters added where it lacks them (spec §4: "plus session params"). */
export function withSessionParams(url: string, common: Record<string, string | undefined>): string {
  const target = new URL(url)
  for (const [key, value] of Object.entries(common)) {
    if (value !== undefined && !target.searchParams.has(key)) target.searchParams.set(key, value)
  }
  return target.href
}

/** A server URL that fails the redirect check is a malformed answer, never a navigation. */
export function checkedRedirect(url: string, origin: string): string {
  const checked = safeRedirect(url, origin)
  if (checked === null) throw { kind: 'malformed' } satisfies CallFailure
  return checked
}
