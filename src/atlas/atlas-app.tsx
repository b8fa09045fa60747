import { Link, Route, Switch, useSearch } from 'wouter'
import { IndexPage } from './index-page.tsx'
import { LivePage } from './live-page.tsx'
import { MachinePage } from './machine-page.tsx'
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

export function AtlasRoutes() {
  return (
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
  )
}

export default AtlasRoutes
