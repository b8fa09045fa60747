import { navigate as routerNavigate } from 'wouter/use-browser-location'
import { createApi } from '../api/api.ts'
import { createClients } from '../api/client.ts'
import { createBridge } from '../bridge/bridge.ts'
import { config as appConfig, type AppConfig } from '../config.ts'
import { parseQuery } from '../lib/query.ts'
import { createEntryStore, createStore } from '../lib/storage.ts'
import { createNavigator, toastWith, type Services } from '../screens/services.tsx'
import { createActivity, type Activity } from '../ui/activity.ts'
import { showToast } from '../ui/toast.tsx'

export interface ComposeOptions {
  window: Window
  /** The embedded sandbox's fetch; the platform fetch when absent. */
  fetch?: typeof fetch
  config?: Pick<AppConfig, 'apiBase' | 'httpTimeoutMs'> & Partial<Pick<AppConfig, 'legacyKeys'>>
  routerNavigate?: (to: string, options?: { replace?: boolean }) => void
}

/**
 * The composition root's wiring, apart from rendering so it can be tested: the two clients with the
 * configured base and timeout, the api, bridge, storage and navigation, built once.
 */
export function composeServices(options: ComposeOptions): { services: Services; activity: Activity } {
  const { window: target, fetch, config = appConfig } = options
  const pageQuery = () => parseQuery(target.location.search)
  const activity = createActivity()
  const api = createApi(
    createClients({ baseURL: config.apiBase, pageQuery, fetch, timeoutMs: config.httpTimeoutMs }),
    activity,
    config.legacyKeys === undefined ? {} : { legacyKeys: config.legacyKeys },
  )
  const services: Services = {
    api,
    bridge: createBridge({ window: target, notify: (text) => showToast(text) }),
    store: createStore(target.localStorage),
    session: createStore(target.sessionStorage),
    entry: createEntryStore(target.history),
    navigate: createNavigator(options.routerNavigate ?? routerNavigate, target.location, target.history),
    pageQuery,
    toast: toastWith(showToast),
    origin: target.location.origin,
    fetchPage: fetch ?? target.fetch.bind(target),
  }
  return { services, activity }
}
