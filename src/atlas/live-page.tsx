import { useId, useMemo, useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { SelectionDetails } from './details.tsx'
import { Diagram } from './diagram.tsx'
import { useEntry } from './entries.ts'
import { useLayout } from './layout-service.ts'
import {
  LiveContext,
  LiveStepSummary,
  LiveTimeline,
  NoLiveData,
  pageParts,
  RunPage,
  STATUS_TEXT,
  stepDecorations,
  useShownStep,
} from './live/live-view.tsx'
import { useLiveSessions, type LiveSession } from './live/sessions.ts'
import { clockTime } from './modes/describe.ts'
import type { AtlasEntry, Selection } from './types.ts'
import { usePageTitle } from './use-page-title.ts'
import './modes/modes.css'

/*
 * Every flow running in the sandbox app (other tabs, or the screen this page is embedded in), newest first,
 * the chosen one drawn with its active states and the transition just taken, and its timeline. `embed` is
 * the compact panel a tester opens over a screen: it always follows the newest run.
 */
const HINT = 'The flows of the sandbox app, as they run in any tab of this browser.'

export function LivePage({ embed = false }: { embed?: boolean }) {
  const sessions = useLiveSessions()
  // null follows the newest run; a run the tester picked stays shown.
  const [chosen, setChosen] = useState<string | null>(null)
  const session = (embed ? undefined : sessions.find((s) => s.sessionId === chosen)) ?? sessions[0]
  const ids = useId()

  usePageTitle(embed ? 'Live flow · Machine atlas' : 'Live flows · Machine atlas')

  return (
    <div className={`atlas atlas-page live-page${embed ? ' live-page--embed' : ''}`} data-app="bayad.atlas">
      <header className="atlas-header">
        {embed ? null : (
          <nav aria-label="Breadcrumb" className="atlas-crumbs">
            <Link href="/" className="atlas-crumbs__link">
              Machine atlas
            </Link>
            <span aria-hidden="true"> / </span>
          </nav>
        )}
        <h1 className="atlas-header__title">{embed ? 'Live flow' : 'Live flows'}</h1>
      </header>
      <main className="atlas-main live-page__main">
        {session === undefined ? (
          <>
            {embed ? null : <p className="mode__hint">{HINT}</p>}
            <NoLiveData embed={embed} />
          </>
        ) : (
          <SessionView
            key={session.sessionId}
            session={session}
            embed={embed}
            runs={
              embed ? null : (
                <nav className="live-page__sessions" aria-labelledby={`${ids}-runs`}>
                  <h2 id={`${ids}-runs`} className="mode__subtitle">
                    Runs <span className="mode__meta">newest first</span>
                  </h2>
                  <p className="mode__hint">{HINT}</p>
                  <ul className="mode-list">
                    {sessions.map((s) => (
                      <li key={s.sessionId}>
                        <SessionButton
                          session={s}
                          shown={s === session}
                          onChoose={() => setChosen(s === sessions[0] ? null : s.sessionId)}
                        />
                      </li>
                    ))}
                  </ul>
                  {chosen !== null ? (
                    <button type="button" className="mode-button" onClick={() => setChosen(null)}>
                      Follow the newest run
                    </button>
                  ) : null}
                </nav>
              )
            }
          />
        )}
      </main>
    </div>
  )
}

function SessionButton({
  session,
  shown,
  onChoose,
}: {
  session: LiveSession
  shown: boolean
  onChoose: () => void
}) {
  return (
    <button
      type="button"
      className="mode-button mode-session"
      aria-current={shown ? 'true' : undefined}
      onClick={onChoose}
    >
      <span className="mode-session__machine">{session.machineId}</span>
      <span className="mode-session__page">{pageParts(session.page).path || 'page not heard'}</span>
      <span className="mode-session__meta">
        {clockTime(session.startedAt)} · {session.steps.length}{' '}
        {session.steps.length === 1 ? 'step' : 'steps'} ·{' '}
        <span className={`mode-status mode-status--${session.status}`}>{STATUS_TEXT[session.status]}</span>
      </span>
    </button>
  )
}

/**
 * One run: the diagram at the shown step, as tall as the window allows; beside it (below it on a phone) the
 * runs, the timeline and the context at the shown step.
 */
function SessionView({ session, embed, runs }: { session: LiveSession; embed: boolean; runs: ReactNode }) {
  const loaded = useEntry(session.machineId)
  const { step, following, choose } = useShownStep(session)
  const ids = useId()
  const graph = loaded.status === 'ready' ? loaded.value?.graph : undefined
  const timeline = (
    <LiveTimeline session={session} shown={step} following={following} onChoose={choose} graph={graph} />
  )
  return (
    <div className="live-page__body">
      {embed ? null : (
        <div className="live-page__side">
          {runs}
          {timeline}
          {step ? <LiveContext step={step} /> : null}
        </div>
      )}
      <section className="live-page__session" aria-labelledby={`${ids}-title`}>
        <div className="live-page__head">
          <h2 id={`${ids}-title`} className="mode__title">
            <code>{session.machineId}</code>
          </h2>
          <RunPage page={session.page} startedAt={session.startedAt} status={session.status} />
        </div>
        {step ? <LiveStepSummary step={step} session={session} graph={graph} /> : null}
        {loaded.status === 'ready' && loaded.value !== undefined ? (
          <LiveDiagram entry={loaded.value} session={session} step={step} />
        ) : loaded.status === 'loading' ? (
          <p className="mode__hint">Loading the machine…</p>
        ) : (
          <p className="mode-problem" role="alert">
            {loaded.status === 'failed'
              ? `The machine ${session.machineId} could not be loaded: ${loaded.error}`
              : `No machine file has the id ${session.machineId}: the diagram cannot be drawn.`}
          </p>
        )}
        {embed ? (
          <>
            <details className="mode-section">
              <summary>Timeline ({session.steps.length} steps)</summary>
              {timeline}
            </details>
            {step ? <LiveContext step={step} /> : null}
          </>
        ) : null}
      </section>
    </div>
  )
}

function LiveDiagram({
  entry,
  session,
  step,
}: {
  entry: AtlasEntry
  session: LiveSession
  step: ReturnType<typeof useShownStep>['step']
}) {
  const [descriptions, setDescriptions] = useState(false)
  const layout = useLayout(entry, descriptions)
  const [selection, setSelection] = useState<Selection>(null)
  const decorations = useMemo(() => stepDecorations(entry.graph, step), [entry.graph, step])
  if (layout.status === 'loading') return <p className="mode__hint">Laying out {session.machineId}…</p>
  if (layout.status === 'failed')
    return (
      <p className="mode-problem" role="alert">
        The diagram could not be laid out: {layout.error}
      </p>
    )
  return (
    <div className="live-page__diagram">
      <Diagram
        graph={entry.graph}
        layout={layout.result.layout}
        decorations={decorations}
        selection={selection}
        onSelect={setSelection}
        descriptions={descriptions}
        onDescriptions={setDescriptions}
      />
      {selection !== null ? (
        <SelectionDetails graph={entry.graph} selection={selection} onSelect={setSelection} />
      ) : null}
    </div>
  )
}
