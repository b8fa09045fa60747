import fc from 'fast-check'
import * as v from 'valibot'

/**
 * What the fuzzed boundaries share (issue 25, point 10; docs/decisions/024-checked-inputs.md): one seed,
 * the number of runs per property, and a valid sample built from any response schema, so a new
 * endpoint is fuzzed without a sample written for it.
 */

/** Every property of the fuzz suite runs from this seed: a failure replays the same inputs. */
export const SEED = 25

/** Runs per property: enough to find shape faults, few enough for seconds on 2 cores. */
export const RUNS = { perEndpoint: 60, perDecoder: 300, renamer: 300, stored: 300 } as const

/** Checks a property from {@link SEED} for `numRuns` runs; async properties return the promise to await. */
export function fuzz<T>(property: fc.IProperty<T>, numRuns: number): void
export function fuzz<T>(property: fc.IAsyncProperty<T>, numRuns: number): Promise<void>
export function fuzz<T>(
  property: fc.IProperty<T> | fc.IAsyncProperty<T>,
  numRuns: number,
): void | Promise<void> {
  return fc.assert(property as fc.IAsyncProperty<T>, { seed: SEED, numRuns })
}

/** Any value a JSON body or a stored value can hold, and some it cannot (undefined, -0, NaN, null prototypes). */
export const anyValue = fc.anything({
  maxDepth: 4,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
})

type Schema = v.GenericSchema & {
  type: string
  pipe?: readonly { kind: string }[]
  entries?: Record<string, Schema>
  item?: Schema
  value?: Schema
  options?: readonly Schema[]
  wrapped?: Schema
  literal?: unknown
}

/** Leaves that satisfy the usual primitives: ids and texts, numbers, flags, URLs. */
const LEAVES: readonly unknown[] = ['1', 1, 'x', 'https://cdn.example/a.png', '0', 0, true, null, [], {}]

function candidates(schema: Schema): unknown[] {
  if (schema.pipe !== undefined) {
    // The pipe's schemas (its first is the piped schema itself, without the pipe); its checks are v.is's job.
    return [
      ...schema.pipe.filter((item): item is Schema => item.kind === 'schema').flatMap(candidates),
      ...LEAVES,
    ]
  }
  switch (schema.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return [
        Object.fromEntries(
          Object.entries(schema.entries ?? {}).map(([key, entry]) => [key, sampleOf(entry)]),
        ),
      ]
    case 'array':
      return schema.item === undefined ? [[]] : [[sampleOf(schema.item)], []]
    case 'record':
      return schema.value === undefined ? [{}] : [{ k: sampleOf(schema.value) }, {}]
    case 'union':
      return (schema.options ?? []).flatMap(candidates)
    case 'optional':
    case 'nullish':
    case 'nullable':
      return schema.wrapped === undefined ? [undefined] : [...candidates(schema.wrapped), undefined]
    case 'literal':
      return [schema.literal]
    case 'unknown':
      return [{ any: 1 }]
    default:
      return [...LEAVES]
  }
}

/** A value the schema accepts, as full as the schema allows (optional fields present); undefined when none is found. */
export function sampleOf(schema: v.GenericSchema): unknown {
  return candidates(schema as Schema).find((candidate) => v.is(schema, candidate))
}

/** Every path into a JSON-like value (keys of objects, indexes of lists), the root excluded. */
export function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...at, Array.isArray(value) ? Number(key) : key]
    return [path, ...pathsOf(inner, path)]
  })
}

/** A copy of `value` with the path's entry removed, or set to `replacement`. */
export function changedAt(
  value: unknown,
  path: readonly (string | number)[],
  change: { set: unknown } | 'remove',
): unknown {
  const copy: unknown = structuredClone(value)
  let parent = copy as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = path.at(-1)
  if (last === undefined) return copy
  if (change === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1)
    else delete parent[last]
  } else parent[last] = change.set
  return copy
}

/** Values of the wrong type for any field: what a broken or hostile server sends instead. */
export const mistyped = fc.oneof(
  fc.constantFrom<unknown>(null, '', 'x', '-1', -1, 0, 1.5, -0.5, true, false, [], {}, [null], { a: {} }),
  fc.string(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
)

/** Times one fuzzed boundary, for the suite's report: `name runs ms`. */
export async function timed(name: string, numRuns: number, run: () => Promise<void> | void): Promise<void> {
  const started = performance.now()
  await run()
  const ms = Math.round(performance.now() - started)
  console.info(`[fuzz] ${name}: ${numRuns} runs, ${ms} ms`)
}
