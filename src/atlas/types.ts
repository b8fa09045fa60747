import type { AnyStateMachine } from 'xstate'
import type { MachineGraph } from '../machine-graph/graph.ts'
import type { MachineSamples } from '../machine-graph/samples.ts'

/** One machine of `machines/`, as the atlas knows it. */
export interface AtlasEntry {
  machineId: string
  /** Repository path of its file: `machines/repay-by-card.machine.ts`. */
  file: string
  machine: AnyStateMachine
  graph: MachineGraph
  /** From `tests/model/samples/<stem>.samples.ts`, when that file exists. */
  samples?: MachineSamples
}

/** What a mode (simulate, coverage, live) asks the diagram to show on top of the plain drawing. */
export interface Decorations {
  /** State ids drawn as active now (simulation, live step, path playback). */
  active?: ReadonlySet<string>
  /** Edge ids (`GraphEdge.id`) drawn as just taken. */
  taken?: ReadonlySet<string>
  /** Coverage overlay: what is covered; every other counted state and edge is drawn as not covered. */
  coverage?: { states: ReadonlySet<string>; edgeKeys: ReadonlySet<string> }
  /** State ids drawn as where a path failed. */
  failed?: ReadonlySet<string>
}

export type Selection = { kind: 'state'; id: string } | { kind: 'edge'; id: string } | null

/** What the machine page gives each mode panel (simulate, coverage, live) in the side panel. */
export interface ModeProps {
  entry: AtlasEntry
  /** Replaces what this mode shows on the diagram; `{}` clears it. */
  onDecorations: (decorations: Decorations) => void
  /** Selects a state or transition on the diagram (its details show in the side panel). */
  onSelect: (selection: Selection) => void
}
