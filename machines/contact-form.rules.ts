import { isMobile, type PhoneRule } from './shared/mobile.ts'
import { CONTACT_FIELDS, type ContactField, type ContactValues } from './contact-form.types.ts'

/* What Submit checks on the contact form (machines/contact-form.machine.ts); the view marks the same fields. */

/** A field holding only spaces is blank. */
export function blankFields(values: ContactValues): ContactField[] {
  return CONTACT_FIELDS.filter((field) => values[field].trim() === '')
}

/** A phone that is filled in but is not a mobile number under the rule (never under `spec`). */
export function phoneWrong(values: ContactValues, rule: PhoneRule): boolean {
  return rule === 'ph' && values.phone.trim() !== '' && !isMobile(values.phone, rule)
}

/** The fields Submit refuses, in the form's order: the blank ones, and a wrong phone. */
export function fieldsToMend(values: ContactValues, rule: PhoneRule): ContactField[] {
  return CONTACT_FIELDS.filter(
    (field) => values[field].trim() === '' || (field === 'phone' && phoneWrong(values, rule)),
  )
}
