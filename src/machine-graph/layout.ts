import type { ElkExtendedEdge, ElkLabel, ElkNode, ElkPoint } from 'elkjs/lib/elk-api.js'
import { edgeScope, indexStates } from './graph.ts'
import type { GraphState, MachineGraph } from './graph.ts'

// Statechart → elkjs layout, as positioned boxes, lines and labels in one coordinate space. Two renderers draw
// it: the SVG files of docs/machines (svg.ts) and the atlas's interactive diagram (src/atlas). Text is measured
// by a per-character estimate, so the layout is the same in Node and in every browser and boxes only need to be
// wide enough. ELK itself is passed in (`layoutMachine(graph, elk)`): Node and the atlas load it their own way.

export const FONT = 'Helvetica, Arial, sans-serif'
export const TITLE_SIZE = 13
export const SMALL_SIZE = 11
export const TITLE_LINE = 18
export const SMALL_LINE = 14
export const PAD_X = 12
export const PAD_Y = 8
const INITIAL_SIZE = 12
const DESCRIPTION_WRAP = 36
const LABEL_HEIGHT = 16

export function textWidth(text: string, fontSize: number, bold = false): number {
  // About 7 px a character at 12 px; bold runs a little wider.
  return Math.ceil(text.length * fontSize * (bold ? 0.62 : 0.58))
}

/** `text` in lines of at most `width` characters, words kept whole (a longer word stands alone). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

export function num(value: number): string {
  // One decimal is plenty and keeps output stable across float noise.
  return String(Math.round(value * 10) / 10)
}

export interface Header {
  title: string
  /** Invokes, entry and exit actions, targetless transitions, tags: one line each. */
  meta: string[]
  /** For each `meta` line, the id of the targetless transition it shows (undefined for other lines). */
  metaEdges: Array<string | undefined>
  description: string[]
  width: number
  height: number
}

/** What a state shows in its box (leaf) or in its header (container). */
function header(state: GraphState, title: string, internal: Array<{ id: string; label: string }>): Header {
  const meta: string[] = []
  for (const inv of state.invokes) meta.push(`invoke ${inv.src}`)
  if (state.entry.length > 0) meta.push(`entry / ${state.entry.join(', ')}`)
  if (state.exit.length > 0) meta.push(`exit / ${state.exit.join(', ')}`)
  const metaEdges: Array<string | undefined> = meta.map(() => undefined)
  for (const edge of internal) {
    meta.push(edge.label)
    metaEdges.push(edge.id)
  }
  if (state.tags.length > 0) {
    meta.push(`tags: ${state.tags.join(', ')}`)
    metaEdges.push(undefined)
  }
  const description = state.description ? wrap(state.description, DESCRIPTION_WRAP) : []
  const width =
    Math.max(
      textWidth(title, TITLE_SIZE, true),
      ...meta.map((m) => textWidth(m, SMALL_SIZE)),
      ...description.map((d) => textWidth(d, SMALL_SIZE)),
    ) +
    2 * PAD_X
  const height =
    PAD_Y +
    TITLE_LINE +
    meta.length * SMALL_LINE +
    (description.length > 0 ? 4 + description.length * SMALL_LINE : 0) +
    PAD_Y
  return { title, meta, metaEdges, description, width, height }
}

// Layered options for the whole hierarchy; containers repeat the ones ELK reads per container (see below).
const LAYOUT: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.direction': 'DOWN',
  'elk.json.edgeCoords': 'ROOT',
  // Depth-first from the initial dot makes the happy path read top to bottom and retries point back up
  // (the default greedy breaker put the initial state mid-page). Model order keeps siblings in source order.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.spacing.nodeNodeBetweenLayers': '34',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
}

// Options that ELK reads per container. Model-order options must stay on the root only: on a container,
// elkjs 0.12 fails inside its compiled code ("Cannot read properties of undefined").
const PER_CONTAINER: Record<string, string> = Object.fromEntries(
  Object.entries(LAYOUT).filter(
    ([key]) =>
      key === 'elk.layered.cycleBreaking.strategy' ||
      key.startsWith('elk.spacing.') ||
      key.includes('.spacing.'),
  ),
)

interface Prepared {
  state: GraphState
  header: Header
  elk: ElkNode
}

/** The id of a state's node in the ELK graph. */
export function elkId(stateId: string): string {
  return `n:${stateId}`
}

/**
 * Ends the ELK id of a compound state's initial dot (`<elkId>:initial`), and the `edgeId` of the line from it
 * in a layout (`<state id>:initial`).
 */
export const INITIAL_SUFFIX = ':initial'
const INITIAL_EDGE_SUFFIX = ':initial-edge'

function buildElkGraph(graph: MachineGraph): { root: ElkNode; prepared: Map<string, Prepared> } {
  const byId = indexStates(graph)
  const prepared = new Map<string, Prepared>()
  const internalBySource = new Map<string, Array<{ id: string; label: string }>>()
  for (const edge of graph.edges) {
    if (edge.targets.length > 0) continue
    const list = internalBySource.get(edge.source) ?? []
    list.push({ id: edge.id, label: edge.label })
    internalBySource.set(edge.source, list)
  }

  const build = (state: GraphState): ElkNode => {
    const isRoot = state.path.length === 0
    const title = isRoot ? graph.id : state.history ? `H${state.history === 'deep' ? '*' : ''}` : state.key
    const head = header(state, title, internalBySource.get(state.id) ?? [])
    const node: ElkNode = { id: elkId(state.id), edges: [] }
    if (state.history) {
      node.width = 28
      node.height = 28
    } else if (state.children.length === 0) {
      node.width = Math.max(head.width, 70)
      node.height = head.height
    } else {
      const children: ElkNode[] = []
      if (state.initial)
        children.push({
          id: `${elkId(state.id)}${INITIAL_SUFFIX}`,
          width: INITIAL_SIZE,
          height: INITIAL_SIZE,
        })
      children.push(...state.children.map(build))
      node.children = children
      node.layoutOptions = {
        ...PER_CONTAINER,
        'elk.padding': `[top=${head.height + 6},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${head.width}, ${head.height + 20})`,
      }
      if (state.initial) {
        node.edges?.push({
          id: `${elkId(state.id)}${INITIAL_EDGE_SUFFIX}`,
          sources: [`${elkId(state.id)}${INITIAL_SUFFIX}`],
          targets: [elkId(state.initial)],
        })
      }
    }
    prepared.set(state.id, { state, header: head, elk: node })
    return node
  }

  const machineNode = build(graph.root)
  const root: ElkNode = {
    id: 'graph',
    layoutOptions: { ...LAYOUT, 'elk.padding': '[top=8,left=8,bottom=8,right=8]' },
    children: [machineNode],
    edges: [],
  }

  graph.edges.forEach((edge) => {
    const source = byId.get(edge.source)
    if (!source || edge.targets.length === 0) return
    const targets = edge.targets.map((t) => byId.get(t)).filter((t): t is GraphState => t !== undefined)
    // Edges live in the lowest container holding both ends; an edge leaving the machine's own frame cannot be
    // contained by it, so it goes one level up.
    const container =
      source.path.length === 0
        ? root
        : (prepared.get(byId.get(scopeId(graph, edgeScope(source, targets)))?.id ?? '')?.elk ?? root)
    targets.forEach((target, i) => {
      const elkEdge: ElkExtendedEdge = {
        id: `e:${edge.id}:${i}`,
        sources: [elkId(source.id)],
        targets: [elkId(target.id)],
      }
      if (i === 0) {
        const label: ElkLabel = {
          text: edge.label,
          width: textWidth(edge.label, SMALL_SIZE) + 8,
          height: LABEL_HEIGHT,
          layoutOptions: { 'elk.edgeLabels.placement': 'CENTER' },
        }
        elkEdge.labels = [label]
      }
      container.edges = [...(container.edges ?? []), elkEdge]
    })
  })
  return { root, prepared }
}

function scopeId(graph: MachineGraph, scope: string[]): string {
  return scope.length === 0
    ? graph.root.id
    : (graph.states.find((s) => s.path.join('.') === scope.join('.'))?.id ?? graph.root.id)
}

/** One state's box, in diagram coordinates. */
export interface LaidState {
  state: GraphState
  header: Header
  x: number
  y: number
  width: number
  height: number
}

/** One drawn line of a transition to one of its targets (an edge with two targets has two). */
export interface LaidEdge {
  /** The graph edge (`GraphEdge.id`) it draws; for the line from an initial dot, `<parent id>:initial`. */
  edgeId: string
  /** Id of the target state. */
  target: string
  /** Each section is a polyline (ELK returns one for most edges). */
  sections: ElkPoint[][]
  /** Set on the line from a compound state's initial dot: the id of that compound state. */
  initialOf?: string
}

export interface LaidLabel {
  edgeId: string
  text: string
  x: number
  y: number
  width: number
  height: number
}

/** The dot that marks a compound state's (or the machine's) initial state; its line is in `edges`. */
export interface LaidInitial {
  /** Id of the compound state. */
  parent: string
  /** Id of the initial child. */
  target: string
  cx: number
  cy: number
  r: number
}

export interface MachineLayout {
  width: number
  height: number
  /** Outer boxes first: draw in this order so children sit on their parents. */
  states: LaidState[]
  /** Transition lines and initial lines, in ELK's order. */
  edges: LaidEdge[]
  labels: LaidLabel[]
  initials: LaidInitial[]
}

/** The part of the elkjs API the layout uses (`new ELK()` from elk.bundled.js in Node or the atlas). */
export interface ElkLike {
  layout: (graph: ElkNode) => Promise<ElkNode>
}

/** Lays a machine's graph out with ELK; the result is plain data, ready to draw as SVG or React. */
export async function layoutMachine(graph: MachineGraph, elk: ElkLike): Promise<MachineLayout> {
  const { root, prepared } = buildElkGraph(graph)
  const laid = await elk.layout(root)

  const byElkId = new Map<string, Prepared>()
  for (const p of prepared.values()) byElkId.set(p.elk.id, p)

  const states: LaidState[] = []
  const initialDots = new Map<string, { cx: number; cy: number; r: number }>()
  // Node coordinates are relative to their parent; edges were asked for in root coordinates.
  const visit = (node: ElkNode, offsetX: number, offsetY: number): void => {
    const x = offsetX + (node.x ?? 0)
    const y = offsetY + (node.y ?? 0)
    const width = node.width ?? 0
    const height = node.height ?? 0
    if (node.id.endsWith(INITIAL_SUFFIX)) {
      initialDots.set(node.id.slice(0, -INITIAL_SUFFIX.length), {
        cx: x + width / 2,
        cy: y + height / 2,
        r: width / 2,
      })
      return
    }
    const p = byElkId.get(node.id)
    if (p) states.push({ state: p.state, header: p.header, x, y, width, height })
    for (const child of node.children ?? []) visit(child, x, y)
  }
  for (const child of laid.children ?? []) visit(child, 0, 0)

  const edges: LaidEdge[] = []
  const labels: LaidLabel[] = []
  const initials: LaidInitial[] = []
  const collect = (node: ElkNode): void => {
    for (const edge of (node.edges ?? []) as ElkExtendedEdge[]) {
      const sections = (edge.sections ?? []).map((section) => [
        section.startPoint,
        ...(section.bendPoints ?? []),
        section.endPoint,
      ])
      const target = byElkId.get(edge.targets[0] ?? '')?.state.id ?? ''
      if (edge.id.endsWith(INITIAL_EDGE_SUFFIX)) {
        const parentElkId = edge.id.slice(0, -INITIAL_EDGE_SUFFIX.length)
        const parent = byElkId.get(parentElkId)?.state
        const dot = initialDots.get(parentElkId)
        if (!parent) continue
        if (dot) initials.push({ parent: parent.id, target, ...dot })
        edges.push({ edgeId: `${parent.id}${INITIAL_SUFFIX}`, target, sections, initialOf: parent.id })
        continue
      }
      const match = /^e:(.*):(\d+)$/.exec(edge.id)
      const edgeId = match?.[1] ?? edge.id
      edges.push({ edgeId, target, sections })
      for (const label of edge.labels ?? []) {
        labels.push({
          edgeId,
          text: label.text ?? '',
          x: label.x ?? 0,
          y: label.y ?? 0,
          width: label.width ?? 0,
          height: label.height ?? 0,
        })
      }
    }
    for (const child of node.children ?? []) collect(child)
  }
  collect(laid)
  return {
    width: Math.ceil(laid.width ?? 0),
    height: Math.ceil(laid.height ?? 0),
    states,
    edges,
    labels,
    initials,
  }
}
