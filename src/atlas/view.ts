// Pan and zoom as plain arithmetic: a view maps diagram coordinates to the canvas's pixels
// (screen = diagram × k + (x, y)). Kept apart from the component so the tests can check it directly.

export interface View {
  x: number
  y: number
  k: number
}

export const MIN_ZOOM = 0.1
export const MAX_ZOOM = 4
/** Fit never enlarges beyond this: a tiny machine stays at a natural size. */
const MAX_FIT_ZOOM = 1.25
const FIT_MARGIN = 8

export function clampZoom(k: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k))
}

interface Size {
  width: number
  height: number
}

/** The whole diagram, centred in an area of the canvas (its top left part, `area` wide and high). */
function fitIn(area: Size, content: Size): View {
  const room = {
    width: Math.max(1, area.width - 2 * FIT_MARGIN),
    height: Math.max(1, area.height - 2 * FIT_MARGIN),
  }
  const k = clampZoom(Math.min(room.width / content.width, room.height / content.height, MAX_FIT_ZOOM))
  return { k, x: (area.width - content.width * k) / 2, y: (area.height - content.height * k) / 2 }
}

/**
 * The whole diagram, centred in the canvas. `corner` is the size of what overlays the canvas's bottom right
 * corner (the zoom toolbar): when the centred diagram would run under it, the diagram fits above it or to its
 * left instead, whichever keeps it larger.
 */
export function fitView(canvas: Size, content: Size, corner?: Size): View {
  const whole = fitIn(canvas, content)
  if (corner === undefined || corner.width <= 0 || corner.height <= 0) return whole
  const right = whole.x + content.width * whole.k
  const bottom = whole.y + content.height * whole.k
  if (right <= canvas.width - corner.width || bottom <= canvas.height - corner.height) return whole
  const above = fitIn({ width: canvas.width, height: canvas.height - corner.height }, content)
  const beside = fitIn({ width: canvas.width - corner.width, height: canvas.height }, content)
  return above.k >= beside.k ? above : beside
}

/**
 * Fit with a toolbar that can take several shapes (one wide row, or a narrower block of two rows): the shape
 * that leaves the diagram largest, the first on a tie, and the view that goes with it.
 */
export function fitClear(
  canvas: Size,
  content: Size,
  shapes: readonly Size[],
): { view: View; shape: number } {
  let best = { view: fitView(canvas, content, shapes[0]), shape: 0 }
  shapes.forEach((shape, index) => {
    const view = fitView(canvas, content, shape)
    if (view.k > best.view.k + 1e-9) best = { view, shape: index }
  })
  return best
}

export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const k = clampZoom(view.k * factor)
  const ratio = k / view.k
  return { k, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio }
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy }
}

/** A view that shows the box's centre in the canvas's centre, at the same zoom. */
export function centreOn(
  view: View,
  canvas: { width: number; height: number },
  box: { x: number; y: number; width: number; height: number },
): View {
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  return { ...view, x: canvas.width / 2 - cx * view.k, y: canvas.height / 2 - cy * view.k }
}

/** Whether the box's centre is on the canvas. */
export function isCentreVisible(
  view: View,
  canvas: { width: number; height: number },
  box: { x: number; y: number; width: number; height: number },
): boolean {
  const cx = (box.x + box.width / 2) * view.k + view.x
  const cy = (box.y + box.height / 2) * view.k + view.y
  return cx >= 0 && cy >= 0 && cx <= canvas.width && cy <= canvas.height
}

/**
 * Two-finger gesture: the diagram point that was under the fingers' first midpoint follows the midpoint,
 * and the zoom follows the distance between them.
 */
export function pinchView(
  start: View,
  from: { midX: number; midY: number; distance: number },
  to: { midX: number; midY: number; distance: number },
): View {
  const k = clampZoom(start.k * (to.distance / Math.max(1, from.distance)))
  const dx = (from.midX - start.x) / start.k
  const dy = (from.midY - start.y) / start.k
  return { k, x: to.midX - dx * k, y: to.midY - dy * k }
}

/** Below this canvas width (a phone), a machine too large to read at "fit" opens at a readable zoom instead. */
export const NARROW_CANVAS = 600
const READABLE_ZOOM = 0.8

/**
 * The first view of a machine: the whole of it ("fit"), except on a narrow canvas where fitting would make
 * its text unreadable: there it opens at a readable zoom on its start (the initial state, near the top),
 * and Fit or 0 shows the whole.
 */
export function startView(
  canvas: Size,
  content: Size,
  start: { x: number; y: number; width: number; height: number } | undefined,
  corner?: Size,
): View {
  const fit = fitView(canvas, content, corner)
  if (canvas.width >= NARROW_CANVAS || fit.k >= READABLE_ZOOM * 0.75 || start === undefined) return fit
  const k = READABLE_ZOOM
  const x = canvas.width / 2 - (start.x + start.width / 2) * k
  // Never past the machine's left or right edge.
  const clampedX = Math.min(FIT_MARGIN, Math.max(canvas.width - FIT_MARGIN - content.width * k, x))
  return { k, x: clampedX, y: FIT_MARGIN }
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** Room kept between a followed state and the canvas's edge. */
const FOLLOW_MARGIN = 24

function union(boxes: readonly Box[]): Box | undefined {
  if (boxes.length === 0) return undefined
  const left = Math.min(...boxes.map((b) => b.x))
  const top = Math.min(...boxes.map((b) => b.y))
  const right = Math.max(...boxes.map((b) => b.x + b.width))
  const bottom = Math.max(...boxes.map((b) => b.y + b.height))
  return { x: left, y: top, width: right - left, height: bottom - top }
}

function fitsAt(view: View, canvas: Size, box: Box): boolean {
  return (
    box.width * view.k <= canvas.width - 2 * FOLLOW_MARGIN &&
    box.height * view.k <= canvas.height - 2 * FOLLOW_MARGIN
  )
}

function inside(view: View, canvas: Size, box: Box, margin: number): boolean {
  const left = box.x * view.k + view.x
  const top = box.y * view.k + view.y
  return (
    left >= margin &&
    top >= margin &&
    left + box.width * view.k <= canvas.width - margin &&
    top + box.height * view.k <= canvas.height - margin
  )
}

/** The view moved as little as needed to show no more empty room past the diagram's edges than fit leaves. */
function withinContent(view: View, canvas: Size, content: Size): View {
  const axis = (offset: number, room: number, length: number) => {
    const scaled = length * view.k
    if (scaled + 2 * FIT_MARGIN <= room) return (room - scaled) / 2
    return Math.min(FIT_MARGIN, Math.max(room - FIT_MARGIN - scaled, offset))
  }
  return {
    k: view.k,
    x: axis(view.x, canvas.width, content.width),
    y: axis(view.y, canvas.height, content.height),
  }
}

/**
 * The view that keeps the boxes (the active states) on the canvas: unchanged when they are all on it, else
 * panned, never zoomed, to centre them (short of showing empty room past the diagram's edges); when together
 * they are larger than the canvas at this zoom, the first one alone is what must be seen.
 */
export function followView(view: View, canvas: Size, boxes: readonly Box[], content?: Size): View {
  const all = union(boxes)
  if (all === undefined) return view
  const target = fitsAt(view, canvas, all) ? all : boxes[0]
  if (target === undefined || inside(view, canvas, target, 0)) return view
  const centred = centreOn(view, canvas, target)
  return content === undefined ? centred : withinContent(centred, canvas, content)
}
