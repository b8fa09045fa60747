// @chunk images
import { fromOrigins, originOf, redirectTarget, UNSAFE_CHARACTER } from './url.ts'

/*
 * The one image rule for every picture the server or a link names (logos, channel and QR pictures,
 * complaint and reply images, promotional pictures): docs/decisions/023-origins-and-csp.md.
 */

/**
 * An inline raster picture: png, jpeg, gif or webp, base64 and nothing else in it. Never
 * `image/svg+xml`: an SVG is a document, and a link can carry one under the lender's name.
 */
const RASTER_DATA = /^data:image\/(png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/i

/**
 * A picture the page may show: an https address, an address of the page's own origin (http too, when
 * the page itself is http), a `blob:` of the page's own origin (made by the page itself), or a raster
 * `data:` picture. The address as the page will load it, or null.
 */
export function checkedImage(candidate: string, origin: string): string | null {
  const trimmed = candidate.trim()
  if (RASTER_DATA.test(trimmed)) return trimmed
  const appOrigin = originOf(origin)
  if (/^blob:/i.test(trimmed))
    return !UNSAFE_CHARACTER.test(trimmed) && appOrigin !== null && originOf(trimmed) === appOrigin
      ? trimmed
      : null
  const url = redirectTarget(trimmed, origin)
  // The rule's answers are as the parser writes them: the scheme in lower case.
  return url !== null && (url.startsWith('https:') || originOf(url) === appOrigin) ? url : null
}

/**
 * A pay-code QR picture: a QR code tells the borrower's wallet where the money goes, so it counts only
 * from the app's own origin or a configured origin (config.payCodeImageOrigins); never inline.
 */
export function checkedQrImage(
  candidate: string,
  origin: string,
  payCodeImageOrigins: readonly string[],
): string | null {
  const url = checkedImage(candidate, origin)
  return url !== null && /^https?:/.test(url) ? fromOrigins(url, origin, payCodeImageOrigins) : null
}
