import { useEffect, type ComponentProps } from 'react'
import type { Modal as DialogModal } from './dialogs.tsx'
import { onDemand, prefetchOnFirstInteraction } from './on-demand.tsx'
import { useOverlayHistory } from './overlay-history.ts'
import { clearToasts } from './toast.tsx'

/**
 * Modals and sheets load on demand: Base UI's Dialog is not part of any route's first load. It is
 * prefetched on the borrower's first touch or key press, so a page that is only read never
 * downloads it.
 */
type DialogProps = ComponentProps<typeof DialogModal>

const modal = onDemand<DialogProps>(() => import('./dialogs.tsx').then((m) => m.Modal))
const sheet = onDemand<DialogProps>(() => import('./dialogs.tsx').then((m) => m.Sheet))

/** Fetches the dialogs' code now: for a popup that opens on a timer, before any tap has fetched it. */
export const prefetchDialogs = () => Promise.all([modal.prefetch(), sheet.prefetch()])

export function prefetchOverlays(target?: Pick<Window, 'addEventListener' | 'removeEventListener'>): void {
  prefetchOnFirstInteraction(prefetchDialogs, target)
}

export function Modal(props: DialogProps) {
  useEffect(() => {
    if (props.open) clearToasts()
  }, [props.open])
  useOverlayHistory(props.open, props.onDismiss ?? props.onBack)
  if (!props.open) return null
  return <modal.Component {...props} />
}

export function Sheet(props: DialogProps) {
  useOverlayHistory(props.open, props.onDismiss)
  if (!props.open) return null
  return <sheet.Component {...props} />
}
