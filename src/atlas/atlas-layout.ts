import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js'
import { flatten, type GraphState, type MachineGraph } from '../machine-graph/graph.ts'
import {
  elkId,
  INITIAL_SUFFIX,
  layoutMachine,
  PAD_X,
  SMALL_SIZE,
  TITLE_SIZE,
  wrap,
} from '../machine-graph/layout.ts'
import type { ElkLike, Header, MachineLayout } from '../machine-graph/layout.ts'
import { fitView } from './view.ts'

// The atlas lays machines out more compactly than the docs' SVG files, so a 15-state machine fits a laptop
// screen with its smallest text at 10 px or more (e2e/atlas.spec.ts): boxes and arrow labels are measured with
// the diagram font's own character widths (layout.ts's flat estimate runs a fifth wide), labels wrap onto short
// lines, spacing and the containers' padding are tighter, nodes are placed in straight segments and compacted
// (narrower and shorter than ELK's defaults), a wide machine's parallel regions may stand in two rows, and
// state descriptions stay in the side panel unless the analyst shows them on the diagram. Same layout code
// (src/machine-graph/layout.ts), with the ELK graph adjusted on its way to ELK and the graph without
// descriptions. `npx tsx scripts/cli/atlas-layout-bench.ts` prints every machine's size and zoom at fit.

/** Characters per line of an arrow's label. */
export const LABEL_WRAP = 18
const LABEL_LINE = 14
const LABEL_PAD_X = 8
const LABEL_PAD_Y = 2
/** Room for a box's ✓ ✗ ⚠ badge beside its title (coverage, failures). */
const BADGE_ROOM = 14
/** Leaf boxes are never narrower than this (layout.ts's own minimum). */
const MIN_LEAF_WIDTH = 70

/** Around a compound state's children, under its header (layout.ts: 6 more under it, 14 at the sides). */
const CONTAINER_PAD = { top: 0, side: 8 }
/** Around the machine's box: the diagram's fit keeps a margin of its own. */
const ROOT_PADDING = '[top=2,left=2,bottom=2,right=2]'

const SPACING: Record<string, string> = {
  'elk.layered.spacing.nodeNodeBetweenLayers': '6',
  'elk.spacing.nodeNode': '10',
  'elk.spacing.edgeNode': '8',
  'elk.spacing.edgeEdge': '6',
  'elk.spacing.edgeLabel': '2',
  'elk.layered.spacing.edgeNodeBetweenLayers': '4',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '6',
  // Straight vertical runs of nodes: on the machines of machines/ about a tenth narrower than the default.
  'elk.layered.nodePlacement.strategy': 'LINEAR_SEGMENTS',
  'elk.layered.compaction.postCompaction.strategy': 'EDGE_LENGTH',
}

/**
 * A label's lines as the atlas draws them (and sizes them for ELK): layout.ts's wrap by characters (the box
 * is then as wide as its widest line measures), one empty line for an empty label.
 */
export function labelLines(text: string, width = LABEL_WRAP): string[] {
  const lines = wrap(text, width)
  return lines.length > 0 ? lines : ['']
}

// Advance widths of Helvetica (and its metric twins Arial and Liberation Sans, the diagram's fonts), in
// thousandths of an em, for printable ASCII from the space on; other characters count as a full em.
// prettier-ignore
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]
// prettier-ignore
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
]
/**
 * Headroom over the measured width: a browser without Helvetica, Arial or Liberation Sans draws with its own
 * sans-serif (Roboto on Android runs up to a few per cent wider).
 */
const SAFETY = 1.06

/** The width in pixels of one line of text in the diagram's font. */
export function measureText(text: string, size = SMALL_SIZE, bold = false): number {
  const table = bold ? BOLD : REGULAR
  let thousandths = 0
  for (const ch of text) thousandths += table[(ch.codePointAt(0) ?? 0) - 32] ?? 1000
  return Math.ceil((thousandths / 1000) * size * SAFETY)
}

export function labelBox(text: string): { width: number; height: number } {
  const lines = labelLines(text)
  return {
    width: Math.max(...lines.map((line) => measureText(line))) + LABEL_PAD_X,
    height: lines.length * LABEL_LINE + LABEL_PAD_Y,
  }
}

/** How wide a state's box needs to be for its title and lines. */
function headerWidth(header: Header, state: GraphState): number {
  const title = measureText(header.title, TITLE_SIZE, true) + (state.path.length === 0 ? 0 : BADGE_ROOM)
  const lines = [...header.meta, ...header.description].map((line) => measureText(line))
  return Math.max(title, ...lines) + 2 * PAD_X
}

/**
 * A header as layout.ts builds it, by the state's ELK id (`elkId`): a layout with a stand-in ELK that places
 * nothing.
 */
async function headersOf(graph: MachineGraph): Promise<Map<string, { header: Header; state: GraphState }>> {
  const unplaced = await layoutMachine(graph, { layout: (root) => Promise.resolve(root) })
  return new Map(
    unplaced.states.map((box) => [elkId(box.state.id), { header: box.header, state: box.state }]),
  )
}

/** Ids of the hidden edges that stack parallel regions in rows; they are not drawn. */
const STACK_PREFIX = 'atlas-stack:'

/**
 * Hidden edges from each region of a parallel state to the region `columns` further on, so that ELK lays the
 * regions out in rows of `columns` instead of one wide row.
 */
function stackRegions(node: ElkNode, columns: number): void {
  const regions = (node.children ?? []).filter((child) => !child.id.endsWith(INITIAL_SUFFIX))
  regions.forEach((region, index) => {
    const below = regions[index + columns]
    if (below === undefined) return
    node.edges = [
      ...(node.edges ?? []),
      { id: `${STACK_PREFIX}${region.id}`, sources: [region.id], targets: [below.id] },
    ]
  })
}

interface CompactOptions {
  /** Lay out the regions of parallel states with at least this many regions in two rows. */
  stackFrom?: number | undefined
  /** Drop the post-compaction (it fails on a few graphs in elkjs 0.12). */
  plain?: boolean | undefined
}

/** ELK with the atlas's spacing, boxes as wide as their text (`headers` by ELK id) and wrapped labels. */
function compactElk(
  elk: ElkLike,
  headers: ReadonlyMap<string, { header: Header; state: GraphState }>,
  options: CompactOptions = {},
): ElkLike {
  const spacing: Record<string, string> = options.plain
    ? Object.fromEntries(Object.entries(SPACING).filter(([key]) => !key.includes('postCompaction')))
    : SPACING
  const stackFrom = options.stackFrom
  return {
    layout: (root: ElkNode) => {
      const visit = (node: ElkNode, isRoot: boolean) => {
        const isContainer = (node.children?.length ?? 0) > 0
        if (isRoot || isContainer) node.layoutOptions = { ...node.layoutOptions, ...spacing }
        if (isRoot) node.layoutOptions = { ...node.layoutOptions, 'elk.padding': ROOT_PADDING }
        const known = headers.get(node.id)
        if (known !== undefined && !known.state.history) {
          const width = headerWidth(known.header, known.state)
          if (isContainer)
            node.layoutOptions = {
              ...node.layoutOptions,
              'elk.padding': `[top=${known.header.height + CONTAINER_PAD.top},left=${CONTAINER_PAD.side},bottom=${CONTAINER_PAD.side},right=${CONTAINER_PAD.side}]`,
              'elk.nodeSize.minimum': `(${width}, ${known.header.height + 20})`,
            }
          else node.width = Math.max(width, MIN_LEAF_WIDTH)
          if (stackFrom !== undefined && known.state.isParallel && known.state.children.length >= stackFrom)
            stackRegions(node, Math.ceil(known.state.children.length / 2))
        }
        for (const edge of (node.edges ?? []) as ElkExtendedEdge[]) {
          for (const label of edge.labels ?? []) Object.assign(label, labelBox(label.text ?? ''))
        }
        for (const child of node.children ?? []) visit(child, false)
      }
      visit(root, true)
      return elk.layout(root)
    },
  }
}

function withoutDescription(state: GraphState): GraphState {
  const { description: _description, ...rest } = state
  return { ...rest, children: state.children.map(withoutDescription) }
}

/** The graph as the diagram draws it without descriptions (the side panel still shows them). */
function withoutDescriptions(graph: MachineGraph): MachineGraph {
  const root = withoutDescription(graph.root)
  const { description: _description, ...rest } = graph
  return { ...rest, root, states: flatten(root, []) }
}

export interface AtlasLayoutOptions {
  /** Draw each state's description inside its box (taller, wider boxes). */
  descriptions: boolean
}

/** The diagram canvas of a laptop (1280 × 800) and the zoom toolbar over its corner: what layouts are fitted to. */
const LAPTOP_CANVAS = { width: 958, height: 738 }
const LAPTOP_TOOLBAR = { width: 400, height: 60 }

/** The zoom at which the layout fits a laptop's canvas. */
export function laptopFit(layout: { width: number; height: number }): number {
  return fitView(LAPTOP_CANVAS, layout, LAPTOP_TOOLBAR).k
}

function widestRegions(graph: MachineGraph): number {
  return Math.max(0, ...graph.states.filter((s) => s.isParallel).map((s) => s.children.length))
}

/**
 * The machine laid out for the atlas. A machine with parallel states is also laid out with their regions in
 * two rows (those with three regions or more, then all): the one that a laptop's canvas shows largest wins.
 */
export async function atlasLayout(
  graph: MachineGraph,
  elk: ElkLike,
  options: AtlasLayoutOptions,
): Promise<MachineLayout> {
  const drawn = options.descriptions ? graph : withoutDescriptions(graph)
  const headers = await headersOf(drawn)
  const run = async (stackFrom?: number): Promise<MachineLayout> => {
    let layout: MachineLayout
    try {
      layout = await layoutMachine(drawn, compactElk(elk, headers, { stackFrom }))
    } catch {
      layout = await layoutMachine(drawn, compactElk(elk, headers, { stackFrom, plain: true }))
    }
    return { ...layout, edges: layout.edges.filter((edge) => !edge.edgeId.startsWith(STACK_PREFIX)) }
  }
  let best = await run()
  const regions = widestRegions(drawn)
  if (regions < 2 || best.width / best.height <= LAPTOP_CANVAS.width / LAPTOP_CANVAS.height) return best
  for (const stackFrom of regions >= 3 ? [3, 2] : [2]) {
    const stacked = await run(stackFrom)
    if (laptopFit(stacked) > laptopFit(best)) best = stacked
  }
  return best
}
