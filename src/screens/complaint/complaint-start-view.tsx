import { ServerLogo } from '../../ui/server-logo.tsx'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { COLLECTION_TYPE, type complaintStartMachine } from '../../../machines/complaint-start.machine.ts'
import type { ComplaintOrder } from '../../../machines/complaint-start.types.ts'
import { Button, buttonClass } from '../../ui/button.tsx'
import { Card, Page, Skeleton } from '../../ui/components.tsx'
import { Sheet } from '../../ui/overlays.tsx'
import { StatusChip } from '../../ui/status-chip.tsx'
import { common } from '../../i18n/common/index.ts'
import { complaintTexts } from '../../i18n/complaint/index.ts'
import { AppLink } from '../shared/way-on.tsx'
import { COMPLAINT_DETAILS } from './complaint.impl.ts'
import { COMPLAINT_LIST } from '../shared/complaint-paths.ts'
import { LoadFailedNotice } from '../shared/load-failed.tsx'

type StartActor = ActorRefFrom<typeof complaintStartMachine>

interface ComplaintStartViewProps {
  actor: StartActor
  myComplaintsHref: string
  onOpenMyComplaints: () => void
  /** A complaint was just sent from the form (`sent=1`): its id, or '' when the server named none. */
  sent?: { problemId: string } | null
}

export function ComplaintStartView({
  actor,
  myComplaintsHref,
  onOpenMyComplaints,
  sent = null,
}: ComplaintStartViewProps) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const init = useSelector(actor, (s) => s.context.init)
  const order = useSelector(actor, (s) => s.context.order)
  const listOpen = useSelector(actor, (s) => s.hasTag('ordersOpen'))
  const showSubTypes = useSelector(actor, (s) => s.hasTag('subTypesOpen'))
  const leaving = useSelector(actor, (s) => s.hasTag('leaving'))
  const titles = common().titles
  const t = complaintTexts().start

  return (
    <Page title={titles.complaint}>
      <div className="link-row">
        <a
          className="link-row__link"
          href={myComplaintsHref}
          onClick={(event) => {
            event.preventDefault()
            onOpenMyComplaints()
          }}
        >
          {titles.myComplaints} <span aria-hidden="true">›</span>
        </a>
      </div>
      {sent !== null && <SentNotice problemId={sent.problemId} />}
      {loading && <Skeleton lines={5} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'init.retry' })}>
          {t.loadFailed}
        </LoadFailedNotice>
      )}
      {init !== null && (
        <>
          <section aria-labelledby="complaint-order-title">
            <div className="section-head">
              <h2 id="complaint-order-title" className="section-title">
                {t.selectedOrder}
              </h2>
              {init.orders.length > 0 && (
                <Button variant="link" onClick={() => actor.send({ type: 'orders.open' })}>
                  {t.allOrders}
                </Button>
              )}
            </div>
            {order !== null ? (
              <OrderCard order={order} />
            ) : init.orders.length === 0 ? (
              <p className="muted">{t.noOrders}</p>
            ) : (
              <p className="muted">{t.noOrderSelected}</p>
            )}
          </section>
          <section aria-labelledby="complaint-type-title">
            <h2 id="complaint-type-title" className="section-title">
              {t.questionType}
            </h2>
            <ul className="option-list">
              {init.types.map((type) => (
                <li key={type.value}>
                  <button
                    type="button"
                    className="option"
                    aria-expanded={type.value === COLLECTION_TYPE ? showSubTypes : undefined}
                    disabled={leaving}
                    onClick={() => actor.send({ type: 'type.choose', value: type.value })}
                  >
                    <span>{type.title}</span>
                    <span className="option__chevron" aria-hidden="true">
                      {type.value === COLLECTION_TYPE && showSubTypes ? '⌄' : '›'}
                    </span>
                  </button>
                  {type.value === COLLECTION_TYPE && showSubTypes && (
                    <ul className="option-list option-list--nested" aria-label={t.subTypes(type.title)}>
                      {init.subTypes.map((subType) => (
                        <li key={subType.value}>
                          <button
                            type="button"
                            className="option option--nested"
                            disabled={leaving}
                            onClick={() => actor.send({ type: 'subType.choose', value: subType.value })}
                          >
                            <span>{subType.title}</span>
                            <span className="option__chevron" aria-hidden="true">
                              ›
                            </span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <Sheet
            open={listOpen}
            title={t.allOrdersTitle}
            onDismiss={() => actor.send({ type: 'orders.close' })}
          >
            <ul className="order-choices">
              {init.orders.map((item) => (
                <li key={item.orderNo}>
                  <button
                    type="button"
                    className="order-choice"
                    aria-current={item.orderNo === order?.orderNo ? 'true' : undefined}
                    onClick={() => actor.send({ type: 'order.choose', orderNo: item.orderNo })}
                  >
                    <OrderCard order={item} />
                  </button>
                </li>
              ))}
            </ul>
            <Button variant="secondary" block onClick={() => actor.send({ type: 'orders.close' })}>
              {complaintTexts().close}
            </Button>
          </Sheet>
        </>
      )}
    </Page>
  )
}

/**
 * After Send (docs/decisions/031): the complaint just filed, with its reference number and the way to
 * it; without an id from the server, the way is My complaints, where it is listed.
 */
function SentNotice({ problemId }: { problemId: string }) {
  const t = complaintTexts()
  return (
    <div className="notice complaint-sent" role="status">
      <p className="complaint-sent__title">{t.sent.title}</p>
      {problemId !== '' && (
        <p>
          {t.referenceNo} <span className="complaint-sent__reference">{problemId}</span>
        </p>
      )}
      <p>{t.sent.replyPromise}</p>
      {problemId !== '' ? (
        <AppLink
          className={buttonClass({ variant: 'primary' })}
          path={`${COMPLAINT_DETAILS}?problemId=${encodeURIComponent(problemId)}`}
        >
          {t.sent.viewComplaint}
        </AppLink>
      ) : (
        <AppLink className={buttonClass({ variant: 'primary' })} path={COMPLAINT_LIST}>
          {t.seeMyComplaints}
        </AppLink>
      )}
    </div>
  )
}

function OrderCard({ order }: { order: ComplaintOrder }) {
  return (
    <Card className="order-card">
      <div className="order-card__head">
        <ServerLogo className="order-card__logo" src={order.productLogo} width={36} height={36} />
        <span className="order-card__name">{order.productName}</span>
        <StatusChip status={order.status} />
      </div>
      <dl className="order-card__lines">
        {order.lines.map((line) => (
          <div key={line.title} className="order-card__line">
            <dt>{line.title}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}
