/**
 * The native host, behind one typed interface (spec §7 "Native bridge actions"). The wire format
 * is documented in docs/bridge.md; a plain browser gets a fallback that makes each effect visible.
 */
import type { BridgeAction } from './bridge-action.ts'
/** What the host tells the page. */
export type HostEvent = { type: 'backPressed' }

export type Platform = 'android' | 'ios' | 'browser'

export interface Bridge {
  readonly platform: Platform
  send(action: BridgeAction): void
  /** Subscribes to host events; returns the unsubscribe function. */
  onHostEvent(listener: (event: HostEvent) => void): () => void
}

interface AndroidHost {
  postMessage(message: string): void
}
interface IosHost {
  postMessage(message: { action: string; payload: Record<string, unknown> }): void
}
interface HostWindow {
  BayadAndroid?: AndroidHost
  webkit?: { messageHandlers?: { bayad?: IosHost } }
  /** The host calls `window.bayadBridge.receive({ type: 'backPressed' })`. */
  bayadBridge?: { receive(event: unknown): void }
}

const BRIDGE_RECORD_KEY = 'bayad.bridge.calls'

function wire(action: BridgeAction): { action: string; payload: Record<string, unknown> } {
  const { type, ...payload } = action
  return { action: type, payload }
}

function decodeHostEvent(raw: unknown): HostEvent | null {
  const value = typeof raw === 'string' ? safeParse(raw) : raw
  if (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'backPressed') {
    return { type: 'backPressed' }
  }
  return null
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function createHostEvents(target: HostWindow) {
  const listeners = new Set<(event: HostEvent) => void>()
  target.bayadBridge = {
    receive(raw) {
      const event = decodeHostEvent(raw)
      if (event !== null) listeners.forEach((listener) => listener(event))
    },
  }
  return (listener: (event: HostEvent) => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
}

export interface BridgeOptions {
  window?: Window
  /** Shows the fallback's notice (a toast in the app). */
  notify?: (text: string) => void
  /** Where the fallback opens URLs; defaults to a full navigation. */
  openUrl?: (url: string) => void
}

/** Picks the adapter from what the host injected into the window. */
export function createBridge(options: BridgeOptions = {}): Bridge {
  const target = (options.window ?? window) as unknown as HostWindow & Window
  const onHostEvent = createHostEvents(target)
  const android = target.BayadAndroid
  const ios = target.webkit?.messageHandlers?.bayad
  if (android !== undefined) {
    return {
      platform: 'android',
      onHostEvent,
      send: (action) => android.postMessage(JSON.stringify(wire(action))),
    }
  }
  if (ios !== undefined) {
    return { platform: 'ios', onHostEvent, send: (action) => ios.postMessage(wire(action)) }
  }
  return {
    platform: 'browser',
    onHostEvent,
    send(action) {
      recordCall(target, action)
      // What the fallback does loads with its first effect (a host app never needs it): the notices'
      // wording, and the redirect rule that the browser's stand-in for the host's openUrl follows like
      // any redirect, so an address the rule refuses (javascript:, //host, userinfo…) opens nothing
      // (docs/bridge.md).
      // (The module is not destructured in the parameter: Vite would wrap the import to name its parts.)
      void import('./fallback-notice.ts').then((fallback) => {
        if (action.type === 'openUrl') {
          const url = fallback.redirectTarget(action.url, target.location.origin)
          if (url !== null) (options.openUrl ?? ((next: string) => target.location.assign(next)))(url)
          return
        }
        const text = fallback.describeAction(action)
        if (text !== null) options.notify?.(text)
      })
    },
  }
}

/**
 * The fallback records every call in session storage so tests can assert them, even across a reload
 * (the sandbox's simulated host records the same way).
 */
export function recordCall(target: Window, action: BridgeAction): void {
  try {
    const calls = readBridgeCalls(target)
    calls.push(action)
    target.sessionStorage.setItem(BRIDGE_RECORD_KEY, JSON.stringify(calls))
  } catch {
    // storage full or blocked: the notice still shows
  }
}

export function readBridgeCalls(target: Window = window): BridgeAction[] {
  const parsed = safeParse(target.sessionStorage.getItem(BRIDGE_RECORD_KEY) ?? '[]')
  return Array.isArray(parsed) ? (parsed as BridgeAction[]) : []
}
