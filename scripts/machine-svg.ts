import ELK from 'elkjs/lib/elk.bundled.js'
import type { ElkExtendedEdge, ElkLabel, ElkNode, ElkPoint } from 'elkjs/lib/elk.bundled.js'
import { edgeScope, indexStates } from './machine-graph.ts'
import type { GraphState, MachineGraph } from './machine-graph.ts'

// Statechart → elkjs layout → our own SVG. Drawing it ourselves (rather than through Mermaid) keeps the output
// self-contained, deterministic and free of a DOM, and lets the app later highlight states inside composites.
// Text is measured by a per-character estimate: exact metrics would need a browser, and boxes only need to be
// wide enough.

const FONT = 'Helvetica, Arial, sans-serif'
const TITLE_SIZE = 13
const SMALL_SIZE = 11
const TITLE_LINE = 18
const SMALL_LINE = 14
const PAD_X = 12
const PAD_Y = 8
const INITIAL_SIZE = 12
const DESCRIPTION_WRAP = 36
const LABEL_HEIGHT = 16

function textWidth(text: string, fontSize: number, bold = false): number {
  // About 7 px a character at 12 px; bold runs a little wider.
  return Math.ceil(text.length * fontSize * (bold ? 0.62 : 0.58))
}

function wrap(text: string, width: number): string[] {
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

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

function num(value: number): string {
  // One decimal is plenty and keeps output stable across float noise.
  return String(Math.round(value * 10) / 10)
}

interface Header {
  title: string
  meta: string[]
  description: string[]
  width: number
  height: number
}

/** What a state shows in its box (leaf) or in its header (container). */
function header(state: GraphState, title: string, internal: string[]): Header {
  const meta: string[] = []
  for (const inv of state.invokes) meta.push(`invoke ${inv.src}`)
  if (state.entry.length > 0) meta.push(`entry / ${state.entry.join(', ')}`)
  if (state.exit.length > 0) meta.push(`exit / ${state.exit.join(', ')}`)
  meta.push(...internal)
  if (state.tags.length > 0) meta.push(`tags: ${state.tags.join(', ')}`)
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
  return { title, meta, description, width, height }
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

function elkId(stateId: string): string {
  return `n:${stateId}`
}

function buildElkGraph(graph: MachineGraph): { root: ElkNode; prepared: Map<string, Prepared> } {
  const byId = indexStates(graph)
  const prepared = new Map<string, Prepared>()
  const internalBySource = new Map<string, string[]>()
  for (const edge of graph.edges) {
    if (edge.targets.length > 0) continue
    const list = internalBySource.get(edge.source) ?? []
    list.push(edge.label)
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
        children.push({ id: `${elkId(state.id)}:initial`, width: INITIAL_SIZE, height: INITIAL_SIZE })
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
          id: `${elkId(state.id)}:initial-edge`,
          sources: [`${elkId(state.id)}:initial`],
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

let elkInstance: InstanceType<typeof ELK> | undefined

/** Lays the graph out with elkjs and returns a self-contained SVG document. */
export async function toSvg(graph: MachineGraph): Promise<string> {
  const { root, prepared } = buildElkGraph(graph)
  elkInstance ??= new ELK()
  const laid = await elkInstance.layout(root)

  const byElkId = new Map<string, Prepared>()
  for (const p of prepared.values()) byElkId.set(p.elk.id, p)

  const shapes: string[] = []
  const initials: string[] = []
  // Node coordinates are relative to their parent; edges were asked for in root coordinates.
  const drawNode = (node: ElkNode, offsetX: number, offsetY: number): void => {
    const x = offsetX + (node.x ?? 0)
    const y = offsetY + (node.y ?? 0)
    const w = node.width ?? 0
    const h = node.height ?? 0
    if (node.id.endsWith(':initial')) {
      initials.push(
        `<circle class="initial" cx="${num(x + w / 2)}" cy="${num(y + h / 2)}" r="${num(w / 2)}"/>`,
      )
      return
    }
    const p = byElkId.get(node.id)
    if (p) shapes.push(drawState(p, x, y, w, h))
    for (const child of node.children ?? []) drawNode(child, x, y)
  }
  for (const child of laid.children ?? []) drawNode(child, 0, 0)

  const edges: string[] = []
  const labels: string[] = []
  const collectEdges = (node: ElkNode): void => {
    for (const edge of node.edges ?? []) {
      for (const section of edge.sections ?? []) {
        const points: ElkPoint[] = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
        const cls = edge.id.endsWith(':initial-edge') ? 'edge initial-edge' : 'edge'
        edges.push(
          `<polyline class="${cls}" points="${points.map((pt) => `${num(pt.x)},${num(pt.y)}`).join(' ')}"/>`,
        )
      }
      for (const label of edge.labels ?? []) {
        const lx = label.x ?? 0
        const ly = label.y ?? 0
        labels.push(
          `<g class="edge-label"><rect x="${num(lx)}" y="${num(ly)}" width="${num(label.width ?? 0)}" height="${num(label.height ?? 0)}" rx="3"/>` +
            `<text x="${num(lx + 4)}" y="${num(ly + 12)}">${escapeXml(label.text ?? '')}</text></g>`,
        )
      }
    }
    for (const child of node.children ?? []) collectEdges(child)
  }
  collectEdges(laid)

  const width = Math.ceil(laid.width ?? 0)
  const height = Math.ceil(laid.height ?? 0)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`State diagram of ${graph.id}`)}">`,
    `<title>${escapeXml(graph.id)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#475569"/></marker></defs>',
    `<style>
text{font-family:${FONT};fill:#0f172a}
.state>rect{fill:#fff;stroke:#334155;stroke-width:1.3}
.state.container>rect{fill:#f8fafc}
.state.machine>rect{fill:#fff;stroke:#0f172a;stroke-width:1.6}
.state.region>rect{fill:none;stroke:#64748b;stroke-dasharray:6 4}
.state.final>rect{stroke-width:1.3}
.state.final>rect.inner{fill:none}
.state.history>circle{fill:#fff;stroke:#334155}
.title{font-size:${TITLE_SIZE}px;font-weight:700}
.region>.title{font-size:${SMALL_SIZE + 1}px;fill:#475569}
.meta{font-size:${SMALL_SIZE}px;fill:#334155}
.description{font-size:${SMALL_SIZE}px;font-style:italic;fill:#64748b}
.initial{fill:#0f172a}
.edge{fill:none;stroke:#475569;stroke-width:1.2;marker-end:url(#arrow)}
.edge-label>rect{fill:#fff;fill-opacity:.9;stroke:none}
.edge-label>text{font-size:${SMALL_SIZE}px;fill:#1e293b}
</style>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    ...shapes,
    ...edges,
    ...initials,
    ...labels,
    '</svg>',
    '',
  ].join('\n')
}

function drawState(p: Prepared, x: number, y: number, w: number, h: number): string {
  const { state, header: head } = p
  const isContainer = state.children.length > 0
  const classes = ['state']
  if (state.path.length === 0) classes.push('machine')
  if (isContainer) classes.push('container')
  if (state.isRegion) classes.push('region')
  if (state.isFinal) classes.push('final')
  if (state.history) classes.push('history')
  if (state.isParallel) classes.push('parallel')
  const parts: string[] = [`<g class="${classes.join(' ')}" data-state="${escapeXml(state.id)}">`]

  if (state.history) {
    parts.push(`<circle cx="${num(x + w / 2)}" cy="${num(y + h / 2)}" r="${num(w / 2)}"/>`)
    parts.push(
      `<text class="title" x="${num(x + w / 2)}" y="${num(y + h / 2 + 4)}" text-anchor="middle">${escapeXml(head.title)}</text></g>`,
    )
    return parts.join('')
  }

  parts.push(
    `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${isContainer ? 10 : 8}"/>`,
  )
  if (state.isFinal) {
    parts.push(
      `<rect class="inner" x="${num(x + 3)}" y="${num(y + 3)}" width="${num(w - 6)}" height="${num(h - 6)}" rx="6"/>`,
    )
  }
  let cy = y + PAD_Y + 13
  parts.push(`<text class="title" x="${num(x + PAD_X)}" y="${num(cy)}">${escapeXml(head.title)}</text>`)
  cy += TITLE_LINE - 13
  for (const line of head.meta) {
    cy += SMALL_LINE
    parts.push(`<text class="meta" x="${num(x + PAD_X)}" y="${num(cy - 3)}">${escapeXml(line)}</text>`)
  }
  if (head.description.length > 0) cy += 4
  for (const line of head.description) {
    cy += SMALL_LINE
    parts.push(`<text class="description" x="${num(x + PAD_X)}" y="${num(cy - 3)}">${escapeXml(line)}</text>`)
  }
  parts.push('</g>')
  return parts.join('')
}
