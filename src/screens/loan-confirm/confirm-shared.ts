import * as v from 'valibot'
import type { PlanRow } from '../../../machines/loan-offer.ts'
import type { planRow } from '../../api/loan-parts.ts'
import { pickCommon, type PageQuery } from '../../lib/query.ts'
import { isFirstParty, withFirstPartySession, type FirstParty } from '../../lib/url.ts'

/**
 * What both loan confirmations (v3 and the legacy variant 2) share, kept apart from either flow so
 * one route does not load the other's machine.
 */

/** The page's query is an input: decoded before the flow starts. */
export const loanConfirmQuery = v.object({
  productId: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  orderId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)), ''),
  byPeriod: v.optional(v.string(), ''),
})

/** The fixed marker of spec §7: a name and a value from configuration. */
export interface FixedMarker {
  name: string
  value: string
}

/**
 * The lend details URL (spec §4 "plus session params and from=confirm"): a first-party page gets the
 * session parameters it lacks and from=confirm; another party's page gets the URL as the server named
 * it, unchanged, so nothing of the borrower's session leaves with it (decision 023).
 */
export function lendDetailsTarget(url: string, query: PageQuery, party: FirstParty): string {
  if (!isFirstParty(url, party)) return url
  const target = new URL(withFirstPartySession(url, pickCommon(query), party))
  target.searchParams.set('from', 'confirm')
  return target.href
}

/** The plan rows of either offer, as the machines hold them. */
export function toPlanRows(rows: readonly v.InferOutput<typeof planRow>[]): PlanRow[] {
  return rows.map((row) => ({
    title: row.title,
    description: row.description,
    amount: row.amount,
    payTime: row.pay_time,
  }))
}

/**
 * An agreement's page (contract-jump's contract_url, already through the redirect rule): a first-party
 * page gets the common query string it lacks, as every navigation does (spec §2); another party's page
 * gets the URL as the server named it (decision 023).
 */
export function agreementTarget(url: string, query: PageQuery, party: FirstParty): string {
  return withFirstPartySession(url, pickCommon(query), party)
}
