import { lazy, Suspense, useEffect } from 'react'
import { common } from '../i18n/common/index.ts'
import { ServicesProvider, type Services } from '../screens/shared/services.tsx'
import { DeadEndPage } from '../screens/shared/way-on.tsx'
import { usePageLoading, type Activity } from '../ui/activity.ts'
import { matchPath, ParamsContext, usePathname, useSearch } from '../lib/router.ts'
import { LoadingIndicator, Skeleton } from '../ui/components.tsx'
import { closeTopOverlay } from '../ui/overlay-history.ts'
import { Toaster } from '../ui/toast.tsx'
import { routes } from './routes.ts'

const NotYetAvailableScreen = lazy(() => import('../screens/placeholder/not-yet-available-screen.tsx'))

// The machine atlas for analysts and testers (src/atlas): sandbox builds only, written out here so a
// VITE_SANDBOX=off build drops it; a lazy chunk, never in a borrower route's first load.
/** The machine atlas under /atlas (sandbox builds only), with the router it brings (src/atlas/in-app.tsx). */
const AtlasRoutes = import.meta.env.VITE_SANDBOX !== 'off' ? lazy(() => import('../atlas/in-app.tsx')) : null
const ATLAS = /^\/atlas(\/|$)/i

function GlobalLoading({ activity }: { activity: Activity }) {
  return <LoadingIndicator visible={usePageLoading(activity)} text={common().loading} />
}

/** Effects of the whole app on the window and the host. */
function useAppShell(services: Services) {
  useEffect(() => {
    // A page restored from the back-forward cache (Back after leaving for an e-wallet) may show a
    // flow as still in progress: load it afresh instead.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload()
    }
    window.addEventListener('pageshow', onPageShow)
    // The host's Back closes the open sheet or popup first.
    const stop = services.bridge.onHostEvent((event) => {
      if (event.type === 'backPressed') closeTopOverlay()
    })
    return () => {
      window.removeEventListener('pageshow', onPageShow)
      stop()
    }
  }, [services])
}

/** The route at the page's path: its screen with its parameters, the atlas, or "page not found". */
function Screen({ search }: { search: string }) {
  const pathname = usePathname()
  if (AtlasRoutes !== null && ATLAS.test(pathname)) return <AtlasRoutes />
  for (const { path, title, screen } of routes) {
    const params = matchPath(path, pathname)
    if (params === null) continue
    return (
      <ParamsContext.Provider value={params}>
        {screen ? <screen.Component key={search} /> : <NotYetAvailableScreen key={search} title={title} />}
      </ParamsContext.Provider>
    )
  }
  return (
    <DeadEndPage title={common().notFound.title} heading={common().notFound.heading}>
      <p>{common().notFound.text}</p>
    </DeadEndPage>
  )
}

export function App({ services, activity }: { services: Services; activity: Activity }) {
  // A page is its URL: when only the query string changes (Back, a replaced location), the screen
  // starts afresh with the new parameters instead of keeping the old flow on screen.
  const search = useSearch()
  useAppShell(services)
  return (
    <ServicesProvider services={services}>
      <Suspense fallback={<Skeleton lines={6} />}>
        <Screen search={search} />
      </Suspense>
      <GlobalLoading activity={activity} />
      <Toaster />
    </ServicesProvider>
  )
}
