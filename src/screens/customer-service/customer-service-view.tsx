import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { customerServiceMachine } from '../../../machines/customer-service.machine.ts'
import { Card, Notice, Page, Skeleton } from '../../ui/components.tsx'

type CustomerServiceActor = ActorRefFrom<typeof customerServiceMachine>

export interface PageLink {
  href: string
  onOpen: () => void
}

/** Renders the customer-service machine and sends it the borrower's taps; holds no flow state of its own. */
export function CustomerServiceView({
  actor,
  complaint,
  myComplaints,
}: {
  actor: CustomerServiceActor
  /** The complaint start ("Online service"). */
  complaint: PageLink
  myComplaints: PageLink
}) {
  const loading = useSelector(actor, (s) => s.matches({ contact: 'loading' }))
  const fallback = useSelector(actor, (s) => s.matches({ contact: 'fallback' }))
  const email = useSelector(actor, (s) => s.context.email)
  const phone = useSelector(actor, (s) => s.context.phone)

  return (
    <Page title="Customer service">
      <p className="muted">We are here to help with your loans, payments and account.</p>
      {fallback && (
        <Notice
          action={
            <button
              type="button"
              className="button button--secondary"
              onClick={() => actor.send({ type: 'contact.retry' })}
            >
              Try again
            </button>
          }
        >
          The latest contact details could not be loaded. You can still call us on the number below.
        </Notice>
      )}
      {loading && phone === '' ? (
        <Skeleton lines={3} />
      ) : (
        <Card className="contact-card">
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
                  <span className="contact-row__action" aria-hidden="true">
                    Call
                  </span>
                </button>
              </li>
            )}
            {email !== '' && (
              <li>
                <a className="contact-row" href={`mailto:${email}`}>
                  <span className="contact-row__label">E-mail</span>
                  <span className="contact-row__value">{email}</span>
                  <span className="contact-row__action" aria-hidden="true">
                    Write
                  </span>
                </a>
              </li>
            )}
          </ul>
        </Card>
      )}
      <Card className="contact-card">
        <ul className="contact-list" aria-label="Complaints">
          <li>
            <PageRow
              link={complaint}
              label="Online service"
              value="File a complaint about an order or the app"
            />
          </li>
          <li>
            <PageRow
              link={myComplaints}
              label="My complaints"
              value="Follow the answers to your complaints"
            />
          </li>
        </ul>
      </Card>
    </Page>
  )
}

function PageRow({ link, label, value }: { link: PageLink; label: string; value: string }) {
  return (
    <a
      className="contact-row"
      href={link.href}
      onClick={(event) => {
        event.preventDefault()
        link.onOpen()
      }}
    >
      <span className="contact-row__label">{label}</span>
      <span className="contact-row__value">{value}</span>
      <span className="option__chevron contact-row__action" aria-hidden="true">
        ›
      </span>
    </a>
  )
}
