/**
 * One mechanism for Back (Android's Back button, the browser's Back, the host's `backPressed`) and
 * focus around every sheet and modal of the app:
 * - an overlay that the borrower may dismiss pushes a history entry for the same URL when it opens,
 *   so Back pops that entry and closes the overlay instead of leaving the page; while it cannot be
 *   dismissed (a payment being confirmed) Back is held on the page;
 * - closing it by its own controls removes that entry again;
 * - a navigation from inside an overlay replaces the overlay's entry (see {@link overlayOnTop});
 * - when it closes, focus returns to the control the borrower last used before it opened.
 * This module, in every page's first load, reads the entries and tracks the last used control from
 * the start; the overlays themselves and their entries (./overlays.tsx useOverlayHistory) load with
 * the pages that show them, or from the borrower's first touch (./overlay-prefetch.ts).
 */
export const MARK = 'bayadOverlay'

export function entryId(state: unknown): number | undefined {
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

/** The control the borrower last touched, clicked or focused outside any dialog (an opening overlay's opener). */
export const lastUsedControl = (): HTMLElement | null => lastUsed
