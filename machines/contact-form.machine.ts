import { assign, setup } from 'xstate'
import { mobileDigits } from './shared/mobile.ts'
import { notProvidedAction } from './shared/not-provided.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'
import { fieldsToMend } from './contact-form.rules.ts'
import type {
  ContactField,
  ContactFormContext,
  ContactFormEvent,
  ContactFormInput,
  ContactValues,
} from './contact-form.types.ts'

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

/** Longest text each field takes as typed (the form's maxLength; docs/decisions/020-public-site.md). */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = { fullName: 100, phone: 20, message: 500 }

const EMPTY: ContactValues = { fullName: '', phone: '', message: '' }

/** A typed value, as the field takes it. */
const changeField = {
  type: 'change' as const,
  params: ({ event }: { event: Extract<ContactFormEvent, { type: 'field.change' }> }) => ({
    field: event.field,
    value: event.value,
  }),
}

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
  },
  actions: {
    change: assign(({ context }, params: { field: ContactField; value: string }) => {
      const typed = params.value.slice(0, CONTACT_MAX_LENGTH[params.field])
      const value = params.field === 'phone' && context.phoneRule === 'ph' ? mobileDigits(typed, 'ph') : typed
      return { values: { ...context.values, [params.field]: value } }
    }),
    countRefusal: assign({ refusals: ({ context }) => context.refusals + 1 }),
    /** Opens the visitor's e-mail app on the message to the service e-mail (src/screens/site/contact.impl.ts). */
    openMail: notProvidedAction<{ values: ContactValues }>('openMail'),
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
        'field.change': { actions: changeField },
        'form.submit': [
          { guard: 'complete', target: 'mailOpened' },
          { target: 'refused', actions: 'countRefusal' },
        ],
      },
    },
    refused: {
      tags: ['refused'],
      description:
        'Submit found a blank field (or a phone that is not a mobile number): "Please provide complete information!" shows, those fields are marked and the values stay, until the visitor types.',
      on: {
        'field.change': { target: 'editing', actions: changeField },
        'form.submit': { target: 'refused', reenter: true, actions: 'countRefusal' },
      },
    },
    mailOpened: {
      tags: ['mailOpened'],
      description:
        'Every field was filled: the visitor’s e-mail app opens on the message to the service e-mail, and the page says so, with the same message as a link. The values stay, until the visitor types again.',
      entry: { type: 'openMail', params: ({ context }) => ({ values: context.values }) },
      on: { 'field.change': { target: 'editing', actions: changeField } },
      initial: 'settling',
      states: {
        settling: {
          description:
            'A second tap of the same Submit (within REPEAT_TAP_MS) is ignored: one e-mail app opens.',
          after: { REPEAT_TAP_MS: 'settled' },
        },
        settled: {
          description: 'Submit again opens the e-mail app again (its first window was closed, say).',
          on: { 'form.submit': { target: '#contactForm.mailOpened', reenter: true } },
        },
      },
    },
  },
})
