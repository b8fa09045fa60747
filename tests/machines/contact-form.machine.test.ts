import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { CONTACT_MAX_LENGTH, contactFormMachine } from '../../machines/contact-form.machine.ts'
import { blankFields, fieldsToMend, phoneWrong } from '../../machines/contact-form.rules.ts'
import type { ContactField, ContactValues } from '../../machines/contact-form.types.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'

/**
 * The official site's contact form (machines/contact-form.machine.ts), spec §5: name, phone and
 * message all required; a send with any blank (or, under the Philippine rule, a phone that is not a
 * mobile number) is refused, otherwise the visitor's e-mail app opens on the message (`openMail`,
 * decision 036); the form stores and sends nothing itself.
 */

const EMPTY: ContactValues = { fullName: '', phone: '', message: '' }
const FILLED: ContactValues = {
  fullName: 'Juan Dela Cruz',
  phone: '09171234567',
  message: 'When is my due date?',
}

function start(phoneRule?: 'ph' | 'spec') {
  const opened: ContactValues[] = []
  const machine = contactFormMachine.provide({
    actions: { openMail: (_, { values }) => void opened.push(values) },
  })
  const actor = createActor(machine, { input: phoneRule === undefined ? {} : { phoneRule } })
  actor.start()
  return Object.assign(actor, { opened })
}
type Form = ReturnType<typeof start>

const type = (form: Form, field: ContactField, value: string) =>
  form.send({ type: 'field.change', field, value })
const fill = (form: Form, values: Partial<ContactValues>) => {
  for (const [field, value] of Object.entries(values)) type(form, field as ContactField, value)
}
const snap = (form: Form) => form.getSnapshot()

describe('contactForm', () => {
  it('starts editing, empty, with no refusal', () => {
    const form = start()
    expect(snap(form).value).toBe('editing')
    expect(snap(form).context).toEqual({ values: EMPTY, refusals: 0, phoneRule: 'ph' })
  })

  it('keeps what is typed in each field', () => {
    const form = start()
    fill(form, FILLED)
    expect(snap(form).value).toBe('editing')
    expect(snap(form).context.values).toEqual(FILLED)
  })

  it('refuses a send with every field blank, and counts each refusal', () => {
    const form = start()
    form.send({ type: 'form.submit' })
    expect(snap(form).value).toBe('refused')
    expect(snap(form).context.refusals).toBe(1)
    form.send({ type: 'form.submit' })
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
    form.send({ type: 'form.submit' })
    expect(snap(form).value).toBe('refused')
    expect(snap(form).context.values).toEqual({ ...FILLED, ...blanked })
    expect(snap(form).context.refusals).toBe(1)
  })

  it('opens the e-mail app on the message when every field is filled, and keeps the values', () => {
    const form = start()
    fill(form, FILLED)
    form.send({ type: 'form.submit' })
    expect(snap(form).matches('mailOpened')).toBe(true)
    expect(form.opened).toEqual([FILLED])
    expect(snap(form).context.values).toEqual(FILLED)
    expect(snap(form).context.refusals).toBe(0)
  })

  it('opens nothing while a field is blank', () => {
    const form = start()
    fill(form, { ...FILLED, message: ' ' })
    form.send({ type: 'form.submit' })
    expect(form.opened).toEqual([])
  })

  it.each([
    ['+63 917 123 4567', '09171234567'],
    ['(0917) 123-4567', '09171234567'],
    ['639171234567', '09171234567'],
    ['0917 123 4567 89', '09171234567'],
  ])('the phone %s is kept as %s (machines/shared/mobile.ts)', (typed, kept) => {
    const form = start()
    type(form, 'phone', typed)
    expect(snap(form).context.values.phone).toBe(kept)
  })

  it('refuses a phone that is not a mobile number, keeping the values', () => {
    const form = start()
    fill(form, { ...FILLED, phone: '02 8888 0000' })
    form.send({ type: 'form.submit' })
    expect(snap(form).value).toBe('refused')
    expect(snap(form).context.values.phone).toBe('0288880000')
    expect(form.opened).toEqual([])
    expect(fieldsToMend(snap(form).context.values, 'ph')).toEqual(['phone'])
  })

  it('under the spec rule the phone is taken as typed and only has to be filled', () => {
    const form = start('spec')
    fill(form, { ...FILLED, phone: '+63 2 8888-0000' })
    expect(snap(form).context.values.phone).toBe('+63 2 8888-0000')
    form.send({ type: 'form.submit' })
    expect(snap(form).matches('mailOpened')).toBe(true)
    expect(form.opened).toHaveLength(1)
  })

  it('succeeds after a refusal once the blanks are filled', () => {
    const form = start()
    fill(form, { fullName: FILLED.fullName })
    form.send({ type: 'form.submit' })
    expect(snap(form).value).toBe('refused')
    fill(form, { phone: FILLED.phone, message: FILLED.message })
    form.send({ type: 'form.submit' })
    expect(snap(form).matches('mailOpened')).toBe(true)
    expect(form.opened).toEqual([FILLED])
  })

  it('typing after a refusal goes back to editing, keeping the other values', () => {
    const form = start()
    fill(form, { fullName: 'Juan' })
    form.send({ type: 'form.submit' })
    type(form, 'phone', '0917')
    expect(snap(form).value).toBe('editing')
    expect(snap(form).context.values).toEqual({ fullName: 'Juan', phone: '0917', message: '' })
  })

  it('typing after the e-mail app opened goes back to editing, keeping the other values', () => {
    const form = start()
    fill(form, FILLED)
    form.send({ type: 'form.submit' })
    type(form, 'message', 'One more thing')
    expect(snap(form).value).toBe('editing')
    expect(snap(form).context.values).toEqual({ ...FILLED, message: 'One more thing' })
  })

  it('a double tap of Submit opens the e-mail app once: the second tap within REPEAT_TAP_MS is ignored', () => {
    vi.useFakeTimers()
    try {
      const form = start()
      fill(form, FILLED)
      form.send({ type: 'form.submit' })
      form.send({ type: 'form.submit' })
      expect(snap(form).matches({ mailOpened: 'settling' })).toBe(true)
      expect(snap(form).context.refusals).toBe(0)
      vi.advanceTimersByTime(REPEAT_TAP_MS - 1)
      form.send({ type: 'form.submit' })
      expect(snap(form).matches('mailOpened')).toBe(true)
      vi.advanceTimersByTime(1)
      expect(snap(form).matches({ mailOpened: 'settled' })).toBe(true)
      expect(form.opened).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a later Submit opens the e-mail app again on the same message', () => {
    vi.useFakeTimers()
    try {
      const form = start()
      fill(form, FILLED)
      form.send({ type: 'form.submit' })
      vi.advanceTimersByTime(REPEAT_TAP_MS)
      form.send({ type: 'form.submit' })
      expect(snap(form).matches({ mailOpened: 'settling' })).toBe(true)
      expect(form.opened).toEqual([FILLED, FILLED])
      expect(snap(form).context.refusals).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it.each(['fullName', 'phone', 'message'] as const)('caps %s at its maximum length (spec rule)', (field) => {
    const max = CONTACT_MAX_LENGTH[field]
    expect(max).toBeGreaterThan(0)
    const form = start('spec')
    type(form, field, 'x'.repeat(max + 25))
    expect(snap(form).context.values[field]).toBe('x'.repeat(max))
    type(form, field, 'y'.repeat(max))
    expect(snap(form).context.values[field]).toBe('y'.repeat(max))
  })
})

describe('phoneWrong', () => {
  it('is a filled phone that is not a mobile number, under the Philippine rule only', () => {
    expect(phoneWrong({ ...FILLED, phone: '0917123456' }, 'ph')).toBe(true)
    expect(phoneWrong({ ...FILLED, phone: '' }, 'ph')).toBe(false)
    expect(phoneWrong(FILLED, 'ph')).toBe(false)
    expect(phoneWrong({ ...FILLED, phone: '0917123456' }, 'spec')).toBe(false)
  })
})

describe('blankFields', () => {
  it('names the blank fields in the form’s order; spaces are blank', () => {
    expect(blankFields(EMPTY)).toEqual(['fullName', 'phone', 'message'])
    expect(blankFields({ fullName: 'Juan', phone: ' ', message: '' })).toEqual(['phone', 'message'])
    expect(blankFields(FILLED)).toEqual([])
  })
})
