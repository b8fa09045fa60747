import type { Json } from '../json-safe.ts'

/**
 * A machine's context as a readable tree: one line per field, objects and arrays folding open and closed
 * (native `<details>`, so keyboard and screen readers need nothing more). Only the first level is open.
 */
export function ValueTree({ value, label }: { value: Json; label: string }) {
  return (
    <div className="mode-tree" role="group" aria-label={label}>
      {isBranch(value) ? (
        <Children value={value} depth={0} />
      ) : (
        <p className="mode-tree__leaf">
          <Leaf value={value} />
        </p>
      )}
    </div>
  )
}

type Branch = Json[] | { [key: string]: Json }

function isBranch(value: Json): value is Branch {
  return typeof value === 'object' && value !== null
}

function size(value: Branch): string {
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`
  const keys = Object.keys(value).length
  return keys === 1 ? '1 field' : `${keys} fields`
}

function Children({ value, depth }: { value: Branch; depth: number }) {
  const entries: [string, Json][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value)
  if (entries.length === 0)
    return (
      <p className="mode-tree__leaf mode-tree__empty">{Array.isArray(value) ? '(empty list)' : '(empty)'}</p>
    )
  return (
    <ul className="mode-tree__list">
      {entries.map(([key, item]) => (
        <li key={key}>
          {isBranch(item) ? (
            <details open={depth === 0 && Object.keys(item).length <= 8}>
              <summary>
                <span className="mode-tree__key">{key}</span>{' '}
                <span className="mode-tree__meta">{size(item)}</span>
              </summary>
              <Children value={item} depth={depth + 1} />
            </details>
          ) : (
            <p className="mode-tree__leaf">
              <span className="mode-tree__key">{key}</span>: <Leaf value={item} />
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}

function Leaf({ value }: { value: Exclude<Json, Branch> }) {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value)
  return (
    <code className={`mode-tree__value mode-tree__value--${value === null ? 'null' : typeof value}`}>
      {text}
    </code>
  )
}
