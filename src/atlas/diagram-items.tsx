import type { LaidLabel, LaidState } from '../machine-graph/layout.ts'
import { PAD_X, PAD_Y, SMALL_LINE, TITLE_LINE } from '../machine-graph/layout.ts'
import { labelLines } from './atlas-layout.ts'
import type { EdgeMarks, StateMarks } from './diagram-marks.ts'
import type { ItemProps } from './use-diagram-gestures.ts'

// The diagram's items, each drawn as SVG at the place the layout gave it: a state's box and its header,
// a transition drawn as a line inside its state's box (one with no target), and an arrow's label. Each
// carries its marks (diagram-marks.ts) as classes and a badge; `props` make it a button.

/** Baseline of a header's meta line `index` (as src/machine-graph/svg.ts places it). */
function metaBaseline(box: LaidState, index: number): number {
  return box.y + PAD_Y + TITLE_LINE + (index + 1) * SMALL_LINE - 3
}

function titleBaseline(box: LaidState): number {
  return box.y + PAD_Y + 13
}

export function StateBox({
  box,
  tooltip,
  marks,
  selected,
  props,
}: {
  box: LaidState
  /** The description, when the box does not show it: on hover. */
  tooltip?: string | undefined
  marks: StateMarks
  selected: boolean
  props: ItemProps
}) {
  const { state, header, x, y, width, height } = box
  const classes = ['atlas-state']
  if (state.path.length === 0) classes.push('atlas-state--machine')
  if (state.children.length > 0) classes.push('atlas-state--container')
  if (state.isRegion) classes.push('atlas-state--region')
  if (state.isFinal) classes.push('atlas-state--final')
  if (state.history) classes.push('atlas-state--history')
  if (marks.active) classes.push('is-active')
  if (marks.failed) classes.push('is-failed')
  if (marks.coverage) classes.push(`is-${marks.coverage}`)
  if (selected) classes.push('is-selected')
  const badge = marks.failed
    ? '⚠'
    : marks.coverage === 'covered'
      ? '✓'
      : marks.coverage === 'missing'
        ? '✗'
        : ''

  if (state.history) {
    const r = width / 2
    return (
      <g className={classes.join(' ')} data-state={state.id} {...props}>
        <circle className="atlas-state__frame" cx={x + r} cy={y + r} r={r} />
        <text className="atlas-state__title" x={x + r} y={y + r + 4} textAnchor="middle">
          {header.title}
        </text>
      </g>
    )
  }
  const rx = state.children.length > 0 ? 10 : 8
  return (
    <g className={classes.join(' ')} data-state={state.id} {...props}>
      {tooltip && <title>{tooltip}</title>}
      <rect
        className="atlas-focus-ring"
        x={x - 4}
        y={y - 4}
        width={width + 8}
        height={height + 8}
        rx={rx + 3}
      />
      <rect className="atlas-state__frame" x={x} y={y} width={width} height={height} rx={rx} />
      {state.isFinal && (
        <rect
          className="atlas-state__inner"
          x={x + 3}
          y={y + 3}
          width={width - 6}
          height={height - 6}
          rx={6}
        />
      )}
      {state.children.length === 0 && <HeaderText box={box} />}
      {badge && (
        <text className="atlas-state__badge" x={x + width - 6} y={y + 15} textAnchor="end" aria-hidden="true">
          {badge}
        </text>
      )}
    </g>
  )
}

/** A state's name and its lines (invokes, entry and exit, tags, description), at the top of its box. */
export function HeaderText({ box }: { box: LaidState }) {
  const { header, x } = box
  return (
    <>
      <text className="atlas-state__title" x={x + PAD_X} y={titleBaseline(box)}>
        {header.title}
      </text>
      {header.meta.map((text, index) =>
        header.metaEdges[index] === undefined ? (
          <text key={index} className="atlas-state__meta" x={x + PAD_X} y={metaBaseline(box, index)}>
            {text}
          </text>
        ) : null,
      )}
      {header.description.map((text, index) => (
        <text
          key={index}
          className="atlas-state__description"
          x={x + PAD_X}
          y={metaBaseline(box, header.meta.length - 1) + 4 + (index + 1) * SMALL_LINE}
        >
          {text}
        </text>
      ))}
    </>
  )
}

export function InnerTransition({
  box,
  index,
  text,
  marks,
  selected,
  props,
}: {
  box: LaidState
  index: number
  text: string
  marks: EdgeMarks
  selected: boolean
  props: ItemProps
}) {
  const baseline = metaBaseline(box, index)
  const classes = ['atlas-inner']
  if (marks.taken) classes.push('is-taken')
  if (marks.coverage) classes.push(`is-${marks.coverage}`)
  if (selected) classes.push('is-selected')
  const x = box.x + PAD_X - 3
  const width = box.width - 2 * PAD_X + 6
  return (
    <g className={classes.join(' ')} {...props}>
      <rect className="atlas-inner__box" x={x} y={baseline - 11} width={width} height={SMALL_LINE} rx={3} />
      <text className="atlas-inner__text" x={box.x + PAD_X} y={baseline}>
        {text}
      </text>
      {marks.coverage !== undefined && (
        <line
          className="atlas-inner__mark"
          x1={x + 3}
          x2={x + width - 3}
          y1={baseline + 2}
          y2={baseline + 2}
        />
      )}
    </g>
  )
}

export function EdgeLabel({
  label,
  marks,
  selected,
  props,
}: {
  label: LaidLabel
  marks: EdgeMarks
  selected: boolean
  props: ItemProps
}) {
  const classes = ['atlas-label']
  if (marks.taken) classes.push('is-taken')
  if (marks.coverage) classes.push(`is-${marks.coverage}`)
  if (selected) classes.push('is-selected')
  const badge = marks.coverage === 'covered' ? '✓' : marks.coverage === 'missing' ? '✗' : ''
  return (
    <g className={classes.join(' ')} {...props}>
      <rect
        className="atlas-focus-ring"
        x={label.x - 3}
        y={label.y - 3}
        width={label.width + 6}
        height={label.height + 6}
        rx={5}
      />
      <rect
        className="atlas-label__box"
        x={label.x}
        y={label.y}
        width={label.width}
        height={label.height}
        rx={3}
      />
      <text className="atlas-label__text" x={label.x + 4} y={label.y + 12}>
        {labelLines(label.text).map((line, index) => (
          <tspan key={index} x={label.x + 4} dy={index === 0 ? 0 : 14}>
            {line}
          </tspan>
        ))}
      </text>
      {badge && (
        <text
          className="atlas-label__badge"
          x={label.x - 2}
          y={label.y + 12}
          textAnchor="end"
          aria-hidden="true"
        >
          {badge}
        </text>
      )}
    </g>
  )
}
