/*
 * Anything a machine holds (errors, actors, functions, dates, cycles) as plain JSON: what the live channel
 * carries and what the atlas shows of a context, an event or an output, so Live and Simulate read alike.
 */

/** JSON only: functions, actors and cycles are written as short strings. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export const JSON_LIMITS = { depth: 6, keys: 200, string: 500 }

/**
 * Any value as JSON the channel can carry and an analyst can read: functions and actors as short
 * strings, errors as name and message, dates as ISO text, cycles cut, and deep, wide or long values
 * shortened with a note saying so.
 */
export function toJson(value: unknown): Json {
  let budget = JSON_LIMITS.keys
  const open = new Set<object>()

  const walk = (item: unknown, depth: number): Json => {
    switch (typeof item) {
      case 'string':
        return item.length <= JSON_LIMITS.string
          ? item
          : `${item.slice(0, JSON_LIMITS.string)}… (${item.length} characters, truncated)`
      case 'number':
        return Number.isFinite(item) ? item : String(item)
      case 'boolean':
        return item
      case 'bigint':
        return `${item}n`
      case 'symbol':
        return item.toString()
      case 'function':
        return '[function]'
      case 'undefined':
        return null
    }
    if (item === null) return null
    const object = item as object
    if (isActorRef(object)) return `[actor ${object.id}]`
    if (object instanceof Date)
      return Number.isNaN(object.getTime()) ? '[invalid date]' : object.toISOString()
    if (object instanceof Error) return { name: object.name, message: object.message }
    if (typeof Blob !== 'undefined' && object instanceof Blob) {
      const name = typeof File !== 'undefined' && object instanceof File ? ` ${object.name}` : ''
      return `[file${name}, ${object.size} bytes]`
    }
    if (open.has(object)) return '[cycle]'
    if (depth >= JSON_LIMITS.depth) return Array.isArray(object) ? '[array, too deep]' : '[object, too deep]'
    open.add(object)
    try {
      const list = Array.isArray(object) || object instanceof Set
      const entries: [string, unknown][] =
        object instanceof Map
          ? [...object.entries()].map(([key, entry]) => [String(key), entry])
          : list
            ? [...(object as Iterable<unknown>)].map((entry, index) => [String(index), entry])
            : Object.entries(object).filter(([, entry]) => entry !== undefined)
      const out: Json[] = []
      const record: Record<string, Json> = {}
      let shown = 0
      for (const [key, entry] of entries) {
        if (budget <= 0) break
        budget -= 1
        shown += 1
        if (list) out.push(walk(entry, depth + 1))
        else record[key] = walk(entry, depth + 1)
      }
      const left = entries.length - shown
      if (left > 0) {
        if (list) out.push(`… ${left} more not shown`)
        else record['…'] = `${left} more not shown`
      }
      return list ? out : record
    } finally {
      open.delete(object)
    }
  }

  return walk(value, 0)
}

function isActorRef(value: object): value is { id: string } {
  const ref = value as { id?: unknown; sessionId?: unknown; send?: unknown; getSnapshot?: unknown }
  return (
    typeof ref.sessionId === 'string' &&
    typeof ref.send === 'function' &&
    typeof ref.getSnapshot === 'function'
  )
}
