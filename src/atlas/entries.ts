import { useEffect, useState } from 'react'
import { errorText } from './error-text.ts'
import { loadAllEntries, loadEntry } from './registry.ts'
import type { AtlasEntry } from './types.ts'

// The registry's promises as React state, for the index and the machine page.

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: string }

function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ key: string; value: Loaded<T> }>({ key, value: { status: 'loading' } })
  useEffect(() => {
    let live = true
    load().then(
      (value) => live && setState({ key, value: { status: 'ready', value } }),
      (error: unknown) => live && setState({ key, value: { status: 'failed', error: errorText(error) } }),
    )
    return () => {
      live = false
    }
    // `load` is a fresh closure every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return state.key === key ? state.value : { status: 'loading' }
}

export function useAllEntries(): Loaded<AtlasEntry[]> {
  return useLoaded(loadAllEntries, 'all')
}

export function useEntry(machineId: string): Loaded<AtlasEntry | undefined> {
  return useLoaded(() => loadEntry(machineId), machineId)
}
