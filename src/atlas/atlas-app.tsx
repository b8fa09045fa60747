import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Link, Route, Switch, useLocation, useSearch } from 'wouter'
import { IndexPage } from './index-page.tsx'
import { LivePage } from './live-page.tsx'
import { MachinePage } from './machine-page.tsx'
import { StandaloneContext } from './standalone-context.ts'
import './atlas.css'

// The machine atlas's pages, relative to where it is mounted: under `/atlas` in a sandbox build of the
// app (src/app/app.tsx nests it there), at the root of the static atlas's hash (src/atlas/standalone.tsx).
//   /                  every machine
//   /m/:machineId      one machine (?mode=explore|simulate|coverage|live, explore by default)
//   /live              every flow running in the sandbox app (?embed=1: the panel inside the app)

function Live() {
  const embed = new URLSearchParams(useSearch()).get('embed') === '1'
  return <LivePage embed={embed} />
}

interface BoundaryProps {
  children: ReactNode
  /** Where the atlas is: going elsewhere tries again. */
  at: string
}

/**
 * What an atlas page shows when it throws while drawing, instead of a blank page: what went wrong and a way
 * to start again (another page of the atlas, or a reload).
 */
export class AtlasErrorBoundary extends Component<BoundaryProps, { error: Error | null; at: string }> {
  override state = { error: null as Error | null, at: this.props.at }

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: Error | null; at: string }) {
    return props.at === state.at ? null : { error: null, at: props.at }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The machine atlas failed to draw a page', error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    return (
      <div className="atlas atlas-page" data-app="bayad.atlas">
        <main className="atlas-main">
          <div className="mode-problem" role="alert">
            <h1>Something went wrong in the atlas</h1>
            <p>{error.message || error.name}</p>
          </div>
          <p>
            <button type="button" className="mode-button" onClick={() => window.location.reload()}>
              Reload
            </button>{' '}
            <Link href="/">Every machine</Link>
          </p>
        </main>
      </div>
    )
  }
}

/** `standalone`: the static atlas (standalone.tsx), outside the app. */
export function AtlasRoutes({ standalone = false }: { standalone?: boolean }) {
  const [location] = useLocation()
  return (
    <StandaloneContext value={standalone}>
      <AtlasErrorBoundary at={location}>
        <Switch>
          <Route path="/">
            <IndexPage />
          </Route>
          <Route path="/m/:machineId">{(params) => <MachinePage machineId={params.machineId} />}</Route>
          <Route path="/live">
            <Live />
          </Route>
          <Route>
            <div className="atlas atlas-page" data-app="bayad.atlas">
              <main className="atlas-main">
                <h1>Not in the atlas</h1>
                <p>
                  This page does not exist. <Link href="/">Every machine</Link>
                </p>
              </main>
            </div>
          </Route>
        </Switch>
      </AtlasErrorBoundary>
    </StandaloneContext>
  )
}

export default AtlasRoutes
