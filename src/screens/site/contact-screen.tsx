import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { CONTACT_MAX_LENGTH, type contactFormMachine } from '../../../machines/contact-form.machine.ts'
import { blankFields, fieldsToMend } from '../../../machines/contact-form.rules.ts'
import type { ContactField, ContactValues } from '../../../machines/contact-form.types.ts'
import { company } from '../../company.ts'
import { config } from '../../config.ts'
import { siteTexts } from '../../i18n/site/index.ts'
import { telHref } from '../../lib/contact.ts'
import contact from '../../content/site-contact.md'
import { DocView } from '../shared/doc-view.tsx'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { contactFormWith, contactInput, contactMailto } from './contact.impl.ts'
import { SiteFrame } from './site-frame.tsx'
import { Button } from '../../ui/button.tsx'

/** Each field: its label is the form's text of the same name, its blank message `missing…`. */
const FIELDS: {
  field: ContactField
  missing: `missing${Capitalize<ContactField>}`
  autoComplete: string
  type?: string
}[] = [
  { field: 'fullName', missing: 'missingFullName', autoComplete: 'name' },
  { field: 'phone', missing: 'missingPhone', autoComplete: 'tel', type: 'tel' },
  { field: 'message', missing: 'missingMessage', autoComplete: 'off' },
]

type ContactFormActor = ActorRefFrom<typeof contactFormMachine>

/** The message as a `mailto:` link to the service e-mail, in the page's words (./contact.impl.ts). */
const mailtoOf = (values: ContactValues) => contactMailto(company.serviceEmail, values, siteTexts().mail)

/**
 * `/Contact`: the contact form, which hands the message to the service e-mail (the visitor's e-mail
 * app opens on it; the page stores and sends nothing), and the company's contact details.
 */
export default function ContactScreen() {
  const services = useServices()
  const [machine] = useState(() => contactFormWith(services, mailtoOf))
  const [input] = useState(contactInput)
  const actor = useFlowActor(machine, { input })
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
  const t = siteTexts().form
  const values = useSelector(actor, (s) => s.context.values)
  const rule = useSelector(actor, (s) => s.context.phoneRule)
  const refusals = useSelector(actor, (s) => s.context.refusals)
  const refused = useSelector(actor, (s) => s.hasTag('refused'))
  const mailOpened = useSelector(actor, (s) => s.hasTag('mailOpened'))
  const form = useRef<HTMLFormElement>(null)
  const blank = refused ? blankFields(values) : []
  const marked = refused ? fieldsToMend(values, rule) : []
  // Each refused send takes the visitor to the first field to mend.
  useEffect(() => {
    if (refusals === 0) return
    const { context } = actor.getSnapshot()
    const first = fieldsToMend(context.values, context.phoneRule)[0]
    if (first !== undefined) form.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus()
  }, [actor, refusals])
  const mailto = mailOpened ? mailtoOf(values) : null
  return (
    <form
      ref={form}
      className="card contact-form"
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'form.submit' })
      }}
    >
      <h2 id="contact-form-title" className="contact-form__title">
        {t.title}
      </h2>
      {FIELDS.map(({ field, missing, autoComplete, type }) => {
        const wrong = marked.includes(field)
        const common = {
          id: `contact-${field}`,
          name: field,
          className: field === 'message' ? 'textarea' : 'input',
          value: values[field],
          maxLength: CONTACT_MAX_LENGTH[field],
          autoComplete,
          required: true,
          'aria-invalid': wrong ? true : undefined,
          // A field to mend says why under it, then the form's message.
          'aria-describedby': wrong ? `contact-${field}-missing contact-outcome` : undefined,
          onChange: (event: { target: { value: string } }) =>
            actor.send({ type: 'field.change', field, value: event.target.value }),
        }
        return (
          <div key={field} className="field">
            <label className="field__label" htmlFor={`contact-${field}`}>
              {t[field]}
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
            {wrong && (
              <p id={`contact-${field}-missing`} className="field__error">
                {blank.includes(field) ? t[missing] : t.phoneWrong}
              </p>
            )}
          </div>
        )
      })}
      <div id="contact-outcome" className="contact-form__outcome">
        <p role="alert" className="contact-form__refused">
          {refused && <span key={refusals}>{blank.length > 0 ? t.incomplete : t.phoneWrong}</span>}
        </p>
        <p role="status" className="contact-form__success">
          {mailOpened && t.mailOpened(company.serviceEmail)}
        </p>
        {mailto !== null && (
          <p className="contact-form__fallback">
            {t.fallbackLead}
            <a className="public-link" href={mailto}>
              {company.serviceEmail}
            </a>
            {t.fallbackEnd}
          </p>
        )}
      </div>
      <Button type="submit">{t.submit}</Button>
    </form>
  )
}

/** The company's contact details (src/company.ts; the phone is the configured service phone). */
function ContactDetails() {
  const t = siteTexts().details
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact-details__title">
        {t.title}
      </h2>
      <dl className="contact-details__list">
        <dt>{t.email}</dt>
        <dd>
          <a className="public-link" href={`mailto:${company.serviceEmail}`}>
            {company.serviceEmail}
          </a>
        </dd>
        <dt>{t.phone}</dt>
        <dd>
          <a className="public-link" href={telHref(config.servicePhone)}>
            {config.servicePhone}
          </a>
        </dd>
        <dt>{t.hours}</dt>
        <dd>{company.serviceHours}</dd>
        <dt>{t.address}</dt>
        <dd>{company.address}</dd>
      </dl>
    </section>
  )
}
