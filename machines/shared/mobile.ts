/**
 * The mobile-number rule of the promotion landing and the official contact form
 * (docs/decisions/036-phone-numbers-and-contact.md; decisions.md "Where the spec's letter and a
 * Filipino borrower disagree"). Pure: the rule in use is configuration (`config.phoneRule`,
 * VITE_PHONE_RULE) that the screens hand to their machines.
 *
 * - `ph` (default): Philippine mobile numbers, 11 digits starting `09`. What is typed or pasted in the
 *   international form (`+63 917 123 4567`, `+639171234567`, `63 917…`, `639…`, `0063 9…`, with spaces,
 *   dashes, dots or parentheses) is turned into the national form `09171234567` before it is checked.
 * - `spec`: the spec's pattern `^1[3-9]\d{9}$` (§5), digits only.
 *
 * Either way the field holds at most 11 digits, after the normalisation.
 */

export type PhoneRule = 'ph' | 'spec'

/** Digits of a mobile number in its national form (the field's cap). */
export const MOBILE_LENGTH = 11

const PH_MOBILE = /^09\d{9}$/
/** The spec's rule, as written (§5). */
export const SPEC_MOBILE = /^1[3-9]\d{9}$/

/** `63 9…` (country code, then a mobile's 9) or `0063 9…` (the international prefix first). */
const INTERNATIONAL = /^(?:00)?63(?=9)/

/**
 * What the field holds once the visitor typed or pasted `value`: its digits, the Philippine country
 * code turned into the national `0` (under `ph`), at most 11.
 */
export function mobileDigits(value: string, rule: PhoneRule): string {
  const digits = value.replace(/\D/g, '')
  const national = rule === 'ph' ? digits.replace(INTERNATIONAL, '0') : digits
  return national.slice(0, MOBILE_LENGTH)
}

/** Whether a field's value (already {@link mobileDigits}) is a mobile number under the rule. */
export function isMobile(value: string, rule: PhoneRule): boolean {
  return (rule === 'ph' ? PH_MOBILE : SPEC_MOBILE).test(value)
}
