/*
 * A server-given phone number (customer service's, the order page's host number): one rule for both
 * pages. Not in ./contact.ts: the official site loads that module, and only these two pages check a
 * phone; this one rides in the order pages' shared chunk (vite.config.ts, `orders`).
 */

/** Digits, spaces (no line breaks or tabs) and the usual phone signs, with at least one digit; at most 32 characters. */
const PHONE = /^\+?[\d ().-]*\d[\d ().-]*$/
const MAX_PHONE = 32

/**
 * A server-given phone as the app may hand it to the host's callPhone: trimmed, or '' when it is not a
 * phone number (the page then shows no call button). One rule for customer service and the order page.
 */
export function checkedPhone(raw: string): string {
  const phone = raw.trim()
  return phone.length <= MAX_PHONE && PHONE.test(phone) ? phone : ''
}
