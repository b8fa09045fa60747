/**
 * Stands in for `destr`, ofetch's response parser (aliased in vite.config.ts; 0.8 KiB gzip off every
 * route, decision 004): an answer's JSON, or its text when it is not JSON. As destr does, a key that
 * could reach an object's prototype (`__proto__`, or `constructor` holding a `prototype`) is dropped.
 */
export default function destr(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value, (key, item: unknown) =>
      key === '__proto__' ||
      (key === 'constructor' && typeof item === 'object' && item !== null && 'prototype' in item)
        ? undefined
        : item,
    )
  } catch {
    return value
  }
}

export { destr }
