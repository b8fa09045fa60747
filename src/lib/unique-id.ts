/**
 * A unique id in the 8-4-4-4-12 hex pattern (spec §9). Not in format.ts: that module rides in the
 * chunk every flow route loads, and only the promotion landing makes ids.
 */
export function uniqueId(random: () => number = Math.random): string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('')
  return `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`
}
