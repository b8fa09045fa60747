/*
 * Model-based testing harness for XState v5 machines replayed through real React views.
 * See tests/model/README.md for how to write a model test, and
 * /work/shared/notes/model-based-testing.md for the pitfalls each choice below answers.
 *
 * Pinned on xstate 5.33: it reads the underscored `snapshot._nodes` and the `_transitions` of
 * `@xstate.microstep` inspection events.
 */
import { act, cleanup, screen } from '@testing-library/react'
import { isPlaceholder } from '../../machines/shared/not-provided.ts'
import userEvent from '@testing-library/user-event'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { fromPromise, initialTransition, transition } from 'xstate'
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  ContextFrom,
  EventFromLogic,
  InputFrom,
  InspectionEvent,
  MachineImplementationsFrom,
  OutputFrom,
  PromiseActorLogic,
  SnapshotFrom,
  StateValueFrom,
} from 'xstate'
import { getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph'
import type { ToastParams } from '../../machines/shared/notice.ts'
import type { CoveragePath, CoverageStep } from '../../src/machine-graph/coverage-file.ts'
import { eventCandidates, parseActorEvent, parseAfterEvent } from '../../src/machine-graph/events.ts'
import { machineToGraph, transitionKey } from '../../src/machine-graph/graph.ts'
import type {
  AfterSample,
  DoneActorSample,
  ErrorActorSample,
  SampleEvent,
  SyntheticEvent,
} from '../../src/machine-graph/samples.ts'
import { stepWithTransitions } from '../../src/machine-graph/step.ts'
import { activeStates, snapshotValueText } from '../../src/machine-graph/value.ts'
import { formatCoverageTable, mergeFragments } from './coverage-merge.ts'
import type { CoverageFragment, MachineCoverage } from './coverage-merge.ts'
// Aliased to ./coverage-sink.browser.ts in the Chromium project (vitest.config.ts).
import { environment, loadFragments, saveFragment } from './coverage-sink.ts'

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

type Snap<TM extends AnyStateMachine> = SnapshotFrom<TM>
type UserEventOf<TM extends AnyStateMachine> = EventFromLogic<TM>

/** Synthetic events the world sends (src/machine-graph/samples.ts, where the samples modules type them too). */
export type { AfterSample, DoneActorSample, ErrorActorSample, SyntheticEvent }
/** A user event of the machine or a synthetic one: a sample event (`SampleEvent`). */
export type ModelEvent<TM extends AnyStateMachine> = SampleEvent<TM>

type ActorImpls<TM extends AnyStateMachine> = NonNullable<MachineImplementationsFrom<TM>['actors']>
/** The `src` names of the actors declared in `setup({ actors })`. */
export type ActorSrc<TM extends AnyStateMachine> = Extract<keyof ActorImpls<TM>, string>
type LogicOf<TM extends AnyStateMachine, K extends ActorSrc<TM>> = NonNullable<ActorImpls<TM>[K]>

export interface ControllableCall<TOutput, TInput> {
  input: TInput
  status: 'pending' | 'resolved' | 'rejected' | 'aborted'
  resolve: (output: TOutput) => void
  reject: (error: unknown) => void
}

/** A `fromPromise` stub whose calls the test settles by hand. */
export interface Controllable<TOutput, TInput> {
  readonly name: string
  readonly logic: PromiseActorLogic<TOutput, TInput>
  /** Every call, in order, with its input: assert payloads on these. */
  readonly calls: ReadonlyArray<ControllableCall<TOutput, TInput>>
  pending: () => Array<ControllableCall<TOutput, TInput>>
  /** Settles the oldest pending call; throws when nothing is pending. */
  resolve: (output: TOutput) => void
  reject: (error: unknown) => void
}

export type Controllables<TM extends AnyStateMachine, TSrc extends ActorSrc<TM>> = {
  [K in TSrc]: Controllable<OutputFrom<LogicOf<TM, K>>, InputFrom<LogicOf<TM, K>>>
}

type ValuePaths<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]: K | `${K}.${ValuePaths<V[K]>}` }[keyof V & string]
    : never
/** `enteringCode`, `enteringCode.coolingDown`, … or `#<state node id>`. */
export type StateKey<TM extends AnyStateMachine> = ValuePaths<StateValueFrom<TM>> | `#${string}`

interface BaseContext<TM extends AnyStateMachine, TSrc extends ActorSrc<TM>> {
  /** What the model says the machine shows now (pure replay of the path, pitfall 8). */
  expected: Snap<TM>
  actors: Controllables<TM, TSrc>
  user: UserEvent
  screen: typeof screen
  /** Latest snapshot of the actor the view is running (seen through `inspect`). */
  snapshot: () => Snap<TM>
  /** Moves the fake clock inside `act`, flushing promises between timers. */
  advance: (ms: number) => Promise<void>
  step: number
}

export interface StepContext<
  TM extends AnyStateMachine,
  TSrc extends ActorSrc<TM>,
  TEvent,
> extends BaseContext<TM, TSrc> {
  /** The sample event of this step: make the UI (or the world) produce it. */
  event: TEvent
  /** The snapshot before the event. */
  previous: Snap<TM>
}
export type StateContext<TM extends AnyStateMachine, TSrc extends ActorSrc<TM>> = BaseContext<TM, TSrc>

type Awaitable = void | Promise<void>

export type EventExecutors<TM extends AnyStateMachine, TSrc extends ActorSrc<TM>> = {
  [K in UserEventOf<TM>['type']]?: (
    ctx: StepContext<TM, TSrc, Extract<UserEventOf<TM>, { type: K }>>,
  ) => Awaitable
} & {
  [K in `xstate.${string}`]?: (ctx: StepContext<TM, TSrc, SyntheticEvent>) => Awaitable
}

export type StateAssertions<TM extends AnyStateMachine, TSrc extends ActorSrc<TM>> = {
  [K in StateKey<TM>]?: (ctx: StateContext<TM, TSrc>) => Awaitable
}

export interface Executor<TM extends AnyStateMachine, TSrc extends ActorSrc<TM>> {
  /**
   * Render the real view with this machine (the model's machine with the controllable actors
   * provided) and pass `inspect` to the actor it creates: `useMachine(machine, { inspect })` or
   * `<Ctx.Provider logic={machine} options={{ inspect }}>`. Coverage is read from that actor.
   */
  render: (args: {
    machine: TM
    inspect: (event: InspectionEvent) => void
    actors: Controllables<TM, TSrc>
    /** The path's input (`ModelPath.input`): step 0 expects the machine started with it. */
    input: InputFrom<TM> | undefined
  }) => Awaitable
  /**
   * How the UI produces each user event. `xstate.done.actor.*` / `xstate.error.actor.*` default to
   * settling the controllable actor of that invoke; `xstate.after.*` defaults to moving the clock
   * (delay − 1 ms, check nothing fired, then 1 ms).
   */
  events: EventExecutors<TM, TSrc>
  /** What the screen shows in each state; every key that matches the expected snapshot runs. */
  states: StateAssertions<TM, TSrc>
  /** Fail a step whose expected snapshot no `states` key matches (default true). */
  requireStateAssertion?: boolean
}

export interface ModelOptions<TM extends AnyStateMachine, TSrc extends ActorSrc<TM>> {
  /**
   * Sample events: payloads for user events, outputs for `xstate.done.actor.<invokeId>`, errors for
   * `xstate.error.actor.<invokeId>` (several per type to reach several guarded branches). Event
   * types without a sample are offered bare (`{ type }`), as `xstate/graph` would.
   */
  events?: ReadonlyArray<ModelEvent<TM>>
  /** Context fields that future guards read: they join the state key (pitfalls 6, 7). */
  contextKeys?: ReadonlyArray<keyof ContextFrom<TM> & string>
  /** Actors replaced by controllable `fromPromise` stubs during replay. */
  controllable?: readonly TSrc[]
  /** `shortest` (default, one path per state key) or `simple` (every cycle-free path: many more). */
  traversal?: 'shortest' | 'simple'
  input?: InputFrom<TM>
  /** Extra pruning on top of `snapshot.can(event)` (pitfall 10). */
  filterEvents?: (snapshot: Snap<TM>, event: ModelEvent<TM>) => boolean
  /** Keep paths that are prefixes of longer ones (default false). */
  allowDuplicatePaths?: boolean
}

export interface ModelStep<TM extends AnyStateMachine> {
  /** `xstate.init` for step 0. */
  event: ModelEvent<TM> | { type: 'xstate.init' }
  label: string
  /** Expected snapshot after the event, from pure `transition()` on the machine. */
  expected: Snap<TM>
}

export interface ModelPath<TM extends AnyStateMachine> {
  index: number
  /** Test name: target state (description or value) and event types, never context JSON. */
  name: string
  /** The machine's input at the start: step 0 expects the machine started with it, and `render` gets it. */
  input: InputFrom<TM> | undefined
  steps: Array<ModelStep<TM>>
}

export interface Model<TM extends AnyStateMachine, TSrc extends ActorSrc<TM>> {
  machine: TM
  machineId: string
  paths: Array<ModelPath<TM>>
  stats: { paths: number; steps: number; generationMs: number }
  /** Invoke id → actor src, read from the machine. */
  invokes: ReadonlyMap<string, string>
  /** `xstate.after.<delay>.<stateId>` → delay key, read from the machine. */
  afterEvents: ReadonlyMap<string, { delay: string | number; stateId: string }>
  /** Replays one path through the view; rejects with a step-by-step account of where it failed. */
  runPath: (path: ModelPath<TM>, executor: Executor<TM, TSrc>) => Promise<void>
  /**
   * Registers `describe(model <machine id> (<n> paths))` with one `it` per path and, by default, a
   * coverage test; a `title` (the page that runs the model) goes after the machine id:
   * `model <machine id>, <title> (<n> paths)`.
   */
  testPaths: (
    executor: Executor<TM, TSrc>,
    options?: { expectFullCoverage?: boolean; title?: string },
  ) => void
  /** Coverage this test file measured so far for this machine. */
  coverage: () => MachineCoverage
  /**
   * The path runs this test file recorded so far for this machine, as the coverage file lists them, then
   * those of the test still running (a failed one is dropped when its test passes: `recordRun`).
   */
  runs: () => readonly CoveragePath[]
}

/**
 * A path the traversal does not walk (a failure variant, or an end keyed like a state reached more
 * directly), replayed through a model's executor like the generated ones: its expected snapshots come
 * from pure transitions of `machine` started with `input` (its own, which may differ from the model's).
 */
export function scenarioPath<TM extends AnyStateMachine>(
  machine: TM,
  input: InputFrom<TM>,
  name: string,
  events: Array<ModelEvent<TM>>,
): ModelPath<TM> {
  let [current] = initialTransition(machine, input) as [Snap<TM>, unknown]
  const steps: ModelPath<TM>['steps'] = [
    { event: { type: 'xstate.init' }, label: 'start', expected: current },
  ]
  for (const event of events) {
    ;[current] = transition(machine, current, event as never) as [Snap<TM>, unknown]
    steps.push({ event, label: (event as { type: string }).type, expected: current })
  }
  return { index: -1, name, input, steps }
}

// ---------------------------------------------------------------------------------------------
// Controllable actors
// ---------------------------------------------------------------------------------------------

export function createControllable<TOutput, TInput = unknown>(name = 'actor'): Controllable<TOutput, TInput> {
  const calls: Array<ControllableCall<TOutput, TInput>> = []
  const pending = () => calls.filter((call) => call.status === 'pending')
  const oldest = (verb: string): ControllableCall<TOutput, TInput> => {
    const call = pending()[0]
    if (!call) {
      throw new Error(
        `Cannot ${verb} "${name}": no pending call (${calls.length} call(s) so far, none pending)`,
      )
    }
    return call
  }
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolvePromise, rejectPromise) => {
        const call: ControllableCall<TOutput, TInput> = {
          input,
          status: 'pending',
          resolve: (output) => {
            call.status = 'resolved'
            resolvePromise(output)
          },
          reject: (error) => {
            call.status = 'rejected'
            rejectPromise(error)
          },
        }
        signal.addEventListener('abort', () => {
          if (call.status === 'pending') call.status = 'aborted'
        })
        calls.push(call)
      }),
  )
  return {
    name,
    logic,
    calls,
    pending,
    resolve: (output) => oldest('resolve').resolve(output),
    reject: (error) => oldest('reject').reject(error),
  }
}

// ---------------------------------------------------------------------------------------------
// Recorded actions
// ---------------------------------------------------------------------------------------------

/** Records what a machine asked the host to do, in order. */
export function recorder() {
  const calls: Array<{ action: string; params: unknown }> = []
  const record =
    (action: string) =>
    (_: unknown, params: unknown): void => {
      calls.push({ action, params })
    }
  return {
    calls,
    of: (action: string) => calls.filter((c) => c.action === action).map((c) => c.params),
    toasts: () => calls.filter((c) => c.action === 'showToast').map((c) => c.params as ToastParams),
    record,
    reset: () => {
      calls.length = 0
    },
  }
}

/**
 * A recording stand-in for every action the machine leaves to its screen (a loud placeholder,
 * machines/shared/not-provided.ts): `machine.provide({ actions: { ...hostActions(machine, rec), … } })`.
 */
export function hostActions(
  machine: { implementations: { actions: Record<string, unknown> } },
  rec: Pick<ReturnType<typeof recorder>, 'record'>,
): Record<string, (_: unknown, params: unknown) => void> {
  return Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => isPlaceholder(action))
      .map(([name]) => [name, rec.record(name)]),
  )
}

// ---------------------------------------------------------------------------------------------
// Machine introspection
// ---------------------------------------------------------------------------------------------

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine)
}

/**
 * The diagram's own count (src/machine-graph/graph.ts `machineToGraph`), so the harness and the atlas cannot
 * disagree. States: every node but the root (leaf, compound, parallel regions and finals all count).
 * Transitions: the edges the graph counts (`on`, `after`, invoke onDone/onError, done.state and `always`,
 * minus "forbidden" ones: no target, no action, they only block an event), by `transitionKey`.
 */
export function coverageUniverse(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const graph = machineToGraph(machine)
  return {
    states: graph.states.map((state) => state.id),
    transitions: [...new Set(graph.edges.filter((edge) => edge.counted).map((edge) => edge.key))],
  }
}

function discoverInvokes(machine: AnyStateMachine): Map<string, string> {
  const invokes = new Map<string, string>()
  for (const node of [machine.root, ...allNodes(machine)]) {
    for (const inv of node.invoke) {
      if (typeof inv.src === 'string') invokes.set(inv.id, inv.src)
    }
  }
  return invokes
}

function discoverAfterEvents(
  machine: AnyStateMachine,
): Map<string, { delay: string | number; stateId: string }> {
  const after = new Map<string, { delay: string | number; stateId: string }>()
  for (const node of allNodes(machine)) {
    for (const t of node.after) {
      const delay = t.delay as string | number
      // The format xstate uses in createAfterEvent (raise-*.esm.js, 5.33), read as the atlas reads it; fail
      // loudly if it moves.
      const parsed = parseAfterEvent(t.eventType)
      if (parsed?.delay !== String(delay) || parsed.stateId !== node.id) {
        throw new Error(
          `xstate changed the after-event format: got ${t.eventType}, expected xstate.after.${delay}.${node.id}`,
        )
      }
      after.set(t.eventType, { delay, stateId: node.id })
    }
  }
  return after
}

function stateLabel(s: AnyMachineSnapshot): string {
  const leaves = (s._nodes as AnyStateNode[]).filter((n) => n.type === 'atomic' || n.type === 'final')
  return leaves.map((n) => n.description ?? n.path.join('.')).join(' + ') || snapshotValueText(s)
}

/** `[visa,mastercard]`, `needsCode=true`: short, and without JSON braces (pitfall 13). */
function brief(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(brief).join(',')}]`
  if (value instanceof Error) return value.message
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .map(([key, v]) => `${key}=${brief(v)}`)
      .join(',')
  }
  return String(value)
}

function compact(value: unknown): string {
  const text = brief(value)
  return text.length > 40 ? `${text.slice(0, 39)}…` : text
}

function eventLabel(
  event: AnyEventObject,
  showPayload: boolean,
  afterEvents: Model<AnyStateMachine, never>['afterEvents'],
): string {
  const { type } = event
  let label: string = type
  let payload: unknown
  const actor = parseActorEvent(type)
  if (actor !== undefined) {
    label = `${actor.invokeId}.${actor.outcome}`
    payload =
      actor.outcome === 'done'
        ? (event as Partial<DoneActorSample>).output
        : (event as Partial<ErrorActorSample>).error
  } else if (type.startsWith('xstate.after.')) {
    return `after ${afterEvents.get(type)?.delay ?? parseAfterEvent(type)?.delay ?? type}`
  } else {
    const { type: _type, ...rest } = event
    payload = Object.keys(rest).length ? Object.values(rest).map(brief).join(',') : undefined
  }
  return showPayload && payload !== undefined ? `${label}(${compact(payload)})` : label
}

// ---------------------------------------------------------------------------------------------
// In-process coverage registry (per test file: Vitest isolates modules per file)
// ---------------------------------------------------------------------------------------------

interface CoverageEntry {
  machineId: string
  universe: { states: string[]; transitions: string[] }
  states: Set<string>
  transitions: Set<string>
  paths: number
  /** The runs the coverage file lists. */
  pathRecords: CoveragePath[]
  /** Runs of the test still running: settled when it ends (see `recordRun`). */
  pending: CoveragePath[]
}
const registry = new Map<string, CoverageEntry>()

function entryFor(machine: AnyStateMachine): CoverageEntry {
  const machineId = machine.id
  let entry = registry.get(machineId)
  if (!entry) {
    entry = {
      machineId,
      universe: coverageUniverse(machine),
      states: new Set(),
      transitions: new Set(),
      paths: 0,
      pathRecords: [],
      pending: [],
    }
    registry.set(machineId, entry)
  }
  return entry
}

function currentTestFile(): string {
  try {
    return expect.getState().testPath ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

function toFragment(entry: CoverageEntry): CoverageFragment {
  return {
    environment,
    machineId: entry.machineId,
    file: currentTestFile(),
    paths: entry.paths,
    states: { all: entry.universe.states, covered: [...entry.states] },
    transitions: { all: entry.universe.transitions, covered: [...entry.transitions] },
    pathRecords: entry.pathRecords,
  }
}

/**
 * Keeps a path run for the coverage file once the test that made it ends, and writes the fragment. A
 * failed run in a test that passed is one the test expected to fail (a check that an assertion can fail,
 * the harness's self-tests): the suite is green, so the file leaves it out rather than show testers a
 * failing path. Outside a test (no test to wait for) the run is kept at once.
 */
async function recordRun(entry: CoverageEntry, run: CoveragePath): Promise<void> {
  const settle = async (testFailed: boolean) => {
    const runs = entry.pending.splice(0)
    entry.pathRecords.push(...runs.filter((r) => r.status === 'passed' || testFailed))
    await saveFragment(toFragment(entry))
  }
  entry.pending.push(run)
  if (entry.pending.length > 1) return // this test's first run has registered the hook
  try {
    onTestFinished(({ task }) => settle(task.result?.state === 'fail'))
  } catch {
    await settle(true)
  }
}

/**
 * Fails when the paths replayed in this test file (or, with `acrossFiles`, in every file whose
 * fragment is on disk) missed a state or a transition. Call it after the path tests.
 */
export function expectFullCoverage(
  machineId: string,
  options: { acrossFiles?: boolean } = {},
): MachineCoverage {
  const entry = registry.get(machineId)
  const fragments = [
    ...(entry ? [toFragment(entry)] : []),
    ...(options.acrossFiles ? loadFragments().filter((f) => f.machineId === machineId) : []),
  ]
  const [coverage] = mergeFragments(fragments)
  if (!coverage) throw new Error(`No model test replayed a path of machine "${machineId}"`)
  if (coverage.states.missing.length || coverage.transitions.missing.length) {
    throw new Error(`Model coverage of "${machineId}" is below 100 %:\n${formatCoverageTable([coverage])}`)
  }
  return coverage
}

// ---------------------------------------------------------------------------------------------
// The model
// ---------------------------------------------------------------------------------------------

/**
 * Testing Library's asyncWrapper ends every user-event call with `setTimeout(0)` and only ticks it
 * itself under Jest: with Vitest's fake clock `await user.click()` would hang. Tick the clock by 0 ms
 * (time does not move) until the call settles.
 */
function settlingUser(user: UserEvent): UserEvent {
  return new Proxy(user, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver)
      if (typeof value !== 'function') return value
      return async (...args: unknown[]) => {
        let settled = false
        const call = Promise.resolve((value as (...a: unknown[]) => unknown).apply(target, args)).finally(
          () => {
            settled = true
          },
        )
        for (let i = 0; !settled; i++) {
          if (i > 1000) throw new Error(`user.${String(prop)} did not settle`)
          await vi.advanceTimersByTimeAsync(0)
        }
        return call
      }
    },
  })
}

class StepFailure extends Error {
  constructor(
    readonly step: number,
    readonly phase: string,
    readonly original: unknown,
  ) {
    super(original instanceof Error ? original.message : String(original))
  }
}

export function createModel<TM extends AnyStateMachine, const TSrc extends ActorSrc<TM> = never>(
  machine: TM,
  options: ModelOptions<TM, TSrc> = {},
): Model<TM, TSrc> {
  const started = performance.now()
  // Internally every snapshot is a machine snapshot; the typed `Snap<TM>` is for callers.
  type S = AnyMachineSnapshot
  const pub = (s: S): Snap<TM> => s as unknown as Snap<TM>
  const priv = (s: Snap<TM>): S => s as unknown as S
  const samples: AnyEventObject[] = [...(options.events ?? [])]
  const contextKeys: readonly string[] = options.contextKeys ?? []
  const invokes = discoverInvokes(machine)
  const afterEvents = discoverAfterEvents(machine)
  const universe = coverageUniverse(machine)
  const nodePaths = new Set(allNodes(machine).map((n) => n.path.join('.')))
  const nodeIds = new Set(allNodes(machine).map((n) => n.id))
  const bareSynthetic = new Set<string>()

  // Pitfall 3: with the free path functions `events` is the whole list, so rebuild discovery (shared with
  // the atlas's simulation: src/machine-graph/events.ts).
  const eventsFor = (s: S): AnyEventObject[] => {
    const { events, bare } = eventCandidates(s, samples)
    for (const type of bare) bareSynthetic.add(type)
    return events
  }

  const pick = (context: Record<string, unknown>) =>
    Object.fromEntries(contextKeys.map((key) => [key, context[key]]))

  // Pitfall 9: "via <event>[branch] from <previous value>" gives every transition its own key.
  const serializeState = (s: S, event: AnyEventObject | undefined, prev?: S): string => {
    let via = ''
    if (event && prev) {
      let branches: string
      try {
        branches = machine
          .getTransitionData(prev, event)
          .map((t: AnyTransitionDefinition) => transitionKey(t))
          .join('&')
      } catch {
        branches = '' // a guard that throws here fails in filterEvents, with a clearer message
      }
      via = `via ${event.type} ${branches} from ${snapshotValueText(prev)}`
    }
    return JSON.stringify([s.value, s.status, pick(s.context as Record<string, unknown>), via])
  }

  const filterEvents = (s: S, e: AnyEventObject): boolean => {
    try {
      return s.can(e) && (options.filterEvents?.(pub(s), e as ModelEvent<TM>) ?? true)
    } catch (err) {
      throw new Error(
        `Traversal failed on ${e.type} in ${snapshotValueText(s)}: ${(err as Error).message}.` +
          (bareSynthetic.has(e.type)
            ? ` Give a sample event for ${e.type} (with output/error) in options.events.`
            : ''),
        { cause: err },
      )
    }
  }

  const traverse = options.traversal === 'simple' ? getSimplePaths : getShortestPaths
  const traversalOptions = {
    events: eventsFor,
    filterEvents,
    serializeState,
    ...(options.input === undefined ? {} : { input: options.input }),
  }
  // The graph functions are typed on the machine's own events; ours add the synthetic ones.
  const graphPaths = (
    traverse as (logic: AnyStateMachine, opts: unknown) => ReturnType<typeof getShortestPaths>
  )(machine, traversalOptions)

  // After alterPath(), steps[0].event is xstate.init and steps[i].event led to steps[i].state.
  let eventLists = graphPaths.map((p) => p.steps.slice(1).map((step) => step.event as AnyEventObject))
  if (!options.allowDuplicatePaths) {
    const keyed = eventLists.map((events, order) => ({
      order,
      events,
      keys: events.map((e) => JSON.stringify(e)),
    }))
    const kept: typeof keyed = []
    for (const candidate of [...keyed].sort((a, b) => b.keys.length - a.keys.length)) {
      const isPrefix = kept.some((k) => candidate.keys.every((key, i) => k.keys[i] === key))
      if (!isPrefix) kept.push(candidate)
    }
    eventLists = kept.sort((a, b) => a.order - b.order).map((k) => k.events)
  }

  const typesWithSeveralSamples = new Set(
    samples.map((e) => e.type).filter((type, i, all) => all.indexOf(type) !== i),
  )
  const labelOf = (e: AnyEventObject) =>
    eventLabel(
      e,
      typesWithSeveralSamples.has(e.type),
      afterEvents as Model<AnyStateMachine, never>['afterEvents'],
    )

  const initial = (initialTransition as (logic: AnyStateMachine, input?: unknown) => [S, unknown[]])(
    machine,
    options.input,
  )[0]
  const pureTransition = transition as (logic: AnyStateMachine, s: S, e: AnyEventObject) => [S, unknown[]]

  // The transitions the pure model takes on a step, eventless and raised follow-ups included: xstate tells
  // them only to an inspected scope (src/machine-graph/step.ts, shared with the atlas's simulation). A step
  // it cannot replay falls back to the event's own transitions (`getTransitionData`).
  const modelTransitions = (previous: S | undefined, event: AnyEventObject, input: unknown): string[] => {
    try {
      return [...new Set(stepWithTransitions(machine, previous, event, input).transitions)]
    } catch {
      if (!previous) return []
      return machine.getTransitionData(previous, event).map((t: AnyTransitionDefinition) => transitionKey(t))
    }
  }
  const recordSteps = (path: ModelPath<TM>, failedAt: number | undefined): CoverageStep[] =>
    path.steps.map((step, i): CoverageStep => {
      const expected = priv(step.expected)
      const previous = path.steps[i - 1]
      const event = step.event as AnyEventObject
      return {
        label: step.label,
        event: event.type,
        value: snapshotValueText(expected),
        states: activeStates(expected),
        transitions: modelTransitions(previous && priv(previous.expected), event, path.input),
        ran: failedAt === undefined || i <= failedAt,
      }
    })

  // Pitfall 8: the graph's states are representatives of a lossy key; replay to know the truth.
  const paths: Array<ModelPath<TM>> = eventLists.map((events, index) => {
    const steps: Array<ModelStep<TM>> = [
      { event: { type: 'xstate.init' }, label: 'start', expected: pub(initial) },
    ]
    let current = initial
    for (const event of events) {
      current = pureTransition(machine, current, event)[0]
      steps.push({ event: event as ModelEvent<TM>, label: labelOf(event), expected: pub(current) })
    }
    const n = String(index + 1).padStart(String(eventLists.length).length, '0')
    const name = `${n}. ${stateLabel(current)} ← ${events.map(labelOf).join(' → ') || 'start'}`
    return { index, name, input: options.input, steps }
  })

  const stats = {
    paths: paths.length,
    steps: paths.reduce((sum, p) => sum + p.steps.length - 1, 0),
    generationMs: Math.round(performance.now() - started),
  }

  // ------------------------------------------------------------------ replay

  const matchesKey = (s: S, key: string): boolean =>
    key.startsWith('#')
      ? (s._nodes as AnyStateNode[]).some((n) => n.id === key.slice(1))
      : (s.matches as (v: string) => boolean)(key)

  const checkKeys = (states: Record<string, unknown>) => {
    const unknownKeys = Object.keys(states).filter((key) =>
      key.startsWith('#') ? !nodeIds.has(key.slice(1)) : !nodePaths.has(key),
    )
    if (unknownKeys.length)
      throw new Error(`Unknown state key(s) in executor.states: ${unknownKeys.join(', ')}`)
  }

  const flush = () =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms)
    })

  const resolveDelay = (delay: string | number, previous: S, lastEvent: AnyEventObject): number => {
    if (typeof delay === 'number') return delay
    const configured: unknown = (machine.implementations.delays as Record<string, unknown>)[delay]
    if (typeof configured === 'number') return configured
    if (typeof configured === 'function') {
      return (configured as (args: { context: unknown; event: AnyEventObject }) => number)({
        context: previous.context,
        event: lastEvent,
      })
    }
    const numeric = Number(delay)
    if (Number.isFinite(numeric)) return numeric
    throw new Error(`Delay "${delay}" is not defined in the machine's delays`)
  }

  const runPath = async (path: ModelPath<TM>, executor: Executor<TM, TSrc>): Promise<void> => {
    const states = executor.states as Record<string, ((ctx: StateContext<TM, TSrc>) => Awaitable) | undefined>
    const events = executor.events as Record<
      string,
      ((ctx: StepContext<TM, TSrc, AnyEventObject>) => Awaitable) | undefined
    >
    checkKeys(states)
    const entry = entryFor(machine)
    entry.paths += 1

    // Pitfall 4: the clock is fake before the view creates (and schedules on) its actor.
    vi.useFakeTimers({ shouldAdvanceTime: false })
    const user = settlingUser(userEvent.setup({ delay: null }))
    const controllables: Record<string, Controllable<unknown, unknown>> = {}
    for (const src of options.controllable ?? [])
      controllables[src] = createControllable<unknown, unknown>(src)
    const actors = controllables as unknown as Controllables<TM, TSrc>
    const running = (machine.provide as (impl: unknown) => TM)({
      actors: Object.fromEntries(Object.entries(controllables).map(([src, c]) => [src, c.logic])),
    })

    let latest: S | undefined
    const inspect = (ev: InspectionEvent): void => {
      if (ev.actorRef.sessionId !== ev.rootId) return
      if (ev.type === '@xstate.microstep') {
        for (const t of ev._transitions) {
          entry.transitions.add(transitionKey(t))
          // The source of a taken transition was active, even a transient initial state that the
          // first macrostep enters and leaves before any snapshot shows it.
          for (let n: AnyStateNode | undefined = t.source; n; n = n.parent) entry.states.add(n.id)
        }
      }
      if (ev.type === '@xstate.microstep' || ev.type === '@xstate.snapshot') {
        const s = ev.snapshot as S
        for (const n of (s._nodes as AnyStateNode[] | undefined) ?? []) entry.states.add(n.id)
        if (ev.type === '@xstate.snapshot') latest = s
      }
    }
    const running$ = (): S => {
      if (!latest)
        throw new Error('The view never reported a snapshot: pass `inspect` to the actor it creates')
      return latest
    }
    const snapshot = (): Snap<TM> => pub(running$())

    const base = (step: number, expected: S): BaseContext<TM, TSrc> => ({
      expected: pub(expected),
      actors,
      user,
      screen,
      snapshot,
      advance,
      step,
    })

    const assertState = async (step: number, expected: S): Promise<void> => {
      const actual = running$()
      const actualKey = JSON.stringify([
        actual.value,
        actual.status,
        pick(actual.context as Record<string, unknown>),
      ])
      const expectedKey = JSON.stringify([
        expected.value,
        expected.status,
        pick(expected.context as Record<string, unknown>),
      ])
      if (actualKey !== expectedKey) {
        throw new StepFailure(
          step,
          'running actor',
          new Error(`the running actor is in ${actualKey}, the model expects ${expectedKey}`),
        )
      }
      const keys = Object.keys(states).filter((key) => matchesKey(expected, key))
      if (!keys.length && executor.requireStateAssertion !== false) {
        throw new StepFailure(
          step,
          'state assertion',
          new Error(`no executor.states key matches ${snapshotValueText(expected)}`),
        )
      }
      for (const key of keys) {
        try {
          await states[key]?.(base(step, expected))
        } catch (err) {
          throw new StepFailure(step, `state assertion "${key}"`, err)
        }
      }
    }

    const defaultExecutor = (
      type: string,
    ): ((ctx: StepContext<TM, TSrc, AnyEventObject>) => Promise<void>) | undefined => {
      const settle = (id: string, how: 'resolve' | 'reject') => {
        const src = invokes.get(id)
        const controllable = src === undefined ? undefined : controllables[src]
        if (!controllable) {
          throw new Error(
            `No executor for ${type}: invoke "${id}" (src ${src ?? '?'}) is not controllable; list it in options.controllable or write an executor`,
          )
        }
        return async (ctx: StepContext<TM, TSrc, AnyEventObject>) => {
          if (how === 'resolve') controllable.resolve((ctx.event as Partial<DoneActorSample>).output)
          else controllable.reject((ctx.event as Partial<ErrorActorSample>).error)
          await Promise.resolve()
        }
      }
      const actor = parseActorEvent(type)
      if (actor !== undefined) return settle(actor.invokeId, actor.outcome === 'done' ? 'resolve' : 'reject')
      const after = afterEvents.get(type)
      if (!after) return undefined
      return async (ctx) => {
        const previous = priv(ctx.previous)
        const ms = resolveDelay(after.delay, previous, lastEvent)
        if (ms > 0) {
          await ctx.advance(ms - 1)
          const before = JSON.stringify(running$().value)
          if (before !== JSON.stringify(previous.value)) {
            throw new Error(
              `a timer fired 1 ms early: ${after.delay} (${ms} ms) should leave ${snapshotValueText(previous)} until then, the actor is in ${before}`,
            )
          }
          try {
            await assertState(ctx.step - 1, previous)
          } catch (err) {
            const detail = err instanceof StepFailure ? `${err.phase}: ${err.message}` : String(err)
            throw new Error(
              `1 ms before ${after.delay} fires, ${snapshotValueText(previous)} must still show: ${detail}`,
              {
                cause: err,
              },
            )
          }
          await ctx.advance(1)
        } else {
          await ctx.advance(0)
        }
      }
    }

    let lastEvent: AnyEventObject = { type: 'xstate.init' }
    let failure: StepFailure | undefined
    try {
      try {
        await executor.render({ machine: running, inspect, actors, input: path.input })
        await flush()
      } catch (err) {
        throw new StepFailure(0, 'render', err)
      }
      const start = path.steps[0]
      if (!start) throw new StepFailure(0, 'harness', new Error('the path has no start step'))
      await assertState(0, priv(start.expected))
      for (let i = 1; i < path.steps.length; i++) {
        const step = path.steps[i]
        const previous = path.steps[i - 1]
        if (!step || !previous) break
        const event = step.event as AnyEventObject
        try {
          const exec = events[event.type] ?? defaultExecutor(event.type)
          if (!exec) throw new Error(`No executor for event ${event.type}`)
          await exec({ ...base(i, priv(step.expected)), event, previous: previous.expected })
          await flush()
        } catch (err) {
          throw err instanceof StepFailure ? err : new StepFailure(i, `event ${event.type}`, err)
        }
        lastEvent = event
        await assertState(i, priv(step.expected))
      }
    } catch (err) {
      failure = err instanceof StepFailure ? err : new StepFailure(0, 'harness', err)
    } finally {
      cleanup()
      vi.useRealTimers()
    }
    await recordRun(entry, {
      name: path.name,
      file: currentTestFile(),
      status: failure ? 'failed' : 'passed',
      ...(failure && { failure: { step: failure.step, phase: failure.phase, message: failure.message } }),
      steps: recordSteps(path, failure?.step),
    })
    if (failure) throw new Error(formatFailure(path, failure), { cause: failure.original })
  }

  const formatFailure = (path: ModelPath<TM>, failure: StepFailure): string => {
    const lines = path.steps.map((step, i) => {
      const head = `  ${i}. ${step.label} → ${snapshotValueText(priv(step.expected))}`
      if (i < failure.step) return `${head} ✓`
      if (i === failure.step) return `${head} ✗ at step ${i} (${failure.phase})`
      return `${head} (not run)`
    })
    const cause = failure.original instanceof Error ? failure.original.message : String(failure.original)
    return [`Model path failed: ${path.name}`, ...lines, `✗ at step ${failure.step}: ${cause}`].join('\n')
  }

  const testPaths: Model<TM, TSrc>['testPaths'] = (executor, testOptions = {}) => {
    const name = testOptions.title === undefined ? machine.id : `${machine.id}, ${testOptions.title}`
    describe(`model ${name} (${paths.length} paths)`, () => {
      for (const path of paths) it(path.name, () => runPath(path, executor))
      if (testOptions.expectFullCoverage !== false) {
        it('covers every state and transition', () => {
          expectFullCoverage(machine.id)
        })
      }
    })
  }

  return {
    machine,
    machineId: machine.id,
    paths,
    stats,
    invokes,
    afterEvents,
    runPath,
    testPaths,
    coverage: () => {
      const entry = registry.get(machine.id)
      const [coverage] = mergeFragments([
        entry
          ? toFragment(entry)
          : {
              environment,
              machineId: machine.id,
              file: currentTestFile(),
              paths: 0,
              states: { all: universe.states, covered: [] },
              transitions: { all: universe.transitions, covered: [] },
              pathRecords: [],
            },
      ])
      if (!coverage) throw new Error('unreachable')
      return coverage
    },
    runs: () => {
      const entry = registry.get(machine.id)
      return entry ? [...entry.pathRecords, ...entry.pending] : []
    },
  }
}
