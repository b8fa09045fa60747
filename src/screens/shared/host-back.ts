import { useEffect } from 'react'
import { overlayOnTop } from '../../ui/overlay-history.ts'
import { useServices } from './services.tsx'

/**
 * Sends the host's back hook (`backPressed`, docs/bridge.md) to a screen's flow. An open sheet or
 * popup that Back may dismiss takes it first (the app shell closes it), so the flow hears only
 * the presses that are meant for the page.
 */
export function useHostBack(onBack: () => void): void {
  const { bridge } = useServices()
  useEffect(
    () =>
      bridge.onHostEvent((event) => {
        if (event.type === 'backPressed' && !overlayOnTop()) onBack()
      }),
    [bridge, onBack],
  )
}
