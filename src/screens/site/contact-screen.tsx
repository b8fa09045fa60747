import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import {
  blankFields,
  CONTACT_MAX_LENGTH,
  contactFormMachine,
  type ContactField,
} from '../../../machines/contact-form.machine.ts'
import { company } from '../../company.ts'
import { config } from '../../config.ts'
import { telHref } from '../../lib/contact.ts'
import contact from '../../content/site-contact.md'
import { DocView } from '../documents/doc-view.tsx'
import { useFlowActor } from '../use-flow-actor.ts'
import { SiteFrame } from './site-frame.tsx'

/** The form's words (spec §2 "Official site", §5: the two outcomes word for word). */
export const CONTACT_TEXT = {
  incomplete: 'Please provide complete information!',
  success: 'Success!',
} as const

const FIELDS: { field: ContactField; label: string; missing: string; autoComplete: string; type?: string }[] =
  [
    { field: 'fullName', label: 'Full name', missing: 'Enter your full name.', autoComplete: 'name' },
    {
      field: 'phone',
      label: 'Phone number',
      missing: 'Enter your phone number.',
      autoComplete: 'tel',
      type: 'tel',
    },
    { field: 'message', label: 'Message', missing: 'Enter your message.', autoComplete: 'off' },
  ]

type ContactFormActor = ActorRefFrom<typeof contactFormMachine>

/** `/Contact`: the contact form (nothing is sent, spec §5) and the company's contact details. */
export default function ContactScreen() {
  const actor = useFlowActor(contactFormMachine)
  return <ContactView actor={actor} />
}

/** Renders the contact-form machine and sends it the visitor's typing; holds no flow state of its own. */
export function ContactView({ actor }: { actor: ContactFormActor }) {
  return (
    <SiteFrame section="contact" doc={contact}>
      <DocView
        doc={contact}
        slots={{ 'contact-form': <ContactForm actor={actor} />, 'contact-details': <ContactDetails /> }}
      />
    </SiteFrame>
  )
}

function ContactForm({ actor }: { actor: ContactFormActor }) {
  const values = useSelector(actor, (s) => s.context.values)
  const refusals = useSelector(actor, (s) => s.context.refusals)
  const refused = useSelector(actor, (s) => s.matches('refused'))
  const succeeded = useSelector(actor, (s) => s.matches('succeeded'))
  const form = useRef<HTMLFormElement>(null)
  const blank = refused ? blankFields(values) : []
  // Each refused send takes the visitor to the first blank field.
  useEffect(() => {
    if (refusals === 0) return
    const first = blankFields(actor.getSnapshot().context.values)[0]
    if (first !== undefined) form.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus()
  }, [actor, refusals])
  return (
    <form
      ref={form}
      className="card contact-form"
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'submit' })
      }}
    >
      <h2 id="contact-form-title" className="contact-form__title">
        Send us a message
      </h2>
      {FIELDS.map(({ field, label, missing, autoComplete, type }) => {
        const common = {
          id: `contact-${field}`,
          name: field,
          className: field === 'message' ? 'textarea' : 'input',
          value: values[field],
          maxLength: CONTACT_MAX_LENGTH[field],
          autoComplete,
          required: true,
          'aria-invalid': blank.includes(field) ? true : undefined,
          // A blank field names itself under it, then the form's message.
          'aria-describedby': blank.includes(field) ? `contact-${field}-missing contact-outcome` : undefined,
          onChange: (event: { target: { value: string } }) =>
            actor.send({ type: 'field.changed', field, value: event.target.value }),
        }
        return (
          <div key={field} className="field">
            <label className="field__label" htmlFor={`contact-${field}`}>
              {label}
            </label>
            {field === 'message' ? (
              <textarea {...common} rows={5} />
            ) : (
              <input
                {...common}
                type={type ?? 'text'}
                {...(type === 'tel' ? { inputMode: 'tel' as const } : {})}
              />
            )}
            {blank.includes(field) && (
              <p id={`contact-${field}-missing`} className="field__error">
                {missing}
              </p>
            )}
          </div>
        )
      })}
      <div id="contact-outcome" className="contact-form__outcome">
        <p role="alert" className="contact-form__refused">
          {refused && <span key={refusals}>{CONTACT_TEXT.incomplete}</span>}
        </p>
        <p role="status" className="contact-form__success">
          {succeeded && CONTACT_TEXT.success}
        </p>
      </div>
      <button type="submit" className="button button--primary">
        Submit
      </button>
    </form>
  )
}

/** The company's contact details (src/company.ts; the phone is the configured service phone). */
function ContactDetails() {
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact-details__title">
        Customer service
      </h2>
      <dl className="contact-details__list">
        <dt>E-mail</dt>
        <dd>
          <a className="public-link" href={`mailto:${company.serviceEmail}`}>
            {company.serviceEmail}
          </a>
        </dd>
        <dt>Telephone</dt>
        <dd>
          <a className="public-link" href={telHref(config.servicePhone)}>
            {config.servicePhone}
          </a>
        </dd>
        <dt>Hours</dt>
        <dd>{company.serviceHours}</dd>
        <dt>Address</dt>
        <dd>{company.address}</dd>
      </dl>
    </section>
  )
}
