// The content files (src/content/*.md): a strict Markdown subset, parsed at build time into a small
// document tree (src/content/doc.ts has its types), so the texts stay files a writer or counsel can
// edit while the page ships data, not a Markdown parser. Used by the Vite plugin (scripts/vite-plugins/content.ts: every `.md`
// import), by the static company policy page it emits, and by the tests.
// docs/decisions/020-public-site.md describes the format.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Block, Doc, Inline } from '../../src/content/doc.ts'
import { PLAIN_EMAIL, safeContentHref } from '../../src/lib/contact.ts'

/** Resolves a `{{name}}` placeholder. */
type ValueOf = (name: string) => string

/** Where a content link may go: in-app paths, https and e-mail. */
const SAFE_HREF = /^(\/(?!\/)|https:\/\/|mailto:)/

/** "Grievance officer" → "grievance-officer": the ids of headings, the table of contents' targets. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** `**bold**`, `[text](href)` and `{{name}}` inside a line; anything else is text. */
export function parseInline(text: string, where = 'content'): Inline[] {
  const out: Inline[] = []
  let rest = text
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\{\{\s*([\w.]+)\s*\}\}/
  while (rest.length > 0) {
    const match = pattern.exec(rest)
    if (match === null) {
      out.push(rest)
      break
    }
    if (match.index > 0) out.push(rest.slice(0, match.index))
    if (match[1] !== undefined) out.push({ b: parseInline(match[1], where) })
    else if (match[2] !== undefined) {
      const href = match[3] ?? ''
      // A placeholder may start an address (mailto:{{company.serviceEmail}} is checked once resolved).
      if (!SAFE_HREF.test(href) && !href.startsWith('{{'))
        throw new Error(`${where}: link to "${href}" (only /path, https:// and mailto:)`)
      out.push({ a: href, c: parseInline(match[2], where) })
    } else out.push({ v: match[4] ?? '' })
    rest = rest.slice(match.index + match[0].length)
  }
  for (const piece of out)
    if (typeof piece === 'string' && /[*_`<>]|\]\(|\{\{/.test(piece))
      throw new Error(`${where}: unsupported markup in "${piece}"`)
  return out
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim())
}

/**
 * Front matter (`title`, `description`, optional `updated`) and the blocks: paragraphs, `##`/`###`
 * headings, `-` and `1.` lists, pipe tables, `![alt](key)` illustrations, `::name` slots and `>`
 * notes. Anything else throws with the file and line, so a typo fails the build, not the page.
 */
export function parseContent(source: string, file = 'content'): Doc {
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
  const meta: Record<string, string> = {}
  let i = 1
  if (lines[0] !== '---') throw new Error(`${file}: no front matter (--- title, description ---)`)
  for (; i < lines.length && lines[i] !== '---'; i++) {
    const line = lines[i] ?? ''
    const m = /^(\w+):\s*(.+)$/.exec(line)
    if (m?.[1] === undefined || m[2] === undefined)
      throw new Error(`${file}:${i + 1}: front matter line "${line}"`)
    meta[m[1]] = m[2].trim()
  }
  if (i >= lines.length) throw new Error(`${file}: front matter not closed`)
  for (const key of Object.keys(meta))
    if (!['title', 'description', 'updated'].includes(key))
      throw new Error(`${file}: unknown front matter key "${key}"`)
  if (!meta.title) throw new Error(`${file}: no title`)
  if (!meta.description) throw new Error(`${file}: no description`)
  if (meta.updated !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(meta.updated))
    throw new Error(`${file}: updated must be YYYY-MM-DD`)

  const blocks: Block[] = []
  const ids = new Set<string>()
  let paragraph: string[] = []
  let paragraphAt = ''
  let list: Extract<Block, { t: 'ul' | 'ol' }> | null = null
  let table: Extract<Block, { t: 'table' }> | null = null
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ t: 'p', c: parseInline(paragraph.join(' '), paragraphAt) })
    paragraph = []
    if (list !== null) blocks.push(list)
    list = null
    if (table !== null) blocks.push(table)
    table = null
  }
  for (i = i + 1; i < lines.length; i++) {
    const raw = lines[i] ?? ''
    const line = raw.trim()
    const where = `${file}:${i + 1}`
    // Each pattern's groups are all required, so a match has them.
    let m: string[] | null
    if (/^\s+(-|\d+\.) /.test(raw)) throw new Error(`${where}: nested lists are not supported`)
    if (line === '') flush()
    else if ((m = /^(#{2,3}) (.+)$/.exec(line))) {
      flush()
      const [, hashes = '', text = ''] = m
      const id = slug(text)
      if (id === '' || ids.has(id)) throw new Error(`${where}: heading "${text}" is empty or repeated`)
      ids.add(id)
      blocks.push({ t: hashes.length === 2 ? 'h2' : 'h3', id, c: parseInline(text, where) })
    } else if ((m = /^(-|\d+\.) (.+)$/.exec(line))) {
      const t = m[1] === '-' ? 'ul' : 'ol'
      const item = m[2] ?? ''
      if (paragraph.length > 0 || table !== null || (list !== null && list.t !== t)) flush()
      list ??= { t, items: [] }
      list.items.push(parseInline(item, where))
    } else if (line.startsWith('|')) {
      if (paragraph.length > 0 || list !== null) flush()
      if (table === null)
        table = { t: 'table', head: cells(line).map((c) => parseInline(c, where)), rows: [] }
      else if (/^\|[\s|:-]+$/.test(line)) continue
      else {
        const row = cells(line)
        if (row.length !== table.head.length) throw new Error(`${where}: table row has ${row.length} cells`)
        table.rows.push(row.map((c) => parseInline(c, where)))
      }
    } else if ((m = /^!\[([^\]]+)\]\(([\w-]+)\)$/.exec(line))) {
      flush()
      blocks.push({ t: 'img', alt: parseInline(m[1] ?? '', where), src: m[2] ?? '' })
    } else if ((m = /^::([\w-]+)$/.exec(line))) {
      flush()
      blocks.push({ t: 'slot', name: m[1] ?? '' })
    } else if ((m = /^> (.+)$/.exec(line))) {
      flush()
      blocks.push({ t: 'note', c: parseInline(m[1] ?? '', where) })
    } else if (/^(#|```|<|\* )/.test(line)) throw new Error(`${where}: unsupported line "${line}"`)
    else {
      if (list !== null || table !== null) flush()
      if (paragraph.length === 0) paragraphAt = where
      paragraph.push(line)
    }
  }
  flush()
  return { title: meta.title, description: meta.description, updated: meta.updated ?? null, blocks }
}

/** A link's address with its `{{name}}` placeholders filled in by `value(name)`. */
export function resolveHref(href: string, value: ValueOf): string {
  return href.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => value(name))
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)

/** The text of inline pieces with placeholders resolved by `value(name)`. */
export function inlineText(pieces: Inline[], value: ValueOf): string {
  return pieces
    .map((p) => (typeof p === 'string' ? p : 'v' in p ? value(p.v) : inlineText('b' in p ? p.b : p.c, value)))
    .join('')
}

function inlineHtml(pieces: Inline[], value: ValueOf): string {
  return pieces
    .map((p) => {
      if (typeof p === 'string') return escapeHtml(p)
      if ('v' in p) return escapeHtml(value(p.v))
      if ('b' in p) return `<strong>${inlineHtml(p.b, value)}</strong>`
      const href = safeContentHref(resolveHref(p.a, value))
      if (href === null) return inlineHtml(p.c, value)
      return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${inlineHtml(p.c, value)}</a>`
    })
    .join('')
}

/**
 * A document as a standalone HTML page (the company policy page the official site embeds). Slots and
 * illustrations are left out: they are the app's. `value(name)` resolves placeholders and throws on
 * an unknown one.
 */
export function documentHtml(doc: Doc, value: ValueOf, { lang = 'en' }: { lang?: string } = {}): string {
  const body = doc.blocks
    .map((b) => {
      switch (b.t) {
        case 'p':
          return `<p>${inlineHtml(b.c, value)}</p>`
        case 'h2':
        case 'h3':
          return `<${b.t} id="${b.id}">${inlineHtml(b.c, value)}</${b.t}>`
        case 'ul':
        case 'ol':
          return `<${b.t}>${b.items.map((item) => `<li>${inlineHtml(item, value)}</li>`).join('')}</${b.t}>`
        case 'table':
          return (
            `<table><thead><tr>${b.head.map((c) => `<th scope="col">${inlineHtml(c, value)}</th>`).join('')}</tr></thead>` +
            `<tbody>${b.rows.map((r) => `<tr>${r.map((c) => `<td>${inlineHtml(c, value)}</td>`).join('')}</tr>`).join('')}</tbody></table>`
          )
        case 'note':
          return `<p class="note">${inlineHtml(b.c, value)}</p>`
        default:
          return ''
      }
    })
    .join('\n')
  const updated = doc.updated === null ? '' : `<p class="updated">Last updated ${doc.updated}</p>`
  // A contents list first, so a reader (and a keyboard) starts at the top, not at the first link.
  const sections = doc.blocks.filter((b) => b.t === 'h2')
  const contents =
    sections.length < 2
      ? ''
      : `<nav aria-label="Contents"><h2>Contents</h2><ol>${sections
          .map((b) => `<li><a href="#${b.id}">${inlineHtml(b.c, value)}</a></li>`)
          .join('')}</ol></nav>`
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.title)}</title><meta name="description" content="${escapeHtml(doc.description)}">
<style>body{margin:0;padding:16px 20px 32px;font:16px/1.6 system-ui,sans-serif;color:#1f2933;max-width:70ch}h1{font-size:1.5rem;line-height:1.25}h2{font-size:1.2rem;margin-top:1.6em}h3{font-size:1.05rem}a{color:#0b6e4f}.updated{color:#52606d}nav li{margin:6px 0}nav a{display:inline-block;padding:8px 0}table{border-collapse:collapse}th,td{border:1px solid #cbd2d9;padding:6px 10px;text-align:left}.note{border-left:4px solid #0b6e4f;padding-left:12px}</style>
</head><body><main><h1>${escapeHtml(doc.title)}</h1>${updated}
${contents}
${body}
</main></body></html>
`
}

/**
 * The company's details: src/content/company.json, each overridable by `VITE_COMPANY_<KEY>`. An
 * e-mail (a key ending in `Email`) must be a plain address and `website` an https address, or the
 * build fails: they become links on every page that names them.
 */
export function resolveCompany(
  root: string,
  env: Record<string, string | undefined>,
): Record<string, string> {
  const defaults = JSON.parse(readFileSync(join(root, 'src/content/company.json'), 'utf8')) as Record<
    string,
    string
  >
  return Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => {
      const name = `VITE_COMPANY_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`
      const given = env[name]
      const value = given !== undefined && given.trim() !== '' ? given.trim() : fallback
      if (key.endsWith('Email') && !PLAIN_EMAIL.test(value))
        throw new Error(`${name}: "${value}" is not a plain e-mail address`)
      if (key === 'website' && safeContentHref(value) === null)
        throw new Error(`${name}: "${value}" is not an https address`)
      return [key, value]
    }),
  )
}

/** Where the built site serves the company's policy page (the default of `VITE_POLICY_URL`). */
export const COMPANY_POLICY_PATH = '/company/privacy-policy.html'
