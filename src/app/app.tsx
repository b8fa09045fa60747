import { lazy, Suspense } from 'react'
import { Route, Switch, useSearch } from 'wouter'
import { ServicesProvider, type Services } from '../screens/services.tsx'
import { useInFlight, type Activity } from '../ui/activity.ts'
import { LoadingIndicator, Page, Skeleton } from '../ui/components.tsx'
import { Toaster } from '../ui/toast.tsx'
import { routes } from './routes.ts'

const NotYetAvailableScreen = lazy(() => import('../screens/placeholder/not-yet-available-screen.tsx'))

function GlobalLoading({ activity }: { activity: Activity }) {
  return <LoadingIndicator visible={useInFlight(activity)} />
}

export function App({ services, activity }: { services: Services; activity: Activity }) {
  // A page is its URL: when only the query string changes (Back, a replaced location), the screen
  // starts afresh with the new parameters instead of keeping the old flow on screen.
  const search = useSearch()
  return (
    <ServicesProvider services={services}>
      <Suspense fallback={<Skeleton lines={6} />}>
        <Switch>
          {routes.map(({ path, title, screen: Screen }) => (
            <Route key={path} path={path}>
              {Screen ? (
                <Screen key={search} />
              ) : (
                <NotYetAvailableScreen key={search} title={title} path={path} />
              )}
            </Route>
          ))}
          <Route>
            <Page title="Page not found">
              <p className="muted">This address does not match any page of the app.</p>
            </Page>
          </Route>
        </Switch>
      </Suspense>
      <GlobalLoading activity={activity} />
      <Toaster />
    </ServicesProvider>
  )
}
