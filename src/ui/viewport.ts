import { useEffect, useRef } from 'react'

/**
 * Measures how far the visual viewport is below its full height (the on-screen keyboard's share)
 * and reports it on every change, and once when `active` turns on. The full height is the tallest
 * seen at this width (a rotation starts over); a pinch zoom is not a shrink (height × scale).
 * `report` must be stable (a dispatcher such as an actor's `send`).
 */
export function useViewportShrink(report: (shrinkPx: number) => void, active: boolean): void {
  const full = useRef({ height: 0, width: 0 })
  useEffect(() => {
    const viewport = window.visualViewport
    // Older webviews have no visual viewport (undefined, not null): Next then simply stays.
    if (!active || viewport === null || viewport === undefined) return
    const measure = () => {
      const height = viewport.height * viewport.scale
      if (full.current.width !== window.innerWidth) full.current = { height, width: window.innerWidth }
      full.current.height = Math.max(full.current.height, height)
      report(Math.round(full.current.height - height))
    }
    measure()
    viewport.addEventListener('resize', measure)
    return () => viewport.removeEventListener('resize', measure)
  }, [report, active])
}
