import * as v from 'valibot'
import { amount, flag, list, optText, text, textValue } from './schema-base.ts'
import { agreement, nonEmpty, offerCost, planRow, wrappedAgreements } from './schemas-loan.ts'

/**
 * Loan confirmation variant 2 responses (legacy calls, spec §3 "Loan confirm"); only the variant-2
 * route loads them. What it shares with v3 is in schemas-loan.ts. The keys here are logical names:
 * src/api/legacy-keys.ts renames the wire's scrambled keys to these before decoding
 * (docs/legacy-keys.md).
 */

/** NewPopMsg: the promotional popup's image URL, or an object carrying it as `image`; '' when none. */
const popup = v.pipe(
  v.nullish(
    v.union([
      text,
      v.pipe(
        v.custom<unknown>((value) => !Array.isArray(value)),
        v.looseObject({ image: optText }),
      ),
    ]),
    '',
  ),
  v.transform((value) => (typeof value === 'string' ? value : value.image)),
)

export const legacyConfirm = v.looseObject({
  amount,
  /** 1: the amount is in rupees (decisions.md "Money"). */
  flag,
  comProductLogo: optText,
  comProductName: optText,
  periods: text,
  termUnit: text,
  /** The repayment date. */
  firstPayTime: optText,
  details: list(textValue),
  repay_plans: list(planRow),
  NewButtonMsg: optText,
  NewPopMsg: popup,
  /** Not in the legacy key table: these travel under their logical names (decision 028). */
  ...offerCost,
})
/** The agreements, as a list or wrapped like v3's (`data.data`). */
export const legacyAgreements = v.pipe(
  v.union([v.array(agreement), wrappedAgreements, v.null()]),
  v.transform((value) => (value === null ? [] : Array.isArray(value) ? value : value.data)),
)
export const legacyPush = v.looseObject({ attachUrl: nonEmpty })
