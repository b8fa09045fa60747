import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearToasts, showToast, Toaster } from '../../src/ui/toast.tsx'

/** The visual viewport's height, and the gap a toast keeps above what it sits on (toast.tsx). */
const VIEWPORT_PX = 800
const GAP_PX = 12
/** The page's Next bar, 56 px at the bottom; a sheet 300 px high. */
const FOOTER = { top: 744, height: 56 }
const SHEET = { top: 500, height: 300 }

const original = Object.getOwnPropertyDescriptor(window, 'visualViewport')

/** happy-dom lays nothing out (every rect is zeros): each element says where it is. */
function placed(className: string, rect: { top: number; height: number }) {
  const element = document.createElement('div')
  element.className = className
  element.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: 0, y: rect.top, width: 390, height: rect.height })
  return element
}

/** The toasts' live region (role status, aria-live). */
const region = () => screen.getByText('Saved').parentElement as HTMLElement
const bottom = () => region().style.bottom

/** The DOM changes the way React or a dialog library changes it, then the observer has its say. */
async function change(mutate: () => void) {
  await act(async () => {
    mutate()
    await Promise.resolve()
  })
}

beforeEach(() => {
  Object.defineProperty(window, 'visualViewport', {
    configurable: true,
    value: Object.assign(new EventTarget(), { height: VIEWPORT_PX, width: 390, scale: 1 }),
  })
})

afterEach(() => {
  act(() => clearToasts())
  cleanup()
  document.body.replaceChildren()
  vi.useRealTimers()
  if (original === undefined) Reflect.deleteProperty(window, 'visualViewport')
  else Object.defineProperty(window, 'visualViewport', original)
})

describe('toast placement while a toast shows', () => {
  it('moves above a sheet that opens, back above the footer when it closes, down when the footer goes', async () => {
    const footer = placed('page__footer', FOOTER)
    document.body.append(footer)
    render(<Toaster />)
    act(() => showToast('Saved'))
    expect(region().getAttribute('role')).toBe('status')
    expect(bottom()).toBe(`${VIEWPORT_PX - FOOTER.top + GAP_PX}px`)

    // A sheet opens (portalled into the body): the toast goes above it.
    const sheet = placed('sheet', SHEET)
    await change(() => document.body.append(sheet))
    expect(bottom()).toBe(`${VIEWPORT_PX - SHEET.top + GAP_PX}px`)

    // It closes: back above the footer.
    await change(() => sheet.remove())
    expect(bottom()).toBe(`${VIEWPORT_PX - FOOTER.top + GAP_PX}px`)

    // The footer goes (Next hidden under the keyboard, or the form bound): down to the bottom.
    await change(() => footer.remove())
    expect(bottom()).toBe(`${GAP_PX}px`)
  })

  it('notices a sheet added deep in the tree, not only at the body', async () => {
    const portal = document.createElement('div')
    document.body.append(portal, placed('page__footer', FOOTER))
    render(<Toaster />)
    act(() => showToast('Saved'))
    await change(() => portal.append(placed('sheet', SHEET)))
    expect(bottom()).toBe(`${VIEWPORT_PX - SHEET.top + GAP_PX}px`)
  })

  it('re-places the toast when a sheet has slid in (transitionend), with no change to the tree', async () => {
    const rect = { top: VIEWPORT_PX, height: SHEET.height }
    const sheet = placed('sheet', rect)
    document.body.append(placed('page__footer', FOOTER), sheet)
    render(<Toaster />)
    act(() => showToast('Saved'))
    // Still below the screen: the footer is the lowest bar.
    expect(bottom()).toBe(`${VIEWPORT_PX - FOOTER.top + GAP_PX}px`)
    rect.top = SHEET.top
    await change(() => sheet.dispatchEvent(new Event('transitionend', { bubbles: true })))
    expect(bottom()).toBe(`${VIEWPORT_PX - SHEET.top + GAP_PX}px`)
  })

  it('stops watching once the toast is gone', async () => {
    vi.useFakeTimers()
    document.body.append(placed('page__footer', FOOTER))
    render(<Toaster />)
    act(() => showToast('Saved', 1000))
    const live = region()
    const before = live.style.bottom
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(screen.queryByText('Saved')).toBeNull()
    await change(() => document.body.append(placed('sheet', SHEET)))
    expect(live.style.bottom).toBe(before)
  })
})
