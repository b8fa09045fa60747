import { pick } from './lib/env-value.ts'
import details, { COMPANY_POLICY_PATH } from 'virtual:company'

/**
 * The company's details, in one place for every page that names them (About us, the privacy policy,
 * the official site's contact section): src/content/company.json, each value overridable at build
 * time by `VITE_COMPANY_<KEY>` (e.g. `VITE_COMPANY_SERVICE_EMAIL`), resolved by the build
 * (scripts/lib/content-format.ts) so the static company policy page says the same. Not in src/config.ts: that
 * module is in every page's first load, and only these pages read these values.
 */
export const company = details

export type Company = typeof company

/**
 * The company's policy page the official site frames (`/Policy`): `VITE_POLICY_URL`, by default the
 * static page the build makes from the in-app policy text (scripts/lib/content-format.ts).
 */
export const POLICY_URL = pick(import.meta.env.VITE_POLICY_URL, COMPANY_POLICY_PATH)
