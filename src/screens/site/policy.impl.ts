import { fromPromise } from 'xstate'
import { policyFrameMachine } from '../../../machines/policy-frame.machine.ts'
import { config } from '../../config.ts'
import { frameSource } from '../../lib/frame.ts'
import type { Services } from '../shared/services.tsx'

/** The app's own page (index.html's mount point): what a host answers for a file it does not have. */
const APP_SHELL = /<div id="root">/

/**
 * The configured policy page as an address the frame may load (the frame rule: the app's origin or a
 * configured frame origin, decision 023), else '' (the in-app text).
 */
export function policyAddress(
  configured: string,
  origin: string,
  frameOrigins: readonly string[] = config.frameOrigins,
): string {
  return frameSource(configured, origin, frameOrigins) ?? ''
}

/**
 * Whether the company's policy page answers: a page of our own origin must answer 2xx with a page
 * that is not this app's own shell (a host that answers every missing file with index.html); another
 * origin's answer is opaque (no-cors), so any answer counts and only a failed connection does not.
 */
export async function probePage(fetchPage: typeof fetch, url: string, origin: string, signal: AbortSignal) {
  const sameOrigin = new URL(url).origin === origin
  const response = await fetchPage(url, {
    mode: sameOrigin ? 'same-origin' : 'no-cors',
    credentials: 'omit',
    cache: 'no-store',
    signal,
  })
  if (response.type === 'opaque') return
  if (!response.ok) throw new Error(`policy page answered ${response.status}`)
  if (APP_SHELL.test(await response.text())) throw new Error('policy page answered with the app itself')
}

/** The real side effects of the official site's Privacy Policy: the probe of the company's page. */
export function policyFrameWith(services: Services) {
  return policyFrameMachine.provide({
    actors: {
      probe: fromPromise(({ input, signal }) =>
        probePage(services.fetchPage, input.url, services.origin, signal),
      ),
    },
  })
}
