import type { ReactNode } from 'react'
import { common } from '../../i18n/common/index.ts'
import { pickCommon, withCommonQuery } from '../../lib/query.ts'
import { message } from '../../i18n/messages.ts'
import { DeadEnd, Page } from '../../ui/components.tsx'
import { useServices } from './services.tsx'
import { Button, buttonClass } from '../../ui/button.tsx'

/** The customer service page: every load failure but its own leads there. */
export const CUSTOMER_SERVICE = '/customerService'

/**
 * A link to a page of the app: a real address with the common query string (it can be long-pressed,
 * read and opened elsewhere), opened in the app by the router; a click that asks for a new tab or
 * window keeps the browser's way.
 */
export function AppLink({
  path,
  className,
  children,
  current,
}: {
  path: string
  className: string
  children: ReactNode
  /** The link to the page on screen (a nav bar's current item). */
  current?: boolean
}) {
  const { navigate, pageQuery } = useServices()
  return (
    <a
      className={className}
      aria-current={current === true ? 'page' : undefined}
      href={withCommonQuery(path, pickCommon(pageQuery()))}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return
        event.preventDefault()
        // The link to the page on screen adds no history entry: it takes the reader to the top.
        if (current === true) {
          window.scrollTo(0, 0)
          document.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true })
        } else navigate.go(path)
      }}
    >
      {children}
    </a>
  )
}

/**
 * The ways on from a page that ends or refuses a flow: Back when the webview has somewhere to go
 * back to, and always the app's home through the native host (spec §7 "go home").
 */
export function WayOn({ primary }: { primary?: ReactNode }) {
  const { bridge } = useServices()
  const canGoBack = window.history.length > 1
  const t = common()
  return (
    <>
      {primary}
      {canGoBack && (
        <Button
          variant={primary === undefined ? 'primary' : 'secondary'}
          onClick={() => window.history.back()}
        >
          {t.goBack}
        </Button>
      )}
      <Button
        variant={primary === undefined && !canGoBack ? 'primary' : 'secondary'}
        onClick={() => bridge.send({ type: 'goHome' })}
      >
        {t.goHome}
      </Button>
    </>
  )
}

/** A page that cannot go on: a heading, why, and the ways on. */
export function DeadEndPage({
  title,
  heading,
  children,
  primary,
  live,
}: {
  title: string
  heading: string
  children: ReactNode
  primary?: ReactNode
  /** Announce the heading and text when the page appears (DeadEnd). */
  live?: 'status' | 'alert'
}) {
  return (
    <Page title={title}>
      <DeadEnd heading={heading} actions={<WayOn primary={primary} />} live={live}>
        {children}
      </DeadEnd>
    </Page>
  )
}

/**
 * A route whose screen's code could not be downloaded (src/app/routes.ts): the page's frame, what
 * happened (offline, or the connection failed: the download is all that was asked) and the ways on:
 * Try again (loads the page afresh), customer service, Back and Home. The screens' own load failures
 * say it the same way with more kinds (./load-failed.tsx), outside the first load.
 */
export function RouteLoadFailed({ title }: { title: string }) {
  const t = common()
  return (
    <DeadEndPage
      title={title}
      heading={t.pageNotLoaded}
      live="alert"
      primary={
        <>
          <Button onClick={() => window.location.reload()}>{t.tryAgain}</Button>
          {window.location.pathname.toLowerCase() !== CUSTOMER_SERVICE.toLowerCase() && (
            <AppLink path={CUSTOMER_SERVICE} className={buttonClass({ variant: 'secondary' })}>
              {t.titles.customerService}
            </AppLink>
          )}
        </>
      }
    >
      <p>{message(navigator.onLine ? 'error.network' : 'error.offline')}</p>
    </DeadEndPage>
  )
}
