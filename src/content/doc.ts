/**
 * A content file (src/content/*.md) as the build hands it to a page: parsed by scripts/lib/content-format.ts
 * at build time, so the page ships data and no Markdown parser (docs/decisions/020-public-site.md).
 */

/** Text, `**bold**`, `[text](href)` or a `{{namespace.key}}` placeholder. */
export type Inline = string | { b: Inline[] } | { a: string; c: Inline[] } | { v: string }

export type Block =
  | { t: 'p'; c: Inline[] }
  | { t: 'h2'; id: string; c: Inline[] }
  | { t: 'h3'; id: string; c: Inline[] }
  | { t: 'ul' | 'ol'; items: Inline[][] }
  | { t: 'table'; head: Inline[][]; rows: Inline[][][] }
  /** An illustration: `src` names a file of src/assets/site without its extension. */
  | { t: 'img'; alt: Inline[]; src: string }
  /** A place the page fills with a component of its own (`::penalty-example`). */
  | { t: 'slot'; name: string }
  | { t: 'note'; c: Inline[] }

export interface Doc {
  title: string
  /** The page's meta description. */
  description: string
  /** YYYY-MM-DD, or null. */
  updated: string | null
  blocks: Block[]
}
