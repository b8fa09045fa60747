// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decodeKeyTable,
  keyRenamer,
  LEGACY_KEYS,
  legacyKeys,
  MAX_DEPTH,
  parseKeyTable,
} from '../../src/api/legacy-keys.ts'
import { anyValue, fuzz, RUNS, timed } from './support.ts'

/**
 * The variant-2 key renamer (src/api/legacy-keys.ts), fuzzed (issue 25, point 10): random nested JSON,
 * random key tables, and nesting far past the depth limit. It renames or refuses, never throws.
 */

/** Nesting depth of a JSON value: 0 for a primitive, 1 for a flat list or object. */
function depthOf(value: unknown): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 0]]
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [inner, depth] = item
    if (typeof inner !== 'object' || inner === null) continue
    deepest = Math.max(deepest, depth + 1)
    for (const child of Object.values(inner)) stack.push([child, depth + 1])
  }
  return deepest
}

/** A list or object nest of `depth` levels around `inner`. */
function nest(depth: number, kinds: readonly boolean[], inner: unknown): unknown {
  let value = inner
  for (let i = 0; i < depth; i += 1) value = kinds[i % kinds.length] ? [value] : { zz: value }
  return value
}

/** Wire names for a table: any text, some of them other keys' logical names (collisions). */
const table = fc.dictionary(
  fc.constantFrom(...LEGACY_KEYS),
  fc.oneof(
    fc.string({ maxLength: 6 }),
    fc.constantFrom(...LEGACY_KEYS),
    fc.constantFrom('__proto__', 'constructor'),
  ),
  { maxKeys: 10 },
)
const keyName = fc.oneof(
  fc.constantFrom(...LEGACY_KEYS, '__proto__', 'constructor', 'xq1'),
  fc.string({ maxLength: 6 }),
)
const body = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    fc.jsonValue({ maxDepth: 1 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(keyName, tie('value'), { maxKeys: 5 }),
  ),
})).value

describe(`the key renamer, fuzzed (seed 25; ${RUNS.renamer} runs a property)`, () => {
  it(`identity table: ${RUNS.renamer} random JSON bodies come back equal (within the depth limit)`, async () => {
    await timed('renamer identity', RUNS.renamer, () =>
      fuzz(
        fc.property(body, (value) => {
          const result = keyRenamer().toLogical(value)
          if (depthOf(value) > MAX_DEPTH) expect(result).toEqual({ ok: false })
          else expect(result).toEqual({ ok: true, value })
        }),
        RUNS.renamer,
      ),
    )
  })

  it(`random tables: ${RUNS.renamer} random bodies renamed or refused, never thrown; no prototype touched`, async () => {
    await timed('renamer random tables', RUNS.renamer, () =>
      fuzz(
        fc.property(table, fc.oneof(body, anyValue), (overrides, value) => {
          const result = keyRenamer(overrides).toLogical(value)
          if (result.ok) expect(depthOf(result.value)).toBe(depthOf(value))
          expect(({} as Record<string, unknown>).zz).toBeUndefined()
          expect(Object.prototype).not.toHaveProperty('polluted')
        }),
        RUNS.renamer,
      ),
    )
  })

  it(`deep nesting: ${RUNS.renamer / 10} bodies up to 100 000 deep, refused past ${MAX_DEPTH}`, async () => {
    await timed('renamer deep nesting', RUNS.renamer / 10, () =>
      fuzz(
        fc.property(
          fc.oneof(
            fc.integer({ min: MAX_DEPTH - 2, max: MAX_DEPTH + 2 }),
            fc.integer({ min: 1, max: 100_000 }),
          ),
          fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
          (depth, kinds) => {
            const result = legacyKeys({ details: 'zz' }).toLogical(nest(depth, kinds, 'x'))
            expect(result.ok).toBe(depth <= MAX_DEPTH)
          },
        ),
        RUNS.renamer / 10,
      ),
    )
  })

  it(`configured tables: ${RUNS.renamer} random texts and values read as a table or the identity`, async () => {
    await timed('renamer key tables', RUNS.renamer, () =>
      fuzz(
        fc.property(fc.oneof(fc.string(), fc.json()), anyValue, (text, raw) => {
          for (const decoded of [parseKeyTable(text), decodeKeyTable(raw)]) {
            for (const [key, wire] of Object.entries(decoded)) {
              expect(LEGACY_KEYS).toContain(key)
              expect(typeof wire === 'string' && wire.trim() !== '').toBe(true)
            }
          }
          keyRenamer(parseKeyTable(text)).toWire({ amount: 1, other: 2 })
        }),
        RUNS.renamer,
      ),
    )
  })
})
