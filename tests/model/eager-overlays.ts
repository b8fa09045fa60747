import { createElement } from 'react'
import * as dialogs from '../../src/ui/dialogs.tsx'

/**
 * Stand-in for src/ui/overlays.tsx in model tests: the lazy overlays would hang under the fake
 * clock, so the dialogs load eagerly, keeping the overlays' own rule that a closed overlay renders
 * nothing (dialogs.tsx alone keeps a closed Base UI dialog mounted for its exit animation).
 * Use: `vi.mock('../../src/ui/overlays.tsx', () => import('./eager-overlays.ts'))`.
 */
type Props = Parameters<typeof dialogs.Modal>[0]

export const prefetchOverlays = (): void => {}
export const prefetchDialogs = (): Promise<unknown> => Promise.resolve()
export const Modal = (props: Props) => (props.open ? createElement(dialogs.Modal, props) : null)
export const Sheet = (props: Props) => (props.open ? createElement(dialogs.Sheet, props) : null)
