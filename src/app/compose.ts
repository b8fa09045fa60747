import { navigate as routerNavigate } from '../lib/router.ts'
import type { InspectionEvent } from 'xstate'
import type { Stamp } from '../atlas/live/publish.ts'
import { createApi } from '../api/api.ts'
import { createClients } from '../api/client.ts'
import { createBridge } from '../bridge/bridge.ts'
import { config as appConfig, type AppConfig } from '../config.ts'
import { parseQuery } from '../lib/query.ts'
import { createEntryStore, createStore } from '../lib/storage.ts'
import { createNavigator, toastWith, type Services } from '../screens/shared/services.tsx'
import { createActivity, type Activity } from '../ui/activity.ts'
import { screenAt } from './routes.ts'
import { showToast } from '../ui/toast.tsx'

export interface ComposeOptions {
  window: Window
  /** The embedded sandbox's fetch; the platform fetch when absent. */
  fetch?: typeof fetch
  config?: Pick<AppConfig, 'apiBase' | 'httpTimeoutMs'> &
    Partial<Pick<AppConfig, 'legacyKeys' | 'idempotencyKey'>>
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
    {
      ...(config.legacyKeys === undefined ? {} : { legacyKeys: config.legacyKeys }),
      ...(config.idempotencyKey === undefined ? {} : { idempotency: config.idempotencyKey }),
    },
  )
  const services: Services = {
    api,
    bridge: createBridge({ window: target, notify: (text) => showToast(text) }),
    store: createStore(target.localStorage),
    session: createStore(target.sessionStorage),
    entry: createEntryStore(target.history),
    navigate: {
      ...createNavigator(
        options.routerNavigate ?? routerNavigate,
        target.location,
        target.history,
        (path) => screenAt(path) !== undefined,
      ),
      prefetch: (path) => screenAt(path)?.prefetch(),
    },
    pageQuery,
    toast: toastWith(showToast),
    origin: target.location.origin,
    fetchPage: fetch ?? target.fetch.bind(target),
  }
  // Written out here (not via config) so a VITE_SANDBOX=off build has no inspection and no publisher chunk.
  if (import.meta.env.VITE_SANDBOX !== 'off') {
    services.inspect = lazyInspect(
      () => import('../atlas/live/publish.ts').then((live) => live.createLivePublisher().inspect),
      () => ({ at: Date.now(), page: target.location.pathname + target.location.search }),
    )
  }
  return { services, activity }
}

type Publish = (event: InspectionEvent, stamp: Stamp) => void

/**
 * An inspect callback that loads the publisher with its first event, keeping the events in order (each
 * with its time and page) until it is there. Publishing never reaches into the flow: a failure to load
 * or to publish drops the event, never the actor that reported it.
 */
export function lazyInspect(
  load: () => Promise<Publish>,
  stamp: () => Stamp,
): (event: InspectionEvent) => void {
  let publish: Publish | undefined
  let queue: [InspectionEvent, Stamp][] | undefined
  const safely = (event: InspectionEvent, at: Stamp) => {
    try {
      publish?.(event, at)
    } catch (error) {
      console.warn('live inspection: an event was not published', error)
    }
  }
  return (event) => {
    if (publish !== undefined) return safely(event, stamp())
    if (queue === undefined) {
      const waiting: [InspectionEvent, Stamp][] = []
      queue = waiting
      void load().then(
        (loaded) => {
          publish = loaded
          for (const [queued, at] of waiting) safely(queued, at)
          queue = undefined
        },
        () => {
          publish = () => {}
          queue = undefined
        },
      )
    }
    queue.push([event, stamp()])
  }
}
