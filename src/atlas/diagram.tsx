import { useId, useRef } from 'react'
import type { MachineGraph } from '../machine-graph/graph.ts'
import type { MachineLayout } from '../machine-graph/layout.ts'
import { useDiagramIndex } from './diagram-index.ts'
import { ArrowMarkers, DiagramLayers } from './diagram-layers.tsx'
import { DiagramToolbar } from './diagram-toolbar.tsx'
import type { Decorations, Selection } from './types.ts'
import { useDiagramGestures } from './use-diagram-gestures.ts'
import { useDiagramView } from './use-diagram-view.ts'

// The interactive statechart: the shared layout (src/machine-graph/layout.ts, made compact by atlas-layout.ts)
// drawn as SVG in React (diagram-layers.tsx). Every state box and every transition (its arrow's label, or its
// line inside a box for a transition with no target) is a button; the canvas pans and zooms under the tester's
// hands (use-diagram-gestures.ts) and follows the modes' steps and selections (use-diagram-view.ts); the
// toolbar below does the same with buttons (diagram-toolbar.tsx). The side panel's lists reach every state and
// transition at any zoom.

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
  const index = useDiagramIndex(graph, layout)
  const view = useDiagramView({ canvasRef, barRef, layout, decorations, selection, index })
  const { canvasProps, select, itemProps } = useDiagramGestures({ canvasRef, view, onSelect })

  const current = view.view
  const transform = current === null ? undefined : `translate(${current.x} ${current.y}) scale(${current.k})`

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
        {...canvasProps}
      >
        <svg className="atlas-svg" width="100%" height="100%" data-layout-width={layout.width}>
          <ArrowMarkers />
          {transform !== undefined && (
            <DiagramLayers
              graph={graph}
              layout={layout}
              index={index}
              decorations={decorations}
              selection={selection}
              descriptions={descriptions}
              transform={transform}
              itemProps={itemProps}
              select={select}
            />
          )}
        </svg>
      </div>
      <p id={helpId} className="visually-hidden">
        Drag or use the arrow keys to pan, the wheel, a pinch or the plus and minus keys to zoom, 0 to fit.
        Tab moves between states and transitions; Enter or Space selects one.
      </p>
      <DiagramToolbar
        barRef={barRef}
        shape={view.shape}
        zoomPercent={current === null ? 100 : Math.round(current.k * 100)}
        onZoomIn={view.zoomIn}
        onZoomOut={view.zoomOut}
        onFit={view.fit}
        descriptions={descriptions}
        onDescriptions={onDescriptions}
        decorations={decorations}
      />
    </div>
  )
}
