import { useEffect, useEffectEvent, useId, useMemo, useState } from 'react'
import {
  LiveContext,
  LiveStepSummary,
  LiveTimeline,
  NoLiveData,
  RunPage,
  STATUS_TEXT,
  stepDecorations,
  useShownStep,
} from '../live/live-view.tsx'
import { useLiveSessions } from '../live/sessions.ts'
import type { ModeProps } from '../types.ts'
import { clockTime } from './describe.ts'
import './modes.css'

/*
 * Live, on a machine's page: the newest run of this machine in the sandbox app (another tab, or the panel on
 * the screen), followed step by step on the diagram, with its timeline to look back.
 */

export function LiveMode({ entry, onDecorations }: ModeProps) {
  const ids = useId()
  const all = useLiveSessions()
  const sessions = useMemo(() => all.filter((s) => s.machineId === entry.machineId), [all, entry.machineId])
  // null follows the newest run; a run the tester picked stays until another is picked.
  const [chosen, setChosen] = useState<string | null>(null)
  const session = sessions.find((s) => s.sessionId === chosen) ?? sessions[0]
  const { step, following, choose } = useShownStep(session)

  const decorations = useMemo(() => stepDecorations(entry.graph, step), [entry.graph, step])
  const publish = useEffectEvent(() => onDecorations(decorations))
  useEffect(() => {
    publish()
  }, [decorations])
  const clear = useEffectEvent(() => onDecorations({}))
  useEffect(() => () => clear(), [])

  return (
    <section className="mode" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="mode__title">
        Live
      </h2>
      {session === undefined ? (
        <NoLiveData machineId={entry.machineId} />
      ) : (
        <>
          {sessions.length > 1 ? (
            <div className="mode-field">
              <label htmlFor={`${ids}-run`}>Run</label>
              <select
                id={`${ids}-run`}
                value={chosen !== null && session.sessionId === chosen ? chosen : ''}
                onChange={(e) => setChosen(e.target.value === '' ? null : e.target.value)}
              >
                <option value="">The newest run (follows new ones)</option>
                {sessions.map((s) => (
                  <option key={s.sessionId} value={s.sessionId}>
                    {clockTime(s.startedAt)} {s.page || s.sessionId} ({STATUS_TEXT[s.status]})
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <RunPage page={session.page} startedAt={session.startedAt} status={session.status} />
          {step ? <LiveStepSummary step={step} session={session} graph={entry.graph} /> : null}
          <LiveTimeline
            session={session}
            shown={step}
            following={following}
            onChoose={choose}
            graph={entry.graph}
          />
          {step ? <LiveContext step={step} /> : null}
        </>
      )}
    </section>
  )
}
