import type { StateValue } from 'xstate'

/*
 * A state value as one line, the form the coverage file's steps, the atlas's simulation and the live view
 * show: `verifying.code`, parallel regions as `(a.x + b.y)`.
 */
export function valueToString(value: StateValue): string {
  if (typeof value === 'string') return value
  const parts = Object.entries(value).map(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? key
      : `${key}.${valueToString(child)}`,
  )
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(' + ')})`
}
