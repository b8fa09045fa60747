import { useEffect, useEffectEvent, useId, useState } from 'react'
import type { CoveragePath } from '../../machine-graph/coverage-file.ts'
import type { MachineGraph } from '../../machine-graph/graph.ts'
import type { Decorations } from '../types.ts'
import { leafStates } from './graph-text.ts'
import { edgesOfKeys } from './simulation.ts'

// One path of the model run's coverage file, played step by step on the diagram (coverage.tsx chooses it).

/** How long a step stays on the diagram while a path plays. */
export const PLAY_STEP_MS = 1200

function stepMark(path: CoveragePath, index: number): 'ran' | 'failed' | 'not run' {
  if (path.failure?.step === index) return 'failed'
  return path.steps[index]?.ran === false ? 'not run' : 'ran'
}

/** Plays one path on the diagram: Previous / Next / Play, a step counter, the steps to jump to. */
export function PathPlayer({
  path,
  graph,
  onPlayback,
}: {
  path: CoveragePath
  graph: MachineGraph
  onPlayback: (decorations: Decorations) => void
}) {
  const ids = useId()
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const last = path.steps.length - 1
  const step = path.steps[index]

  // Playing stops by itself at the last step.
  const running = playing && index < last
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setIndex((current) => Math.min(current + 1, last)), PLAY_STEP_MS)
    return () => clearInterval(timer)
  }, [running, last])

  const publish = useEffectEvent(() => {
    if (!step) return onPlayback({})
    const decorations: Decorations = {
      active: new Set(step.states),
      taken: edgesOfKeys(graph, step.transitions),
    }
    if (path.failure?.step === index) decorations.failed = new Set(leafStates(step.states))
    onPlayback(decorations)
  })
  useEffect(() => {
    publish()
  }, [step, index])
  const clear = useEffectEvent(() => onPlayback({}))
  useEffect(() => () => clear(), [])

  const togglePlay = () => {
    if (running) return setPlaying(false)
    if (index >= last) setIndex(0)
    setPlaying(true)
  }

  const mark = stepMark(path, index)
  return (
    <div className="mode-player" role="group" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="mode__subtitle">
        Playing: <span className="mode-path__name">{path.name}</span>
      </h3>
      <p className="mode__hint">{path.file}</p>
      {path.failure ? (
        <div className="mode-problem" role="note">
          <p>
            <strong>
              Failed at step {path.failure.step} ({path.failure.phase}).
            </strong>
          </p>
          <p className="mode-problem__message">{path.failure.message}</p>
        </div>
      ) : null}
      <div className="mode-row">
        <button
          type="button"
          className="mode-button"
          onClick={() => {
            setPlaying(false)
            setIndex(Math.max(0, index - 1))
          }}
          disabled={index === 0}
        >
          Previous
        </button>
        <button type="button" className="mode-button" onClick={togglePlay}>
          {running ? 'Pause' : 'Play'}
        </button>
        <button
          type="button"
          className="mode-button"
          onClick={() => {
            setPlaying(false)
            setIndex(Math.min(last, index + 1))
          }}
          disabled={index >= last}
        >
          Next
        </button>
      </div>
      <div className="mode-now" aria-live="polite">
        <p className="mode-now__step">
          Step {index} of {last}
        </p>
        {step ? (
          <p>
            {step.label} <span aria-hidden="true">→</span>
            <span className="visually-hidden"> to</span> <code>{step.value}</code>
          </p>
        ) : null}
        {mark === 'failed' ? <p className="mode-now__mark mode-status--failed">This step failed.</p> : null}
        {mark === 'not run' ? (
          <p className="mode-now__mark">This step did not run: the diagram shows what the model expected.</p>
        ) : null}
      </div>
      <ol className="mode-steps" start={0}>
        {path.steps.map((s, i) => {
          const m = stepMark(path, i)
          return (
            <li key={i}>
              <button
                type="button"
                className={`mode-button mode-step mode-step--${m.replace(' ', '-')}`}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => {
                  setPlaying(false)
                  setIndex(i)
                }}
              >
                <span className="mode-step__index">{i}</span>
                <span className="mode-step__label">
                  {s.label}
                  {m === 'ran' ? null : <span className="mode-step__mark"> ({m})</span>}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
