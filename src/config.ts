/**
 * The one typed configuration module (decisions.md "Configuration"). Every value can be overridden
 * at build time by a `VITE_*` variable; the defaults are what the sandbox and the tests use.
 */

import { idempotencyMode, oneOf, pick } from './lib/env-value.ts'
import { readOrigins } from './lib/origins.ts'

export const config = {
  /**
   * How amounts are written (decisions.md "Where the spec's letter and a Filipino borrower disagree"):
   * `ph` ₱3,920.00 (default), `spec` the spec's ₱3.920,00 (`VITE_MONEY_STYLE=spec`).
   */
  moneyStyle: oneOf(import.meta.env.VITE_MONEY_STYLE, ['ph', 'spec'] as const, 'ph'),
  /**
   * Which mobile numbers the promotion landing accepts: `ph` Philippine mobiles 09XXXXXXXXX, with
   * +63 / 63 normalised (default), `spec` the spec's ^1[3-9]\d{9}$ (`VITE_PHONE_RULE=spec`).
   */
  phoneRule: oneOf(import.meta.env.VITE_PHONE_RULE, ['ph', 'spec'] as const, 'ph'),
  /**
   * Fixed base prefix of every call. Unset: the embedded sandbox answers (see src/sandbox). Whether the
   * sandbox is built in is read from `VITE_SANDBOX` in src/app/main.tsx itself, so a build with it off
   * can drop the sandbox chunk.
   */
  apiBase: pick(import.meta.env.VITE_API_BASE, '/api-sandbox'),
  httpTimeoutMs: 60_000,
  /**
   * How a submission's idempotency key reaches the backend (docs/idempotency.md): `header` (the
   * `Idempotency-Key` header, default), `field` (an `idempotencyKey` form field, for a backend whose CORS
   * does not allow the header yet) or `off`.
   */
  idempotencyKey: idempotencyMode(import.meta.env.VITE_IDEMPOTENCY_KEY),
  defaultMerchantNumber: pick(import.meta.env.VITE_DEFAULT_MERCHANT_NUMBER, 'M0001'),
  servicePhone: pick(import.meta.env.VITE_SERVICE_PHONE, '+63 2 8888 0000'),
  appScheme: pick(import.meta.env.VITE_APP_SCHEME, 'bayad'),
  /**
   * The fixed marker of spec §7 (contract-jump, loan-detail-push): its name and value are not shown
   * there, so both are configuration (docs/decisions/013-loan-confirm.md).
   */
  fixedMarker: {
    name: pick(import.meta.env.VITE_FIXED_MARKER_NAME, 'marker'),
    value: pick(import.meta.env.VITE_FIXED_MARKER_VALUE, 'h5'),
  },
  /**
   * Wire names of the legacy calls' keys: a JSON object, logical name → wire name (docs/legacy-keys.md).
   * Read by src/api/legacy-keys.ts with the legacy routes only; unreadable text is the identity table.
   */
  legacyKeys: import.meta.env.VITE_LEGACY_KEYS ?? '',
  /**
   * Origins of the trust-boundary rules (docs/decisions/023-origins-and-csp.md), https only, each list
   * comma-separated; the app's own origin is always first-party and never needs listing.
   * - firstPartyOrigins: other origins of the lender that may receive the session parameters in a link;
   * - payCodeImageOrigins: where a pay-code QR picture may come from (besides the app's own origin);
   * - frameOrigins: origins an agreement or policy frame may load (the CSP's frame-src);
   * - frameScriptOrigins: frames of these origins may run scripts (never with allow-same-origin).
   */
  firstPartyOrigins: readOrigins(import.meta.env.VITE_FIRST_PARTY_ORIGINS).origins,
  payCodeImageOrigins: readOrigins(import.meta.env.VITE_PAY_CODE_IMAGE_ORIGINS).origins,
  frameOrigins: readOrigins(import.meta.env.VITE_FRAME_ORIGINS).origins,
  frameScriptOrigins: readOrigins(import.meta.env.VITE_FRAME_SCRIPT_ORIGINS).origins,
  repaymentInstructionsUrl: pick(import.meta.env.VITE_REPAYMENT_INSTRUCTIONS_URL, '/dragonpay'),
  theme: {
    // White text on the header gradient needs 4.5:1 at its lightest end: 6.25:1 here, 5.11:1 at the
    // to end (tests/ui/contrast.test.ts, docs/decisions/011-contrast-and-touch.md).
    gradientFrom: pick(import.meta.env.VITE_THEME_GRADIENT_FROM, '#0b6e4f'),
    gradientTo: pick(import.meta.env.VITE_THEME_GRADIENT_TO, '#087f3c'),
    // 4.5:1 or better on white (WCAG AA) for text and buttons.
    accent: pick(import.meta.env.VITE_THEME_ACCENT, '#0b6e4f'),
    accentContrast: pick(import.meta.env.VITE_THEME_ACCENT_CONTRAST, '#ffffff'),
    font: pick(import.meta.env.VITE_THEME_FONT, '#1f2933'),
  },
} as const

export type AppConfig = typeof config

/** Writes the theme into CSS variables once at start-up, so CSS never hard-codes a brand colour. */
export function applyTheme(root: HTMLElement, theme = config.theme): void {
  root.style.setProperty('--theme-gradient-from', theme.gradientFrom)
  root.style.setProperty('--theme-gradient-to', theme.gradientTo)
  root.style.setProperty('--theme-accent', theme.accent)
  root.style.setProperty('--theme-accent-contrast', theme.accentContrast)
  root.style.setProperty('--theme-font', theme.font)
}
