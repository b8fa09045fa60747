// @chunk orders
/*
 * The service phone the app hands to the host's callPhone (config.servicePhone, decision 031: one number
 * on customer service and every order page), checked by one rule for both pages. Not in ./contact.ts: the official site loads that module, and only these two pages check a
 * phone; this one rides in the order pages' shared chunk (vite.config.ts, `orders`).
 */

/** Digits, spaces (no line breaks or tabs) and the usual phone signs, with at least one digit; at most 32 characters. */
const PHONE = /^\+?[\d ().-]*\d[\d ().-]*$/
const MAX_PHONE = 32

/**
 * A phone as the app may hand it to the host's callPhone: trimmed, or '' when it is not a phone number
 * (a misconfigured VITE_SERVICE_PHONE: the page then shows no call button).
 */
export function checkedPhone(raw: string): string {
  const phone = raw.trim()
  return phone.length <= MAX_PHONE && PHONE.test(phone) ? phone : ''
}
