import type { GraphEdge, MachineGraph } from '../../machine-graph/graph.ts'

/** `enteringCode.resend.ready` for `repayByCard.enteringCode.resend.ready`: the machine's id goes. */
export function stateName(graph: MachineGraph, id: string): string {
  return id.startsWith(`${graph.id}.`) ? id.slice(graph.id.length + 1) : id
}

/** `choosingWay → committing: payment.submit [hasSelectedCard]`; a targetless one stays in its state. */
export function edgeText(graph: MachineGraph, edge: GraphEdge): string {
  const source = stateName(graph, edge.source)
  if (edge.targets.length === 0) return `${source} (stays): ${edge.label}`
  const targets = edge.targets.map((target) => stateName(graph, target)).join(', ')
  return `${source} → ${targets}: ${edge.label}`
}

/** The edge a coverage key names, if the machine still has it. */
export function edgeOfKey(graph: MachineGraph, key: string): GraphEdge | undefined {
  return graph.edges.find((edge) => edge.key === key)
}

/** The innermost of these states (those with no descendant among them): where a step really is. */
export function leafStates(ids: readonly string[]): string[] {
  return ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)))
}
