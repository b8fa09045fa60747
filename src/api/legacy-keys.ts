/**
 * The variant-2 legacy calls (satire, cultures, misunderstood, depush) use scrambled key names that
 * the spec does not show. Every key they read or write goes through ONE table, logical name → wire
 * name. The default maps each logical name to itself, so a backend that sends logical names works;
 * a deployment overrides entries with `VITE_LEGACY_KEYS` (docs/legacy-keys.md).
 */
export const LEGACY_KEYS = [
  // written (payloads)
  'productId',
  'scene',
  'position',
  'orderId',
  'amount',
  'periods',
  'termUnit',
  'marker',
  // read: confirm data (satire)
  'flag',
  'comProductLogo',
  'comProductName',
  'firstPayTime',
  'details',
  'text',
  'value',
  'repay_plans',
  'title',
  'description',
  'pay_time',
  'NewButtonMsg',
  'NewPopMsg',
  'image',
  // read: agreements (cultures), agreement jump (misunderstood), submit (depush)
  'data',
  'contract_url',
  'attachUrl',
  // written: product click tracking (because)
  'positionId',
  // read: recommended products (scholarships), product link (define)
  'logo',
  'name',
  'buttonText',
  'isEnable',
  'amountRange',
  'amountDesc',
  'rate',
  'rateDesc',
  'tags',
  'url',
] as const

export type LegacyKey = (typeof LEGACY_KEYS)[number]
/** Overrides, logical name → wire name; a name left out travels as itself. */
export type LegacyKeyTable = Partial<Record<LegacyKey, string>>

export interface KeyRenamer {
  /** A payload's logical keys → wire keys (top level: payloads are flat forms). */
  toWire(fields: Record<string, unknown>): Record<string, unknown>
  /**
   * A response's wire keys → logical keys, at every depth up to {@link MAX_DEPTH}. Keys the table
   * does not know are kept. A body nested deeper is no answer of these calls: `ok: false` (the api
   * reads it as malformed), never a stack overflow.
   */
  toLogical(data: unknown): Renamed
}

export type Renamed = { ok: true; value: unknown } | { ok: false }

/** Nested lists and objects deeper than this are refused (the legacy answers are 4 deep at most). */
export const MAX_DEPTH = 64

function isKey(name: string): name is LegacyKey {
  return (LEGACY_KEYS as readonly string[]).includes(name)
}

/** Keeps the entries of a configured table that name a known key with a non-empty wire name. */
export function decodeKeyTable(raw: unknown): LegacyKeyTable {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {}
  const table: LegacyKeyTable = {}
  for (const [logical, wire] of Object.entries(raw)) {
    if (isKey(logical) && typeof wire === 'string' && wire.trim() !== '') table[logical] = wire.trim()
  }
  return table
}

/** Reads `VITE_LEGACY_KEYS` (a JSON object); anything unreadable is the identity table. */
export function parseKeyTable(json: string | undefined): LegacyKeyTable {
  if (json === undefined || json.trim() === '') return {}
  try {
    return decodeKeyTable(JSON.parse(json))
  } catch {
    return {}
  }
}

/** Overrides as configured: a table, the JSON text of `VITE_LEGACY_KEYS`, or none (identity). */
export type KeyTableInput = LegacyKeyTable | string | undefined

/** The renamer for configured overrides: what a legacy call's `keys` is (src/api/api.ts). */
export function legacyKeys(overrides: KeyTableInput): KeyRenamer {
  return keyRenamer(typeof overrides === 'string' ? parseKeyTable(overrides) : overrides)
}

export function keyRenamer(table: LegacyKeyTable = {}): KeyRenamer {
  const toWire = new Map<string, string>()
  const toLogical = new Map<string, string>()
  for (const logical of LEGACY_KEYS) {
    const wire = table[logical] ?? logical
    toWire.set(logical, wire)
    toLogical.set(wire, logical)
  }
  return {
    toWire: (fields) =>
      Object.fromEntries(Object.entries(fields).map(([key, value]) => [toWire.get(key) ?? key, value])),
    toLogical: (data) => renamed(data, toLogical),
  }
}

/** A key set as an own data property: `__proto__` from JSON stays a key, as JSON.parse keeps it. */
function put(into: Record<PropertyKey, unknown>, key: PropertyKey, value: unknown): void {
  Object.defineProperty(into, key, { value, writable: true, enumerable: true, configurable: true })
}

/**
 * Renames keys at every depth with a stack of its own (a recursive walk overflows on a body nested
 * 100 000 deep). Each container is created when it is reached, its keys put in order at once (a key
 * given twice keeps its first place and its last value, as Object.fromEntries does); values fill in
 * as the stack reaches them.
 */
function renamed(data: unknown, names: ReadonlyMap<string, string>): Renamed {
  const root: Record<PropertyKey, unknown> = {}
  // Each step: a value, the container it goes into, its key there, its depth.
  const stack: [unknown, Record<PropertyKey, unknown>, PropertyKey, number][] = [[data, root, 'value', 0]]
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const [from, into, key, depth] = step
    if (typeof from !== 'object' || from === null) {
      put(into, key, from)
      continue
    }
    if (depth >= MAX_DEPTH) return { ok: false }
    if (Array.isArray(from)) {
      const out = new Array<unknown>(from.length) as never
      put(into, key, out)
      from.forEach((inner: unknown, index) => stack.push([inner, out, index, depth + 1]))
      continue
    }
    const children = new Map<string, unknown>()
    for (const [wire, inner] of Object.entries(from)) children.set(names.get(wire) ?? wire, inner)
    const out: Record<PropertyKey, unknown> = {}
    put(into, key, out)
    for (const [logical, inner] of children) {
      put(out, logical, undefined)
      stack.push([inner, out, logical, depth + 1])
    }
  }
  return { ok: true, value: root.value }
}
