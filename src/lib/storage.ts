import * as v from 'valibot'

/** Local storage values are inputs too: every read is decoded, a bad value reads as absent. */
export interface Store {
  get<T>(key: string, schema: v.GenericSchema<unknown, T>): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
  /** Removes the values the app owns (spec §3 "Stored local value"), never anyone else's keys. */
  clear(): void
}

/** Keys keep the spec's spelling: other pages of the host may read them. */
export const APP_KEYS = { orderNo: 'orderNo', repaymentInfo: 'repaymentInfo' } as const

export function createStore(storage: Storage): Store {
  return {
    get(key, schema) {
      const raw = storage.getItem(key)
      if (raw === null) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(raw)
      } catch {
        parsed = raw
      }
      const result = v.safeParse(schema, parsed)
      return result.success ? result.output : undefined
    },
    set(key, value) {
      try {
        storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
      } catch {
        // quota or private mode: the flow goes on without the saved value
      }
    },
    remove: (key) => storage.removeItem(key),
    clear: () => Object.values(APP_KEYS).forEach((key) => storage.removeItem(key)),
  }
}

/**
 * A {@link Store} kept in the current history entry's state: Back to the page finds its values again,
 * a new visit to the same page starts without them. Other keys of the entry's state (the overlays'
 * marks, the router's) are kept as they are.
 */
export function createEntryStore(history: Pick<History, 'state' | 'replaceState'>): Store {
  const state = (): Record<string, unknown> =>
    typeof history.state === 'object' && history.state !== null
      ? (history.state as Record<string, unknown>)
      : {}
  const write = (next: Record<string, unknown>) => {
    try {
      history.replaceState(next, '')
    } catch {
      // a value the browser cannot clone: the page goes on without it
    }
  }
  return {
    get(key, schema) {
      const current = state()
      // Not Object.hasOwn: the support floor (iOS 15.0, Chrome 87) lacks it.
      if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined
      const result = v.safeParse(schema, current[key])
      return result.success ? result.output : undefined
    },
    set: (key, value) => write({ ...state(), [key]: value }),
    remove(key) {
      const { [key]: _removed, ...rest } = state()
      write(rest)
    },
    clear: () => {
      const keys: string[] = Object.values(APP_KEYS)
      write(Object.fromEntries(Object.entries(state()).filter(([key]) => !keys.includes(key))))
    },
  }
}
