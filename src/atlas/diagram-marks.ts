import type { GraphEdge, GraphState } from '../machine-graph/graph.ts'
import type { Decorations } from './types.ts'

// What a mode's decorations (types.ts) make of one state or transition on the diagram: the marks its
// drawing carries as classes and badges, and the same marks in words for its accessible name, so that no
// mark is told by colour alone.

export type Coverage = 'covered' | 'missing' | undefined

export interface StateMarks {
  active: boolean
  failed: boolean
  coverage: Coverage
}

export interface EdgeMarks {
  taken: boolean
  coverage: Coverage
}

export function stateMarks(state: GraphState, decorations: Decorations): StateMarks {
  const isRoot = state.path.length === 0
  return {
    // The machine itself is active as long as it runs: marking its frame would only add noise.
    active: !isRoot && (decorations.active?.has(state.id) ?? false),
    failed: decorations.failed?.has(state.id) ?? false,
    coverage:
      decorations.coverage === undefined || isRoot
        ? undefined
        : decorations.coverage.states.has(state.id)
          ? 'covered'
          : 'missing',
  }
}

export function edgeMarks(edge: GraphEdge | undefined, decorations: Decorations): EdgeMarks {
  if (edge === undefined) return { taken: false, coverage: undefined }
  return {
    taken: decorations.taken?.has(edge.id) ?? false,
    coverage:
      decorations.coverage === undefined || !edge.counted
        ? undefined
        : decorations.coverage.edgeKeys.has(edge.key)
          ? 'covered'
          : 'missing',
  }
}

export function marksText(marks: {
  active?: boolean
  failed?: boolean
  taken?: boolean
  coverage: Coverage
}): string {
  const words: string[] = []
  if (marks.failed) words.push('failed here')
  if (marks.active) words.push('active')
  if (marks.taken) words.push('just taken')
  if (marks.coverage === 'covered') words.push('covered')
  if (marks.coverage === 'missing') words.push('not covered')
  return words.length > 0 ? `, ${words.join(', ')}` : ''
}

export function stateKind(state: GraphState): string {
  if (state.path.length === 0) return 'Machine'
  if (state.history) return 'History state'
  if (state.isFinal) return 'Final state'
  if (state.isParallel) return 'Parallel state'
  if (state.isRegion) return 'Region'
  if (state.children.length > 0) return 'Compound state'
  return 'State'
}
