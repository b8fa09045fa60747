/**
 * How a `VITE_*` build variable becomes a configuration value (src/config.ts). Pure, so the build can
 * work out each value itself and write the result into the entry (vite.config.ts `buildTimeConfig`).
 */
export function pick(value: string | undefined, fallback: string): string {
  return value !== undefined && value.trim() !== '' ? value : fallback
}

export function idempotencyMode(value: string | undefined): 'header' | 'field' | 'off' {
  const mode = pick(value, 'header')
  return mode === 'field' || mode === 'off' ? mode : 'header'
}

export function oneOf<T extends string>(value: string | undefined, choices: readonly T[], fallback: T): T {
  return choices.find((choice) => choice === value?.trim()) ?? fallback
}
