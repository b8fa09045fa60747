import { Dialog } from '@base-ui/react/dialog'
import type { ReactNode } from 'react'

interface DialogProps {
  open: boolean
  title: string
  /** Called when the borrower dismisses it (Esc, backdrop when allowed). Omit to make it non-dismissible. */
  onDismiss?: () => void
  /**
   * Back (the phone's, the browser's, the host's) for a popup the mask and Esc must not close: Back
   * then asks this instead of leaving the page under the popup. Defaults to `onDismiss`.
   */
  onBack?: () => void
  /** A success tick above the title. */
  icon?: 'success'
  /** A class of the popup's own, beside `modal` / `sheet` (CSS cannot ask what a popup holds before :has()). */
  className?: string
  children: ReactNode
}

/** A centred modal. The mask dismisses it only when `onDismiss` is given. */
export function Modal(props: DialogProps) {
  return <Overlay {...props} popupClass="modal" titleClass="modal__title" />
}

/** A bottom sheet, the phone's natural place for choices and code entry. */
export function Sheet(props: DialogProps) {
  return <Overlay {...props} popupClass="sheet" titleClass="sheet__title" />
}

function Overlay({
  open,
  title,
  onDismiss,
  icon,
  children,
  className,
  popupClass,
  titleClass,
}: DialogProps & { popupClass: string; titleClass: string }) {
  return (
    <Dialog.Root
      open={open}
      disablePointerDismissal={onDismiss === undefined}
      onOpenChange={(next) => {
        if (!next) onDismiss?.()
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className="backdrop" />
        <Dialog.Popup className={className === undefined ? popupClass : `${popupClass} ${className}`}>
          {icon === 'success' && (
            <svg className="modal__icon" viewBox="0 0 48 48" aria-hidden="true">
              <circle cx="24" cy="24" r="24" />
              <path d="M14 24.5l6.5 6.5L34 17.5" />
            </svg>
          )}
          <Dialog.Title className={titleClass}>{title}</Dialog.Title>
          {children}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
