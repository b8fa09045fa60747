import { assign, setup } from 'xstate'
import { REPEAT_TAP_MS } from './shared/taps.ts'

/**
 * The official site's contact form (spec §2 "Official site", §5): Full name, phone number and
 * Message, all required. Send with a field blank says "Please provide complete information!";
 * otherwise "Success!" and the form clears. Nothing is sent anywhere (spec §5), so the machine has no
 * side effect: the view shows the outcome from the state.
 */

export const CONTACT_FIELDS = ['fullName', 'phone', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** Longest value each field takes (the form's maxLength; docs/decisions/020-public-site.md). */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = { fullName: 100, phone: 20, message: 500 }

export type ContactValues = Record<ContactField, string>

export interface ContactFormContext {
  values: ContactValues
  /** Refused sends so far: the view moves the focus to the first blank field on each. */
  refusals: number
}

export type ContactFormEvent =
  { type: 'field.changed'; field: ContactField; value: string } | { type: 'submit' }

const EMPTY: ContactValues = { fullName: '', phone: '', message: '' }

/** A field holding only spaces is blank. */
export function blankFields(values: ContactValues): ContactField[] {
  return CONTACT_FIELDS.filter((field) => values[field].trim() === '')
}

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  actions: {
    change: assign({
      values: ({ context, event }) =>
        event.type === 'field.changed'
          ? { ...context.values, [event.field]: event.value.slice(0, CONTACT_MAX_LENGTH[event.field]) }
          : context.values,
    }),
    clear: assign({ values: EMPTY }),
    countRefusal: assign({ refusals: ({ context }) => context.refusals + 1 }),
  },
  delays: { REPEAT_TAP_MS },
  guards: {
    complete: ({ context }) => blankFields(context.values).length === 0,
  },
}).createMachine({
  id: 'contactForm',
  description: 'The official site contact form: every field required, nothing sent.',
  context: { values: EMPTY, refusals: 0 },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': { actions: 'change' },
        submit: [
          { guard: 'complete', target: 'succeeded', actions: 'clear' },
          { target: 'refused', actions: 'countRefusal' },
        ],
      },
    },
    refused: {
      description:
        'Send found a blank field: "Please provide complete information!" shows, the blank fields are marked and the values stay, until the visitor types.',
      on: {
        'field.changed': { target: 'editing', actions: 'change' },
        submit: { target: 'refused', reenter: true, actions: 'countRefusal' },
      },
    },
    succeeded: {
      description:
        'Every field was filled: "Success!" shows over a cleared form, until the visitor types again.',
      on: { 'field.changed': { target: 'editing', actions: 'change' } },
      initial: 'settling',
      states: {
        settling: {
          description:
            'A second tap of the same Send (within REPEAT_TAP_MS) is ignored: it would find the cleared form blank.',
          after: { REPEAT_TAP_MS: 'settled' },
        },
        settled: {
          on: { submit: { target: '#contactForm.refused', actions: 'countRefusal' } },
        },
      },
    },
  },
})
