import { useEffect, useState } from 'react'
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url'
import type { ElkLike, MachineLayout } from '../machine-graph/layout.ts'
import { atlasLayout } from './atlas-layout.ts'
import { errorText } from './error-text.ts'
import { workerScriptUrl } from './worker-policy.ts'
import type { AtlasLayoutOptions } from './atlas-layout.ts'
import type { AtlasEntry } from './types.ts'

// One ELK for the whole atlas, in a web worker so a large layout never blocks the page; each machine is
// laid out once per visit and way of drawing (cached). Tests in happy-dom inject a Node ELK (setElk) instead.

export interface TimedLayout {
  layout: MachineLayout
  /** Wall time of this machine's layout, ms (the worker's round trip included). */
  ms: number
  /** The first layout of the session: it also paid for starting the worker. */
  cold: boolean
}

let elk: Promise<ElkLike> | undefined
let loadElk = workerElk
let laidOut = 0
const cache = new Map<string, Promise<TimedLayout>>()

async function workerElk(): Promise<ElkLike> {
  const { default: ELK } = await import('elkjs/lib/elk-api.js')
  return new ELK({
    workerUrl: elkWorkerUrl,
    workerFactory: (url = elkWorkerUrl) => new Worker(workerScriptUrl(url, elkWorkerUrl)),
  })
}

/** The atlas's ELK, loaded on first use; a load that failed (offline, a new deploy) is tried again next time. */
function elkInstance(): Promise<ElkLike> {
  if (elk === undefined) {
    const loading = loadElk()
    elk = loading
    loading.catch(() => {
      if (elk === loading) elk = undefined
    })
  }
  return elk
}

/**
 * Replaces the worker ELK (unit tests pass `new ELK()` from elk.bundled.js, or how to load one) and forgets
 * every layout.
 */
export function setElk(instance: ElkLike | (() => Promise<ElkLike>)): void {
  if (typeof instance === 'function') {
    loadElk = instance
    elk = undefined
  } else {
    elk = Promise.resolve(instance)
  }
  laidOut = 0
  cache.clear()
}

/** The layout of a machine, computed once per set of options. */
export function layoutOf(entry: AtlasEntry, options: AtlasLayoutOptions): Promise<TimedLayout> {
  const key = `${entry.machineId}${options.descriptions ? ' with descriptions' : ''}`
  let result = cache.get(key)
  if (result === undefined) {
    result = (async () => {
      const instance = await elkInstance()
      const started = performance.now()
      const layout = await atlasLayout(entry.graph, instance, options)
      const ms = performance.now() - started
      laidOut += 1
      return { layout, ms, cold: laidOut === 1 }
    })()
    result.catch(() => cache.delete(key))
    cache.set(key, result)
  }
  return result
}

export type LayoutState =
  { status: 'loading' } | { status: 'ready'; result: TimedLayout } | { status: 'failed'; error: string }

/** The layout for the diagram; while another one is computed, the previous one stays (no flash). */
export function useLayout(entry: AtlasEntry, descriptions: boolean): LayoutState {
  const [state, setState] = useState<{ machineId: string; value: LayoutState }>({
    machineId: entry.machineId,
    value: { status: 'loading' },
  })
  useEffect(() => {
    let live = true
    const done = (value: LayoutState) => live && setState({ machineId: entry.machineId, value })
    layoutOf(entry, { descriptions }).then(
      (result) => done({ status: 'ready', result }),
      (error: unknown) => done({ status: 'failed', error: errorText(error) }),
    )
    return () => {
      live = false
    }
  }, [entry, descriptions])
  return state.machineId === entry.machineId ? state.value : { status: 'loading' }
}
