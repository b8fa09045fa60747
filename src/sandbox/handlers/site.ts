import { POLICY_URL } from '../../company.ts'
import type { Route } from './common.ts'

/**
 * The official site's one request outside the api: the probe of the company's policy page that
 * `/Policy` frames (src/screens/site/policy.impl.ts). The sandbox answers it by the page's path, so
 * `policyUnavailable` (and `offline`, `serverError`, `slowNetwork`) reach it; the frame itself loads
 * the real page.
 */
export const POLICY_PAGE_PATH = new URL(POLICY_URL, 'http://sandbox.bayad.invalid').pathname

export function siteHandlers(route: Route) {
  return [
    route.get(`*${POLICY_PAGE_PATH}`, (call) =>
      call.scenario === 'policyUnavailable'
        ? Response.error()
        : new Response('<!doctype html><title>Privacy policy</title>', {
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          }),
    ),
  ]
}
