import type { MachineGraph } from '../machine-graph/graph.ts'
import type { MachineLayout } from '../machine-graph/layout.ts'
import type { DiagramIndex } from './diagram-index.ts'
import { EdgeLabel, HeaderText, InnerTransition, StateBox } from './diagram-items.tsx'
import { edgeMarks, marksText, stateKind, stateMarks } from './diagram-marks.ts'
import type { ItemProps } from './use-diagram-gestures.ts'
import type { Decorations, Selection } from './types.ts'

// The drawing, in layers from the bottom up: the state boxes, the arrows, the compound states' headers over
// the arrows that cross them, the initial dots, then the transitions drawn inside boxes and the arrows'
// labels on top. Tab goes through the items in this order: states (outer ones first), inner transitions,
// labels.

/** The layout's measuring font (Helvetica, Arial), then Arial's metric twin on Linux. */
const DIAGRAM_FONT = "Helvetica, Arial, 'Liberation Sans', sans-serif"

const ARROW_KINDS = ['plain', 'taken', 'covered', 'missing', 'selected'] as const

function points(section: Array<{ x: number; y: number }>): string {
  return section.map((p) => `${Math.round(p.x * 10) / 10},${Math.round(p.y * 10) / 10}`).join(' ')
}

/** One arrowhead for each way an arrow can be drawn (atlas.css colours them). */
export function ArrowMarkers() {
  return (
    <defs>
      {ARROW_KINDS.map((kind) => (
        <marker
          key={kind}
          id={`atlas-arrow-${kind}`}
          viewBox="0 0 10 10"
          refX="10"
          refY="5"
          markerWidth="8"
          markerHeight="8"
          markerUnits="userSpaceOnUse"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" className={`atlas-arrow atlas-arrow--${kind}`} />
        </marker>
      ))}
    </defs>
  )
}

export function DiagramLayers({
  graph,
  layout,
  index: { edgesById, statesById, boxesById },
  decorations,
  selection,
  descriptions,
  transform,
  itemProps,
  select,
}: {
  graph: MachineGraph
  layout: MachineLayout
  index: DiagramIndex
  decorations: Decorations
  selection: Selection
  /** Whether the boxes show the states' descriptions; when not, a box's tooltip does. */
  descriptions: boolean
  /** The view (view.ts) as an SVG transform. */
  transform: string
  itemProps: (target: Selection, name: string, selected: boolean) => ItemProps
  /** A click on an arrow's line, which is not a button of its own (its label is). */
  select: (target: Selection) => ItemProps['onClick']
}) {
  const isSelected = (kind: 'state' | 'edge', id: string) =>
    selection !== null && selection.kind === kind && selection.id === id

  return (
    <g transform={transform} style={{ fontFamily: DIAGRAM_FONT }}>
      {layout.states.map((box) => (
        <StateBox
          key={box.state.id}
          box={box}
          tooltip={descriptions ? undefined : statesById.get(box.state.id)?.description}
          marks={stateMarks(box.state, decorations)}
          selected={isSelected('state', box.state.id)}
          props={itemProps(
            { kind: 'state', id: box.state.id },
            `${stateKind(box.state)} ${box.state.path.length === 0 ? graph.id : box.state.key}${marksText(stateMarks(box.state, decorations))}`,
            isSelected('state', box.state.id),
          )}
        />
      ))}
      {layout.edges.map((line, index) => {
        const edge = edgesById.get(line.edgeId)
        const marks = edgeMarks(edge, decorations)
        const selected = edge !== undefined && isSelected('edge', edge.id)
        const kind = selected ? 'selected' : marks.taken ? 'taken' : (marks.coverage ?? 'plain')
        const classes = ['atlas-edge']
        if (line.initialOf !== undefined) classes.push('atlas-edge--initial')
        if (marks.taken) classes.push('is-taken')
        if (marks.coverage) classes.push(`is-${marks.coverage}`)
        if (selected) classes.push('is-selected')
        return (
          <g key={`${line.edgeId}:${index}`} className={classes.join(' ')}>
            {line.sections.map((section, i) => (
              <polyline key={i} points={points(section)} markerEnd={`url(#atlas-arrow-${kind})`} />
            ))}
            {edge !== undefined &&
              line.sections.map((section, i) => (
                <polyline
                  key={`hit${i}`}
                  className="atlas-edge__hit"
                  points={points(section)}
                  onClick={select({ kind: 'edge', id: edge.id })}
                />
              ))}
          </g>
        )
      })}
      {/* A compound state's header is drawn over the arrows that cross it into its children. */}
      {layout.states.map((box) =>
        box.state.children.length > 0 && !box.state.history ? (
          <g
            key={box.state.id}
            className={`atlas-state-header${box.state.isRegion ? ' atlas-state-header--region' : ''}`}
            data-header-of={box.state.id}
            aria-hidden="true"
          >
            <HeaderText box={box} />
          </g>
        ) : null,
      )}
      {layout.initials.map((dot) => (
        <circle key={dot.parent} className="atlas-initial" cx={dot.cx} cy={dot.cy} r={dot.r} />
      ))}
      {layout.states.flatMap((box) =>
        box.header.metaEdges.map((edgeId, index) => {
          const edge = edgeId === undefined ? undefined : edgesById.get(edgeId)
          if (edge === undefined) return null
          const marks = edgeMarks(edge, decorations)
          const selected = isSelected('edge', edge.id)
          return (
            <InnerTransition
              key={edge.id}
              box={box}
              index={index}
              text={box.header.meta[index] ?? edge.label}
              marks={marks}
              selected={selected}
              props={itemProps(
                { kind: 'edge', id: edge.id },
                `Transition ${edge.label}, inside ${box.state.key}${marksText(marks)}`,
                selected,
              )}
            />
          )
        }),
      )}
      {layout.labels.map((label) => {
        const edge = edgesById.get(label.edgeId)
        if (edge === undefined) return null
        const marks = edgeMarks(edge, decorations)
        const selected = isSelected('edge', edge.id)
        const targets = edge.targets.map((id) => boxesById.get(id)?.state.key ?? id).join(' and ')
        const source = boxesById.get(edge.source)?.state.key ?? edge.source
        return (
          <EdgeLabel
            key={label.edgeId}
            label={label}
            marks={marks}
            selected={selected}
            props={itemProps(
              { kind: 'edge', id: edge.id },
              `Transition ${edge.label}, from ${source} to ${targets}${marksText(marks)}`,
              selected,
            )}
          />
        )
      })}
    </g>
  )
}
