import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useViewportShrink } from '../../src/ui/viewport.ts'

/** A phone in portrait: 390 × 800 CSS px. */
const WIDTH = 390
const HEIGHT = 800

/**
 * happy-dom has no `window.visualViewport`: a stand-in with what the hook reads (height, width and
 * scale) that resizes as a phone's does (the on-screen keyboard, a pinch zoom, a rotation).
 */
class FakeVisualViewport extends EventTarget {
  height = HEIGHT
  width = WIDTH
  scale = 1
}

let viewport = new FakeVisualViewport()
const original = Object.getOwnPropertyDescriptor(window, 'visualViewport')

function installViewport(value: unknown) {
  Object.defineProperty(window, 'visualViewport', { configurable: true, value })
}

/** The viewport changes, then says so (as the browser fires `resize` on window.visualViewport). */
function resize(change: Partial<Pick<FakeVisualViewport, 'height' | 'width' | 'scale'>>) {
  act(() => {
    Object.assign(viewport, change)
    viewport.dispatchEvent(new Event('resize'))
  })
}

function mount(active = true) {
  const report = vi.fn<(shrinkPx: number) => void>()
  const hook = renderHook(({ on }: { on: boolean }) => useViewportShrink(report, on), {
    initialProps: { on: active },
  })
  return { report, ...hook }
}

beforeEach(() => {
  viewport = new FakeVisualViewport()
  installViewport(viewport)
})

afterEach(() => {
  cleanup()
  if (original === undefined) Reflect.deleteProperty(window, 'visualViewport')
  else Object.defineProperty(window, 'visualViewport', original)
})

describe('useViewportShrink', () => {
  it('reports 0 once when active turns on', () => {
    const { report, rerender } = mount(false)
    expect(report).not.toHaveBeenCalled()
    rerender({ on: true })
    expect(report.mock.calls).toEqual([[0]])
    // A render that changes nothing reports nothing more.
    rerender({ on: true })
    expect(report.mock.calls).toEqual([[0]])
  })

  it('reports 0 on mount when already active', () => {
    const { report } = mount()
    expect(report.mock.calls).toEqual([[0]])
  })

  it('reports how far the viewport is below its full height on every resize', () => {
    const { report } = mount()
    resize({ height: 500 })
    expect(report).toHaveBeenLastCalledWith(300)
    resize({ height: 560.4 })
    expect(report).toHaveBeenLastCalledWith(240)
    resize({ height: HEIGHT })
    expect(report).toHaveBeenLastCalledWith(0)
    expect(report.mock.calls).toEqual([[0], [300], [240], [0]])
  })

  it('keeps the tallest height seen as the full height (a form opened with the keyboard up)', () => {
    installViewport(Object.assign(viewport, { height: 500 }))
    const { report } = mount()
    expect(report).toHaveBeenLastCalledWith(0)
    resize({ height: HEIGHT })
    expect(report).toHaveBeenLastCalledWith(0)
    resize({ height: 500 })
    expect(report).toHaveBeenLastCalledWith(300)
  })

  it('a pinch zoom is not a keyboard: scale 2 at half the height (and width) reports 0', () => {
    const { report } = mount()
    resize({ height: HEIGHT / 2, width: WIDTH / 2, scale: 2 })
    expect(report).toHaveBeenLastCalledWith(0)
    // The keyboard while zoomed in: the shrink in layout px (150 × 2).
    resize({ height: HEIGHT / 2 - 150 })
    expect(report).toHaveBeenLastCalledWith(300)
  })

  it('a rotation uses the new width’s own full height; rotating back restores the first one', () => {
    const { report } = mount()
    // Landscape: 800 wide, 390 high; its full height is its own, not portrait's 800.
    resize({ width: HEIGHT, height: WIDTH })
    expect(report).toHaveBeenLastCalledWith(0)
    resize({ height: 200 })
    expect(report).toHaveBeenLastCalledWith(190)
    // Back to portrait with the keyboard still up: measured against portrait's 800, not 500.
    resize({ width: WIDTH, height: 500 })
    expect(report).toHaveBeenLastCalledWith(300)
    resize({ height: HEIGHT })
    expect(report).toHaveBeenLastCalledWith(0)
    // And landscape's full height is still landscape's.
    resize({ width: HEIGHT, height: 200 })
    expect(report).toHaveBeenLastCalledWith(190)
  })

  it('reports nothing while inactive', () => {
    const { report } = mount(false)
    resize({ height: 500 })
    expect(report).not.toHaveBeenCalled()
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
  ])('reports nothing when window.visualViewport is %s (older webviews)', (_, missing) => {
    installViewport(missing)
    const { report, rerender, unmount } = mount()
    rerender({ on: false })
    rerender({ on: true })
    unmount()
    expect(report).not.toHaveBeenCalled()
  })

  it('stops listening when it turns inactive, and listens again (reporting once) when it turns back on', () => {
    const add = vi.spyOn(viewport, 'addEventListener')
    const remove = vi.spyOn(viewport, 'removeEventListener')
    const { report, rerender } = mount()
    expect(add).toHaveBeenCalledTimes(1)
    const [type, listener] = add.mock.calls[0] ?? []
    expect(type).toBe('resize')
    rerender({ on: false })
    expect(remove.mock.calls).toEqual([['resize', listener]])
    resize({ height: 500 })
    expect(report.mock.calls).toEqual([[0]])
    rerender({ on: true })
    expect(report.mock.calls).toEqual([[0], [300]])
  })

  it('stops listening on unmount', () => {
    const add = vi.spyOn(viewport, 'addEventListener')
    const remove = vi.spyOn(viewport, 'removeEventListener')
    const { report, unmount } = mount()
    unmount()
    expect(remove.mock.calls).toEqual(add.mock.calls.map(([type, listener]) => [type, listener]))
    resize({ height: 500 })
    expect(report.mock.calls).toEqual([[0]])
  })
})
