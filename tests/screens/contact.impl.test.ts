import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import en from '../../src/i18n/site/en.ts'
import fil from '../../src/i18n/site/fil.ts'
import { contactFormWith, contactMailto } from '../../src/screens/site/contact.impl.ts'

/** The contact form's hand-over to the service e-mail (decision 036): the mailto link and its opening. */

const VALUES = {
  fullName: 'Juan dela Cruz',
  phone: '09171234567',
  message: 'When is my due date?\nThanks & regards',
}

/** The link's parts, decoded as an e-mail app reads them. */
function parts(href: string) {
  const url = new URL(href)
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') }
}

describe('contactMailto', () => {
  it('addresses the service e-mail, names the sender in the subject, and lists name, phone and message', () => {
    const href = contactMailto('help@bayad.ph', VALUES, en.mail)
    expect(href).toMatch(/^mailto:help@bayad\.ph\?subject=[^&]+&body=[^&]+$/)
    expect(parts(href ?? '')).toEqual({
      to: 'help@bayad.ph',
      subject: 'Message from Juan dela Cruz (Contact us)',
      body: 'Full name: Juan dela Cruz\r\nPhone number: 09171234567\r\n\r\nMessage:\r\nWhen is my due date?\nThanks & regards',
    })
  })

  it('URL-encodes everything: spaces as %20, line breaks, & ? # = in the visitor’s words', () => {
    const href = contactMailto('help@bayad.ph', { ...VALUES, message: 'a&b=c?d#e f' }, en.mail) ?? ''
    expect(href).not.toContain(' ')
    expect(href).toContain('%20')
    expect(href).toContain('%0D%0A')
    expect(href.split('&')).toHaveLength(2)
    expect(href).not.toContain('#')
    expect(parts(href).body?.endsWith('a&b=c?d#e f')).toBe(true)
  })

  it('writes the e-mail in the page’s language', () => {
    const { subject, body } = parts(contactMailto('help@bayad.ph', VALUES, fil.mail) ?? '')
    expect(subject).toBe('Mensahe mula kay Juan dela Cruz (Makipag-ugnayan)')
    expect(body?.startsWith('Buong pangalan: Juan dela Cruz\r\nPhone number: 09171234567')).toBe(true)
  })

  it('makes no link for an address that is not a plain e-mail address', () => {
    expect(contactMailto('help@bayad.ph?bcc=x@y.z', VALUES, en.mail)).toBeNull()
    expect(contactMailto('', VALUES, en.mail)).toBeNull()
  })
})

describe('contactFormWith', () => {
  it('leaves for the mailto link when the form is complete, and for nothing otherwise', () => {
    const leave = vi.fn()
    const mailto = (values: typeof VALUES) => contactMailto('help@bayad.ph', values, en.mail)
    const actor = createActor(contactFormWith({ navigate: { go: vi.fn(), leave } }, mailto), { input: {} })
    actor.start()
    actor.send({ type: 'form.submit' })
    expect(leave).not.toHaveBeenCalled()
    for (const [field, value] of Object.entries(VALUES))
      actor.send({ type: 'field.change', field: field as keyof typeof VALUES, value })
    actor.send({ type: 'form.submit' })
    expect(leave).toHaveBeenCalledExactlyOnceWith(mailto(VALUES))
  })
})
