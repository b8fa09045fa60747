import { useEffect, useSyncExternalStore } from 'react'

/** Number of calls in flight, for the page-level "Loading..." indicator (spec §8). */
export function createActivity() {
  let inFlight = 0
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((listener) => listener())
  return {
    started() {
      inFlight += 1
      emit()
    },
    settled() {
      inFlight = Math.max(inFlight - 1, 0)
      emit()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    count: () => inFlight,
  }
}

export type Activity = ReturnType<typeof createActivity>

/**
 * Controls that show their own progress ("Paying…", an uploading tile). While one does, the
 * page-level indicator stays away: one progress indicator at a time.
 */
const ownProgress = createActivity()

export function useOwnProgress(active: boolean): void {
  useEffect(() => {
    if (!active) return
    ownProgress.started()
    return () => ownProgress.settled()
  }, [active])
}

/** The page-level indicator: calls in flight that no control is already showing. */
export function usePageLoading(activity: Activity): boolean {
  const calls = useSyncExternalStore(activity.subscribe, () => activity.count() > 0)
  const shownByControl = useSyncExternalStore(ownProgress.subscribe, () => ownProgress.count() > 0)
  return calls && !shownByControl
}
