/** The parts of Web Crypto an id needs; `randomUUID` is missing outside secure contexts and in older webviews. */
export type IdCrypto = Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>

/** A unique id in the 8-4-4-4-12 hex pattern (spec §9): a random (version 4) UUID, lowercase. */
export const UNIQUE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/**
 * A new unique id from the platform's cryptographic random source: `crypto.randomUUID()`, else a
 * version 4 UUID formatted from `crypto.getRandomValues` (RFC 9562 §5.4). Never `Math.random`: a
 * device id that others can guess is one they can claim. Not in format.ts: that module rides in the
 * chunk every flow route loads, and only the promotion landing makes ids.
 */
export function uniqueId(source: IdCrypto = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID().toLowerCase()
  const bytes = source.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40 // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80 // variant 10
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')
}
