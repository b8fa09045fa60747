/**
 * The clients' URLs (src/api/client.ts; decision 033): a base prefix joined once, query values as
 * strings (undefined left out, arrays repeated), merged over the URL's own query. Written to give what
 * `ufo`'s `withBase` and `withQuery` gave the ofetch clients for what this app sends (decision 004).
 */
const hasProtocol = (input: string) => /^[a-z][a-z\d+.-]*:/i.test(input)

export function withBase(input: string, base: string | undefined): string {
  if (base === undefined || base === '' || base === '/' || hasProtocol(input)) return input
  const prefix = base.replace(/\/+$/, '')
  if (input.startsWith(prefix)) return input
  return `${prefix}/${input.replace(/^\.?\//, '')}`
}

export function withQuery(input: string, query: Record<string, unknown> | undefined): string {
  if (query === undefined) return input
  const hash = input.indexOf('#')
  const [path = '', search = ''] = (hash < 0 ? input : input.slice(0, hash)).split(/\?(.*)/s)
  const params = new URLSearchParams(search)
  for (const [key, value] of Object.entries(query)) {
    params.delete(key)
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value])
      params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))
  }
  const text = params.toString()
  return `${path}${text === '' ? '' : `?${text}`}${hash < 0 ? '' : input.slice(hash)}`
}
