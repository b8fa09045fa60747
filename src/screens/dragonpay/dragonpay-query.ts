import * as v from 'valibot'
import type { PageQuery } from '../../lib/query.ts'
import { minorUnits, payCode as payCodeSchema } from '../shared/pay-code-link.ts'

/** `amount`: minor units (centavos), digits only, more than zero, as /repaymentOfCode reads it. */
const amountSchema = v.pipe(v.string(), v.trim(), minorUnits)
/** One query parameter: not in the link (or blank), read, or present but unreadable (never shown raw). */
export type QueryValue = { kind: 'absent' } | { kind: 'read'; value: string } | { kind: 'unreadable' }

export interface DragonpayQuery {
  amount: QueryValue
  payCode: QueryValue
}

function decode(schema: v.GenericSchema<string, string>, raw: string | undefined): QueryValue {
  if (raw === undefined || raw.trim() === '') return { kind: 'absent' }
  const decoded = v.safeParse(schema, raw)
  return decoded.success ? { kind: 'read', value: decoded.output } : { kind: 'unreadable' }
}

/**
 * Decodes `/carpmm?requestType=1&amount=…&payCode=…` (and `/dragonpay`, usually without them). Each
 * parameter on its own: a bad amount does not hide a good pay code. A blank value is absent (the
 * spec's template leaves them empty), as on /repaymentOfCode, and the pay code follows that page's
 * rule, so a code it shows is never refused here. `requestType` only says how the
 * host came here; the page is the same for every value.
 */
export function decodeDragonpayQuery(query: PageQuery): DragonpayQuery {
  return { amount: decode(amountSchema, query.amount), payCode: decode(payCodeSchema, query.payCode) }
}
