// @chunk xstate
import type { ReactNode } from 'react'
import type { LoadFailure } from '../../../machines/shared/notice.ts'
import { common } from '../../i18n/common/index.ts'
import { useOptionalServices } from './services.tsx'
import { AppLink, CUSTOMER_SERVICE, WayOn } from './way-on.tsx'
import { Button, buttonClass } from '../../ui/button.tsx'

/** What happened, in the borrower's words, for each kind of load failure (machines/shared/notice.ts). */
export function loadFailureText(failure: LoadFailure | undefined): string {
  const t = common().loadFailure
  switch (failure?.kind) {
    case 'offline':
      return t.offline
    case 'unreachable':
      return t.unreachable
    case 'timeout':
      return t.timeout
    case 'server':
      return failure.message ?? t.server
    default:
      return t.unknown
  }
}

/**
 * A page's (or a section's) data could not be loaded (issue 27): what could not be loaded, what
 * happened (offline, the server, unknown), and the ways on: Try again, Customer service (not on that
 * page itself), and Back or Home where the page has nowhere else to go. One element, so a page can put
 * what it already knew beside it.
 */
export interface LoadFailedProps {
  /** What could not be loaded ("Your orders could not be loaded."). */
  children: ReactNode
  failure: LoadFailure | undefined
  onRetry: () => void
  /** The link to customer service (never on the customer service page itself). */
  service?: boolean
  /** Go back and Go to home too, for a page with nothing else on it. */
  wayOn?: boolean
}

export function LoadFailedNotice({
  children,
  failure,
  onRetry,
  service = true,
  wayOn = false,
}: LoadFailedProps) {
  const t = common()
  const retry = <Button onClick={onRetry}>{t.tryAgain}</Button>
  // The ways that leave the page go through the app's services; a view rendered on its own has none.
  const services = useOptionalServices()
  const ways =
    services === null ? (
      retry
    ) : (
      <>
        {retry}
        {service && window.location.pathname.toLowerCase() !== CUSTOMER_SERVICE.toLowerCase() && (
          <AppLink path={CUSTOMER_SERVICE} className={buttonClass({ variant: 'secondary' })}>
            {t.titles.customerService}
          </AppLink>
        )}
      </>
    )
  return (
    <div className="notice load-failed" role="alert" data-failure={failure?.kind ?? 'unknown'}>
      <p className="load-failed__what">{children}</p>
      <p>{loadFailureText(failure)}</p>
      <div className="load-failed__ways">{wayOn && services !== null ? <WayOn primary={ways} /> : ways}</div>
    </div>
  )
}
