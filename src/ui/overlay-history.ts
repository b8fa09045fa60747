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
  // Another popup opened as this one closed (one after another, or on a timer): the focus is its own.
  if (document.querySelector('[role="dialog"]') !== null) return
  opener.focus({ preventScroll: true })
}

/**
 * history.back() completes later (a popstate). An overlay that opens while an earlier one's entry is
 * still being stepped back over (popups shown one after another) waits for it: pushed earlier, its
 * own entry would be the one popped, and it would close at once.
 */
let stepping: Promise<void> | null = null
/** If no popstate ever comes (a history with nothing to step back to), stop waiting after this long. */
const STEP_BACK_LIMIT_MS = 1000

function stepBack() {
  stepping = new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done)
      clearTimeout(limit)
      stepping = null
      resolve()
    }
    const limit = setTimeout(done, STEP_BACK_LIMIT_MS)
    window.addEventListener('popstate', done)
  })
  window.history.back()
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
    let armed = false
    let closed = false
    const entry = () => ({ ...(window.history.state as object | null), [MARK]: id })
    const arm = () => {
      if (closed) return
      armed = true
      if (dismissible) window.history.pushState(entry(), '', window.location.href)
      window.addEventListener('popstate', onPop)
    }
    const onPop = (event: PopStateEvent) => {
      if (!dismissible || entryId(event.state) === id) return
      const close = dismiss.current
      if (close === undefined) {
        // Held: a step that must not be interrupted (a code being confirmed) is in flight.
        window.history.pushState(entry(), '', window.location.href)
        return
      }
      popped = true
      close()
    }
    if (stepping === null) arm()
    else void stepping.then(arm)
    return () => {
      closed = true
      window.removeEventListener('popstate', onPop)
      if (armed && dismissible && !popped && entryId(window.history.state) === id) stepBack()
      // After the overlay has gone from the DOM.
      setTimeout(() => focusBack(opener), 0)
    }
  }, [open])
}
