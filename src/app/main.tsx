import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { livePanelOn, showLivePanel } from '../atlas/live/panel-toggle.ts'
import { applyTheme, config } from '../config.ts'
import { textsReady } from '../i18n/catalogue.ts'
import { currentLang, htmlLang } from '../i18n/lang.ts'
import { setMoneyStyle } from '../lib/format.ts'
import { prefetchOnFirstInteraction } from '../ui/on-demand.tsx'
import { prefetchOverlays } from '../ui/overlay-prefetch.ts'
import '../ui/styles.ts'
import { App } from './app.tsx'
import { composeServices } from './compose.ts'
import { screenAt } from './routes.ts'

function lazyFetch(load: () => Promise<typeof fetch>): typeof fetch {
  let loading: Promise<typeof fetch> | undefined
  return async (input, init) => {
    loading ??= load()
    return (await loading)(input, init)
  }
}

/** The sandbox's simulated iOS host, when a tester chose it on /testPreview (sandbox builds only). */
async function simulatedHost(): Promise<void> {
  if (import.meta.env.VITE_SANDBOX === 'off') return
  if (window.sessionStorage.getItem('bayad.sandbox.host') !== 'ios') return
  const host = await import('../sandbox/simulated-host.ts')
  host.installSimulatedHost(window)
}

/**
 * The shared texts could not be fetched (offline at the first load): the one message the app writes
 * without a catalogue, in English and Filipino, with a button that loads the page again.
 */
function textsFailed(root: HTMLElement): void {
  const body = root.querySelector('.page__body')
  if (body === null) return
  body.innerHTML =
    '<p class="notice" role="alert">This page could not be loaded. Check your connection. · Hindi ma-load ang page. Suriin ang iyong koneksyon.</p>' +
    '<button type="button" class="button button--primary">Try again · Subukan ulit</button>'
  body.querySelector('button')?.addEventListener('click', () => window.location.reload())
}

/** The composition root: builds api, bridge, navigation and storage once. */
function start(): void {
  // A built page has the configured theme in its stylesheet already (vite.config.ts `buildTimeConfig`).
  if (import.meta.env.DEV) applyTheme(document.documentElement)
  setMoneyStyle(config.moneyStyle)
  // A built page has its language written by index.html already (src/i18n/lang.ts).
  if (import.meta.env.DEV) document.documentElement.lang = htmlLang(currentLang())
  // Written out here (not via config) so a VITE_SANDBOX=off build drops the sandbox chunk entirely.
  // The sandbox runs with the first call, never before the first paint; the built index.html fetches
  // its chunk alongside the route's (vite.config.ts), so that call does not wait for a download.
  const sandboxFetch =
    import.meta.env.VITE_SANDBOX !== 'off'
      ? lazyFetch(() => import('../sandbox/index.ts').then((sandbox) => sandbox.createSandboxFetch()))
      : undefined
  const { services, activity } = composeServices({ window, fetch: sandboxFetch })
  const root = document.getElementById('root')
  if (root === null) throw new Error('index.html has no #root')
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <App services={services} activity={activity} />
      </StrictMode>,
    )
  // The matched screen's chunk is already on its way (preloaded with the entry): rendering once it
  // is here skips Suspense, which would hold the screen back about 300 ms. A failed load renders
  // anyway and falls back to Suspense.
  // The page's texts (src/i18n/common, fetched alongside the entry by index.html) come first: without
  // them no page can say anything, so a failure to fetch them is told in both languages, by hand.
  const first = screenAt(window.location.pathname)
  void textsReady()
    .then(() => first?.prefetch())
    .then(render, () => textsFailed(root))
  prefetchOnFirstInteraction(prefetchOverlays)
  // The tester's live panel, when switched on in /testPreview (sandbox builds only).
  if (import.meta.env.VITE_SANDBOX !== 'off' && livePanelOn(window.sessionStorage)) void showLivePanel()
}

void simulatedHost().then(start, start)
