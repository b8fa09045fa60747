import type { ReactNode } from 'react'

export function Page({
  title,
  children,
  footer,
}: {
  title: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
      </header>
      <main className="page__body">{children}</main>
      {footer !== undefined && <footer className="page__footer">{footer}</footer>}
    </div>
  )
}

export function LoadingIndicator({ visible }: { visible: boolean }) {
  if (!visible) return null
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span>loading...</span>
    </div>
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
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      }
    >
      {children}
    </Notice>
  )
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <section className={`card ${className}`}>{children}</section>
}

export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="skeleton__line" />
      ))}
    </div>
  )
}
