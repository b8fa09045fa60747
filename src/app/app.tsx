import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import NotYetAvailableScreen from '../screens/placeholder/not-yet-available-screen.tsx'
import { ServicesProvider, type Services } from '../screens/services.tsx'
import { useInFlight, type Activity } from '../ui/activity.ts'
import { LoadingIndicator, Page, Skeleton } from '../ui/components.tsx'
import { Toaster } from '../ui/toast.tsx'
import { routes } from './routes.ts'

function GlobalLoading({ activity }: { activity: Activity }) {
  return <LoadingIndicator visible={useInFlight(activity)} />
}

export function App({ services, activity }: { services: Services; activity: Activity }) {
  return (
    <ServicesProvider services={services}>
        <Suspense fallback={<Skeleton lines={6} />}>
          <Switch>
            {routes.map(({ path, title, screen: Screen }) => (
              <Route key={path} path={path}>
                {Screen ? <Screen /> : <NotYetAvailableScreen title={title} path={path} />}
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
