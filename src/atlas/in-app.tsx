import { Router } from 'wouter'
import AtlasApp from './atlas-app.tsx'

/** The atlas inside the app, under /atlas (src/app/app.tsx): its pages route with wouter, based there. */
export default function AtlasInApp() {
  return (
    <Router base="/atlas">
      <AtlasApp />
    </Router>
  )
}
