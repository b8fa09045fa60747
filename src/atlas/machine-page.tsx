import { useCallback, useState } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { Link, useSearch } from 'wouter'
import { formatMs } from '../machine-graph/graph.ts'
import { SelectionDetails, stateName } from './details.tsx'
import { Diagram } from './diagram.tsx'
import { useEntry } from './entries.ts'
import { useLayout } from './layout-service.ts'
import { CoverageMode } from './modes/coverage.tsx'
import { LiveMode } from './modes/live.tsx'
import { SimulateMode } from './modes/simulate.tsx'
import type { AtlasEntry, Decorations, ModeProps, Selection } from './types.ts'
import { usePageTitle } from './use-page-title.ts'

export type Mode = 'explore' | 'simulate' | 'coverage' | 'live'

export const MODES: Array<{ mode: Mode; label: string }> = [
  { mode: 'explore', label: 'Explore' },
  { mode: 'simulate', label: 'Simulate' },
  { mode: 'coverage', label: 'Coverage' },
  { mode: 'live', label: 'Live' },
]

const MODE_PANELS: Record<Exclude<Mode, 'explore'>, ComponentType<ModeProps>> = {
  simulate: SimulateMode,
  coverage: CoverageMode,
  live: LiveMode,
}

export function modeOf(search: string): Mode {
  const asked = new URLSearchParams(search).get('mode')
  return MODES.some((m) => m.mode === asked) ? (asked as Mode) : 'explore'
}

/** The analyst's choice of drawing descriptions in the boxes, kept for the next visit. */
const DESCRIPTIONS_KEY = 'bayad.atlas.descriptions'

function useDescriptionsShown(): [boolean, (shown: boolean) => void] {
  const [shown, setShown] = useState(() => {
    try {
      return window.localStorage.getItem(DESCRIPTIONS_KEY) === 'shown'
    } catch {
      return false
    }
  })
  const change = useCallback((next: boolean) => {
    setShown(next)
    try {
      window.localStorage.setItem(DESCRIPTIONS_KEY, next ? 'shown' : 'hidden')
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, [])
  return [shown, change]
}

export function MachinePage({ machineId }: { machineId: string }) {
  const loaded = useEntry(machineId)
  usePageTitle(`${machineId} · Machine atlas`)
  return (
    <div className="atlas atlas-page atlas-page--machine" data-app="bayad.atlas">
      {loaded.status === 'ready' && loaded.value !== undefined ? (
        <MachineView key={loaded.value.machineId} entry={loaded.value} />
      ) : (
        <>
          <Header title={machineId} />
          <main className="atlas-main atlas-main--message">
            {loaded.status === 'loading' && <p role="status">Loading {machineId}…</p>}
            {loaded.status === 'failed' && (
              <p role="alert">The machine could not be loaded: {loaded.error}</p>
            )}
            {loaded.status === 'ready' && (
              <p role="alert">
                No machine in <code>machines/</code> has the id <code>{machineId}</code>.{' '}
                <Link href="/">Every machine</Link>
              </p>
            )}
          </main>
        </>
      )}
    </div>
  )
}

function Header({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="atlas-header">
      <nav aria-label="Breadcrumb" className="atlas-crumbs">
        <Link href="/" className="atlas-crumbs__link">
          Machine atlas
        </Link>
        <span aria-hidden="true"> / </span>
      </nav>
      <h1 className="atlas-header__title">{title}</h1>
      {children}
    </header>
  )
}

function ModeTabs({ machineId, mode }: { machineId: string; mode: Mode }) {
  return (
    <nav className="atlas-modes" aria-label="Mode">
      {MODES.map((m) => (
        <Link
          key={m.mode}
          href={m.mode === 'explore' ? `/m/${machineId}` : `/m/${machineId}?mode=${m.mode}`}
          className="atlas-modes__link"
          aria-current={m.mode === mode ? 'page' : undefined}
        >
          {m.label}
        </Link>
      ))}
    </nav>
  )
}

function MachineView({ entry }: { entry: AtlasEntry }) {
  const mode = modeOf(useSearch())
  const [descriptions, setDescriptions] = useDescriptionsShown()
  const layout = useLayout(entry, descriptions)
  const [selection, setSelection] = useState<Selection>(null)
  // What the current mode draws; another mode starts from a plain diagram.
  const [drawn, setDrawn] = useState<{ mode: Mode; decorations: Decorations }>({ mode, decorations: {} })
  const decorations = drawn.mode === mode ? drawn.decorations : {}
  const onDecorations = useCallback((next: Decorations) => setDrawn({ mode, decorations: next }), [mode])
  const ModePanel = mode === 'explore' ? null : MODE_PANELS[mode]

  return (
    <>
      <Header title={entry.machineId}>
        <ModeTabs machineId={entry.machineId} mode={mode} />
      </Header>
      <main className="atlas-main atlas-machine">
        <div className="atlas-machine__diagram">
          {layout.status === 'ready' ? (
            <Diagram
              graph={entry.graph}
              layout={layout.result.layout}
              decorations={decorations}
              selection={selection}
              onSelect={setSelection}
              descriptions={descriptions}
              onDescriptions={setDescriptions}
            />
          ) : layout.status === 'loading' ? (
            <p role="status" className="atlas-machine__placeholder">
              Laying out {entry.machineId}…
            </p>
          ) : (
            <p role="alert" className="atlas-machine__placeholder">
              The layout failed: {layout.error}
            </p>
          )}
        </div>
        <aside className="atlas-panel" aria-label="Details">
          {ModePanel !== null && (
            <section className="atlas-panel__mode" aria-label={`${mode} mode`}>
              <ModePanel key={mode} entry={entry} onDecorations={onDecorations} onSelect={setSelection} />
            </section>
          )}
          {selection !== null ? (
            <SelectionDetails graph={entry.graph} selection={selection} onSelect={setSelection} />
          ) : (
            mode === 'explore' && (
              <p className="atlas-hint">
                Select a state or a transition on the diagram to see its details here.
              </p>
            )
          )}
          <MachineInfo
            entry={entry}
            layoutMs={layout.status === 'ready' ? layout.result : undefined}
            onSelect={setSelection}
          />
        </aside>
      </main>
    </>
  )
}

function MachineInfo({
  entry,
  layoutMs,
  onSelect,
}: {
  entry: AtlasEntry
  layoutMs?: { ms: number; cold: boolean } | undefined
  onSelect: (selection: Selection) => void
}) {
  const { graph } = entry
  const counted = graph.edges.filter((edge) => edge.counted).length
  return (
    <section className="atlas-info" aria-labelledby="atlas-info-title">
      <h2 id="atlas-info-title">About {graph.id}</h2>
      {graph.description && <p>{graph.description}</p>}
      <dl className="atlas-facts">
        <dt>File</dt>
        <dd>
          <code>{entry.file}</code>
        </dd>
        <dt>States</dt>
        <dd>{graph.states.length}</dd>
        <dt>Transitions</dt>
        <dd>
          {graph.edges.length}
          {counted !== graph.edges.length && ` (${counted} counted by coverage)`}
        </dd>
        <dt>Samples</dt>
        <dd>
          {entry.samples === undefined
            ? 'none'
            : entry.samples.scenarios.map((scenario) => scenario.name).join(', ') || 'none'}
        </dd>
      </dl>
      {/* Every state within reach of a finger or the keyboard, whatever the zoom. */}
      <details className="atlas-all-states">
        <summary>All states ({graph.states.length})</summary>
        <ul className="atlas-button-list">
          {graph.states.map((state) => (
            <li key={state.id}>
              <button
                type="button"
                className="atlas-link-button"
                onClick={() => onSelect({ kind: 'state', id: state.id })}
              >
                {stateName(graph, state)}
              </button>
            </li>
          ))}
        </ul>
      </details>
      {layoutMs !== undefined && (
        <p className="atlas-muted atlas-small" data-testid="layout-time">
          Laid out by ELK in {formatMs(Math.round(layoutMs.ms))}
          {layoutMs.cold ? ' (the first layout: the worker started too)' : ''}.
        </p>
      )}
    </section>
  )
}
