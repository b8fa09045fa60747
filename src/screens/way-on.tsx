import type { ReactNode } from 'react'
import { DeadEnd, Page } from '../ui/components.tsx'
import { useServices } from './services.tsx'

/**
 * The ways on from a page that ends or refuses a flow: Back when the webview has somewhere to go
 * back to, and always the app's home through the native host (spec §7 "go home").
 */
export function WayOn({ primary }: { primary?: ReactNode }) {
  const { bridge } = useServices()
  const canGoBack = window.history.length > 1
  return (
    <>
      {primary}
      {canGoBack && (
        <button
          type="button"
          className={`button ${primary === undefined ? 'button--primary' : 'button--secondary'}`}
          onClick={() => window.history.back()}
        >
          Go back
        </button>
      )}
      <button
        type="button"
        className={`button ${primary === undefined && !canGoBack ? 'button--primary' : 'button--secondary'}`}
        onClick={() => bridge.send({ type: 'goHome' })}
      >
        Go to home
      </button>
    </>
  )
}

/** A page that cannot go on: a heading, why, and the ways on. */
export function DeadEndPage({
  title,
  heading,
  children,
  primary,
}: {
  title: string
  heading: string
  children: ReactNode
  primary?: ReactNode
}) {
  return (
    <Page title={title}>
      <DeadEnd heading={heading} actions={<WayOn primary={primary} />}>
        {children}
      </DeadEnd>
    </Page>
  )
}
