import { formatTime } from '../../lib/format.ts'
import { toJson, type Json } from '../json-safe.ts'

/*
 * Plain-text summaries of what the atlas shows: event payloads, actor outputs, context. Anything a machine
 * holds (errors, actors, functions, cycles) is first made JSON-safe by toJson (json-safe.ts), the form the
 * live channel carries, so a value reads the same in Simulate and in Live.
 */

function inline(value: Json, budget: number): string {
  if (value === null) return 'null'
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value !== 'object') return String(value)
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    if (budget <= 0) return `[${value.length}]`
    return `[${value.map((item) => inline(item, budget - 1)).join(', ')}]`
  }
  const entries = Object.entries(value)
  if (entries.length === 0) return '{}'
  if (budget <= 0) return '{…}'
  return `{ ${entries.map(([key, item]) => `${key}: ${inline(item, budget - 1)}`).join(', ')} }`
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** `cardId: "c1", amount: 100` for an object's fields; the value itself otherwise; '' for nothing. */
export function summarize(value: unknown, max = 60): string {
  const plain = toJson(value)
  if (plain === null) return ''
  if (typeof plain === 'object' && !Array.isArray(plain)) {
    const fields = Object.entries(plain).map(([key, item]) => `${key}: ${inline(item, 1)}`)
    return clip(fields.join(', '), max)
  }
  return clip(inline(plain, 1), max)
}

/** "12:04:05" in the tester's own clock, for timelines. */
export function clockTime(at: number): string {
  return formatTime(new Date(at))
}

type Fields = { [key: string]: Json }

const isFields = (value: Json | undefined): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b)

function leafText(value: Json | undefined): string {
  if (value === undefined) return 'none'
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`
  if (isFields(value)) return '{…}'
  return clip(inline(value, 0), 28)
}

/** Short values first: a flag tells samples apart better than a long text. */
function rank(value: Json | undefined): number {
  if (typeof value === 'boolean' || value === null || value === undefined) return 0
  if (typeof value === 'number') return 1
  if (typeof value === 'string') return value.length <= 12 ? 2 : 4
  return 3
}

function differingParts(value: Json, siblings: Json[], depth: number): string[] {
  if (!isFields(value)) return [leafText(value)]
  const others = siblings.filter(isFields)
  const keys = [...new Set([...Object.keys(value), ...others.flatMap((o) => Object.keys(o))])]
  const differing = keys
    .filter((key) => siblings.some((s) => !same(isFields(s) ? s[key] : undefined, value[key])))
    .sort((a, b) => rank(value[a]) - rank(value[b]))
  return differing.map((key) => {
    const mine = value[key]
    // Among the siblings that also hold fields here, what differs inside (`order.allowsCollection`).
    const rivals = others.map((o) => o[key]).filter((o): o is Fields => isFields(o) && !same(o, mine))
    if (isFields(mine) && depth < 3 && rivals.length > 0) {
      const inner = differingParts(mine, rivals, depth + 1)[0]
      if (inner !== undefined) return `${key}.${inner}`
    }
    return `${key}: ${leafText(mine)}`
  })
}

/**
 * What tells one sample from its siblings of the same event type (`order.allowsCollection: true, orders:
 * 2 items`), for buttons that would otherwise read alike; the plain summary when it has no siblings.
 */
export function distinguish(value: unknown, siblings: readonly unknown[], max = 60): string {
  if (siblings.length === 0) return summarize(value, max)
  const plain = toJson(value)
  const parts = differingParts(
    plain,
    siblings.map((s) => toJson(s)),
    0,
  )
  if (parts.length === 0) return summarize(value, max)
  return clip(parts.slice(0, 3).join(', '), max)
}
