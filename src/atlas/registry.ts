import type { AnyStateMachine } from 'xstate'
import { provideTexts, type Catalogue } from '../i18n/catalogue.ts'
import { isStateMachine, machineToGraph } from '../machine-graph/graph.ts'
import type { MachineSamples } from '../machine-graph/samples.ts'
import type { AtlasEntry } from './types.ts'

// Every machine of machines/ by its file name: a new `*.machine.ts` file is in the atlas without a
// registration step (tests/atlas/registry.test.ts fails if one is missing). Its samples, when it has
// some, are `tests/model/samples/<stem>.samples.ts`, the model tests' own. Modules load on demand.

type Loader = () => Promise<unknown>

const machineModules: Record<string, Loader> = import.meta.glob('/machines/*.machine.ts')
const sampleModules: Record<string, Loader> = import.meta.glob('/tests/model/samples/*.samples.ts')
const englishTexts = import.meta.glob<{ default: Catalogue }>('/src/i18n/*/en.ts')

let english: Promise<unknown> | undefined
/**
 * The app's English catalogues, given outright (src/i18n/catalogue.ts), before a sample module runs:
 * the model tests' fixtures word what they decode with the screens' texts, as tests/setup.ts gives
 * them there. The atlas is a tester's tool in English.
 */
function provideEnglish(): Promise<unknown> {
  english ??= Promise.all(
    Object.entries(englishTexts).map(async ([path, load]) => {
      const area = /\/i18n\/([^/]+)\/en\.ts$/.exec(path)?.[1]
      if (area !== undefined) provideTexts(area, (await load()).default)
    }),
  )
  return english
}

/** `/machines/repay-by-card.machine.ts` → `repay-by-card`. */
function stemOf(path: string, suffix: string): string {
  return (path.split('/').pop() ?? path).slice(0, -suffix.length)
}

const MACHINE_SUFFIX = '.machine.ts'
const SAMPLES_SUFFIX = '.samples.ts'

/** File stems of every machine module, sorted: `bank-form`, `complaint-details`… */
export const machineStems: string[] = Object.keys(machineModules)
  .map((path) => stemOf(path, MACHINE_SUFFIX))
  .sort()

function machineOf(module: unknown, file: string): AnyStateMachine {
  const found = Object.values(module as Record<string, unknown>).filter(isStateMachine)
  const unique = [...new Set(found)]
  if (unique.length !== 1)
    throw new Error(`${file} exports ${unique.length} state machines; the atlas expects exactly one`)
  return unique[0] as AnyStateMachine
}

function samplesOf(module: unknown): MachineSamples | undefined {
  const value = (module as { default?: unknown }).default
  if (typeof value !== 'object' || value === null || !Array.isArray((value as MachineSamples).scenarios))
    return undefined
  return value as MachineSamples
}

const byStem = new Map<string, Promise<AtlasEntry>>()

/** The atlas entry of `machines/<stem>.machine.ts` (loaded once). */
export function loadEntryByStem(stem: string): Promise<AtlasEntry> {
  let entry = byStem.get(stem)
  if (entry === undefined) {
    const load = machineModules[`/machines/${stem}${MACHINE_SUFFIX}`]
    if (load === undefined) return Promise.reject(new Error(`No machine file machines/${stem}.machine.ts`))
    const loadSamples = sampleModules[`/tests/model/samples/${stem}${SAMPLES_SUFFIX}`]
    const file = `machines/${stem}${MACHINE_SUFFIX}`
    const samplesLoaded = loadSamples === undefined ? undefined : provideEnglish().then(loadSamples)
    entry = Promise.all([load(), samplesLoaded]).then(([module, samplesModule]) => {
      const machine = machineOf(module, file)
      const result: AtlasEntry = { machineId: machine.id, file, machine, graph: machineToGraph(machine) }
      const samples = samplesModule === undefined ? undefined : samplesOf(samplesModule)
      if (samples !== undefined) result.samples = samples
      return result
    })
    // A failed download is forgotten, so the next visit asks again.
    entry.catch(() => byStem.delete(stem))
    byStem.set(stem, entry)
  }
  return entry
}

/** Every machine, sorted by id. */
export async function loadAllEntries(): Promise<AtlasEntry[]> {
  const entries = await Promise.all(machineStems.map(loadEntryByStem))
  return entries.sort((a, b) => (a.machineId < b.machineId ? -1 : a.machineId > b.machineId ? 1 : 0))
}

/** `repayByCard` → `repay-by-card`: the file naming convention, tried before loading every machine. */
function stemGuess(machineId: string): string {
  return machineId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** The entry whose machine has this id; undefined when no machine file has it. */
export async function loadEntry(machineId: string): Promise<AtlasEntry | undefined> {
  const guess = stemGuess(machineId)
  if (machineStems.includes(guess)) {
    const entry = await loadEntryByStem(guess)
    if (entry.machineId === machineId) return entry
  }
  return (await loadAllEntries()).find((entry) => entry.machineId === machineId)
}
