import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { navigate } from 'wouter/use-browser-location'
import { createClients } from '../api/client.ts'
import { createApi } from '../api/api.ts'
import { createBridge } from '../bridge/bridge.ts'
import { config, applyTheme } from '../config.ts'
import { parseQuery } from '../lib/query.ts'
import { createStore } from '../lib/storage.ts'
import { createNavigator, toastWith, type Services } from '../screens/services.tsx'
import { createActivity } from '../ui/activity.ts'
import { prefetchOverlays } from '../ui/overlays.tsx'
import { showToast } from '../ui/toast.tsx'
import '../ui/theme.css'
import { App } from './app.tsx'

function lazyFetch(load: () => Promise<typeof fetch>): typeof fetch {
  let loading: Promise<typeof fetch> | undefined
  return async (input, init) => {
    loading ??= load()
    return (await loading)(input, init)
  }
}

/** The composition root: builds api, bridge, navigation and storage once. */
function start(): void {
  applyTheme(document.documentElement)
  // Written out here (not via config) so a VITE_SANDBOX=off build drops the sandbox chunk entirely.
  // The sandbox loads with the first call, never before the first paint.
  const sandboxFetch =
    import.meta.env.VITE_SANDBOX !== 'off'
      ? lazyFetch(() => import('../sandbox/index.ts').then((sandbox) => sandbox.createSandboxFetch()))
      : undefined
  const pageQuery = () => parseQuery(window.location.search)
  const activity = createActivity()
  const api = createApi(
    createClients({
      baseURL: config.apiBase,
      pageQuery,
      fetch: sandboxFetch,
      timeoutMs: config.httpTimeoutMs,
    }),
    activity,
  )
  const services: Services = {
    api,
    bridge: createBridge({ notify: (text) => showToast(text) }),
    store: createStore(window.localStorage),
    navigate: createNavigator(navigate, window.location),
    pageQuery,
    toast: toastWith(showToast),
    origin: window.location.origin,
  }
  const root = document.getElementById('root')
  if (root === null) throw new Error('index.html has no #root')
  createRoot(root).render(
    <StrictMode>
      <App services={services} activity={activity} />
    </StrictMode>,
  )
  prefetchOverlays()
}

start()
