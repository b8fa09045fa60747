import { useEffect, useSyncExternalStore } from 'react'
import {
  parseCoverageFile,
  type CoverageFile,
  type MachineCoverageRecord,
} from '../../machine-graph/coverage-file.ts'
import { errorText } from '../error-text.ts'

/*
 * The coverage file the atlas shows, loaded once and kept across machine pages and the index: the one the
 * model run wrote (served at `<base>atlas/model-coverage.json`), or one the tester picked from disk.
 */

export const COVERAGE_URL = `${import.meta.env.BASE_URL}atlas/model-coverage.json`

export interface LoadedCoverage {
  file: CoverageFile
  /** Where it came from: `the model run’s coverage file` or the picked file's name. */
  source: string
}

export interface CoverageState {
  /** The default file is being fetched. */
  loading: boolean
  /** The default file was looked for and is not there. */
  absent: boolean
  loaded: LoadedCoverage | null
  /** Why the last file could not be read (the previously loaded one, if any, stays). */
  problem: string | null
  /** The test environment shown (`happy-dom`, `chromium`); null until a file is loaded. */
  environment: string | null
}

const INITIAL: CoverageState = {
  loading: false,
  absent: false,
  loaded: null,
  problem: null,
  environment: null,
}

let state: CoverageState = INITIAL
let defaultRequested = false
const listeners = new Set<() => void>()

function update(next: Partial<CoverageState>): void {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const getCoverageState = (): CoverageState => state

/** The environment shown by default: happy-dom (the suite every `npm test` runs), else the first one. */
function defaultEnvironment(file: CoverageFile, previous: string | null): string | null {
  const names = Object.keys(file.environments)
  if (previous !== null && names.includes(previous)) return previous
  if (names.includes('happy-dom')) return 'happy-dom'
  return names[0] ?? null
}

/** Reads a coverage file's text; a problem keeps what was loaded before and says what is wrong. */
export function loadCoverageText(text: string, source: string): boolean {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    update({ problem: `Could not read ${source}: it is not JSON (${errorText(error)}).` })
    return false
  }
  let file: CoverageFile
  try {
    file = parseCoverageFile(json)
  } catch (error) {
    update({ problem: `Could not read ${source}. ${errorText(error)}` })
    return false
  }
  update({
    loaded: { file, source },
    problem: null,
    environment: defaultEnvironment(file, state.environment),
  })
  return true
}

/** Fetches the model run's file once per page load (every later call is a no-op). */
function loadDefaultCoverage(): void {
  if (defaultRequested) return
  defaultRequested = true
  update({ loading: true })
  const absent = () => update({ loading: false, absent: true })
  fetch(COVERAGE_URL, { cache: 'no-cache' })
    .then(async (response) => {
      // A single-page server answers a missing file with the app's index.html: that is absent too.
      const type = response.headers.get('content-type') ?? ''
      if (!response.ok || type.includes('text/html')) return absent()
      const text = await response.text()
      if (text.trimStart().startsWith('<')) return absent()
      update({ loading: false })
      // A picked file that arrived first wins: the tester chose it.
      if (state.loaded === null) loadCoverageText(text, 'the model run’s coverage file')
    })
    .catch(absent)
}

export function chooseEnvironment(environment: string): void {
  update({ environment })
}

/** For tests: forget everything loaded. */
export function resetCoverageStore(): void {
  state = INITIAL
  defaultRequested = false
  for (const listener of listeners) listener()
}

/** The store, loading the default file on first use. */
export function useCoverage(): CoverageState {
  useEffect(() => loadDefaultCoverage(), [])
  return useSyncExternalStore(subscribe, getCoverageState, getCoverageState)
}

/** One machine's record in the shown environment; undefined when the file has none for it. */
export function machineRecord(coverage: CoverageState, machineId: string): MachineCoverageRecord | undefined {
  const { loaded, environment } = coverage
  if (loaded === null || environment === null) return undefined
  return loaded.file.environments[environment]?.machines[machineId]
}

/** `12 of 14 (86 %)`. */
export function countText(covered: number, total: number): string {
  return `${covered} of ${total} (${percent(covered, total)})`
}

export function percent(covered: number, total: number): string {
  if (total === 0) return '100 %'
  return `${Math.floor((covered / total) * 100)} %`
}
