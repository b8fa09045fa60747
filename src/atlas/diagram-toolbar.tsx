import { useId, useState } from 'react'
import type { RefObject } from 'react'
import type { Decorations } from './types.ts'

// The diagram's toolbar: zoom out, the zoom, zoom in and Fit in one group, Descriptions and the Legend's
// toggle in the other, and the legend it folds out. Over the canvas's bottom right corner on a wide screen
// (below the canvas on a phone), in the shape that leaves the fitted diagram largest.

/** Room between the toolbar and a diagram fitted beside or above it. */
const CORNER_GAP = 4
/** The gap between the toolbar's two groups (atlas.css, .atlas-diagram__tools). */
const TOOLS_GAP = 4

export type Size = { width: number; height: number }
export type Shape = Size & { name: 'row' | 'block' }

/**
 * The shapes the toolbar can take over the canvas's corner, with the room they take there: one row (best
 * under a wide diagram; not on a canvas too narrow for it), or its two groups one above the other (best beside
 * a tall diagram). None when the toolbar sits below the canvas.
 */
export function toolbarShapes(canvas: DOMRect, bar: HTMLElement): Shape[] {
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

export const sameShapes = (a: Size[], b: Size[]) =>
  a.length === b.length && a.every((size, i) => size.width === b[i]?.width && size.height === b[i]?.height)

export function DiagramToolbar({
  barRef,
  shape,
  zoomPercent,
  onZoomIn,
  onZoomOut,
  onFit,
  descriptions,
  onDescriptions,
  decorations,
}: {
  /** The bar, measured for its shapes (toolbarShapes). */
  barRef: RefObject<HTMLDivElement | null>
  shape: Shape['name']
  zoomPercent: number
  onZoomIn: () => void
  onZoomOut: () => void
  onFit: () => void
  descriptions: boolean
  onDescriptions: (shown: boolean) => void
  /** What the diagram shows, so that the legend explains only the marks it can meet. */
  decorations: Decorations
}) {
  const legendId = useId()
  const [legendOpen, setLegendOpen] = useState(false)
  return (
    <div ref={barRef} className="atlas-diagram__bar" data-shape={shape}>
      <div className="atlas-diagram__tools" role="group" aria-label="Zoom and view">
        <div className="atlas-diagram__group">
          <button type="button" className="atlas-tool" aria-label="Zoom out" onClick={onZoomOut}>
            <span aria-hidden="true">−</span>
          </button>
          <span className="atlas-diagram__zoom" data-testid="zoom">
            {zoomPercent}%
          </span>
          <button type="button" className="atlas-tool" aria-label="Zoom in" onClick={onZoomIn}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" className="atlas-tool atlas-tool--text" onClick={onFit}>
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
