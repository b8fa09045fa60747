import type { ModeProps } from '../types.ts'

/** Placeholder until the coverage mode lands. */
export function CoverageMode(_props: ModeProps) {
  return <p>Coverage: coming.</p>
}

/** The coverage column of the atlas index for one machine (nothing until a coverage file is loaded). */
export function CoverageSummary(_props: { machineId: string }) {
  return null
}
