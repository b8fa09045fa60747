import { useMemo } from 'react'
import { indexStates } from '../machine-graph/graph.ts'
import type { GraphEdge, GraphState, MachineGraph } from '../machine-graph/graph.ts'
import type { LaidLabel, LaidState, MachineLayout } from '../machine-graph/layout.ts'

/** The graph's states and transitions and their laid-out boxes and labels, by id. */
export interface DiagramIndex {
  edgesById: ReadonlyMap<string, GraphEdge>
  statesById: ReadonlyMap<string, GraphState>
  boxesById: ReadonlyMap<string, LaidState>
  /** By the id of the transition the label names. */
  labelsById: ReadonlyMap<string, LaidLabel>
}

export function useDiagramIndex(graph: MachineGraph, layout: MachineLayout): DiagramIndex {
  const edgesById = useMemo(() => new Map(graph.edges.map((edge) => [edge.id, edge])), [graph])
  const statesById = useMemo(() => indexStates(graph), [graph])
  const boxesById = useMemo(() => new Map(layout.states.map((box) => [box.state.id, box])), [layout])
  const labelsById = useMemo(() => new Map(layout.labels.map((label) => [label.edgeId, label])), [layout])
  return useMemo(
    () => ({ edgesById, statesById, boxesById, labelsById }),
    [edgesById, statesById, boxesById, labelsById],
  )
}
