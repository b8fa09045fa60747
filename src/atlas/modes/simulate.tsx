import type { ModeProps } from '../types.ts'

/** Placeholder until the simulate mode lands. */
export function SimulateMode(_props: ModeProps) {
  return <p>Simulate: coming.</p>
}
