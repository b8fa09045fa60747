// The Content-Security-Policy and the other security headers, written by the build from what it emits
// (docs/decisions/023-origins-and-csp.md): the pure builder the tests call and the Vite plugin uses
// (scripts/vite-plugins/csp.ts), and the check of a built folder (scripts/cli/check-csp.ts).
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder } from './files.ts'

/** The header file in the Netlify / Cloudflare Pages format, at the root of the build. */
export const HEADERS_FILE = '_headers'
/** The same headers as nginx `add_header` lines, for an `include` in the server block. */
export const NGINX_FILE = 'security-headers.conf'
/** Who may frame the app (header only: a meta tag cannot carry frame-ancestors). */
export const FRAME_ANCESTORS = ["'self'"]
/** Every https image source: server logos, channel marks and reply images come from any CDN the server names. */
export const IMAGE_SOURCES = ["'self'", 'data:', 'blob:', 'https:']

/** The CSP source expression of `text`'s SHA-256 (the hash a browser computes over an inline element). */
/** A policy directive: its name and its sources. */
export type Directive = [name: string, sources: string[]]
/** A response header, name and value. */
export type Header = [name: string, value: string]

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi

/**
 * The inline scripts and `<style>` elements of an HTML document, and what a policy without
 * 'unsafe-inline' or 'unsafe-hashes' cannot allow at all (style attributes, event handler attributes,
 * javascript: URLs), named.
 */
export function inlineElements(html: string): { scripts: string[]; styles: string[]; problems: string[] } {
  const scripts: string[] = []
  const styles: string[] = []
  const problems: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) {
      if (body.trim() !== '') problems.push('a script element with both a src and a body')
    } else if (!/\btype\s*=\s*["']?(application\/(ld\+)?json|importmap)/i.test(attributes)) scripts.push(body)
  }
  for (const [, body = ''] of html.matchAll(STYLE)) styles.push(body)
  const markup = html.replace(SCRIPT, '').replace(STYLE, '')
  for (const [tag] of markup.matchAll(/<[a-z][^>]*>/gi)) {
    if (/\sstyle\s*=/i.test(tag))
      problems.push(`a style attribute (it would need 'unsafe-hashes'): ${tag.slice(0, 80)}`)
    if (/\son[a-z]+\s*=/i.test(tag)) problems.push(`an event handler attribute: ${tag.slice(0, 80)}`)
    if (/=\s*["']?\s*javascript:/i.test(tag)) problems.push(`a javascript: URL: ${tag.slice(0, 80)}`)
  }
  return { scripts, styles, problems }
}

/**
 * The origin a configured address needs in the policy: none for a same-origin path (`/api`, `api/v1`),
 * the origin of an absolute http(s) URL without userinfo; anything else (`//host`, another scheme, a
 * URL with a user name) fails the build, named by `name`.
 */
export function configuredOrigin(value: string | undefined, name: string): string | null {
  const text = (value ?? '').trim()
  if (text === '') return null
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[\\/]{2}/.test(text) && !text.startsWith('\\')) return null
  let url
  try {
    url = new URL(text)
  } catch {
    throw new Error(`${name}: ${JSON.stringify(text)} is neither a path nor an http(s) URL`)
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '')
    throw new Error(
      `${name}: ${JSON.stringify(text)} is neither a path nor an http(s) URL without a user name`,
    )
  return url.origin
}

const unique = (values: (string | null | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => value !== null && value !== undefined)),
]

/**
 * The policy's directives, in order, from what the build emits and the configuration:
 * - `scripts`, `styles`: the text of every inline `<script>` and `<style>` the built documents carry;
 * - `apiBase` (VITE_API_BASE), `policyUrl` (VITE_POLICY_URL): a path or an absolute URL;
 * - `frameOrigins` (VITE_FRAME_ORIGINS, already read by src/lib/origins.ts) and `refusedFrameOrigins`
 *   (entries it refused: the build fails naming them);
 * - `trustedTypes`: the names of the Trusted Types policies the build's code creates (none: `'none'`).
 * The meta tag gets every directive; the header adds `frame-ancestors` (`header: true`).
 */
export interface PolicyInputs {
  scripts?: string[]
  styles?: string[]
  apiBase?: string | undefined
  policyUrl?: string | undefined
  frameOrigins?: string[]
  refusedFrameOrigins?: string[]
  trustedTypes?: string[]
  header?: boolean
}

export function policyDirectives({
  scripts = [],
  styles = [],
  apiBase = '',
  policyUrl = '',
  frameOrigins = [],
  refusedFrameOrigins = [],
  trustedTypes = [],
  header = false,
}: PolicyInputs): Directive[] {
  if (refusedFrameOrigins.length > 0)
    throw new Error(
      `VITE_FRAME_ORIGINS: ${refusedFrameOrigins.map((entry) => JSON.stringify(entry)).join(', ')} ` +
        'refused (https origins only: scheme, host and port, no path)',
    )
  for (const name of trustedTypes)
    if (!/^[A-Za-z0-9-#=_/@.%]+$/.test(name))
      throw new Error(`trusted-types: ${JSON.stringify(name)} is not a policy name`)
  const api = configuredOrigin(apiBase, 'VITE_API_BASE')
  const policyPage = configuredOrigin(policyUrl, 'VITE_POLICY_URL')
  const directives: Directive[] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...scripts.map(sha256Source)])],
    ['style-src', unique(["'self'", ...styles.map(sha256Source)])],
    ['img-src', IMAGE_SOURCES],
    ['connect-src', unique(["'self'", api, policyPage])],
    ['frame-src', unique(["'self'", ...frameOrigins, policyPage])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', trustedTypes.length > 0 ? unique(trustedTypes) : ["'none'"]],
  ]
  if (header) directives.push(['frame-ancestors', FRAME_ANCESTORS])
  return directives
}

/** The policy as the header or meta tag carries it. */
export function policyText(directives: Directive[]): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ')
}

/**
 * The browser features the app may use (docs/decisions/026-serving.md): the clipboard's write for the copy
 * buttons and geolocation for the test preview's "Locate" (both of the app's own documents only); every
 * other powerful feature is denied to the app and to anything it frames. Complaint pictures come from a
 * file input, which needs no camera permission. Clipboard reading keeps the browser's default (own
 * documents, behind the browser's permission prompt): the app never reads it, but the end-to-end suite
 * checks the Copy buttons by reading it in the page. Only names Chromium knows: an unknown one is a
 * console error.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** A year, subdomains included; browsers honour it over https only (over http they ignore it). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/** The headers every response of the build gets, as name-value pairs. */
export function securityHeaders(headerPolicy: string): Header[] {
  return [
    ['Content-Security-Policy', headerPolicy],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
  ]
}

const GENERATED =
  'Written by the build (scripts/vite-plugins/csp.ts); docs/decisions/023-origins-and-csp.md. Do not edit.'

/** `_headers`: every path gets the headers (Netlify and Cloudflare Pages read it as it is). */
export function headersFile(headers: Header[]): string {
  return `# ${GENERATED}\n/*\n${headers.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`
}

/** security-headers.conf: `include` it in nginx's server block (and in any location that adds headers). */
export function nginxFile(headers: Header[]): string {
  return `# ${GENERATED}\n${headers.map(([name, value]) => `add_header ${name} "${value}" always;\n`).join('')}`
}

/** The headers of `_headers`' `/*` block. */
export function readHeadersFile(text: string): Header[] {
  const headers: Header[] = []
  let inBlock = false
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      inBlock = line.trim() === '/*'
      continue
    }
    const at = line.indexOf(':')
    if (inBlock && at > 0) headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()])
  }
  return headers
}

/** `html` with the policy's meta tag first in its head (after the charset, which must open it). */
export function withPolicyMeta(html: string, metaPolicy: string): string {
  if (/http-equiv\s*=\s*["']?content-security-policy/i.test(html))
    throw new Error('index.html already has a Content-Security-Policy meta tag')
  const tag = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy}" />`
  const charset = /<meta charset[^>]*>/i.exec(html)
  const head = /<head[^>]*>/i.exec(html)
  const after = charset ?? head
  if (after === null) throw new Error('index.html has no head')
  const at = after.index + after[0].length
  if (/<script|<style|<link/i.test(html.slice(0, at)))
    throw new Error('index.html has a script, style or link before the charset meta tag')
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`
}

const metaPolicyOf = (html: string): string | null =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1] ?? null

/**
 * What is wrong with a built folder's policy: the meta tag missing or not before every script and style,
 * an inline element of any built document whose hash the policy lacks, 'unsafe-*' anywhere, the header
 * files missing or saying something else than the meta tag (plus frame-ancestors).
 */
export function cspProblems(dist: string): string[] {
  const problems: string[] = []
  const indexFile = join(dist, 'index.html')
  if (!existsSync(indexFile)) return [`${indexFile} is missing`]
  const index = readFileSync(indexFile, 'utf8')
  const meta = metaPolicyOf(index)
  if (meta === null) return ['index.html has no Content-Security-Policy meta tag']
  const metaAt = index.search(/<meta http-equiv="Content-Security-Policy"/i)
  const firstActive = index.search(/<script|<style|<link/i)
  if (firstActive >= 0 && firstActive < metaAt)
    problems.push('index.html: the policy meta tag comes after a script, style or link')
  if (!/<meta name="referrer" content="no-referrer"/i.test(index))
    problems.push('index.html: no referrer meta tag (no-referrer)')
  const headersPath = join(dist, HEADERS_FILE)
  const headers = existsSync(headersPath) ? readHeadersFile(readFileSync(headersPath, 'utf8')) : null
  if (headers === null) problems.push(`${HEADERS_FILE} is missing`)
  const nginxPath = join(dist, NGINX_FILE)
  const nginx = existsSync(nginxPath) ? readFileSync(nginxPath, 'utf8') : null
  if (nginx === null) problems.push(`${NGINX_FILE} is missing`)
  else if (headers !== null && nginx !== nginxFile(headers))
    problems.push(`${NGINX_FILE}: says something else than ${HEADERS_FILE}`)
  const header = headers?.find(([name]) => name === 'Content-Security-Policy')?.[1]
  if (headers !== null) {
    if (header === undefined) problems.push(`${HEADERS_FILE}: no Content-Security-Policy`)
    else if (header !== `${meta}; frame-ancestors ${FRAME_ANCESTORS.join(' ')}`)
      problems.push(`${HEADERS_FILE}: the policy differs from the meta tag's (plus frame-ancestors)`)
    // Every other header the build writes (securityHeaders), as it writes it.
    for (const [name, value] of securityHeaders(header ?? '').filter(
      ([n]) => n !== 'Content-Security-Policy',
    ))
      if (!headers.some(([n, v]) => n === name && v === value))
        problems.push(`${HEADERS_FILE}: no ${name}: ${value}`)
  }
  if (/'unsafe-|\*/.test(meta)) problems.push(`the policy allows 'unsafe-…' or a wildcard: ${meta}`)
  const sources = (directive: string): string[] =>
    meta
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive)
      ?.slice(1) ?? []
  for (const file of filesUnder(dist).filter((path) => path.endsWith('.html'))) {
    const found = inlineElements(readFileSync(join(dist, file), 'utf8'))
    problems.push(...found.problems.map((problem) => `${file}: ${problem}`))
    for (const [kind, directive, texts] of [
      ['script', 'script-src', found.scripts],
      ['style', 'style-src', found.styles],
    ] as const)
      for (const text of texts)
        if (!sources(directive).includes(sha256Source(text)))
          problems.push(`${file}: an inline ${kind} whose hash ${sha256Source(text)} is not in ${directive}`)
  }
  return problems
}
