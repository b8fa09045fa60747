import { Fragment, useEffect, type ReactNode } from 'react'
import { company } from '../../company.ts'
import type { Block, Doc, Inline } from '../../content/doc.ts'
import { placeholderValue } from '../../content/values.ts'
import { safeContentHref } from '../../lib/contact.ts'
import { AppLink } from './way-on.tsx'

/**
 * The value of a content file's `{{namespace.key}}` placeholder in the app (src/content/values.ts);
 * undefined for a name it does not know (a test reads every content file so that never ships).
 */
export function contentValue(name: string): string | undefined {
  return placeholderValue(company, name)
}

const resolve = (name: string) => contentValue(name) ?? ''

/** A content text with its placeholders resolved (titles, alt texts, link addresses). */
export function plainText(pieces: Inline[]): string {
  return pieces
    .map((p) => (typeof p === 'string' ? p : 'v' in p ? resolve(p.v) : plainText('b' in p ? p.b : p.c)))
    .join('')
}

function Link({ href, children }: { href: string; children: ReactNode }) {
  const to = safeContentHref(href.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => resolve(name)))
  // An address that is not one of ours once filled in shows as plain text, never as a link.
  if (to === null) return <>{children}</>
  // In-app paths open in the app with the common query; e-mail and web links leave it.
  if (to.startsWith('/'))
    return (
      <AppLink path={to} className="doc__link">
        {children}
      </AppLink>
    )
  if (to.startsWith('mailto:'))
    return (
      <a className="doc__link" href={to}>
        {children}
      </a>
    )
  return (
    <a className="doc__link" href={to} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

function Text({ pieces }: { pieces: Inline[] }) {
  return (
    <>
      {pieces.map((p, index) =>
        typeof p === 'string' ? (
          <Fragment key={index}>{p}</Fragment>
        ) : 'v' in p ? (
          <Fragment key={index}>{resolve(p.v)}</Fragment>
        ) : 'b' in p ? (
          <strong key={index}>
            <Text pieces={p.b} />
          </strong>
        ) : (
          <Link key={index} href={p.a}>
            <Text pieces={p.c} />
          </Link>
        ),
      )}
    </>
  )
}

/**
 * A table's box: it scrolls sideways when the table is wider than a narrow phone, and takes the focus
 * (named by `label`) so a keyboard can scroll it too.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="doc__table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}

export interface Illustration {
  src: string
  width: number
  height: number
}

export interface DocViewProps {
  doc: Doc
  /** What fills each `::name` slot. */
  slots?: Record<string, ReactNode>
  /** The illustrations `![alt](key)` names. */
  images?: Record<string, Illustration>
  /** The first illustration is above the fold: loaded at once, not lazily. */
  eagerFirstImage?: boolean
  /** Heading level of the file's `##` (2 under a page's h1). */
  level?: 2 | 3
  /** Prefixes the headings' ids, for two files on one page. */
  idPrefix?: string
}

function BlockView({ block, props, firstImage }: { block: Block; props: DocViewProps; firstImage: boolean }) {
  const level = props.level ?? 2
  switch (block.t) {
    case 'p':
      return (
        <p className="doc__p">
          <Text pieces={block.c} />
        </p>
      )
    case 'h2':
    case 'h3': {
      const Heading = `h${block.t === 'h2' ? level : level + 1}` as 'h2' | 'h3' | 'h4'
      return (
        <Heading id={`${props.idPrefix ?? ''}${block.id}`} className={`doc__${block.t}`} tabIndex={-1}>
          <Text pieces={block.c} />
        </Heading>
      )
    }
    case 'ul':
    case 'ol': {
      const List = block.t
      return (
        <List className="doc__list">
          {block.items.map((item, index) => (
            <li key={index}>
              <Text pieces={item} />
            </li>
          ))}
        </List>
      )
    }
    case 'table':
      return (
        <TableBox label={block.head.map(plainText).join(', ')}>
          <table className="doc__table">
            <thead>
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col">
                    <Text pieces={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>
                      <Text pieces={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )
    case 'img': {
      const image = props.images?.[block.src]
      if (image === undefined) return null
      const eager = firstImage && props.eagerFirstImage === true
      return (
        <img
          className="doc__img"
          src={image.src}
          alt={plainText(block.alt)}
          width={image.width}
          height={image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      )
    }
    case 'slot':
      return <>{props.slots?.[block.name] ?? null}</>
    case 'note':
      return (
        <p className="doc__note">
          <Text pieces={block.c} />
        </p>
      )
  }
}

/**
 * A content file's body: each `##` heading opens a section (its heading the target of the table of
 * contents); text before the first heading leads. Images are lazy except, when asked, the first.
 */
export function DocView(props: DocViewProps) {
  const { doc } = props
  const groups: { heading?: Extract<Block, { t: 'h2' }>; blocks: Block[] }[] = [{ blocks: [] }]
  for (const block of doc.blocks) {
    if (block.t === 'h2') groups.push({ heading: block, blocks: [] })
    else groups[groups.length - 1]?.blocks.push(block)
  }
  const firstImage = doc.blocks.find((block) => block.t === 'img')
  const render = (blocks: Block[]) =>
    blocks.map((block, index) => (
      <BlockView key={index} block={block} props={props} firstImage={block === firstImage} />
    ))
  return (
    <div className="doc">
      {groups.map((group, index) =>
        group.heading === undefined ? (
          group.blocks.length > 0 && (
            <div key={index} className="doc__lead">
              {render(group.blocks)}
            </div>
          )
        ) : (
          // Not labelled: a labelled section is a landmark, and a long text would have dozens.
          <section key={group.heading.id} className="doc__section">
            {group.blocks.some((block) => block.t === 'img') ? (
              // A section with a picture: its words together beside it (the site's Home and About).
              <>
                <div className="doc__text">
                  {render([group.heading, ...group.blocks.filter((block) => block.t !== 'img')])}
                </div>
                {render(group.blocks.filter((block) => block.t === 'img'))}
              </>
            ) : (
              render([group.heading, ...group.blocks])
            )}
          </section>
        ),
      )}
    </div>
  )
}

/**
 * Sets the page's meta description while the page shows (search engines and link previews read it),
 * and puts the previous one back after.
 */
export function usePageDescription(description: string) {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (meta === null) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.appendChild(meta)
    }
    const previous = meta.content
    meta.content = description
    return () => {
      meta.content = previous
    }
  }, [description])
}
