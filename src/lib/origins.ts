/**
 * Lists of origins from the build's configuration (comma- or space-separated), read by src/config.ts
 * and by the build's CSP plugin (vite.config.ts), so both read one list the same way. Only https
 * origins count; an entry that is not exactly an origin (a path, userinfo, another scheme) is refused
 * and named, so a typo in a deployment's settings fails the build instead of widening a rule.
 */
export interface OriginList {
  origins: string[]
  refused: string[]
}

export function readOrigins(text: string | undefined): OriginList {
  const origins: string[] = []
  const refused: string[] = []
  for (const entry of (text ?? '').split(/[\s,]+/)) {
    if (entry === '') continue
    const origin = httpsOrigin(entry)
    if (origin === null) refused.push(entry)
    else if (!origins.includes(origin)) origins.push(origin)
  }
  return { origins, refused }
}

function httpsOrigin(entry: string): string | null {
  try {
    const url = new URL(entry)
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '') return null
    return url.origin
  } catch {
    return null
  }
}
