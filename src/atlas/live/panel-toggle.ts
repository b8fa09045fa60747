/*
 * The tester's switch for the live panel on the screen itself (sandbox builds only: the app reads it
 * behind `import.meta.env.VITE_SANDBOX !== 'off'`). Small on purpose: the panel loads only when it is on.
 */

/** sessionStorage: `on` while the tester wants the "Live diagram" button on every screen. */
export const LIVE_PANEL_KEY = 'bayad.sandbox.livePanel'

export function livePanelOn(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(LIVE_PANEL_KEY) === 'on'
  } catch {
    return false
  }
}

let mounted: Promise<() => void> | undefined

/** Shows the button (and the panel it opens) over whatever screen is on; once. */
export function showLivePanel(): Promise<void> {
  mounted ??= import('./live-panel-button.tsx').then((panel) => panel.mountLivePanel(document))
  return mounted.then(() => undefined)
}

export async function hideLivePanel(): Promise<void> {
  const unmount = mounted
  mounted = undefined
  if (unmount !== undefined) (await unmount)()
}

/** The tester's choice, kept for the tab's session and applied at once. */
export function setLivePanel(on: boolean, storage: Pick<Storage, 'setItem' | 'removeItem'>): Promise<void> {
  try {
    if (on) storage.setItem(LIVE_PANEL_KEY, 'on')
    else storage.removeItem(LIVE_PANEL_KEY)
  } catch {
    // Storage refused (a private mode): the choice lasts until the next page load.
  }
  return on ? showLivePanel() : hideLivePanel()
}
