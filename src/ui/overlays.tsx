import { useEffect, useRef, type ComponentProps } from 'react'
import type { Modal as DialogModal } from './dialogs.tsx'
import { onDemand } from './on-demand.tsx'
import { entryId, lastUsedControl, MARK } from './overlay-history.ts'
import { clearToasts } from './toast.tsx'

/**
 * Modals and sheets load on demand: Base UI's Dialog is not part of any route's first load. It is
 * prefetched on the borrower's first touch or key press (./overlay-prefetch.ts), so a
 * page that is only read never downloads it. These wrappers and their Back and focus handling (the
 * mechanism of ./overlay-history.ts) are in the chunks of the pages that show a popup.
 */
type DialogProps = ComponentProps<typeof DialogModal>

const modal = onDemand<DialogProps>(() => import('./dialogs.tsx').then((m) => m.Modal))
const sheet = onDemand<DialogProps>(() => import('./dialogs.tsx').then((m) => m.Sheet))

/** Fetches the dialogs' code now: for a popup that opens on a timer, before any tap has fetched it. */
export const prefetchDialogs = () => Promise.all([modal.prefetch(), sheet.prefetch()])

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
let nextId = 1
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
    const opener = lastUsedControl()
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

export function Modal(props: DialogProps) {
  useEffect(() => {
    if (props.open) clearToasts()
  }, [props.open])
  useOverlayHistory(props.open, props.onDismiss ?? props.onBack)
  if (!props.open) return null
  return <modal.Component {...props} />
}

export function Sheet(props: DialogProps) {
  useOverlayHistory(props.open, props.onDismiss)
  if (!props.open) return null
  return <sheet.Component {...props} />
}
