import type { BridgeAction } from '../bridge/bridge-action.ts'
import { recordCall } from '../bridge/bridge.ts'
import { describeAction } from '../bridge/fallback-notice.ts'
import { showToast } from '../ui/toast.tsx'

/**
 * A stand-in for the native iOS host, for testers in the sandbox (chosen on /testPreview, kept for
 * the tab's session): it receives the bridge's messages as WKWebView would, records them like the
 * browser fallback, and offers a "Host back" button that fires the host's back hook (docs/bridge.md).
 * Never part of a build without the sandbox.
 */
export const HOST_KEY = 'bayad.sandbox.host'
export const HOSTS = { browser: 'Browser (no host)', ios: 'iOS (simulated)' } as const
export type SimulatedHost = keyof typeof HOSTS

export function readHost(storage: Storage = window.sessionStorage): SimulatedHost {
  return storage.getItem(HOST_KEY) === 'ios' ? 'ios' : 'browser'
}

export function writeHost(host: SimulatedHost, storage: Storage = window.sessionStorage): void {
  if (host === 'browser') storage.removeItem(HOST_KEY)
  else storage.setItem(HOST_KEY, host)
}

interface HostWindow {
  webkit?: { messageHandlers?: { bayad?: { postMessage(message: unknown): void } } }
  bayadBridge?: { receive(event: unknown): void }
}

/** Installs the simulated iOS host into the window, before the app builds its bridge. */
export function installSimulatedHost(target: Window = window): void {
  const host = target as unknown as HostWindow & Window
  host.webkit = {
    messageHandlers: {
      bayad: {
        postMessage(message) {
          const { action, payload } = message as { action: string; payload: Record<string, unknown> }
          const call = { type: action, ...payload } as BridgeAction
          recordCall(target, call)
          const text = describeAction(call)
          if (text !== null) showToast(`iOS host: ${text}`)
        },
      },
    },
  }
  const mount = () => {
    const button = target.document.createElement('button')
    button.type = 'button'
    button.textContent = '‹ Host back'
    button.setAttribute('aria-label', 'Host back (simulated iOS)')
    button.style.cssText =
      'position:fixed;left:8px;bottom:88px;z-index:60;min-height:44px;padding:0 14px;border-radius:22px;' +
      'border:2px dashed #1f2933;background:#fff;color:#1f2933;font:600 14px system-ui'
    button.addEventListener('click', () => host.bayadBridge?.receive({ type: 'backPressed' }))
    target.document.body.append(button)
  }
  if (target.document.body === null) target.addEventListener('DOMContentLoaded', mount)
  else mount()
}
