import { createContext, useContext, type ReactNode } from 'react'
import type { InspectionEvent } from 'xstate'
import type { ToastParams } from '../../../machines/shared/notice.ts'
import { FAILURE_TOAST_MS, TOAST_MS } from '../../../machines/shared/notice.ts'
import type { Api } from '../../api/api.ts'
import type { Bridge } from '../../bridge/bridge.ts'
import { noticeText } from '../../i18n/messages.ts'
import { parseQuery, pickCommon, withCommonQuery, type PageQuery } from '../../lib/query.ts'
import type { Store } from '../../lib/storage.ts'
import { overlayOnTop } from '../../ui/overlay-history.ts'

/** Where the app can go. Every in-app path keeps the common query string (decisions.md). */
export interface Navigator {
  /** In-app route, flow parameters in `extra`. */
  go(path: string, extra?: Record<string, string | number | undefined>, options?: { replace?: boolean }): void
  /**
   * A checked URL (pay pages, server redirects): a full page load, except for a route of this app on
   * this origin, which opens in the app with its query as given (its frame shows at once).
   */
  leave(url: string, options?: { replace?: boolean }): void
  /**
   * Starts loading the screen of the in-app route at `path` (the official site's other sections, on
   * the visitor's first touch). Given by the composition root, which knows the routes; absent in tests.
   */
  prefetch?(path: string): Promise<unknown> | undefined
}

/** Everything a screen's implementations may touch; built once by the composition root (src/app). */
export interface Services {
  api: Api
  bridge: Bridge
  store: Store
  /** Values that live as long as the webview's session (a payment in progress, a receipt). */
  session: Store
  /** Values kept with the current history entry: Back to the page finds them, a new visit does not. */
  entry: Store
  navigate: Navigator
  pageQuery: () => PageQuery
  toast: (params: ToastParams) => void
  /** The page origin, to resolve and check server redirects. */
  origin: string
  /**
   * A fetch for pages outside the api (the company policy page the official site frames): the
   * platform's, or in a sandbox build the sandbox's, so its scenarios can make such a page unreachable.
   */
  fetchPage: typeof fetch
  /**
   * Sandbox builds only: xstate's inspection of the flow actors (useFlowActor), published for the
   * atlas's live view (src/atlas/live/publish.ts). Absent in production and in most tests.
   */
  inspect?: (event: InspectionEvent) => void
}

const ServicesContext = createContext<Services | null>(null)

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
}

/** The services, or null outside the app's provider (a view rendered on its own, as model tests do). */
export function useOptionalServices(): Services | null {
  return useContext(ServicesContext)
}

export function useServices(): Services {
  const services = useContext(ServicesContext)
  if (services === null) throw new Error('useServices outside <ServicesProvider>')
  return services
}

export function createNavigator(
  routerNavigate: (to: string, options?: { replace?: boolean }) => void,
  location: Pick<Location, 'search' | 'assign' | 'replace'> & Partial<Pick<Location, 'origin' | 'pathname'>>,
  history: Pick<History, 'state'> & Partial<Pick<History, 'replaceState'>> = window.history,
  /** Whether a path is a route of this app (src/app/routes.ts); none when absent. */
  isRoute: (pathname: string) => boolean = () => false,
): Navigator {
  const open = (to: string, options: { replace?: boolean } | undefined) => {
    // Leaving from an open sheet replaces the sheet's own history entry, so Back from the next
    // page returns to the page under the sheet, not to the sheet.
    const replace = options?.replace === true || overlayOnTop(history)
    // The next screen's chunks, all at once (the build's route preload script, vite.config.ts).
    ;(globalThis as { bayadPreload?: (path: string) => void }).bayadPreload?.(to.split('?')[0] ?? to)
    routerNavigate(to, replace ? { replace: true } : options)
  }
  /**
   * `url` as an in-app path when it is a route of this app on this origin, other than the page itself
   * (the same address reloads it), with no hash (a hash link is rewritten by a page load, index.html).
   */
  const inApp = (url: string): string | undefined => {
    try {
      const { origin, pathname, search, hash } = new URL(url, location.origin)
      const path = pathname + search
      if (
        origin === location.origin &&
        !hash &&
        isRoute(pathname) &&
        path !== location.pathname + location.search
      )
        return path
    } catch {
      // Not a URL: the browser's way.
    }
  }
  return {
    go(path, extra, options) {
      const common = pickCommon(parseQuery(location.search))
      open(withCommonQuery(path, common, extra), options)
    },
    leave(url, options) {
      const path = inApp(url)
      if (path !== undefined) return open(path, options)
      // Leaving from an open popup replaces the popup's own entry, as go() does; the entry stops
      // being the popup's first, so the popup closing under the leaving page does not step back
      // (which would cancel the navigation).
      if (overlayOnTop(history)) {
        history.replaceState?.(null, '')
        location.replace(url)
      } else if (options?.replace === true) location.replace(url)
      else location.assign(url)
    },
  }
}

export function toastWith(show: (text: string, timeoutMs: number) => void) {
  return ({ notice, tone }: ToastParams) =>
    show(noticeText(notice), tone === 'failure' ? FAILURE_TOAST_MS : TOAST_MS)
}
