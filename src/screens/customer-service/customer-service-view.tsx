import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { customerServiceMachine } from '../../../machines/customer-service.machine.ts'
import { common } from '../../i18n/common/index.ts'
import { serviceTexts } from '../../i18n/service/index.ts'
import { Card, Page } from '../../ui/components.tsx'
import { COMPLAINT_HOME, COMPLAINT_LIST } from '../shared/complaint-paths.ts'
import { AppLink } from '../shared/way-on.tsx'
import { LoadFailedNotice } from '../shared/load-failed.tsx'

type CustomerServiceActor = ActorRefFrom<typeof customerServiceMachine>

/** Renders the customer-service machine and sends it the borrower's taps; holds no flow state of its own. */
export function CustomerServiceView({ actor }: { actor: CustomerServiceActor }) {
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  const fallback = useSelector(actor, (s) => s.hasTag('failed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const email = useSelector(actor, (s) => s.context.email)
  const phone = useSelector(actor, (s) => s.context.phone)
  const t = serviceTexts()
  const titles = common().titles

  return (
    <Page title={titles.customerService}>
      <p className="muted">{t.intro}</p>
      {fallback && (
        <LoadFailedNotice
          failure={loadFailure}
          service={false}
          onRetry={() => actor.send({ type: 'contact.retry' })}
        >
          {t.contactFailed}
        </LoadFailedNotice>
      )}
      <Card className="contact-card">
        <h2 className="contact-card__title">{t.contactUs}</h2>
        <ul className="contact-list" aria-label={t.contactList}>
          {phone !== '' && (
            <li>
              <button
                type="button"
                className="contact-row"
                onClick={() => actor.send({ type: 'phone.call' })}
              >
                <span className="contact-row__label">{t.telephone}</span>
                <span className="contact-row__value">{phone}</span>
                <span className="contact-row__action">{t.call}</span>
              </button>
            </li>
          )}
          {loading ? (
            <li aria-busy="true">
              {/* The e-mail's row while contact-kf-info answers: its label, a shimmering value. */}
              <div className="contact-row">
                <span className="contact-row__label">{t.email}</span>
                <span className="contact-row__value">
                  <span className="visually-hidden">{t.loadingEmail}</span>
                  <span className="skeleton__line contact-row__waiting" aria-hidden="true" />
                </span>
              </div>
            </li>
          ) : (
            email !== '' && (
              <li>
                <a className="contact-row" href={`mailto:${email}`}>
                  <span className="contact-row__label">{t.email}</span>
                  <span className="contact-row__value">{email}</span>
                  <span className="contact-row__action">{t.write}</span>
                </a>
              </li>
            )
          )}
        </ul>
      </Card>
      <Card className="contact-card">
        <h2 className="contact-card__title">{t.complaints}</h2>
        <ul className="contact-list" aria-label={t.complaints}>
          <li>
            <PageRow path={COMPLAINT_HOME} label={titles.complaint} value={t.fileComplaint} />
          </li>
          <li>
            <PageRow path={COMPLAINT_LIST} label={titles.myComplaints} value={t.followComplaints} />
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
