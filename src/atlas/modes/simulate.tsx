import { useEffect, useEffectEvent, useId, useState } from 'react'
import type { SampleScenario } from '../../machine-graph/samples.ts'
import type { AtlasEntry, ModeProps } from '../types.ts'
import { toJson } from '../json-safe.ts'
import { summarize } from './describe.ts'
import {
  activeStates,
  edgesOfKeys,
  enabledEvents,
  startSimulation,
  stateValueText,
  stepSimulation,
  type SimEvent,
  type SimStep,
} from './simulation.ts'
import { ValueTree } from './value-tree.tsx'
import './modes.css'

/*
 * Simulate: the machine stepped by its pure transition function, without the app. Its invoked actors and
 * timers never run; their outcomes are buttons like any event, with the samples the model tests use.
 */

const BARE_SCENARIO: SampleScenario = { name: 'default', events: [] }

function scenariosOf(entry: AtlasEntry): SampleScenario[] {
  const scenarios = entry.samples?.scenarios ?? []
  return scenarios.length > 0 ? scenarios : [BARE_SCENARIO]
}

interface Run {
  /** What the run belongs to: a new machine or scenario starts a new run. */
  machineId: string
  scenario: number
  history: SimStep[]
  /** The last event that failed, with the message; the history is unchanged by it. */
  failure: { label: string; message: string } | null
  /** The machine could not even start (its context needs input the scenario does not give). */
  startError: string | null
}

function startRun(entry: AtlasEntry, scenario: number): Run {
  const chosen = scenariosOf(entry)[scenario] ?? BARE_SCENARIO
  const run: Run = { machineId: entry.machineId, scenario, history: [], failure: null, startError: null }
  try {
    run.history = [startSimulation(entry.machine, chosen.input)]
  } catch (error) {
    run.startError = messageOf(error)
  }
  return run
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export function SimulateMode({ entry, onDecorations, onSelect: _onSelect }: ModeProps) {
  const scenarios = scenariosOf(entry)
  const [run, setRun] = useState<Run>(() => startRun(entry, 0))
  // Another machine on the same page (the router keeps this component): start that one afresh.
  if (run.machineId !== entry.machineId) setRun(startRun(entry, 0))
  const scenario = scenarios[run.scenario] ?? BARE_SCENARIO
  const step = run.history.at(-1)
  const ids = useId()

  const events = step ? enabledEvents(entry.graph, step.snapshot, scenario.events) : []

  const publish = useEffectEvent(() => {
    if (!step) return onDecorations({})
    onDecorations({
      active: new Set(activeStates(step.snapshot)),
      taken: edgesOfKeys(entry.graph, step.transitions),
    })
  })
  useEffect(() => {
    publish()
  }, [step])
  const clear = useEffectEvent(() => onDecorations({}))
  useEffect(() => () => clear(), [])

  const send = (choice: SimEvent) => {
    if (!step) return
    try {
      const next = stepSimulation(entry.machine, step.snapshot, choice.event, choice.label)
      setRun({ ...run, history: [...run.history, next], failure: null })
    } catch (error) {
      setRun({ ...run, failure: { label: choice.label, message: messageOf(error) } })
    }
  }
  const back = () => setRun({ ...run, history: run.history.slice(0, -1), failure: null })
  const restart = (index = run.scenario) => setRun(startRun(entry, index))

  const snapshot = step?.snapshot
  const done = snapshot?.status === 'done'
  const context = toJson(snapshot?.context)
  const output = done ? (snapshot.output as unknown) : undefined

  return (
    <section className="mode" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="mode__title">
        Simulate
      </h2>
      <p className="mode__hint">
        The machine runs here on its own: invoked actors and timers are stubs, their outcomes are events you
        send.
      </p>

      <div className="mode-field">
        <label htmlFor={`${ids}-scenario`}>Scenario</label>
        <select
          id={`${ids}-scenario`}
          value={run.scenario}
          onChange={(e) => restart(Number(e.target.value))}
          aria-describedby={`${ids}-input`}
        >
          {scenarios.map((s, index) => (
            <option key={s.name} value={index}>
              {s.name}
            </option>
          ))}
        </select>
        <p id={`${ids}-input`} className="mode__hint">
          {scenario.input === undefined ? 'No input.' : `Input: ${summarize(scenario.input, 120)}`}
          {entry.samples ? '' : ' No samples file: events are offered without payloads.'}
        </p>
      </div>

      {run.startError !== null ? (
        <div className="mode-problem" role="alert">
          <p>
            <strong>The machine could not start.</strong> {run.startError}
          </p>
        </div>
      ) : null}

      {snapshot ? (
        <>
          <div className="mode-now" role="status" aria-live="polite">
            <p className="mode-now__value">
              <span className="mode-now__label">State</span> <code>{stateValueText(snapshot)}</code>
            </p>
            <p className="mode-now__step">
              Step {run.history.length - 1}
              {step && step.event ? `: ${step.label}` : ': start'}
            </p>
            {done ? (
              <p className="mode-now__done">
                The machine is done
                {output === undefined ? '.' : `, with output ${summarize(output, 120)}.`}
              </p>
            ) : null}
          </div>

          {run.failure ? (
            <div className="mode-problem" role="alert">
              <p>
                <strong>{run.failure.label}</strong> failed: {run.failure.message}
              </p>
              <p>The machine stays where it was.</p>
            </div>
          ) : null}

          <h3 className="mode__subtitle">Events you can send now</h3>
          {done ? (
            <p className="mode__hint">None: a final state accepts no events.</p>
          ) : events.length === 0 ? (
            <p className="mode__hint">None: no active state handles an event it would act on.</p>
          ) : (
            <ul className="mode-events">
              {events.map((choice, index) => (
                <li key={`${choice.event.type}-${index}`}>
                  <button
                    type="button"
                    className={`mode-button mode-event mode-event--${choice.kind}`}
                    onClick={() => send(choice)}
                  >
                    {choice.button}
                  </button>
                </li>
              ))}
            </ul>
          )}

          <div className="mode-row">
            <button type="button" className="mode-button" onClick={back} disabled={run.history.length < 2}>
              Back
            </button>
            <button type="button" className="mode-button" onClick={() => restart()}>
              Restart
            </button>
          </div>

          <h3 className="mode__subtitle">Actions this step asked for</h3>
          {step && step.actions.length > 0 ? (
            <ul className="mode-actions">
              {step.actions.map((action, index) => (
                <li key={index}>
                  <code>{action}</code>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mode__hint">None of the machine’s own actions.</p>
          )}
          {step && step.builtIns.length > 0 ? (
            <>
              <p id={`${ids}-builtins`} className="mode-builtins__title">
                What xstate does for it
              </p>
              <ul className="mode-builtins" aria-labelledby={`${ids}-builtins`}>
                {step.builtIns.map((text, index) => (
                  <li key={index}>{text}</li>
                ))}
              </ul>
            </>
          ) : null}

          <details className="mode-section" open>
            <summary>Context</summary>
            <ValueTree value={context} label="Context" />
          </details>

          <h3 className="mode__subtitle">Steps</h3>
          <ol className="mode-history" start={0}>
            {run.history.map((item, index) => (
              <li key={index} aria-current={index === run.history.length - 1 ? 'step' : undefined}>
                <span className="mode-history__event">{item.label}</span> <span aria-hidden="true">→</span>
                <span className="visually-hidden"> to</span> <code>{stateValueText(item.snapshot)}</code>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  )
}
