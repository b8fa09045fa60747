import { lazy, Suspense, type ComponentType, type JSX } from 'react'

/**
 * A component whose code loads on demand, outside the first load. Once its chunk has arrived it
 * renders at once: React.lazy alone suspends on every first mount and Suspense then holds even
 * ready content back for its reveal throttle (about 300 ms).
 */
export interface OnDemand<P extends object> {
  Component: (props: P) => JSX.Element
  /** Starts loading (once); resolves when the component can render without suspending. */
  prefetch: () => Promise<unknown>
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const prefetch = () =>
    (loading ??= load().then((component) => {
      loaded = component
      return component
    }))
  const Lazy = lazy(() => prefetch().then((component) => ({ default: component })))
  function Component(props: P) {
    const Ready = loaded
    if (Ready !== null) return <Ready {...props} />
    return (
      <Suspense fallback={null}>
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
