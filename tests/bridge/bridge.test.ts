import { describe, expect, it, vi } from 'vitest'
import { createBridge, readBridgeCalls, type HostEvent } from '../../src/bridge/bridge.ts'

type HostWindow = Window & Record<string, unknown>

function fakeWindow(extra: Record<string, unknown> = {}): HostWindow {
  const w = Object.assign(Object.create(window) as HostWindow, extra)
  Object.defineProperty(w, 'sessionStorage', { value: window.sessionStorage })
  Object.defineProperty(w, 'location', { value: { assign: vi.fn(), origin: 'https://app.test' } })
  return w
}

describe('native bridge', () => {
  it('Android: one JSON string per action on window.BayadAndroid.postMessage', () => {
    const postMessage = vi.fn()
    const bridge = createBridge({ window: fakeWindow({ BayadAndroid: { postMessage } }) })
    expect(bridge.platform).toBe('android')
    bridge.send({ type: 'callPhone', phone: '+63 2 8888 0000' })
    bridge.send({ type: 'closeRepayDialog' })
    expect(postMessage.mock.calls).toEqual([
      [JSON.stringify({ action: 'callPhone', payload: { phone: '+63 2 8888 0000' } })],
      [JSON.stringify({ action: 'closeRepayDialog', payload: {} })],
    ])
  })

  it('iOS: an object per action on webkit.messageHandlers.bayad', () => {
    const postMessage = vi.fn()
    const bridge = createBridge({
      window: fakeWindow({ webkit: { messageHandlers: { bayad: { postMessage } } } }),
    })
    expect(bridge.platform).toBe('ios')
    bridge.send({ type: 'openProduct', productId: '12', scheme: 'bayad' })
    expect(postMessage).toHaveBeenCalledWith({
      action: 'openProduct',
      payload: { productId: '12', scheme: 'bayad' },
    })
  })

  it('browser fallback: shows the effect, records the call, opens URLs', async () => {
    window.sessionStorage.clear()
    const notify = vi.fn()
    const openUrl = vi.fn()
    const bridge = createBridge({ window: fakeWindow(), notify, openUrl })
    expect(bridge.platform).toBe('browser')
    bridge.send({ type: 'closeWebview' })
    bridge.send({ type: 'callPhone', phone: '0917' })
    bridge.send({ type: 'trackPoint', name: 'confirm' })
    bridge.send({ type: 'openUrl', url: 'https://x.test/' })
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(2))
    expect(notify.mock.calls).toEqual([
      ['The app would close this page now.'],
      ['The phone would call 0917 now.'],
    ])
    // The fallback's redirect check loads with its notices (./fallback-notice.ts), so the address opens a
    // moment later; the call is recorded at once.
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledWith('https://x.test/'))
    expect(readBridgeCalls().map((call) => call.type)).toEqual([
      'closeWebview',
      'callPhone',
      'trackPoint',
      'openUrl',
    ])
  })

  it('browser fallback: openUrl follows the redirect rule; a refused address opens nothing', async () => {
    const openUrl = vi.fn()
    const bridge = createBridge({ window: fakeWindow(), openUrl })
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/',
      'https://app.test@evil.example/',
      'bayad://home',
    ])
      bridge.send({ type: 'openUrl', url })
    bridge.send({ type: 'openUrl', url: '/repay?orderId=9' })
    // Sent last, checked last: once it has opened, every refused address before it has been checked too.
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalled())
    expect(openUrl.mock.calls).toEqual([['https://app.test/repay?orderId=9']])
  })

  it('host events arrive through window.bayadBridge.receive, decoded', () => {
    const w = fakeWindow()
    const bridge = createBridge({ window: w })
    const seen: HostEvent[] = []
    const stop = bridge.onHostEvent((event) => seen.push(event))
    const host = w.bayadBridge as { receive(event: unknown): void }
    host.receive('{"type":"backPressed"}')
    host.receive({ type: 'backPressed' })
    host.receive({ type: 'somethingElse' })
    host.receive('not json')
    stop()
    host.receive({ type: 'backPressed' })
    expect(seen).toEqual([{ type: 'backPressed' }, { type: 'backPressed' }])
  })
})
