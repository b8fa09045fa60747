import { pick } from './lib/env-value.ts'

/**
 * Configuration of the public pages a visitor reaches from the promotion landing (`/downloadTemplate`,
 * `/agreementTemplate`), overridable at build time by `VITE_*` variables like src/config.ts.
 *
 * A module of its own on purpose: src/config.ts is in every page's first-load JavaScript, and that
 * budget is nearly used up (docs/decisions/004-first-load-budget.md). Values only these pages read
 * live here, so they travel in these pages' chunks only (docs/decisions/016-public-pages.md).
 */
export const landingConfig = {
  googlePlayUrl: pick(
    import.meta.env.VITE_GOOGLE_PLAY_URL,
    'https://play.google.com/store/apps/details?id=ph.bayad.app',
  ),
  appStoreUrl: pick(
    import.meta.env.VITE_APP_STORE_URL,
    'https://apps.apple.com/ph/app/bayad-cash-loans/id6450000000',
  ),
} as const

export type LandingConfig = typeof landingConfig
