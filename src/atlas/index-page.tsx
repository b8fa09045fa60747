import { Link } from 'wouter'
import { useAllEntries } from './entries.ts'
import { CoverageSummary } from './modes/coverage.tsx'
import { usePageTitle } from './use-page-title.ts'

/** Every machine of machines/, with what it is for, its size and its coverage; and the live view. */
export function IndexPage() {
  const loaded = useAllEntries()
  usePageTitle('Machine atlas')
  return (
    <div className="atlas atlas-page" data-app="bayad.atlas">
      <header className="atlas-header">
        <h1 className="atlas-header__title">Machine atlas</h1>
        <nav aria-label="Views" className="atlas-header__links">
          <Link href="/live" className="atlas-button">
            Live view of the running app
          </Link>
        </nav>
      </header>
      <main className="atlas-main atlas-index">
        <p className="atlas-lead">
          Every flow of the app as its statechart, drawn from <code>machines/</code>. Open one to explore its
          diagram, simulate it, see what the model-based tests cover, or follow it live.
        </p>
        {loaded.status === 'loading' && <p role="status">Loading the machines…</p>}
        {loaded.status === 'failed' && <p role="alert">The machines could not be loaded: {loaded.error}</p>}
        {loaded.status === 'ready' && (
          <>
            <h2 className="atlas-index__count">{loaded.value.length} machines</h2>
            <ul className="atlas-cards" aria-label="Machines">
              {loaded.value.map((entry) => {
                const { graph } = entry
                return (
                  <li key={entry.machineId} className="atlas-card">
                    <h3 className="atlas-card__title">
                      <Link href={`/m/${entry.machineId}`} className="atlas-card__link">
                        {entry.machineId}
                      </Link>
                    </h3>
                    {graph.description ? (
                      <p className="atlas-card__description">{graph.description}</p>
                    ) : (
                      <p className="atlas-card__description atlas-muted">No description.</p>
                    )}
                    <p className="atlas-card__counts">
                      {graph.states.length} states · {graph.edges.length} transitions
                      {entry.samples !== undefined && ' · with samples'}
                    </p>
                    <p className="atlas-card__file">
                      <code>{entry.file}</code>
                    </p>
                    <CoverageSummary machineId={entry.machineId} />
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </main>
    </div>
  )
}
