import ELK from 'elkjs/lib/elk.bundled.js'
import type { MachineGraph } from './graph.ts'
import {
  escapeXml,
  FONT,
  layoutMachine,
  num,
  PAD_X,
  PAD_Y,
  SMALL_LINE,
  SMALL_SIZE,
  TITLE_LINE,
  TITLE_SIZE,
} from './layout.ts'
import type { LaidState } from './layout.ts'

// The SVG files of docs/machines: the shared layout (layout.ts) drawn as a self-contained, deterministic SVG
// document, free of a DOM. The atlas draws the same layout interactively (src/atlas).

let elkInstance: InstanceType<typeof ELK> | undefined

/** Lays the graph out with elkjs and returns a self-contained SVG document. */
export async function toSvg(graph: MachineGraph): Promise<string> {
  elkInstance ??= new ELK()
  const layout = await layoutMachine(graph, elkInstance)

  const shapes = layout.states.map(drawState)
  const initials = layout.initials.map(
    (dot) => `<circle class="initial" cx="${num(dot.cx)}" cy="${num(dot.cy)}" r="${num(dot.r)}"/>`,
  )
  const edges = layout.edges.flatMap((edge) =>
    edge.sections.map(
      (points) =>
        `<polyline class="${edge.initialOf === undefined ? 'edge' : 'edge initial-edge'}" points="${points.map((pt) => `${num(pt.x)},${num(pt.y)}`).join(' ')}"/>`,
    ),
  )
  const labels = layout.labels.map(
    (label) =>
      `<g class="edge-label"><rect x="${num(label.x)}" y="${num(label.y)}" width="${num(label.width)}" height="${num(label.height)}" rx="3"/>` +
      `<text x="${num(label.x + 4)}" y="${num(label.y + 12)}">${escapeXml(label.text)}</text></g>`,
  )

  const { width, height } = layout
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

function drawState({ state, header: head, x, y, width: w, height: h }: LaidState): string {
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
