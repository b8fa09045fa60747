import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  blankFields,
  CONTACT_MAX_LENGTH,
  contactFormMachine,
  type ContactField,
  type ContactValues,
} from '../../machines/contact-form.machine.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'

/**
 * The official site's contact form (machines/contact-form.machine.ts), spec §5: name, phone and
 * message all required; a send with any blank is refused, otherwise it succeeds (nothing is sent).
 */

const EMPTY: ContactValues = { fullName: '', phone: '', message: '' }
const FILLED: ContactValues = {
  fullName: 'Juan Dela Cruz',
  phone: '09171234567',
  message: 'When is my due date?',
}

function start() {
  const actor = createActor(contactFormMachine)
  actor.start()
  return actor
}
type Form = ReturnType<typeof start>

const type = (form: Form, field: ContactField, value: string) =>
  form.send({ type: 'field.changed', field, value })
const fill = (form: Form, values: Partial<ContactValues>) => {
  for (const [field, value] of Object.entries(values)) type(form, field as ContactField, value)
}
const snap = (form: Form) => form.getSnapshot()

describe('contactForm', () => {
  it('starts editing, empty, with no refusal', () => {
    const form = start()
    expect(snap(form).value).toBe('editing')
    expect(snap(form).context).toEqual({ values: EMPTY, refusals: 0 })
  })

  it('keeps what is typed in each field', () => {
    const form = start()
    fill(form, FILLED)
    expect(snap(form).value).toBe('editing')
    expect(snap(form).context.values).toEqual(FILLED)
  })

  it('refuses a send with every field blank, and counts each refusal', () => {
    const form = start()
    form.send({ type: 'submit' })
    expect(snap(form).value).toBe('refused')
    expect(snap(form).context.refusals).toBe(1)
    form.send({ type: 'submit' })
    expect(snap(form).value).toBe('refused')
    expect(snap(form).context.refusals).toBe(2)
  })

  it.each<[string, Partial<ContactValues>]>([
    ['the name', { fullName: '' }],
    ['the phone', { phone: '' }],
    ['the message', { message: '' }],
    ['the name holding only spaces', { fullName: '   ' }],
    ['the message holding a line break', { message: ' \n ' }],
  ])('refuses a send with %s blank, keeping the values', (_, blanked) => {
    const form = start()
    fill(form, { ...FILLED, ...blanked })
    form.send({ type: 'submit' })
    expect(snap(form).value).toBe('refused')
    expect(snap(form).context.values).toEqual({ ...FILLED, ...blanked })
    expect(snap(form).context.refusals).toBe(1)
  })

  it('succeeds when every field is filled, and clears the form', () => {
    const form = start()
    fill(form, FILLED)
    form.send({ type: 'submit' })
    expect(snap(form).matches('succeeded')).toBe(true)
    expect(snap(form).context.values).toEqual(EMPTY)
    expect(snap(form).context.refusals).toBe(0)
  })

  it('succeeds after a refusal once the blanks are filled', () => {
    const form = start()
    fill(form, { fullName: FILLED.fullName })
    form.send({ type: 'submit' })
    expect(snap(form).value).toBe('refused')
    fill(form, { phone: FILLED.phone, message: FILLED.message })
    form.send({ type: 'submit' })
    expect(snap(form).matches('succeeded')).toBe(true)
    expect(snap(form).context.values).toEqual(EMPTY)
  })

  it('typing after a refusal goes back to editing, keeping the other values', () => {
    const form = start()
    fill(form, { fullName: 'Juan' })
    form.send({ type: 'submit' })
    type(form, 'phone', '0917')
    expect(snap(form).value).toBe('editing')
    expect(snap(form).context.values).toEqual({ fullName: 'Juan', phone: '0917', message: '' })
  })

  it('typing after a success goes back to editing with only what was typed', () => {
    const form = start()
    fill(form, FILLED)
    form.send({ type: 'submit' })
    type(form, 'message', 'One more thing')
    expect(snap(form).value).toBe('editing')
    expect(snap(form).context.values).toEqual({ ...EMPTY, message: 'One more thing' })
  })

  it('a double tap of Send succeeds once: the second tap within REPEAT_TAP_MS is ignored', () => {
    vi.useFakeTimers()
    try {
      const form = start()
      fill(form, FILLED)
      form.send({ type: 'submit' })
      form.send({ type: 'submit' })
      expect(snap(form).matches({ succeeded: 'settling' })).toBe(true)
      expect(snap(form).context.refusals).toBe(0)
      vi.advanceTimersByTime(REPEAT_TAP_MS - 1)
      form.send({ type: 'submit' })
      expect(snap(form).matches('succeeded')).toBe(true)
      vi.advanceTimersByTime(1)
      expect(snap(form).matches({ succeeded: 'settled' })).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a later send with nothing typed is refused: the form is empty again', () => {
    vi.useFakeTimers()
    try {
      const form = start()
      fill(form, FILLED)
      form.send({ type: 'submit' })
      vi.advanceTimersByTime(REPEAT_TAP_MS)
      form.send({ type: 'submit' })
      expect(snap(form).value).toBe('refused')
      expect(snap(form).context.refusals).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it.each(['fullName', 'phone', 'message'] as const)('caps %s at its maximum length', (field) => {
    const max = CONTACT_MAX_LENGTH[field]
    expect(max).toBeGreaterThan(0)
    const form = start()
    type(form, field, 'x'.repeat(max + 25))
    expect(snap(form).context.values[field]).toBe('x'.repeat(max))
    type(form, field, 'y'.repeat(max))
    expect(snap(form).context.values[field]).toBe('y'.repeat(max))
  })
})

describe('blankFields', () => {
  it('names the blank fields in the form’s order; spaces are blank', () => {
    expect(blankFields(EMPTY)).toEqual(['fullName', 'phone', 'message'])
    expect(blankFields({ fullName: 'Juan', phone: ' ', message: '' })).toEqual(['phone', 'message'])
    expect(blankFields(FILLED)).toEqual([])
  })
})
