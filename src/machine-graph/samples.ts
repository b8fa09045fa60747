import type { AnyEventObject, AnyStateMachine, EventFromLogic, InputFrom } from 'xstate'

/*
 * Sample events of a machine, in one place for the model-based tests (tests/model/*.model.test.tsx pass them to
 * `createModel`) and the atlas's simulation (src/atlas), so an analyst can walk every branch the tests walk.
 * One module per machine file: `tests/model/samples/<stem>.samples.ts` for `machines/<stem>.machine.ts`, whose
 * default export is `defineSamples(machine, scenarios)`. The atlas finds them by that name; no registration.
 *
 *   export const scenarios = {
 *     android: { input: androidInput, events: samples },
 *     resume: { input: resumeInput, events: [...] },
 *   } satisfies SampleScenarios<typeof repayByCardMachine>
 *   export default defineSamples(repayByCardMachine, scenarios)
 *
 * The tests read `scenarios.android` (or the default export's `byName.android`), typed by the machine; the atlas
 * reads the default export's `scenarios`, in order.
 */

/** What the world answers for an invoked actor: a sample output (several reach several guarded branches). */
export interface DoneActorSample {
  type: `xstate.done.actor.${string}`
  output: unknown
}
/** An invoked actor's failure, with a sample error. */
export interface ErrorActorSample {
  type: `xstate.error.actor.${string}`
  error: unknown
}
/** A delay running out: `xstate.after.<delay>.<state id>`. */
export interface AfterSample {
  type: `xstate.after.${string}`
}
/** Events the world sends rather than the user: their samples carry what guards and actions read. */
export type SyntheticEvent = DoneActorSample | ErrorActorSample | AfterSample

/** A sample event of a machine: one of its own events, or an outcome of the world. */
export type SampleEvent<TM extends AnyStateMachine = AnyStateMachine> = EventFromLogic<TM> | SyntheticEvent

/** One way of starting the machine, typed by it: what a test passes to `createModel`. */
export interface ScenarioSamples<TM extends AnyStateMachine = AnyStateMachine> {
  /** The machine's input for this scenario (none for a machine without input). */
  input?: InputFrom<TM>
  /**
   * Payloads for user events, outputs for `xstate.done.actor.<invokeId>`, errors for `xstate.error.actor.<id>`
   * (several per type reach several guarded branches). An event type without a sample is offered bare.
   */
  events?: ReadonlyArray<SampleEvent<TM>>
}

/** A samples module's scenarios by name (`default`, `android`, `resume`…); `satisfies` it to type the events. */
export type SampleScenarios<TM extends AnyStateMachine = AnyStateMachine> = Readonly<
  Record<string, ScenarioSamples<TM>>
>

/** One scenario as the atlas offers it: named, in the order the module lists them. */
export interface SampleScenario {
  /** How the tests call it: `default`, `android`, `resume`… */
  name: string
  /** The machine's input for this scenario (undefined for a machine without input). */
  input?: unknown
  events: readonly AnyEventObject[]
}

/** The default export of a samples module. */
export interface MachineSamples<TScenarios extends SampleScenarios = SampleScenarios> {
  machineId: string
  /** For the atlas: every scenario with its name, in order. */
  scenarios: SampleScenario[]
  /** For the tests: the scenarios as the module wrote them, typed by the machine. */
  byName: TScenarios
}

/** The default export of a samples module: the scenarios in the order the atlas offers them. */
export function defineSamples<TM extends AnyStateMachine, TScenarios extends SampleScenarios<TM>>(
  machine: TM,
  scenarios: TScenarios,
): MachineSamples<TScenarios> {
  return {
    machineId: machine.id,
    scenarios: Object.entries(scenarios).map(([name, scenario]) => ({
      name,
      ...(scenario.input === undefined ? {} : { input: scenario.input }),
      events: [...(scenario.events ?? [])],
    })),
    byName: scenarios,
  }
}
