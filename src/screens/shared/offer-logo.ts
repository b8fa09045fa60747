/**
 * The offer's product logo, loaded on demand (./offer-parts.tsx): a module of its own, so the dynamic
 * import names this small chunk rather than the shared images chunk, which would otherwise carry an
 * export object for it on every route that loads it.
 */
export { ServerLogo } from '../../ui/server-logo.tsx'
