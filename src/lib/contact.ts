/**
 * Contact addresses as the app may put them in a link: a plain e-mail address only (letters, digits
 * and `._+-` before the @, a dotted domain after it), nothing that could add to a mailto link
 * (`?bcc=`, `&body=`, `#`, `%`); a phone as `tel:` wants it.
 */
export const PLAIN_EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

/** `tel:` wants the digits and the leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * A content link's address once its placeholders are filled in: an in-app path, an https address or
 * a mailto link to a plain address; null for anything else (the text then shows without a link).
 */
export function safeContentHref(href: string): string | null {
  if (/^\/(?!\/)/.test(href) || /^https:\/\/[^\s"<>]+$/.test(href)) return href
  const mail = /^mailto:(.*)$/.exec(href)
  return mail !== null && PLAIN_EMAIL.test(mail[1] ?? '') ? href : null
}
