import * as v from 'valibot'
import { endpoint, DOUBLE_ZERO } from './api.ts'
import { legacyKeys } from './legacy-keys.ts'
import {
  agreement,
  contractJump,
  nonEmpty,
  offerCost,
  planRow,
  wrappedAgreements,
  type WithMarker,
} from './loan-parts.ts'
import { amount, flag, list, optText, text, textValue } from './schema-base.ts'

/**
 * Loan confirmation variant 2, the legacy calls: success "00" (spec §7, §8 "Legacy calls"; answers: spec
 * §3 "Loan confirm"); only the variant-2 route loads them. What it shares with v3 is in ./loan-parts.ts.
 * Payload and answer keys are logical names: the legacy key table (src/api/legacy-keys.ts) renames the
 * wire's scrambled keys to these and back (docs/legacy-keys.md).
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

export const legacyConfirmData = v.looseObject({
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
export const legacyAgreementsData = v.pipe(
  v.union([v.array(agreement), wrappedAgreements, v.null()]),
  v.transform((value) => (value === null ? [] : Array.isArray(value) ? value : value.data)),
)
export const legacyPushData = v.looseObject({ attachUrl: nonEmpty })

/** The answers' schemas under the names of their calls, for the tests that decode sample answers. */
export const schemas = {
  legacyConfirm: legacyConfirmData,
  legacyAgreements: legacyAgreementsData,
  legacyPush: legacyPushData,
}

export const legacyConfirm = endpoint<typeof legacyConfirmData, { productId: string }>({
  method: 'POST',
  path: '/gopia/goya/satire',
  send: 'form',
  success: DOUBLE_ZERO,
  data: legacyConfirmData,
  keys: legacyKeys,
})

export const legacyAgreements = endpoint<typeof legacyAgreementsData, { productId: string; scene: number }>({
  method: 'GET',
  path: '/gopia/goya/cultures',
  send: 'query',
  success: DOUBLE_ZERO,
  data: legacyAgreementsData,
  keys: legacyKeys,
})

export const legacyAgreementJump = endpoint<
  typeof contractJump,
  WithMarker<{ productId: string; scene: number; position: number; orderId: string }>
>({
  method: 'GET',
  path: '/gopia/goya/misunderstood',
  send: 'query',
  success: DOUBLE_ZERO,
  data: contractJump,
  keys: legacyKeys,
})

export const legacyPush = endpoint<
  typeof legacyPushData,
  WithMarker<{ amount: number; periods: string; termUnit: string; productId: string }>
>({
  method: 'POST',
  path: '/gopia/goya/depush',
  send: 'form',
  success: DOUBLE_ZERO,
  data: legacyPushData,
  keys: legacyKeys,
})
