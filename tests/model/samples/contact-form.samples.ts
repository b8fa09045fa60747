/*
 * Samples of the site's contact form (machines/contact-form.machine.ts), shared by its model test and the
 * atlas's simulation: what a visitor types in each field, a real value, spaces only or nothing.
 */
import { contactFormMachine } from '../../../machines/contact-form.machine.ts'
import { CONTACT_FIELDS, type ContactField } from '../../../machines/contact-form.types.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'

/** What a visitor types: a real value per field; '' (cleared) and '  ' (spaces only) are blank. */
export const REAL: Record<ContactField, string> = {
  fullName: 'Juan dela Cruz',
  phone: '0917 123 4567',
  message: 'When is my next repayment due?',
}
export const SPACES = '  '

export const scenarios = {
  default: {
    events: [
      ...CONTACT_FIELDS.flatMap((field) =>
        ['', SPACES, REAL[field]].map((value) => ({ type: 'field.change' as const, field, value })),
      ),
      { type: 'form.submit' },
    ],
  },
} satisfies SampleScenarios<typeof contactFormMachine>

export default defineSamples(contactFormMachine, scenarios)
