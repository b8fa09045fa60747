import { useEffect, useRef } from 'react'

/**
 * One mechanism for Back (Android's Back button, the browser's Back, the host's `backPressed`) and
 * focus around every sheet and modal of the app:
 * - an overlay that the borrower may dismiss pushes a history entry for the same URL when it opens,
 *   so Back pops that entry and closes the overlay instead of leaving the page; while it cannot be
 *   dismissed (a payment being confirmed) Back is held on the page;
 * - closing it by its own controls removes that entry again;
 * - a navigation from inside an overlay replaces the overlay's entry (see {@link overlayOnTop});
 * - when it closes, focus returns to the control the borrower last used before it opened.
 */
const MARK = 'bayadOverlay'
let nextId = 1

function entryId(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined
  const id = (state as Record<string, unknown>)[MARK]
  return typeof id === 'number' ? id : undefined
}

/** True when the current history entry belongs to an open overlay. */
export function overlayOnTop(history: Pick<History, 'state'> = window.history): boolean {
  return entryId(history.state) !== undefined
}

/** Steps back over an overlay's entry (the host's Back); returns false when no overlay is open. */
export function closeTopOverlay(): boolean {
  if (!overlayOnTop()) return false
  window.history.back()
  return true
}

// The control the borrower last touched, clicked or focused outside any dialog: the "opener".
let lastUsed: HTMLElement | null = null
function track(event: Event) {
  const target = event.target
  if (!(target instanceof HTMLElement) || target.closest('[role="dialog"]') !== null) return
  lastUsed = target.closest<HTMLElement>('button, a, input, select, textarea, [tabindex]') ?? target
}
if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'focusin', 'keydown'])
    document.addEventListener(type, track, { capture: true, passive: true })
}

function focusBack(opener: HTMLElement | null) {
  if (opener === null || !opener.isConnected) return
  if ((opener as HTMLButtonElement).disabled) return
  opener.focus({ preventScroll: true })
}

/** Wires an overlay to Back and focus; `onDismiss` undefined means it cannot be dismissed right now. */
export function useOverlayHistory(open: boolean, onDismiss: (() => void) | undefined): void {
  const dismiss = useRef(onDismiss)
  useEffect(() => {
    dismiss.current = onDismiss
  })
  useEffect(() => {
    if (!open) return
    // Whether it could be dismissed when it opened: only those take a history entry.
    const dismissible = dismiss.current !== undefined
    const opener = lastUsed
    const id = nextId++
    let popped = false
    const entry = { ...(window.history.state as object | null), [MARK]: id }
    if (dismissible) window.history.pushState(entry, '', window.location.href)
    const onPop = (event: PopStateEvent) => {
      if (!dismissible || entryId(event.state) === id) return
      const close = dismiss.current
      if (close === undefined) {
        // Held: a step that must not be interrupted (a code being confirmed) is in flight.
        window.history.pushState(entry, '', window.location.href)
        return
      }
      popped = true
      close()
    }
    window.addEventListener('popstate', onPop)
    return () => {
      window.removeEventListener('popstate', onPop)
      if (dismissible && !popped && entryId(window.history.state) === id) window.history.back()
      // After the overlay has gone from the DOM.
      setTimeout(() => focusBack(opener), 0)
    }
  }, [open])
}
