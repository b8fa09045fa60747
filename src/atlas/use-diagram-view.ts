import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { RefObject } from 'react'
import type { GraphEdge } from '../machine-graph/graph.ts'
import type { LaidState, MachineLayout } from '../machine-graph/layout.ts'
import type { DiagramIndex } from './diagram-index.ts'
import { sameShapes, toolbarShapes } from './diagram-toolbar.tsx'
import type { Shape, Size } from './diagram-toolbar.tsx'
import type { Decorations, Selection } from './types.ts'
import { centreOn, fitClear, followView, isCentreVisible, startView, zoomAt } from './view.ts'
import type { View } from './view.ts'

// Where the diagram's view (its pan and zoom, view.ts) stands and what moves it besides the tester's
// gestures: the canvas's size (measured, and watched for a resize or a rotation), the first view and Fit, a
// step of a mode that leaves the active states off screen, and a selection made elsewhere.

const ZOOM_STEP = 1.25

export interface DiagramView {
  /** Null until the canvas has been measured. */
  view: View | null
  /** The toolbar's shape over the canvas's corner: the one the last fit chose. */
  shape: Shape['name']
  /** The whole machine, clear of the toolbar; the diagram keeps fitting the canvas until the next change. */
  fit: () => void
  zoomIn: () => void
  zoomOut: () => void
  /** A change the tester asked for (a pan, a zoom): from now on a resize leaves the view alone. */
  change: (update: (view: View) => View) => void
  /** Brings a state or transition to the middle when its centre is off the canvas. */
  reveal: (target: Selection) => void
}

/**
 * The innermost active states, those the last step entered first: when not all of them fit, the first is
 * the one shown. Their parents are around them, so they need not count.
 */
function activeBoxesOf(
  layout: MachineLayout,
  active: Decorations['active'],
  taken: Decorations['taken'],
  edgesById: ReadonlyMap<string, GraphEdge>,
): LaidState[] {
  if (active === undefined || active.size === 0) return []
  // A transition without a target stays in its state: that state is where the step happened.
  const entered = new Set(
    [...(taken ?? [])].flatMap((id) => {
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
}

export function useDiagramView({
  canvasRef,
  barRef,
  layout,
  decorations,
  selection,
  index,
}: {
  canvasRef: RefObject<HTMLDivElement | null>
  barRef: RefObject<HTMLDivElement | null>
  layout: MachineLayout
  decorations: Decorations
  selection: Selection
  index: DiagramIndex
}): DiagramView {
  const { edgesById, boxesById, labelsById } = index
  const [size, setSize] = useState<Size | null>(null)
  // What the toolbar takes of the canvas's bottom right corner in each of its shapes (nothing when it sits
  // below the canvas, on a phone), and the shape it has: the one the last fit chose.
  const [shapes, setShapes] = useState<Shape[]>([])
  const [shape, setShape] = useState<Shape['name']>('row')
  const [view, setView] = useState<View | null>(null)
  // Until the tester pans or zooms, the diagram keeps fitting the canvas (a resize, a rotation).
  const touched = useRef(false)

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
  }, [canvasRef, barRef])

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
  // the diagram pans to them, at the same zoom.
  const { active, taken } = decorations
  const activeBoxes = useMemo(
    () => activeBoxesOf(layout, active, taken, edgesById),
    [active, taken, layout, edgesById],
  )
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
  const zoomIn = useCallback(() => zoomBy(ZOOM_STEP), [zoomBy])
  const zoomOut = useCallback(() => zoomBy(1 / ZOOM_STEP), [zoomBy])

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

  return { view, shape, fit, zoomIn, zoomOut, change, reveal }
}
