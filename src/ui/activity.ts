import { useSyncExternalStore } from 'react'

/** Number of calls in flight, for the "loading..." indicator (spec §8). */
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

export function useInFlight(activity: Activity): boolean {
  return useSyncExternalStore(activity.subscribe, () => activity.count() > 0)
}
