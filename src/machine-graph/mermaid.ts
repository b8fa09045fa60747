import { edgeScope, indexStates } from './graph.ts'
import type { GraphState, MachineGraph } from './graph.ts'

// Mermaid stateDiagram-v2 text for code hosts and docs. Mermaid ids are global to the diagram, so every state
// gets an id derived from its full path and shows its key through `state "key" as id`.

const RESERVED = new Set([
  'state',
  'note',
  'end',
  'direction',
  'class',
  'classdef',
  'style',
  'click',
  'as',
  'left',
  'right',
  'of',
  'tb',
  'bt',
  'lr',
  'rl',
  'hide',
  'default',
  'root',
])

/**
 * Makes text safe for Mermaid. Its entity codes (`#59;`) are not decoded in state diagrams (checked with
 * mermaid 11 in Chromium), so risky characters are replaced by look-alikes instead: `;` ends a statement
 * in an edge label, `"` ends a quoted name, and `<`/`>` are stripped as HTML.
 */
export function escapeMermaid(text: string, context: 'name' | 'label' = 'label'): string {
  let safe = text.replace(/\s+/g, ' ').replace(/"/g, "'").replace(/</g, '‹').replace(/>/g, '›')
  if (context === 'label') safe = safe.replace(/;/g, ',').replace(/\{/g, '(').replace(/\}/g, ')')
  return safe
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
  let name = escapeMermaid(
    state.history ? `${state.key} (history${state.history === 'deep' ? '*' : ''})` : state.key,
    'name',
  )
  // Mermaid overlaps a composite's second title line with its content: composites keep the key only
  // (the states table and the SVG carry their descriptions).
  if (state.description && state.children.length === 0)
    name += `<br/><i>${escapeMermaid(state.description, 'name')}</i>`
  return name
}

/**
 * Mermaid cannot draw a transition between states nested in different composites (it moves the state out of
 * its composite). Such an end is lifted to its ancestor that sits directly in the edge's scope, and the label
 * says where the transition really starts or ends; the SVG draws it exactly.
 */
function liftTo(state: GraphState, scope: readonly string[], byPath: Map<string, GraphState>): GraphState {
  if (state.path.length <= scope.length + 1) return state
  return byPath.get(state.path.slice(0, scope.length + 1).join('.')) ?? state
}

/** Renders the graph as a Mermaid `stateDiagram-v2`. Edges are written in their lowest common composite. */
export function toMermaid(graph: MachineGraph): string {
  const ids = mermaidIds(graph)
  const byId = indexStates(graph)
  const byPath = new Map(graph.states.map((s) => [s.path.join('.'), s]))
  const idOf = (stateId: string): string => ids.get(stateId) ?? stateId
  const anyId = `${idOf(graph.root.id)}_any`

  const edgesByScope = new Map<string, string[]>()
  for (const edge of graph.edges) {
    const source = byId.get(edge.source)
    if (!source) continue
    const targets = edge.targets.map((t) => byId.get(t)).filter((t): t is GraphState => t !== undefined)
    const scope = edgeScope(source, targets)
    const lines = edgesByScope.get(scope.join('.')) ?? []
    const isRoot = source.path.length === 0
    // Targetless transitions stay in their state: a self-loop is how Mermaid can show them.
    for (const target of targets.length > 0 ? targets : [source]) {
      const from: GraphState | undefined = isRoot ? undefined : liftTo(source, scope, byPath)
      const to = liftTo(target, scope, byPath)
      let label = edge.label
      if (from && from !== source) label += ` (from ${source.path.slice(scope.length + 1).join('.')})`
      if (to !== target) label += ` (to ${target.path.slice(scope.length + 1).join('.')})`
      // The machine's own transitions apply whatever state is active: they start from a pseudo-state.
      lines.push(`${from ? idOf(from.id) : anyId} --> ${idOf(to.id)} : ${escapeMermaid(label)}`)
    }
    edgesByScope.set(scope.join('.'), lines)
  }

  const out: string[] = ['stateDiagram-v2']
  const body = (parent: GraphState, indent: string): void => {
    const writeChild = (child: GraphState): void => {
      const id = idOf(child.id)
      if (child.children.length > 0) {
        out.push(`${indent}state "${displayName(child)}" as ${id} {`)
        body(child, `${indent}  `)
        out.push(`${indent}}`)
      } else {
        out.push(`${indent}state "${displayName(child)}" as ${id}`)
      }
    }
    if (parent.isParallel) {
      parent.children.forEach((region, index) => {
        if (index > 0) out.push(`${indent}--`)
        writeChild(region)
      })
    } else {
      parent.children.forEach(writeChild)
      if (
        parent.path.length === 0 &&
        graph.edges.some((e) => e.source === parent.id && e.targets.length > 0)
      ) {
        out.push(`${indent}state "any state" as ${anyId}`)
      }
      if (parent.initial) out.push(`${indent}[*] --> ${idOf(parent.initial)}`)
    }
    for (const line of edgesByScope.get(parent.path.join('.')) ?? []) out.push(`${indent}${line}`)
    for (const child of parent.children) if (child.isFinal) out.push(`${indent}${idOf(child.id)} --> [*]`)
  }
  body(graph.root, '  ')
  const finals = graph.states.filter((s) => s.isFinal).map((s) => idOf(s.id))
  if (finals.length > 0) out.push('  classDef final stroke-width:3px', `  class ${finals.join(',')} final`)
  if (out.some((l) => l.includes(`as ${anyId}`)))
    out.push('  classDef any stroke-dasharray:4 3', `  class ${anyId} any`)
  return `${out.join('\n')}\n`
}
