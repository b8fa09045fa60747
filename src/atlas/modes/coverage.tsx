import { useEffect, useEffectEvent, useId, useMemo, useState, type ChangeEvent } from 'react'
import type { CoveragePath, MachineCoverageRecord } from '../../machine-graph/coverage-file.ts'
import type { MachineGraph } from '../../machine-graph/graph.ts'
import type { Decorations, ModeProps, Selection } from '../types.ts'
import {
  chooseEnvironment,
  countText,
  loadCoverageText,
  machineRecord,
  percent,
  useCoverage,
  type CoverageState,
} from './coverage-store.ts'
import { edgeOfKey, edgeText, stateName } from './graph-text.ts'
import { PathPlayer } from './path-player.tsx'
import './modes.css'

/*
 * Coverage: the model run's coverage file over the diagram (covered and not covered states and
 * transitions), what is not covered as a list, and the run's paths played step by step.
 */

export function CoverageMode({ entry, onDecorations, onSelect }: ModeProps) {
  const coverage = useCoverage()
  const record = machineRecord(coverage, entry.machineId)
  const ids = useId()
  const [chosen, setChosen] = useState<{ machineId: string; name: string } | null>(null)
  const path =
    chosen?.machineId === entry.machineId ? record?.paths.find((p) => p.name === chosen.name) : undefined

  const overlay = useMemo(
    () =>
      record && {
        states: new Set(record.states.covered),
        edgeKeys: new Set(record.transitions.covered),
      },
    [record],
  )
  const [playback, setPlayback] = useState<Decorations>({})
  const publish = useEffectEvent(() => onDecorations(overlay ? { ...playback, coverage: overlay } : {}))
  useEffect(() => {
    publish()
  }, [overlay, playback])
  const clear = useEffectEvent(() => onDecorations({}))
  useEffect(() => () => clear(), [])

  return (
    <section className="mode" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="mode__title">
        Coverage
      </h2>
      <CoverageSource coverage={coverage} />
      {record ? (
        <>
          <Counts record={record} />
          <NotCovered record={record} graph={entry.graph} onSelect={onSelect} />
          <PathList
            paths={record.paths}
            chosen={path?.name ?? null}
            onChoose={(name) => setChosen(name === null ? null : { machineId: entry.machineId, name })}
          />
          {path ? (
            <PathPlayer
              key={`${entry.machineId}\n${path.name}`}
              path={path}
              graph={entry.graph}
              onPlayback={setPlayback}
            />
          ) : null}
        </>
      ) : coverage.loaded && coverage.environment !== null ? (
        <p className="mode__hint">
          The coverage file has nothing for <code>{entry.machineId}</code> in {coverage.environment}: no model
          test ran this machine there.
        </p>
      ) : null}
    </section>
  )
}

/** Where the coverage comes from, the file picker, the problem of the last file, the environment. */
function CoverageSource({ coverage }: { coverage: CoverageState }) {
  const ids = useId()
  const { loaded, environment } = coverage
  const environments = loaded ? Object.keys(loaded.file.environments) : []
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    file.text().then(
      (text) => {
        loadCoverageText(text, file.name)
        // The same file picked again (after a fix on disk) must fire a change again.
        input.value = ''
      },
      () => loadCoverageText('', file.name),
    )
  }
  return (
    <div className="mode-source">
      {loaded ? (
        <p className="mode__hint">
          From {loaded.source}, written{' '}
          {writtenAt(
            (environment === null ? undefined : loaded.file.environments[environment]?.generatedAt) ??
              loaded.file.generatedAt,
          )}
          .
        </p>
      ) : coverage.loading ? (
        <p className="mode__hint" role="status">
          Looking for the model run’s coverage file…
        </p>
      ) : coverage.absent ? (
        <div className="mode-empty">
          <p>
            <strong>No coverage file yet: run npm test.</strong>
          </p>
          <p className="mode__hint">
            The model-based tests write <code>reports/model-coverage.json</code>; the atlas shows it from{' '}
            <code>atlas/model-coverage.json</code>. You can also load a file below.
          </p>
        </div>
      ) : null}
      {coverage.problem ? (
        <p className="mode-problem" role="alert">
          {coverage.problem}
        </p>
      ) : null}
      <div className="mode-field">
        <label htmlFor={`${ids}-file`}>Load a coverage file</label>
        <input
          id={`${ids}-file`}
          type="file"
          accept=".json,application/json"
          onChange={pick}
          className="mode-file"
        />
      </div>
      {environments.length > 1 && environment !== null ? (
        <div className="mode-field">
          <label htmlFor={`${ids}-env`}>Test environment</label>
          <select id={`${ids}-env`} value={environment} onChange={(e) => chooseEnvironment(e.target.value)}>
            {environments.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : environment !== null ? (
        <p className="mode__hint">Test environment: {environment}.</p>
      ) : null}
    </div>
  )
}

function writtenAt(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
}

function Counts({ record }: { record: MachineCoverageRecord }) {
  const passed = record.paths.filter((p) => p.status === 'passed').length
  return (
    <dl className="mode-counts">
      <div>
        <dt>States covered</dt>
        <dd>{countText(record.states.covered.length, record.states.total)}</dd>
      </div>
      <div>
        <dt>Transitions covered</dt>
        <dd>{countText(record.transitions.covered.length, record.transitions.total)}</dd>
      </div>
      <div>
        <dt>Paths passed</dt>
        <dd>{countText(passed, record.paths.length)}</dd>
      </div>
    </dl>
  )
}

function NotCovered({
  record,
  graph,
  onSelect,
}: {
  record: MachineCoverageRecord
  graph: MachineGraph
  onSelect: (selection: Selection) => void
}) {
  const states = record.states.missing
  const transitions = record.transitions.missing
  if (states.length === 0 && transitions.length === 0)
    return <p className="mode-good">Every state and transition is covered.</p>
  const known = new Set(graph.states.map((s) => s.id))
  return (
    <div className="mode-missing">
      <h3 className="mode__subtitle">Not covered</h3>
      <ul className="mode-list">
        {states.map((id) => (
          <li key={id}>
            {known.has(id) ? (
              <button
                type="button"
                className="mode-button mode-link"
                onClick={() => onSelect({ kind: 'state', id })}
              >
                <span className="mode-tag">state</span> {stateName(graph, id)}
              </button>
            ) : (
              <span className="mode-stale">
                <span className="mode-tag">state</span> {id} (no longer in the machine)
              </span>
            )}
          </li>
        ))}
        {transitions.map((key) => {
          const edge = edgeOfKey(graph, key)
          return (
            <li key={key}>
              {edge ? (
                <button
                  type="button"
                  className="mode-button mode-link"
                  onClick={() => onSelect({ kind: 'edge', id: edge.id })}
                >
                  <span className="mode-tag">transition</span> {edgeText(graph, edge)}
                </button>
              ) : (
                <span className="mode-stale">
                  <span className="mode-tag">transition</span> {key} (no longer in the machine)
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function PathList({
  paths,
  chosen,
  onChoose,
}: {
  paths: CoveragePath[]
  chosen: string | null
  onChoose: (name: string | null) => void
}) {
  const failed = paths.filter((p) => p.status === 'failed').length
  return (
    <div className="mode-paths">
      <h3 className="mode__subtitle">
        Paths{' '}
        <span className="mode__meta">
          {paths.length} run{failed > 0 ? `, ${failed} failed` : ''}
        </span>
      </h3>
      {paths.length === 0 ? (
        <p className="mode__hint">The run recorded no paths for this machine.</p>
      ) : (
        <ul className="mode-list mode-list--scroll">
          {paths.map((p) => (
            <li key={p.name}>
              <button
                type="button"
                className={`mode-button mode-path mode-path--${p.status}`}
                aria-pressed={p.name === chosen}
                onClick={() => onChoose(p.name === chosen ? null : p.name)}
              >
                <span className={`mode-status mode-status--${p.status}`}>
                  {p.status === 'passed' ? 'passed' : 'failed'}
                </span>{' '}
                <span className="mode-path__name">{p.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The coverage column of the atlas index for one machine (nothing until a coverage file is loaded). */
export function CoverageSummary({ machineId }: { machineId: string }) {
  const coverage = useCoverage()
  const record = machineRecord(coverage, machineId)
  if (!coverage.loaded) return null
  if (!record) return <span className="mode-summary mode-summary--none">No model-test coverage</span>
  const failed = record.paths.filter((p) => p.status === 'failed').length
  return (
    <span className="mode-summary">
      Covered: states {percent(record.states.covered.length, record.states.total)}, transitions{' '}
      {percent(record.transitions.covered.length, record.transitions.total)}
      {failed > 0 ? <strong className="mode-status--failed">, {failed} failed</strong> : null}
    </span>
  )
}
