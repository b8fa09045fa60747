import { useLayoutEffect, useRef, useSyncExternalStore } from 'react'

/**
 * The app's toasts: one store callable from outside React (machines' actions call it) and one live
 * region. Hand-written rather than Base UI's Toast because it sits in the first load of every route
 * (docs/decisions/004-first-load-budget.md).
 */
export const DEFAULT_TOAST_MS = 3000
/** Spec §9: a custom duration is never shorter than 300 ms. */
export const MIN_TOAST_MS = 300

interface ToastItem {
  id: number
  text: string
}

let items: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function showToast(text: string, timeoutMs: number = DEFAULT_TOAST_MS): void {
  const id = nextId++
  // A repeated message replaces itself instead of stacking (double taps, repeated failures).
  items = [...items.filter((item) => item.text !== text), { id, text }].slice(-3)
  emit()
  setTimeout(
    () => {
      items = items.filter((item) => item.id !== id)
      emit()
    },
    Math.max(timeoutMs, MIN_TOAST_MS),
  )
}

/** Drops every toast: a modal that takes over the screen should not sit under a stale message. */
export function clearToasts(): void {
  if (items.length === 0) return
  items = []
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Gap between a toast and what it sits above. */
const TOAST_GAP_PX = 12

/**
 * Where the toasts sit: just above the lowest bar the borrower needs (an open sheet, else the page's
 * footer), so they never cover the amount, the page's top controls or the sheet's inputs.
 */
function bottomOffset(): number {
  const viewport = window.visualViewport?.height ?? window.innerHeight
  let top = viewport
  for (const element of document.querySelectorAll<HTMLElement>('.sheet, .page__footer')) {
    const rect = element.getBoundingClientRect()
    if (rect.height > 0 && rect.top < top) top = rect.top
  }
  return Math.max(viewport - top, 0) + TOAST_GAP_PX
}

export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, () => items)
  const region = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const place = () => region.current?.style.setProperty('bottom', `${bottomOffset()}px`)
    if (toasts.length === 0) return
    place()
    // A sheet that opens (or slides in) or a footer that goes while a toast shows moves it too.
    const changes = new MutationObserver(place)
    changes.observe(document.body, { childList: true, subtree: true })
    window.visualViewport?.addEventListener('resize', place)
    window.addEventListener('resize', place)
    document.addEventListener('transitionend', place, true)
    return () => {
      changes.disconnect()
      window.visualViewport?.removeEventListener('resize', place)
      window.removeEventListener('resize', place)
      document.removeEventListener('transitionend', place, true)
    }
  }, [toasts])
  return (
    <div ref={region} className="toast-viewport" role="status" aria-live="assertive" aria-atomic="false">
      {toasts.map((toast) => (
        <p key={toast.id} className="toast">
          {toast.text}
        </p>
      ))}
    </div>
  )
}
