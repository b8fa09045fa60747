import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { FocusEvent, KeyboardEvent, PointerEvent as ReactPointerEvent } from 'react'
import { indexStates } from '../machine-graph/graph.ts'
import type { GraphEdge, GraphState, MachineGraph } from '../machine-graph/graph.ts'
import { PAD_X, PAD_Y, SMALL_LINE, TITLE_LINE } from '../machine-graph/layout.ts'
import type { LaidLabel, LaidState, MachineLayout } from '../machine-graph/layout.ts'
import { labelLines } from './atlas-layout.ts'
import type { Decorations, Selection } from './types.ts'
import {
  centreOn,
  fitClear,
  followView,
  isCentreVisible,
  panBy,
  pinchView,
  startView,
  zoomAt,
} from './view.ts'
import type { View } from './view.ts'

// The interactive statechart: the shared layout (src/machine-graph/layout.ts, made compact by atlas-layout.ts)
// drawn as SVG in React. Every state box and every transition (its arrow's label, or its line inside a box
// for a transition with no target) is a button: click or tap selects it, and so do Enter and Space once it
// has focus. Tab and Shift+Tab go through them in drawing order: the states (outer ones first), then the
// transitions drawn inside boxes, then the arrows' labels; a keyboard focus off screen brings the item to the
// middle. On the canvas: drag (mouse, one finger) pans, the wheel and a two-finger pinch zoom; with the
// canvas or an item focused, the arrow keys pan, + and − zoom and 0 fits the whole machine; the buttons
// below do the same. The side panel's lists reach every state and transition at any zoom.

const ZOOM_STEP = 1.25
/** The layout's measuring font (Helvetica, Arial), then Arial's metric twin on Linux. */
const DIAGRAM_FONT = "Helvetica, Arial, 'Liberation Sans', sans-serif"
const PAN_STEP = 60
/** Room between the toolbar and a diagram fitted beside or above it. */
const CORNER_GAP = 4
/** The gap between the toolbar's two groups (atlas.css, .atlas-diagram__tools). */
const TOOLS_GAP = 4

type Size = { width: number; height: number }
type Shape = Size & { name: 'row' | 'block' }

/**
 * The shapes the toolbar can take over the canvas's corner, with the room they take there: one row (best
 * under a wide diagram; not on a canvas too narrow for it), or its two groups one above the other (best beside
 * a tall diagram). None when the toolbar sits below the canvas.
 */
function toolbarShapes(canvas: DOMRect, bar: HTMLElement): Shape[] {
  const box = bar.getBoundingClientRect()
  const tools = bar.firstElementChild
  const [zoom, view] = [...(tools?.children ?? [])].map((group) => group.getBoundingClientRect())
  const overlays = box.width > 0 && box.top < canvas.bottom && box.left < canvas.right
  if (tools === null || zoom === undefined || view === undefined || !overlays) return []
  const inner = tools.getBoundingClientRect()
  const extraX = canvas.right - box.right + (box.width - inner.width) + CORNER_GAP
  const extraY = canvas.bottom - box.bottom + (box.height - inner.height) + CORNER_GAP
  const row: Shape = {
    name: 'row',
    width: zoom.width + TOOLS_GAP + view.width + extraX,
    height: Math.max(zoom.height, view.height) + extraY,
  }
  const block: Shape = {
    name: 'block',
    width: Math.max(zoom.width, view.width) + extraX,
    height: zoom.height + TOOLS_GAP + view.height + extraY,
  }
  return row.width + CORNER_GAP <= canvas.width ? [row, block] : [block]
}

const sameShapes = (a: Size[], b: Size[]) =>
  a.length === b.length && a.every((size, i) => size.width === b[i]?.width && size.height === b[i]?.height)
/** A press that moves less than this is a tap (a selection), not a drag. */
const DRAG_THRESHOLD = 5

type Coverage = 'covered' | 'missing' | undefined

interface StateMarks {
  active: boolean
  failed: boolean
  coverage: Coverage
}

function stateMarks(state: GraphState, decorations: Decorations): StateMarks {
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

function edgeMarks(
  edge: GraphEdge | undefined,
  decorations: Decorations,
): { taken: boolean; coverage: Coverage } {
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

function marksText(marks: {
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

function stateKind(state: GraphState): string {
  if (state.path.length === 0) return 'Machine'
  if (state.history) return 'History state'
  if (state.isFinal) return 'Final state'
  if (state.isParallel) return 'Parallel state'
  if (state.isRegion) return 'Region'
  if (state.children.length > 0) return 'Compound state'
  return 'State'
}

function points(section: Array<{ x: number; y: number }>): string {
  return section.map((p) => `${Math.round(p.x * 10) / 10},${Math.round(p.y * 10) / 10}`).join(' ')
}

/** Baseline of a header's meta line `index` (as src/machine-graph/svg.ts places it). */
function metaBaseline(box: LaidState, index: number): number {
  return box.y + PAD_Y + TITLE_LINE + (index + 1) * SMALL_LINE - 3
}

function titleBaseline(box: LaidState): number {
  return box.y + PAD_Y + 13
}

export interface DiagramProps {
  graph: MachineGraph
  layout: MachineLayout
  decorations: Decorations
  selection: Selection
  onSelect: (selection: Selection) => void
  /** Whether the boxes show the states' descriptions (the layout was made for that). */
  descriptions: boolean
  onDescriptions: (shown: boolean) => void
}

export function Diagram({
  graph,
  layout,
  decorations,
  selection,
  onSelect,
  descriptions,
  onDescriptions,
}: DiagramProps) {
  const canvasRef = useRef<HTMLDivElement>(null)
  const barRef = useRef<HTMLDivElement>(null)
  const helpId = useId()
  const legendId = useId()
  const [legendOpen, setLegendOpen] = useState(false)
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  // What the toolbar takes of the canvas's bottom right corner in each of its shapes (nothing when it sits
  // below the canvas, on a phone), and the shape it has: the one the last fit chose.
  const [shapes, setShapes] = useState<Shape[]>([])
  const [shape, setShape] = useState<Shape['name']>('row')
  const [view, setView] = useState<View | null>(null)
  // Until the tester pans or zooms, the diagram keeps fitting the canvas (a resize, a rotation).
  const touched = useRef(false)

  const edgesById = useMemo(() => new Map(graph.edges.map((edge) => [edge.id, edge])), [graph])
  const statesById = useMemo(() => indexStates(graph), [graph])
  const boxesById = useMemo(() => new Map(layout.states.map((box) => [box.state.id, box])), [layout])
  const labelsById = useMemo(() => new Map(layout.labels.map((label) => [label.edgeId, label])), [layout])

  useLayoutEffect(() => {
    const canvas = canvasRef.current
    if (canvas === null) return
    const measure = () => {
      const rect = canvas.getBoundingClientRect()
      setSize((old) =>
        old !== null && old.width === rect.width && old.height === rect.height
          ? old
          : { width: rect.width, height: rect.height },
      )
      const bar = barRef.current
      const next = bar === null ? [] : toolbarShapes(rect, bar)
      setShapes((old) => (sameShapes(old, next) ? old : next))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(canvas)
    if (barRef.current !== null) observer.observe(barRef.current)
    return () => observer.disconnect()
  }, [])

  const fit = useCallback(() => {
    if (size === null) return
    touched.current = false
    const fitted = fitClear(size, layout, shapes)
    setShape(shapes[fitted.shape]?.name ?? 'row')
    setView(fitted.view)
  }, [size, layout, shapes])

  // The box a phone opens on: the machine's initial state.
  const startBox = useMemo(() => {
    const initial = layout.states[0]?.state.initial
    return initial === undefined ? undefined : layout.states.find((box) => box.state.id === initial)
  }, [layout])
  useLayoutEffect(() => {
    if (size === null || touched.current) return
    const fitted = fitClear(size, layout, shapes)
    setShape(shapes[fitted.shape]?.name ?? 'row')
    setView(startView(size, layout, startBox, shapes[fitted.shape]))
  }, [size, layout, startBox, shapes])

  // When the active states change (a live step, a simulated event, a path's next step) and are off screen,
  // the diagram pans to them, at the same zoom. Only the innermost active states count (their parents are
  // around them), those the step just entered first: when not all of them fit, the first is the one shown.
  const activeBoxes = useMemo(() => {
    const active = decorations.active
    if (active === undefined || active.size === 0) return []
    // A transition without a target stays in its state: that state is where the step happened.
    const entered = new Set(
      [...(decorations.taken ?? [])].flatMap((id) => {
        const edge = edgesById.get(id)
        if (edge === undefined) return []
        return edge.targets.length > 0 ? edge.targets : [edge.source]
      }),
    )
    const innermost = layout.states.filter(
      (box) =>
        active.has(box.state.id) &&
        box.state.path.length > 0 &&
        !box.state.children.some((child) => active.has(child.id)),
    )
    const isEntered = (box: LaidState) =>
      [...entered].some((id) => box.state.id === id || box.state.id.startsWith(`${id}.`))
    return [...innermost.filter(isEntered), ...innermost.filter((box) => !isEntered(box))]
  }, [decorations.active, decorations.taken, layout, edgesById])
  const activeKey = activeBoxes
    .map((box) => box.state.id)
    .sort()
    .join(' ')
  // A new step with the same active states (a timer's tick) leaves a view the tester panned alone.
  const followed = useRef<{ key: string; size: Size | null; layout: MachineLayout | null }>({
    key: '',
    size: null,
    layout: null,
  })
  useLayoutEffect(() => {
    const last = followed.current
    if (size === null || activeBoxes.length === 0) return
    if (last.key === activeKey && last.size === size && last.layout === layout) return
    followed.current = { key: activeKey, size, layout }
    setView((old) => (old === null ? old : followView(old, size, activeBoxes, layout)))
  }, [activeBoxes, activeKey, size, layout])

  const change = useCallback((update: (view: View) => View) => {
    touched.current = true
    setView((old) => (old === null ? old : update(old)))
  }, [])

  const zoomBy = useCallback(
    (factor: number) => {
      if (size === null) return
      change((old) => zoomAt(old, factor, size.width / 2, size.height / 2))
    },
    [change, size],
  )

  // Wheel zooms around the pointer; a listener of our own, since React's wheel listener is passive.
  useEffect(() => {
    const canvas = canvasRef.current
    if (canvas === null) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const rect = canvas.getBoundingClientRect()
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? rect.height : 1
      const speed = event.ctrlKey ? 0.01 : 0.0015
      const factor = Math.exp(-event.deltaY * unit * speed)
      change((old) => zoomAt(old, factor, event.clientX - rect.left, event.clientY - rect.top))
    }
    canvas.addEventListener('wheel', onWheel, { passive: false })
    return () => canvas.removeEventListener('wheel', onWheel)
  }, [change])

  // Pointer gestures: one pointer pans once it has moved past the threshold; two pinch.
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const gesture = useRef<{
    view: View
    start: { x: number; y: number }
    moved: boolean
    pinch?: { midX: number; midY: number; distance: number }
  } | null>(null)
  const suppressClick = useRef(false)

  const localPoint = (event: { clientX: number; clientY: number }) => {
    const rect = canvasRef.current?.getBoundingClientRect()
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) }
  }
  const pinchOf = () => {
    const [a, b] = [...pointers.current.values()]
    if (a === undefined || b === undefined) return undefined
    return { midX: (a.x + b.x) / 2, midY: (a.y + b.y) / 2, distance: Math.hypot(a.x - b.x, a.y - b.y) }
  }
  const restartGesture = (moved: boolean) => {
    if (view === null) return
    const first = [...pointers.current.values()][0]
    if (first === undefined) {
      gesture.current = null
      return
    }
    const pinch = pinchOf()
    gesture.current = { view, start: first, moved, ...(pinch ? { pinch } : {}) }
  }

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    pointers.current.set(event.pointerId, localPoint(event))
    suppressClick.current = false
    if (pointers.current.size >= 2) {
      for (const id of pointers.current.keys()) {
        if (!canvasRef.current?.hasPointerCapture(id)) canvasRef.current?.setPointerCapture(id)
      }
      restartGesture(true)
    } else restartGesture(false)
  }
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return
    const point = localPoint(event)
    pointers.current.set(event.pointerId, point)
    const current = gesture.current
    if (current === null) return
    if (current.pinch !== undefined) {
      const now = pinchOf()
      if (now !== undefined) {
        touched.current = true
        setView(pinchView(current.view, current.pinch, now))
      }
      return
    }
    const dx = point.x - current.start.x
    const dy = point.y - current.start.y
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return
    if (!current.moved) {
      current.moved = true
      canvasRef.current?.setPointerCapture(event.pointerId)
    }
    touched.current = true
    setView(panBy(current.view, dx, dy))
  }
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return
    pointers.current.delete(event.pointerId)
    const moved = gesture.current?.moved ?? false
    if (moved) suppressClick.current = true
    // A pinch that becomes a one-finger drag carries on from where the view is now.
    restartGesture(moved)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const step = event.shiftKey ? PAN_STEP * 4 : PAN_STEP
    const actions: Record<string, () => void> = {
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      _: () => zoomBy(1 / ZOOM_STEP),
      '0': fit,
      ArrowLeft: () => change((old) => panBy(old, step, 0)),
      ArrowRight: () => change((old) => panBy(old, -step, 0)),
      ArrowUp: () => change((old) => panBy(old, 0, step)),
      ArrowDown: () => change((old) => panBy(old, 0, -step)),
    }
    const action = actions[event.key]
    if (action === undefined) return
    event.preventDefault()
    action()
  }

  const boxOfSelection = useCallback(
    (target: Selection) => {
      if (target === null) return undefined
      if (target.kind === 'state') return boxesById.get(target.id)
      const label = labelsById.get(target.id)
      if (label !== undefined) return label
      const source = edgesById.get(target.id)?.source
      return source === undefined ? undefined : boxesById.get(source)
    },
    [boxesById, labelsById, edgesById],
  )

  // A selection made elsewhere (the side panel, a mode) or a focused item off screen comes into view.
  const reveal = useCallback(
    (target: Selection) => {
      const box = boxOfSelection(target)
      if (box === undefined || size === null) return
      setView((old) => (old === null || isCentreVisible(old, size, box) ? old : centreOn(old, size, box)))
    },
    [boxOfSelection, size],
  )
  const [shownSelection, setShownSelection] = useState(selection)
  if (shownSelection !== selection) {
    setShownSelection(selection)
    const box = boxOfSelection(selection)
    if (box !== undefined && size !== null && view !== null && !isCentreVisible(view, size, box))
      setView(centreOn(view, size, box))
  }

  const select =
    (target: Selection) => (event: { preventDefault: () => void; stopPropagation: () => void }) => {
      event.stopPropagation()
      if (suppressClick.current) {
        suppressClick.current = false
        return
      }
      onSelect(target)
    }
  const pressKey = (target: Selection) => (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    event.stopPropagation()
    onSelect(target)
  }
  const itemProps = (target: Selection, name: string, selected: boolean) => ({
    role: 'button',
    tabIndex: 0,
    'aria-label': name,
    'aria-pressed': selected,
    onClick: select(target),
    onKeyDown: pressKey(target),
    // Only a keyboard focus pans (a click on a large state's visible corner must not move it).
    onFocus: (event: FocusEvent<SVGGElement>) => {
      if (focusVisible(event.currentTarget)) reveal(target)
    },
  })

  const isSelected = (kind: 'state' | 'edge', id: string) =>
    selection !== null && selection.kind === kind && selection.id === id

  const transform = view === null ? undefined : `translate(${view.x} ${view.y}) scale(${view.k})`
  const zoomPercent = view === null ? 100 : Math.round(view.k * 100)

  return (
    <div className="atlas-diagram">
      <div
        ref={canvasRef}
        className="atlas-diagram__canvas"
        role="group"
        aria-roledescription="diagram"
        aria-label={`Diagram of ${graph.id}`}
        aria-describedby={helpId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(event) => {
          if (suppressClick.current) {
            suppressClick.current = false
            event.stopPropagation()
            event.preventDefault()
          }
        }}
        onClick={() => onSelect(null)}
      >
        <svg className="atlas-svg" width="100%" height="100%" data-layout-width={layout.width}>
          <defs>
            {(['plain', 'taken', 'covered', 'missing', 'selected'] as const).map((kind) => (
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
          {transform !== undefined && (
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
          )}
        </svg>
      </div>
      <p id={helpId} className="visually-hidden">
        Drag or use the arrow keys to pan, the wheel, a pinch or the plus and minus keys to zoom, 0 to fit.
        Tab moves between states and transitions; Enter or Space selects one.
      </p>
      <div ref={barRef} className="atlas-diagram__bar" data-shape={shape}>
        <div className="atlas-diagram__tools" role="group" aria-label="Zoom and view">
          <div className="atlas-diagram__group">
            <button
              type="button"
              className="atlas-tool"
              aria-label="Zoom out"
              onClick={() => zoomBy(1 / ZOOM_STEP)}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span className="atlas-diagram__zoom" data-testid="zoom">
              {zoomPercent}%
            </span>
            <button
              type="button"
              className="atlas-tool"
              aria-label="Zoom in"
              onClick={() => zoomBy(ZOOM_STEP)}
            >
              <span aria-hidden="true">+</span>
            </button>
            <button type="button" className="atlas-tool atlas-tool--text" onClick={fit}>
              Fit
            </button>
          </div>
          <div className="atlas-diagram__group">
            <button
              type="button"
              className="atlas-tool atlas-tool--text"
              aria-pressed={descriptions}
              onClick={() => onDescriptions(!descriptions)}
            >
              Descriptions
            </button>
            <button
              type="button"
              className="atlas-tool atlas-tool--text"
              aria-expanded={legendOpen}
              aria-controls={legendOpen ? legendId : undefined}
              onClick={() => setLegendOpen(!legendOpen)}
            >
              Legend
            </button>
          </div>
        </div>
        {legendOpen && (
          <div id={legendId} className="atlas-diagram__legend">
            <Legend decorations={decorations} />
          </div>
        )}
      </div>
    </div>
  )
}

interface ItemProps {
  role: string
  tabIndex: number
  'aria-label': string
  'aria-pressed': boolean
  onClick: (event: { preventDefault: () => void; stopPropagation: () => void }) => void
  onKeyDown: (event: KeyboardEvent<SVGGElement>) => void
  onFocus: (event: FocusEvent<SVGGElement>) => void
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

function StateBox({
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
function HeaderText({ box }: { box: LaidState }) {
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

function InnerTransition({
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
  marks: { taken: boolean; coverage: Coverage }
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

function EdgeLabel({
  label,
  marks,
  selected,
  props,
}: {
  label: LaidLabel
  marks: { taken: boolean; coverage: Coverage }
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

function Swatch({ kind }: { kind: string }) {
  return (
    <svg className="atlas-legend__swatch" width="34" height="18" aria-hidden="true">
      {kind.startsWith('edge') ? (
        <line className={`atlas-legend__${kind}`} x1="2" x2="32" y1="9" y2="9" />
      ) : (
        <rect className={`atlas-legend__${kind}`} x="2" y="2" width="30" height="14" rx="4" />
      )}
    </svg>
  )
}

function Legend({ decorations }: { decorations: Decorations }) {
  const items: Array<{ kind: string; text: string }> = [
    { kind: 'final', text: 'Final state (double border)' },
    { kind: 'region', text: 'Parallel region (dashed)' },
  ]
  if (decorations.active) items.push({ kind: 'active', text: 'Active state (thick border)' })
  if (decorations.taken) items.push({ kind: 'edge-taken', text: 'Transition just taken (thick line)' })
  if (decorations.coverage) {
    items.push({ kind: 'covered', text: '✓ Covered' })
    items.push({ kind: 'missing', text: '✗ Not covered (dashed)' })
    items.push({ kind: 'edge-missing', text: '✗ Transition not covered (dashed)' })
  }
  if (decorations.failed) items.push({ kind: 'failed', text: '⚠ Where a path failed' })
  return (
    <ul className="atlas-legend" aria-label="Legend">
      <li>
        <svg className="atlas-legend__swatch" width="34" height="18" aria-hidden="true">
          <circle cx="17" cy="9" r="5" className="atlas-initial" />
        </svg>
        Initial state
      </li>
      <li>
        <svg className="atlas-legend__swatch" width="34" height="18" aria-hidden="true">
          <line className="atlas-legend__edge" x1="2" x2="32" y1="9" y2="9" />
        </svg>
        Transition: event [guard] / actions
      </li>
      {items.map((item) => (
        <li key={item.kind}>
          <Swatch kind={item.kind} />
          {item.text}
        </li>
      ))}
    </ul>
  )
}
