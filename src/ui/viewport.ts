import { useEffect, useRef } from 'react'

/**
 * Measures how far the visual viewport is below its full height (the on-screen keyboard's share)
 * and reports it on every change, and once when `active` turns on. The full height is the tallest
 * seen at the current width, kept per width so a rotation and back restores it; a pinch zoom is not
 * a shrink (height × scale). `report` must be stable (a dispatcher such as an actor's `send`).
 * Older webviews without a visual viewport report nothing.
 */
export function useViewportShrink(report: (shrinkPx: number) => void, active: boolean): void {
  const fullHeights = useRef(new Map<number, number>())
  useEffect(() => {
    const viewport = window.visualViewport
    if (!active || viewport === null || viewport === undefined) return
    const measure = () => {
      const height = viewport.height * viewport.scale
      const width = Math.round(viewport.width * viewport.scale)
      const full = Math.max(fullHeights.current.get(width) ?? 0, height)
      fullHeights.current.set(width, full)
      report(Math.round(full - height))
    }
    measure()
    viewport.addEventListener('resize', measure)
    return () => viewport.removeEventListener('resize', measure)
  }, [report, active])
}
