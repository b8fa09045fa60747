import type { ReactNode } from 'react'
import type { LoadFailure } from '../../machines/shared/notice.ts'
import { useOptionalServices } from './services.tsx'
import { AppLink, CUSTOMER_SERVICE, WayOn } from './way-on.tsx'

/** What happened, in the borrower's words, for each kind of load failure (machines/shared/notice.ts). */
export function loadFailureText(failure: LoadFailure | undefined): string {
  switch (failure?.kind) {
    case 'offline':
      return 'You seem to be offline. Check your connection and try again.'
    case 'unreachable':
      return 'We could not reach our server. Check your connection and try again.'
    case 'timeout':
      return 'Our server took too long to answer. Try again in a moment.'
    case 'server':
      return failure.message !== undefined
        ? failure.message
        : 'Our server could not answer right now. Try again in a moment.'
    default:
      return 'Something went wrong. Try again, or ask customer service for help.'
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
  const retry = (
    <button type="button" className="button button--primary" onClick={onRetry}>
      Try again
    </button>
  )
  // The ways that leave the page go through the app's services; a view rendered on its own has none.
  const services = useOptionalServices()
  const ways =
    services === null ? (
      retry
    ) : (
      <>
        {retry}
        {service && window.location.pathname.toLowerCase() !== CUSTOMER_SERVICE.toLowerCase() && (
          <AppLink path={CUSTOMER_SERVICE} className="button button--secondary">
            Customer service
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
