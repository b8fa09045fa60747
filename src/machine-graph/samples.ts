import type { AnyEventObject, AnyStateMachine } from 'xstate'

/*
 * Sample events of a machine, in one place for the model-based tests (tests/model/*.model.test.tsx pass them to
 * `createModel`) and the atlas's simulation (src/atlas), so an analyst can walk every branch the tests walk.
 * One module per machine file: `tests/model/samples/<stem>.samples.ts` for `machines/<stem>.machine.ts`, whose
 * default export is `defineSamples(machine, { … })`. The atlas finds them by that name; no registration.
 */

/** The samples of one way of starting the machine (the model tests' "model": input plus sample events). */
export interface SampleScenario {
  /** How the tests call it: `default`, `android`, `resume`… */
  name: string
  /** The machine's input for this scenario (undefined for a machine without input). */
  input?: unknown
  /**
   * Payloads for user events, outputs for `xstate.done.actor.<invokeId>`, errors for `xstate.error.actor.<id>`
   * (several per type reach several guarded branches). An event type without a sample is offered bare.
   */
  events: readonly AnyEventObject[]
}

export interface MachineSamples {
  machineId: string
  scenarios: SampleScenario[]
}

/** What a test file passes to `createModel` for one scenario: `input` and `events` come from here. */
export interface ScenarioSamples {
  input?: unknown
  events?: readonly AnyEventObject[]
}

/** The default export of a samples module: the scenarios in the order the atlas offers them. */
export function defineSamples(
  machine: AnyStateMachine,
  scenarios: Readonly<Record<string, ScenarioSamples>>,
): MachineSamples {
  return {
    machineId: machine.id,
    scenarios: Object.entries(scenarios).map(([name, scenario]) => ({
      name,
      ...(scenario.input === undefined ? {} : { input: scenario.input }),
      events: [...(scenario.events ?? [])],
    })),
  }
}
