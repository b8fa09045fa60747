import { fromPromise } from 'xstate'
import { policyFrameMachine } from '../../../machines/policy-frame.machine.ts'
import { safeRedirect } from '../../lib/url.ts'
import type { Services } from '../services.tsx'

/** The configured policy page as an address the frame may load: http(s) only, else '' (the in-app text). */
export function policyAddress(configured: string, origin: string): string {
  return safeRedirect(configured, origin) ?? ''
}

/**
 * Whether the company's policy page answers: a page of our own origin must answer 2xx; another
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
  if (response.type !== 'opaque' && !response.ok) throw new Error(`policy page answered ${response.status}`)
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
