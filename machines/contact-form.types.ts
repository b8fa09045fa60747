import type { PhoneRule } from './shared/mobile.ts'

/* The official site's contact form (machines/contact-form.machine.ts): its fields, values and events. */

export const CONTACT_FIELDS = ['fullName', 'phone', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export type ContactValues = Record<ContactField, string>

export interface ContactFormInput {
  /** config.phoneRule; absent: `ph`. */
  phoneRule?: PhoneRule
}

export interface ContactFormContext {
  values: ContactValues
  /** Refused sends so far: the view moves the focus to the first field to mend on each. */
  refusals: number
  phoneRule: PhoneRule
}

export type ContactFormEvent =
  { type: 'field.change'; field: ContactField; value: string } | { type: 'form.submit' }
