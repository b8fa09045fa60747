import { contactFormMachine } from '../../../machines/contact-form.machine.ts'
import type { ContactValues } from '../../../machines/contact-form.types.ts'
import { config } from '../../config.ts'
import type { siteTexts } from '../../i18n/site/index.ts'
import { PLAIN_EMAIL } from '../../lib/contact.ts'
import type { Services } from '../shared/services.tsx'

/** What the e-mail says around the visitor's words (the site catalogue's `mail`, in the page's language). */
export type MailWords = ReturnType<typeof siteTexts>['mail']

/**
 * The `mailto:` link that hands the contact form's message to the service e-mail (RFC 6068): the
 * subject names the sender, the body lists the name and phone, then the message; both URL-encoded
 * (line breaks as %0D%0A). Null when the configured address is not a plain e-mail address
 * (src/lib/contact.ts): nothing could be added to the link through it.
 */
export function contactMailto(email: string, values: ContactValues, words: MailWords): string | null {
  if (!PLAIN_EMAIL.test(email)) return null
  const body = [
    `${words.name}: ${values.fullName.trim()}`,
    `${words.phone}: ${values.phone.trim()}`,
    '',
    `${words.message}:`,
    values.message.trim(),
  ].join('\r\n')
  const query = `subject=${encodeURIComponent(words.subject(values.fullName.trim()))}&body=${encodeURIComponent(body)}`
  return `mailto:${email}?${query}`
}

/**
 * The contact form with its one side effect: the visitor's e-mail app opened on the message, as the
 * app leaves for any address outside it (the navigator's `leave`).
 */
export function contactFormWith(
  services: Pick<Services, 'navigate'>,
  mailto: (values: ContactValues) => string | null,
) {
  return contactFormMachine.provide({
    actions: {
      openMail: (_, { values }) => {
        const href = mailto(values)
        if (href !== null) services.navigate.leave(href)
      },
    },
  })
}

/** The flow's input: the mobile-number rule in use. */
export const contactInput = () => ({ phoneRule: config.phoneRule })
