import { fromOrigins, originOf, redirectTarget } from './url.ts'

/*
 * Frames of server content (the loan agreement popup, the company's policy page):
 * docs/decisions/023-origins-and-csp.md.
 */

/**
 * An address a frame may load: what passes the redirect rule, of the app's own origin or a configured
 * frame origin (config.frameOrigins, the policy's frame-src); otherwise null, and the page shows what
 * it has instead of a frame the browser would refuse.
 */
export function frameSource(
  candidate: string,
  origin: string,
  frameOrigins: readonly string[],
): string | null {
  return fromOrigins(redirectTarget(candidate, origin), origin, frameOrigins)
}

/** Pop-ups a framed document may open (a link to a full page), outside the frame's sandbox. */
const POPUPS = 'allow-popups allow-popups-to-escape-sandbox'

/**
 * The frame's sandbox: never `allow-same-origin` (a framed page of the app's own origin would otherwise
 * reach the app's storage and session), and scripts only for an origin the lender lists as running
 * them (config.frameScriptOrigins).
 */
export function frameSandbox(url: string, frameScriptOrigins: readonly string[]): string {
  const frameOrigin = originOf(url)
  const scripts = frameOrigin !== null && frameScriptOrigins.includes(frameOrigin)
  return scripts ? `allow-scripts ${POPUPS}` : POPUPS
}
