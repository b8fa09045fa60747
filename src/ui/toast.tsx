import { useSyncExternalStore } from 'react'

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

export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, () => items)
  return (
    <div className="toast-viewport" role="status" aria-live="assertive" aria-atomic="false">
      {toasts.map((toast) => (
        <p key={toast.id} className="toast">
          {toast.text}
        </p>
      ))}
    </div>
  )
}
