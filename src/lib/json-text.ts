/**
 * An answer's JSON, or its text when it is not JSON: how the clients read a body (src/api/client.ts;
 * decision 033), written to give what `destr`, ofetch's parser, gave (decision 004). As destr does, a key
 * that could reach an object's prototype (`__proto__`, or `constructor` holding a `prototype`) is dropped.
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
