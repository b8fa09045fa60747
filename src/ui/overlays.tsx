import { lazy, Suspense, useEffect, type ComponentProps } from 'react'
import { clearToasts } from './toast.tsx'

/**
 * Modals and sheets load on demand: Base UI's Dialog is not part of any route's first load, and it
 * is prefetched when the browser is idle so opening one is instant on a slow network.
 */
const load = () => import('./dialogs.tsx')
const LazyModal = lazy(() => load().then((m) => ({ default: m.Modal })))
const LazySheet = lazy(() => load().then((m) => ({ default: m.Sheet })))

type DialogProps = ComponentProps<typeof LazyModal>

export function prefetchOverlays(): void {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void) => void }).requestIdleCallback
  if (idle) idle(() => void load())
  else setTimeout(() => void load(), 1500)
}

export function Modal(props: DialogProps) {
  useEffect(() => {
    if (props.open) clearToasts()
  }, [props.open])
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <LazyModal {...props} />
    </Suspense>
  )
}

export function Sheet(props: DialogProps) {
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <LazySheet {...props} />
    </Suspense>
  )
}
