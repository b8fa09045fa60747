import { describe, expect, it } from 'vitest'
import {
  centreOn,
  fitClear,
  fitView,
  followView,
  isCentreVisible,
  MAX_ZOOM,
  MIN_ZOOM,
  panBy,
  pinchView,
  startView,
  zoomAt,
} from '../../src/atlas/view.ts'
import { navigateHash } from '../../src/atlas/hash-location.ts'

const toScreen = (view: { x: number; y: number; k: number }, x: number, y: number) => ({
  x: x * view.k + view.x,
  y: y * view.k + view.y,
})

describe('diagram view arithmetic', () => {
  it('fits the whole diagram, centred, without enlarging a small one much', () => {
    const view = fitView({ width: 1000, height: 600 }, { width: 2000, height: 600 })
    expect(view.k).toBeCloseTo((1000 - 16) / 2000)
    const topLeft = toScreen(view, 0, 0)
    const bottomRight = toScreen(view, 2000, 600)
    expect(topLeft.x).toBeGreaterThanOrEqual(0)
    expect(bottomRight.x).toBeLessThanOrEqual(1000)
    expect((topLeft.y + bottomRight.y) / 2).toBeCloseTo(300)
    expect(fitView({ width: 1000, height: 600 }, { width: 100, height: 50 }).k).toBe(1.25)
  })

  it('keeps the fitted diagram clear of the toolbar over the bottom right corner, above it or beside it', () => {
    const canvas = { width: 1000, height: 700 }
    const corner = { width: 400, height: 60 }
    const clear = (view: { x: number; y: number; k: number }, content: { width: number; height: number }) =>
      toScreen(view, content.width, content.height).x <= canvas.width - corner.width ||
      toScreen(view, content.width, content.height).y <= canvas.height - corner.height
    // A wide diagram leaves room below it: the fit is the same as without the toolbar.
    const wide = { width: 2000, height: 600 }
    expect(fitView(canvas, wide, corner)).toEqual(fitView(canvas, wide))
    // A diagram that fills the canvas fits above the toolbar.
    const full = { width: 1000, height: 700 }
    const above = fitView(canvas, full, corner)
    expect(clear(above, full)).toBe(true)
    expect(above.k).toBeCloseTo((700 - 60 - 16) / 700)
    // A tall one fits beside a narrow toolbar; of two shapes of the toolbar, the one leaving it larger wins.
    const tall = { width: 900, height: 1000 }
    const shapes = [corner, { width: 200, height: 110 }]
    const best = fitClear(canvas, tall, shapes)
    expect(best.shape).toBe(1)
    expect(best.view.k).toBeGreaterThan(fitView(canvas, tall, corner).k)
    expect(toScreen(best.view, 900, 1000).x).toBeLessThanOrEqual(1000 - 200)
    expect(fitClear(canvas, wide, shapes).shape).toBe(0)
  })

  it('zooms around a point, which stays where it was, within the zoom limits', () => {
    const view = { x: 30, y: 40, k: 0.5 }
    const zoomed = zoomAt(view, 2, 200, 100)
    const before = { x: (200 - view.x) / view.k, y: (100 - view.y) / view.k }
    expect(toScreen(zoomed, before.x, before.y).x).toBeCloseTo(200)
    expect(toScreen(zoomed, before.x, before.y).y).toBeCloseTo(100)
    expect(zoomAt(view, 1000, 0, 0).k).toBe(MAX_ZOOM)
    expect(zoomAt(view, 0.0001, 0, 0).k).toBe(MIN_ZOOM)
  })

  it('pans, centres on a box and tells whether a box is on screen', () => {
    const canvas = { width: 400, height: 300 }
    const box = { x: 1000, y: 1000, width: 100, height: 50 }
    const view = { x: 0, y: 0, k: 1 }
    expect(panBy(view, 10, -5)).toEqual({ x: 10, y: -5, k: 1 })
    expect(isCentreVisible(view, canvas, box)).toBe(false)
    const centred = centreOn(view, canvas, box)
    expect(isCentreVisible(centred, canvas, box)).toBe(true)
    expect(toScreen(centred, 1050, 1025)).toEqual({ x: 200, y: 150 })
  })

  it('follows the active states: pans (never zooms) only when they are off the canvas', () => {
    const canvas = { width: 400, height: 300 }
    const view = { x: 0, y: 0, k: 0.5 }
    const near = { x: 100, y: 100, width: 100, height: 40 }
    expect(followView(view, canvas, [near])).toBe(view)
    const far = { x: 1400, y: 900, width: 100, height: 40 }
    const followed = followView(view, canvas, [far])
    expect(followed.k).toBe(0.5)
    expect(toScreen(followed, 1450, 920)).toEqual({ x: 200, y: 150 })
    // Two active states that fit together are centred together; too far apart, the first one wins.
    const pair = followView(view, canvas, [far, { x: 1600, y: 900, width: 100, height: 40 }])
    expect(toScreen(pair, 1550, 920)).toEqual({ x: 200, y: 150 })
    const apart = followView(view, canvas, [far, { x: 0, y: 0, width: 100, height: 40 }])
    expect(toScreen(apart, 1450, 920)).toEqual({ x: 200, y: 150 })
    // Near the diagram's edge, it stops short of showing empty room past the edge.
    const content = { width: 1500, height: 940 }
    const edge = followView(view, canvas, [far], content)
    expect(toScreen(edge, 1500, 940)).toEqual({ x: 400 - 8, y: 300 - 8 })
    expect(toScreen(edge, 1450, 920).x).toBeLessThanOrEqual(400)
  })

  it('pinches: the point under the fingers follows them, the zoom follows their spread', () => {
    const start = { x: 0, y: 0, k: 1 }
    const view = pinchView(
      start,
      { midX: 100, midY: 100, distance: 100 },
      { midX: 150, midY: 120, distance: 200 },
    )
    expect(view.k).toBe(2)
    expect(toScreen(view, 100, 100)).toEqual({ x: 150, y: 120 })
  })
})

describe('first view', () => {
  const large = { width: 2000, height: 800 }
  const start = { x: 900, y: 40, width: 100, height: 30 }
  it('fits the whole machine on a wide canvas, and a small machine on a phone', () => {
    expect(startView({ width: 900, height: 600 }, large, start)).toEqual(
      fitView({ width: 900, height: 600 }, large),
    )
    const small = { width: 300, height: 200 }
    expect(startView({ width: 360, height: 500 }, small, start)).toEqual(
      fitView({ width: 360, height: 500 }, small),
    )
  })

  it('opens a large machine on a phone at a readable zoom, on its initial state', () => {
    const view = startView({ width: 360, height: 500 }, large, start)
    expect(view.k).toBe(0.8)
    expect((start.x + start.width / 2) * view.k + view.x).toBeCloseTo(180)
  })
})

describe('static atlas hash routing', () => {
  it('keeps the path and the query inside the hash', () => {
    navigateHash('/m/repayByCard?mode=coverage')
    expect(window.location.hash).toBe('#/m/repayByCard?mode=coverage')
  })
})
