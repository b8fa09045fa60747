import { useEffect, useRef } from 'react'
import type { FocusEvent, KeyboardEvent, PointerEvent as ReactPointerEvent, RefObject } from 'react'
import type { DiagramView } from './use-diagram-view.ts'
import type { Selection } from './types.ts'
import { panBy, pinchView, zoomAt } from './view.ts'
import type { View } from './view.ts'

// What the tester's hands do on the canvas: drag (mouse, one finger) pans, the wheel and a two-finger pinch
// zoom; with the canvas or an item focused, the arrow keys pan, + and − zoom and 0 fits. On an item (a state
// box, a transition): a tap or a click selects it, and so do Enter and Space; a keyboard focus off screen
// brings it to the middle. A press that ends a drag selects nothing.

const PAN_STEP = 60
/** A press that moves less than this is a tap (a selection), not a drag. */
const DRAG_THRESHOLD = 5

type Point = { x: number; y: number }
type Pinch = { midX: number; midY: number; distance: number }

/** What a click or tap on the canvas's items hands over: only the calls the handlers make. */
type PressEvent = { preventDefault: () => void; stopPropagation: () => void }

/** What makes a drawn state or transition a button. */
export interface ItemProps {
  role: string
  tabIndex: number
  'aria-label': string
  'aria-pressed': boolean
  onClick: (event: PressEvent) => void
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

export function useDiagramGestures({
  canvasRef,
  view: { view, fit, zoomIn, zoomOut, change, reveal },
  onSelect,
}: {
  canvasRef: RefObject<HTMLDivElement | null>
  view: DiagramView
  onSelect: (selection: Selection) => void
}) {
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
  }, [canvasRef, change])

  // Pointer gestures: one pointer pans once it has moved past the threshold; two pinch.
  const pointers = useRef(new Map<number, Point>())
  const gesture = useRef<{ view: View; start: Point; moved: boolean; pinch?: Pinch } | null>(null)
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
        const pinch = current.pinch
        change(() => pinchView(current.view, pinch, now))
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
    change(() => panBy(current.view, dx, dy))
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
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      _: zoomOut,
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

  const canvasProps = {
    onKeyDown,
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    onClickCapture: (event: PressEvent) => {
      if (suppressClick.current) {
        suppressClick.current = false
        event.stopPropagation()
        event.preventDefault()
      }
    },
    onClick: () => onSelect(null),
  }

  const select = (target: Selection) => (event: PressEvent) => {
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
  const itemProps = (target: Selection, name: string, selected: boolean): ItemProps => ({
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

  return { canvasProps, select, itemProps }
}
