import { edgeScope, indexStates } from './machine-graph.ts'
import type { GraphEdge, GraphState, MachineGraph } from './machine-graph.ts'

// Mermaid stateDiagram-v2 text for code hosts and docs. Mermaid ids are global to the diagram, so every state
// gets an id derived from its full path and shows its key through `state "key" as id`.

const RESERVED = new Set([
  'state', 'note', 'end', 'direction', 'class', 'classdef', 'style', 'click', 'as', 'left', 'right', 'of',
  'tb', 'bt', 'lr', 'rl', 'hide', 'default', 'root',
])

/** Mermaid entity codes (`#35;`) keep label text from being read as syntax. */
export function escapeMermaid(text: string): string {
  return text.replace(/[#"<>;{}\n]/g, (ch) => {
    switch (ch) {
      case '#':
        return '#35;'
      case '"':
        return '#quot;'
      case '<':
        return '#lt;'
      case '>':
        return '#gt;'
      case ';':
        return '#59;'
      case '{':
        return '#123;'
      case '}':
        return '#125;'
      default:
        return ' '
    }
  })
}

function mermaidIds(graph: MachineGraph): Map<string, string> {
  const ids = new Map<string, string>()
  const used = new Set<string>()
  for (const state of [graph.root, ...graph.states]) {
    let base = state.path.length === 0 ? `${graph.id}_root` : state.path.join('_')
    base = base.replace(/[^A-Za-z0-9_]/g, '_')
    if (RESERVED.has(base.toLowerCase()) || /^\d/.test(base)) base = `s_${base}`
    let id = base
    for (let n = 2; used.has(id); n++) id = `${base}_${n}`
    used.add(id)
    ids.set(state.id, id)
  }
  return ids
}

function displayName(state: GraphState): string {
  let name = escapeMermaid(state.history ? `${state.key} (history${state.history === 'deep' ? '*' : ''})` : state.key)
  if (state.description) name += `<br/><i>${escapeMermaid(state.description)}</i>`
  return name
}

/** Renders the graph as a Mermaid `stateDiagram-v2`. Edges are written in their lowest common composite. */
export function toMermaid(graph: MachineGraph): string {
  const ids = mermaidIds(graph)
  const byId = indexStates(graph)
  const idOf = (stateId: string): string => ids.get(stateId) ?? stateId

  // Transitions of the root itself (global events) need a box to start from: wrap the chart in one.
  const rootHasEdges = graph.edges.some((e) => e.source === graph.root.id && e.targets.length > 0)
  const edgesByScope = new Map<string, GraphEdge[]>()
  for (const edge of graph.edges) {
    const source = byId.get(edge.source)
    if (!source) continue
    const targets = edge.targets.map((t) => byId.get(t)).filter((t): t is GraphState => t !== undefined)
    const scope = edge.source === graph.root.id ? [] : edgeScope(source, targets)
    const key = edge.source === graph.root.id && rootHasEdges ? '<outer>' : scope.join('.')
    const list = edgesByScope.get(key) ?? []
    list.push(edge)
    edgesByScope.set(key, list)
  }

  const lines: string[] = []
  const edgeLines = (key: string, indent: string): void => {
    for (const edge of edgesByScope.get(key) ?? []) {
      const label = escapeMermaid(edge.label)
      // Targetless transitions stay in their state: a self-loop is how Mermaid can show them.
      const targets = edge.targets.length > 0 ? edge.targets : [edge.source]
      for (const target of targets) lines.push(`${indent}${idOf(edge.source)} --> ${idOf(target)} : ${label}`)
    }
  }

  const body = (parent: GraphState, indent: string): void => {
    const writeChild = (child: GraphState): void => {
      const id = idOf(child.id)
      if (child.children.length > 0) {
        lines.push(`${indent}state "${displayName(child)}" as ${id} {`)
        body(child, `${indent}  `)
        lines.push(`${indent}}`)
      } else {
        lines.push(`${indent}state "${displayName(child)}" as ${id}`)
      }
    }
    if (parent.isParallel) {
      parent.children.forEach((region, index) => {
        if (index > 0) lines.push(`${indent}--`)
        writeChild(region)
      })
    } else {
      parent.children.forEach(writeChild)
      if (parent.initial) lines.push(`${indent}[*] --> ${idOf(parent.initial)}`)
    }
    edgeLines(parent.path.join('.'), indent)
    for (const child of parent.children) if (child.isFinal) lines.push(`${indent}${idOf(child.id)} --> [*]`)
  }

  lines.push('stateDiagram-v2')
  if (rootHasEdges) {
    lines.push(`  state "${escapeMermaid(graph.id)}" as ${idOf(graph.root.id)} {`)
    body(graph.root, '    ')
    lines.push('  }')
    lines.push(`  [*] --> ${idOf(graph.root.id)}`)
    edgeLines('<outer>', '  ')
  } else {
    body(graph.root, '  ')
  }
  for (const state of graph.states) {
    if (state.isFinal) lines.push(`  class ${idOf(state.id)} final`)
  }
  if (graph.states.some((s) => s.isFinal)) lines.push('  classDef final stroke-width:3px')
  return `${lines.join('\n')}\n`
}
