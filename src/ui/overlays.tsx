import { lazy, Suspense, useEffect, type ComponentProps } from 'react'
import type * as DialogsModule from './dialogs.tsx'
import { useOverlayHistory } from './overlay-history.ts'
import { clearToasts } from './toast.tsx'

/**
 * Modals and sheets load on demand: Base UI's Dialog is not part of any route's first load. It is
 * prefetched on the borrower's first touch or key press (a sheet opens from a tap, and the chunk is
 * on its way from the pointerdown), so a page that is only read never downloads it.
 */
type Dialogs = typeof DialogsModule
/** Set once the chunk has arrived: from then on overlays render at once, without Suspense. */
let loaded: Dialogs | null = null
const load = () =>
  import('./dialogs.tsx').then((dialogs) => {
    loaded = dialogs
    return dialogs
  })
const LazyModal = lazy(() => load().then((m) => ({ default: m.Modal })))
const LazySheet = lazy(() => load().then((m) => ({ default: m.Sheet })))

type DialogProps = ComponentProps<typeof LazyModal>

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const

export function prefetchOverlays(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): void {
  const once = () => {
    FIRST_INTERACTION.forEach((type) => target.removeEventListener(type, once, true))
    void load()
  }
  FIRST_INTERACTION.forEach((type) => target.addEventListener(type, once, { capture: true, passive: true }))
}

export function Modal(props: DialogProps) {
  useEffect(() => {
    if (props.open) clearToasts()
  }, [props.open])
  useOverlayHistory(props.open, props.onDismiss)
  if (!props.open) return null
  // Suspense would hold even ready content back for its reveal throttle (300 ms): a 1.5 s modal
  // must show the moment it opens.
  if (loaded !== null) return <loaded.Modal {...props} />
  return (
    <Suspense fallback={null}>
      <LazyModal {...props} />
    </Suspense>
  )
}

export function Sheet(props: DialogProps) {
  useOverlayHistory(props.open, props.onDismiss)
  if (!props.open) return null
  if (loaded !== null) return <loaded.Sheet {...props} />
  return (
    <Suspense fallback={null}>
      <LazySheet {...props} />
    </Suspense>
  )
}
