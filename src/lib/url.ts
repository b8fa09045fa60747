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
