import { useEffect, useId, useRef, useState } from 'react'
import type { MachineGraph } from '../../machine-graph/graph.ts'
import { eventLabel } from '../event-label.ts'
import { clockTime } from '../modes/describe.ts'
import { edgesOfKeys } from '../modes/simulation.ts'
import { ValueTree } from '../modes/value-tree.tsx'
import { useStandalone } from '../standalone-context.ts'
import type { Decorations } from '../types.ts'
import type { LiveStep } from './protocol.ts'
import type { LiveSession, LiveStatus } from './sessions.ts'

/* The parts of a live view that the machine page's Live mode and the live page share. */

export const STATUS_TEXT: Record<LiveStatus, string> = {
  active: 'running',
  done: 'done',
  error: 'stopped with an error',
  stopped: 'stopped',
}

/** The step shown: the latest while following, else the one the tester picked (looking back). */
export function useShownStep(session: LiveSession | undefined) {
  const [pick, setPick] = useState<{ sessionId: string; seq: number } | null>(null)
  const picked =
    session !== undefined && pick !== null && pick.sessionId === session.sessionId
      ? session.steps.find((step) => step.seq === pick.seq)
      : undefined
  const latest = session?.steps.at(-1)
  const step = picked ?? latest
  const following = picked === undefined || picked === latest
  const choose = (seq: number | null) => {
    if (session === undefined || seq === null || seq === latest?.seq) setPick(null)
    else setPick({ sessionId: session.sessionId, seq })
  }
  return { step, following, choose }
}

/** What a live step draws: its active states and the transitions it took. */
export function stepDecorations(graph: MachineGraph, step: LiveStep | undefined): Decorations {
  if (step === undefined) return {}
  return { active: new Set(step.states), taken: edgesOfKeys(graph, step.transitions) }
}

/**
 * A step's event as the simulation names it (event-label.ts): `done: commitRepayment (needsCode: true)`,
 * `after 60 s (SMS_RESEND_MS)`. With the machine's graph, the edges the step took and the states it left
 * say which trigger it was; without it (not loaded yet), the event's own type.
 */
export function eventText(step: LiveStep, previous?: LiveStep, graph?: MachineGraph): string {
  if (step.seq === 0) return 'start'
  const { type, payload } = step.event
  const fields =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? payload : undefined
  const taken = new Set(step.transitions)
  const sources = [
    ...(graph?.edges.filter((edge) => taken.has(edge.key)).map((edge) => edge.source) ?? []),
    ...(previous?.states ?? []),
  ]
  return eventLabel({ ...fields, type }, { graph, sources }).label
}

/** The step before `step` in its run, when it was kept. */
function previousOf(session: LiveSession, step: LiveStep): LiveStep | undefined {
  const index = session.steps.indexOf(step)
  return index > 0 ? session.steps[index - 1] : undefined
}

/** `/repayChoose` and its query (`?orderId=…`), shown apart: the path says which screen. */
export function pageParts(page: string): { path: string; query: string } {
  const at = page.indexOf('?')
  return at < 0 ? { path: page, query: '' } : { path: page.slice(0, at), query: page.slice(at) }
}

/** The steps of a run, oldest first; each one a button that shows it (the latest shows while following). */
export function LiveTimeline({
  session,
  shown,
  following,
  onChoose,
  graph,
}: {
  session: LiveSession
  shown: LiveStep | undefined
  following: boolean
  onChoose: (seq: number | null) => void
  /** The run's machine, once loaded: events named as its diagram names them. */
  graph?: MachineGraph | undefined
}) {
  const ids = useId()
  const list = useRef<HTMLOListElement>(null)
  // While following, the newest step stays in view as steps arrive (the list scrolls, never the page).
  const count = session.steps.length
  useEffect(() => {
    const element = list.current
    if (following && element !== null) element.scrollTop = element.scrollHeight
  }, [following, count])
  return (
    <div className="mode-timeline">
      <div className="mode-timeline__head">
        <h3 id={`${ids}-title`} className="mode__subtitle">
          Timeline <span className="mode__meta">{session.steps.length} steps</span>
        </h3>
        <button
          type="button"
          className="mode-button"
          onClick={() => onChoose(null)}
          disabled={following}
          aria-describedby={`${ids}-follow`}
        >
          Follow latest
        </button>
      </div>
      <p id={`${ids}-follow`} className="mode__hint" aria-live="polite">
        {following ? 'Following the latest step.' : `Looking back at step ${shown?.seq ?? ''}.`}
      </p>
      <ol ref={list} className="mode-list mode-list--scroll mode-steps" aria-labelledby={`${ids}-title`}>
        {session.steps.map((step, index) => {
          const isShown = step === shown
          return (
            <li key={step.seq}>
              <button
                type="button"
                className="mode-button mode-step mode-step--live"
                aria-current={isShown ? 'step' : undefined}
                onClick={() => onChoose(step.seq)}
              >
                <span className="mode-step__index">{step.seq}</span>
                <span className="mode-step__event">{eventText(step, session.steps[index - 1], graph)}</span>
                <span className="mode-step__time">{clockTime(step.at)}</span>
                <span className="mode-step__to">
                  <span aria-hidden="true">→ </span>
                  <span className="visually-hidden">to </span>
                  <code>{step.value}</code>
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/** The shown step: state value, event, time and status. */
export function LiveStepSummary({
  step,
  session,
  graph,
}: {
  step: LiveStep
  session: LiveSession
  graph?: MachineGraph | undefined
}) {
  const last = session.steps.at(-1)
  return (
    <div className="mode-now">
      <p className="mode-now__value">
        <span className="mode-now__label">State</span> <code data-testid="live-value">{step.value}</code>
      </p>
      <p className="mode-now__step">
        Step {step.seq}
        {last && last !== step ? ` of ${last.seq}` : ''}: {eventText(step, previousOf(session, step), graph)}{' '}
        at {clockTime(step.at)}
        {step.status === 'active' ? '' : ` (${STATUS_TEXT[step.status]})`}
      </p>
    </div>
  )
}

/** The shown step's context, folding. */
export function LiveContext({ step }: { step: LiveStep }) {
  return (
    <details className="mode-section" open>
      <summary>Context at step {step.seq}</summary>
      <ValueTree value={step.context} label={`Context at step ${step.seq}`} />
    </details>
  )
}

/** What to do when nothing was heard yet. */
export function NoLiveData({ machineId, embed = false }: { machineId?: string; embed?: boolean }) {
  const standalone = useStandalone()
  const preview = `${import.meta.env.BASE_URL}testPreview`
  if (embed)
    return (
      <div className="mode-empty">
        <p>
          <strong>Waiting for a flow on this screen.</strong>
        </p>
        <p className="mode__hint">Its steps show here as soon as it starts.</p>
      </div>
    )
  return (
    <div className="mode-empty">
      <p>
        <strong>{machineId ? `No run of ${machineId} heard yet.` : 'No flow heard yet.'}</strong>
      </p>
      {standalone ? (
        // The static atlas is not the app: it hears a sandbox app served from this same site only.
        <p className="mode__hint">
          Open the sandbox app&rsquo;s <code>/testPreview</code> page in another tab of this browser, on this
          same site, and start a flow there. Its steps show here as they happen, including those made before
          this page opened.
        </p>
      ) : (
        <>
          <p className="mode__hint">
            Start a flow of the sandbox app in another tab of this browser, for example from the test preview
            page. Its steps show here as they happen, including those made before this page opened.
          </p>
          <p>
            <a className="mode-button mode-button--link" href={preview} target="_blank" rel="noreferrer">
              Open the test preview in a new tab
            </a>
          </p>
        </>
      )}
    </div>
  )
}

/** Where a run happened and how it stands: the screen's path, its query apart, the start time, the status. */
export function RunPage({
  page,
  startedAt,
  status,
}: {
  page: string
  startedAt: number
  status: LiveStatus
}) {
  const { path, query } = pageParts(page)
  return (
    <div className="mode-run">
      <p>
        On <code>{path || 'an unknown page'}</code>, started {clockTime(startedAt)},{' '}
        <strong data-testid="live-status" className={`mode-status mode-status--${status}`}>
          {STATUS_TEXT[status]}
        </strong>
        .
      </p>
      {query ? (
        <p className="mode-run__query" title={query}>
          {query}
        </p>
      ) : null}
    </div>
  )
}
