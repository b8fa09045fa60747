import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { customerServiceMachine } from '../../../machines/customer-service.machine.ts'
import { Card, Page } from '../../ui/components.tsx'
import { COMPLAINT_HOME, COMPLAINT_LIST } from '../complaint/complaint.impl.ts'
import { AppLink } from '../way-on.tsx'
import { LoadFailedNotice } from '../load-failed.tsx'

type CustomerServiceActor = ActorRefFrom<typeof customerServiceMachine>

/** Renders the customer-service machine and sends it the borrower's taps; holds no flow state of its own. */
export function CustomerServiceView({ actor }: { actor: CustomerServiceActor }) {
  const loading = useSelector(actor, (s) => s.matches({ contact: 'loading' }))
  const fallback = useSelector(actor, (s) => s.matches({ contact: 'fallback' }))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const email = useSelector(actor, (s) => s.context.email)
  const phone = useSelector(actor, (s) => s.context.phone)

  return (
    <Page title="Customer service">
      <p className="muted">We are here to help with your loans, payments and account.</p>
      {fallback && (
        <LoadFailedNotice
          failure={loadFailure}
          service={false}
          onRetry={() => actor.send({ type: 'contact.retry' })}
        >
          The latest contact details could not be loaded. You can still call us on the number below.
        </LoadFailedNotice>
      )}
      <Card className="contact-card">
        <h2 className="contact-card__title">Contact us</h2>
        <ul className="contact-list" aria-label="Contact customer service">
          {phone !== '' && (
            <li>
              <button
                type="button"
                className="contact-row"
                onClick={() => actor.send({ type: 'phone.call' })}
              >
                <span className="contact-row__label">Telephone</span>
                <span className="contact-row__value">{phone}</span>
                <span className="contact-row__action">Call</span>
              </button>
            </li>
          )}
          {loading ? (
            <li aria-busy="true">
              {/* The e-mail's row while contact-kf-info answers: its label, a shimmering value. */}
              <div className="contact-row">
                <span className="contact-row__label">E-mail</span>
                <span className="contact-row__value">
                  <span className="visually-hidden">Loading the e-mail address</span>
                  <span className="skeleton__line contact-row__waiting" aria-hidden="true" />
                </span>
              </div>
            </li>
          ) : (
            email !== '' && (
              <li>
                <a className="contact-row" href={`mailto:${email}`}>
                  <span className="contact-row__label">E-mail</span>
                  <span className="contact-row__value">{email}</span>
                  <span className="contact-row__action">Write</span>
                </a>
              </li>
            )
          )}
        </ul>
      </Card>
      <Card className="contact-card">
        <h2 className="contact-card__title">Complaints</h2>
        <ul className="contact-list" aria-label="Complaints">
          <li>
            <PageRow
              path={COMPLAINT_HOME}
              label="Online service"
              value="File a complaint about an order or the app"
            />
          </li>
          <li>
            <PageRow
              path={COMPLAINT_LIST}
              label="My complaints"
              value="Follow the answers to your complaints"
            />
          </li>
        </ul>
      </Card>
    </Page>
  )
}

function PageRow({ path, label, value }: { path: string; label: string; value: string }) {
  return (
    <AppLink className="contact-row" path={path}>
      <span className="contact-row__label">{label}</span>
      <span className="contact-row__value">{value}</span>
      <span className="option__chevron contact-row__action" aria-hidden="true">
        ›
      </span>
    </AppLink>
  )
}
