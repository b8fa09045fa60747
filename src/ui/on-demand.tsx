import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react'
import { message } from '../i18n/messages.ts'
import { RetryNotice } from './components.tsx'
import { onDemandModule } from '../lib/on-demand-module.ts'

export { onDemandModule }

/**
 * A component whose code loads on demand, outside the first load. Once its chunk has arrived it
 * renders at once: React.lazy alone suspends on every first mount and Suspense then holds even
 * ready content back for its reveal throttle (about 300 ms).
 */
export interface OnDemand<P extends object> {
  Component: (props: P) => JSX.Element
  /**
   * Starts loading (once) and resolves when the download has ended, never rejects: after a success
   * the component renders without suspending; a failure (offline for a moment) is forgotten, so the
   * next call, render or tap asks again.
   */
  prefetch: () => Promise<unknown>
}

export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** What a failed download renders instead of the reload notice (a popup can close itself and keep the page). */
  failed?: ComponentType<P>,
  /** What shows while the chunk arrives (the page's loading skeleton); nothing when absent. */
  Pending?: ComponentType,
): OnDemand<P> {
  let loaded: ComponentType<P> | null = null
  const module = onDemandModule(load)
  const prefetch = () =>
    module().then(
      (component) => (loaded = component),
      () => null,
    )
  // A failed download renders the network notice (offline, or the connection failed), never a throw: the app has no error boundary, so a
  // throw would blank the page. Its Try again reloads the page, the smallest retry in the first load.
  // A lazy component remembers how its load ended, so after a failure the next mount gets a new one
  // (a popup given `failed` downloads again when it opens again).
  const attempt = () =>
    lazy(async () => {
      await prefetch()
      if (loaded !== null) return { default: loaded }
      current = attempt()
      return {
        default:
          failed ??
          (() => (
            <RetryNotice onRetry={() => window.location.reload()}>
              {message(navigator.onLine ? 'error.network' : 'error.offline')}
            </RetryNotice>
          )),
      }
    })
  let current = attempt()
  function Component(props: P) {
    // Per mount: a re-render after a failure keeps showing what the failure rendered.
    const [Lazy] = useState(() => current)
    const Ready = loaded
    if (Ready !== null) return <Ready {...props} />
    // Without `Pending` nothing shows while the chunk arrives (an undefined fallback is not skipped since React 18).
    return (
      <Suspense fallback={Pending && <Pending />}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    )
  }
  return { Component, prefetch }
}

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const

/**
 * Runs `prefetch` on the borrower's first touch or key press: what opens from a tap is on its way
 * from the pointerdown, and a page that is only read never downloads it.
 */
export function prefetchOnFirstInteraction(
  prefetch: () => unknown,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const stop = () => FIRST_INTERACTION.forEach((type) => target.removeEventListener(type, once, true))
  const once = () => {
    stop()
    void prefetch()
  }
  FIRST_INTERACTION.forEach((type) => target.addEventListener(type, once, { capture: true, passive: true }))
  return stop
}
