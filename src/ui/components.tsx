import { useEffect, useRef, type ReactNode } from 'react'
import { common } from '../i18n/common/index.ts'
import { Button } from './button.tsx'

export const APP_NAME = 'Bayad'

/** The document title of a page: its heading, then the app's name. */
export function documentTitle(title: string): string {
  return title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`
}

/**
 * Names the page (document title) and, when it appears, moves focus to its heading (the ref's `h1`,
 * with tabIndex -1): what {@link Page} does, for a page with a frame of its own (the promotion landing).
 */
export function usePageHeading(title: string) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
  useEffect(() => {
    // Not while a dialog holds the focus.
    if (document.querySelector('[role="dialog"]') === null) heading.current?.focus({ preventScroll: true })
  }, [])
  return heading
}

/**
 * The frame of every page. It names the page (document title) and, when it appears, moves focus to
 * its heading, so a screen reader or keyboard user starts at the top of the new page after an in-app
 * navigation instead of on the document body.
 */
export function Page({
  title,
  children,
  footer,
  busy,
}: {
  title: string
  children: ReactNode
  footer?: ReactNode
  /** The page's content is still on its way (a route's frame, RouteFrame). */
  busy?: boolean
}) {
  const heading = usePageHeading(title)
  return (
    <div className="page" aria-busy={busy}>
      <header className="page__header">
        <h1 className="page__title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
      </header>
      <main className="page__body">{children}</main>
      {footer !== undefined && <footer className="page__footer">{footer}</footer>}
    </div>
  )
}

/**
 * The page-level "Loading..." (spec §8). The live region is always mounted and empty when idle, so
 * a screen reader hears the text when it is inserted.
 */
export function LoadingIndicator({ visible, text }: { visible: boolean; text: string }) {
  return (
    <div className="loading-region" role="status" aria-live="polite">
      {visible && (
        <div className="loading">
          <span className="loading__spinner" aria-hidden="true" />
          <span>{text}</span>
        </div>
      )}
    </div>
  )
}

/** A field's error, shown under it and announced; the field points at it with aria-describedby. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="field__error" role="alert">
      {children}
    </p>
  )
}

/**
 * A page that ends or refuses a flow: it says why, and always offers a way on (`actions`: back,
 * home through the host, retry). With `live`, the heading and text are announced when the card
 * appears (a `status` or `alert` live region around them; the actions stay outside it).
 */
export function DeadEnd({
  heading,
  children,
  actions,
  live,
}: {
  heading: string
  children: ReactNode
  actions: ReactNode
  live?: 'status' | 'alert'
}) {
  const said = (
    <>
      <h2 className="dead-end__heading">{heading}</h2>
      <div className="dead-end__text">{children}</div>
    </>
  )
  return (
    <Card className="dead-end">
      {live === undefined ? said : <div role={live}>{said}</div>}
      <div className="dead-end__actions">{actions}</div>
    </Card>
  )
}

export function Notice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="notice" role="alert">
      <p>{children}</p>
      {action}
    </div>
  )
}

/** A failure the borrower can retry: the message and one "Try again" button. */
export function RetryNotice({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Notice
      action={
        <Button variant="secondary" onClick={onRetry}>
          {common().tryAgain}
        </Button>
      }
    >
      {children}
    </Notice>
  )
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <section className={`card ${className}`}>{children}</section>
}

/**
 * What a route shows while its screen's code downloads (src/app/routes.ts): the page's frame with its
 * header and title (the title the screen shows) and a loading skeleton, marked busy, so a tap never
 * leads to a blank page. It names the page (document title) as the screen will.
 */
export function RouteFrame({ title }: { title: string }) {
  return (
    <Page title={title} busy>
      <Skeleton lines={5} still />
    </Page>
  )
}

export function Skeleton({ lines = 3, still }: { lines?: number; still?: boolean }) {
  return (
    <div className={still === true ? 'skeleton skeleton--still' : 'skeleton'} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="skeleton__line" />
      ))}
    </div>
  )
}
