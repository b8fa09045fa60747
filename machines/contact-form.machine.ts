import { assign, setup } from 'xstate'
import { isMobile, mobileDigits, type PhoneRule } from './shared/mobile.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'

/**
 * The official site's contact form (spec §2 "Official site", §5; decisions.md "Where the spec's letter
 * and a Filipino borrower disagree"; docs/decisions/036-phone-numbers-and-contact.md): Full name, phone
 * number and Message, all required. Submit with a field blank says "Please provide complete
 * information!". Otherwise the form hands the message to the lender's service e-mail: `openMail` opens
 * the visitor's e-mail app on a `mailto:` link with the message filled in, and the page says so. The
 * form itself stores and sends nothing.
 *
 * The phone follows the mobile-number rule of the promotion landing (machines/shared/mobile.ts): under
 * `ph` (the default) +63 / 63 become 0, the field holds at most 11 digits and Submit asks for a mobile
 * number 09XXXXXXXXX; under `spec` the field takes what is typed (the spec checks only that it is filled).
 */

export const CONTACT_FIELDS = ['fullName', 'phone', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** Longest text each field takes as typed (the form's maxLength; docs/decisions/020-public-site.md). */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = { fullName: 100, phone: 20, message: 500 }

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
  { type: 'field.changed'; field: ContactField; value: string } | { type: 'submit' }

const EMPTY: ContactValues = { fullName: '', phone: '', message: '' }

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

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
  },
  actions: {
    change: assign({
      values: ({ context, event }) => {
        if (event.type !== 'field.changed') return context.values
        const typed = event.value.slice(0, CONTACT_MAX_LENGTH[event.field])
        const value =
          event.field === 'phone' && context.phoneRule === 'ph' ? mobileDigits(typed, 'ph') : typed
        return { ...context.values, [event.field]: value }
      },
    }),
    countRefusal: assign({ refusals: ({ context }) => context.refusals + 1 }),
    /** Opens the visitor's e-mail app on the message to the service e-mail (src/screens/site/contact.impl.ts). */
    openMail: (_, _params: { values: ContactValues }) => {},
  },
  delays: { REPEAT_TAP_MS },
  guards: {
    complete: ({ context }) => fieldsToMend(context.values, context.phoneRule).length === 0,
  },
}).createMachine({
  id: 'contactForm',
  description:
    'The official site contact form: every field required; a complete form opens the visitor’s e-mail app on a message to the service e-mail.',
  context: ({ input }) => ({ values: EMPTY, refusals: 0, phoneRule: input?.phoneRule ?? 'ph' }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': { actions: 'change' },
        submit: [
          { guard: 'complete', target: 'mailOpened' },
          { target: 'refused', actions: 'countRefusal' },
        ],
      },
    },
    refused: {
      description:
        'Submit found a blank field (or a phone that is not a mobile number): "Please provide complete information!" shows, those fields are marked and the values stay, until the visitor types.',
      on: {
        'field.changed': { target: 'editing', actions: 'change' },
        submit: { target: 'refused', reenter: true, actions: 'countRefusal' },
      },
    },
    mailOpened: {
      description:
        'Every field was filled: the visitor’s e-mail app opens on the message to the service e-mail, and the page says so, with the same message as a link. The values stay, until the visitor types again.',
      entry: { type: 'openMail', params: ({ context }) => ({ values: context.values }) },
      on: { 'field.changed': { target: 'editing', actions: 'change' } },
      initial: 'settling',
      states: {
        settling: {
          description:
            'A second tap of the same Submit (within REPEAT_TAP_MS) is ignored: one e-mail app opens.',
          after: { REPEAT_TAP_MS: 'settled' },
        },
        settled: {
          description: 'Submit again opens the e-mail app again (its first window was closed, say).',
          on: { submit: { target: '#contactForm.mailOpened', reenter: true } },
        },
      },
    },
  },
})
