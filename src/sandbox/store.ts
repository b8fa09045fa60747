import * as v from 'valibot'
import { STATE_KEY, stateSchema, type SandboxState } from './sandbox-schema.ts'
import { seedState, withSamples } from './seed.ts'

/** Reads the state; anything missing, corrupt or of another version reads as a fresh seed. */
export function loadState(storage: Storage, now: number): SandboxState {
  let raw: string | null
  try {
    raw = storage.getItem(STATE_KEY)
  } catch {
    raw = null
  }
  if (raw !== null) {
    try {
      const parsed = v.safeParse(stateSchema, JSON.parse(raw))
      if (parsed.success) return withSamples(parsed.output, now)
    } catch {
      // corrupt JSON: fall through to the seed
    }
  }
  return seedState(now)
}

export function saveState(storage: Storage, state: SandboxState): void {
  try {
    storage.setItem(STATE_KEY, JSON.stringify(state))
  } catch {
    // quota or private mode: the sandbox keeps answering, only persistence is lost
  }
}

/** Where the sandbox keeps its state when the caller gives no storage. */
export function defaultStorage(): Storage {
  try {
    const storage = globalThis.localStorage
    if (storage !== undefined && storage !== null) {
      storage.getItem(STATE_KEY)
      return storage
    }
  } catch {
    // blocked storage (sandboxed iframe, some private modes)
  }
  return memoryStorage
}

/** The fallback when localStorage is blocked: gone with the page (or, in Node, the process). */
const memoryStorage = createMemoryStorage()

/** A Storage kept in a Map: for a sandbox run where there is no localStorage (Node, blocked storage). */
export function createMemoryStorage(): Storage {
  const memory = new Map<string, string>()
  return {
    get length() {
      return memory.size
    },
    clear: () => memory.clear(),
    getItem: (key) => memory.get(key) ?? null,
    key: (index) => [...memory.keys()][index] ?? null,
    removeItem: (key) => void memory.delete(key),
    setItem: (key, value) => void memory.set(key, String(value)),
  }
}
