import type { ModeProps } from '../types.ts'

/** Placeholder until the live mode lands. */
export function LiveMode(_props: ModeProps) {
  return <p>Live: coming.</p>
}
