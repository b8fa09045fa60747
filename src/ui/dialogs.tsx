import { Dialog } from '@base-ui/react/dialog'
import type { ReactNode } from 'react'

interface DialogProps {
  open: boolean
  title: string
  /** Called when the borrower dismisses it (Esc, backdrop when allowed). Omit to make it non-dismissible. */
  onDismiss?: () => void
  children: ReactNode
}

/** A centred modal. The mask dismisses it only when `onDismiss` is given. */
export function Modal({ open, title, onDismiss, children }: DialogProps) {
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
        <Dialog.Popup className="modal">
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          {children}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** A bottom sheet, the phone's natural place for choices and code entry. */
export function Sheet({ open, title, onDismiss, children }: DialogProps) {
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
        <Dialog.Popup className="sheet">
          <Dialog.Title className="sheet__title">{title}</Dialog.Title>
          {children}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
