import * as v from 'valibot'
import { amount, flag, list, optText, text, textValue } from './schema-base.ts'

/** Loan confirmation responses (spec §3 "Loan confirm"), v3 and the legacy variant 2; only those routes load them. */

const nonEmpty = v.pipe(v.string(), v.minLength(1))

/** A repayment plan row; its amount is in minor units like every amount (decisions.md). */
export const planRow = v.looseObject({
  title: optText,
  description: optText,
  amount,
  pay_time: optText,
})

export const loanConfirm = v.looseObject({
  comProductLogo: optText,
  comProductName: optText,
  /** Minor units; the push sends it back. */
  amount,
  periods: text,
  termUnit: text,
  details: list(textValue),
  repay_plans: list(planRow),
  firstPayTime: optText,
  firstPeriodDay: optText,
  pRateDsc: optText,
  sendSms: flag,
  isPopType: flag,
  popContent: optText,
  popTitle: optText,
  popAgreementUrl: optText,
})
export const agreement = v.looseObject({ title: text })
/** The agreements are in `data.data`; a bare list is not that shape (valibot's objects accept arrays). */
const wrappedAgreements = v.pipe(
  v.custom<unknown>((value) => !Array.isArray(value)),
  v.looseObject({ data: list(agreement) }),
)
export const agreements = wrappedAgreements
export const contractJump = v.looseObject({ contract_url: nonEmpty })
export const loanPush = v.looseObject({ lendDetailsUrl: nonEmpty })

// Variant 2 (legacy calls). The keys here are logical names: src/api/legacy-keys.ts renames the wire's
// scrambled keys to these before decoding (docs/legacy-keys.md).

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
})
/** The agreements, as a list or wrapped like v3's (`data.data`). */
export const legacyAgreements = v.pipe(
  v.union([v.array(agreement), wrappedAgreements, v.null()]),
  v.transform((value) => (value === null ? [] : Array.isArray(value) ? value : value.data)),
)
export const legacyPush = v.looseObject({ attachUrl: nonEmpty })
