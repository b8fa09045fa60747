import { ServerLogo } from '../../ui/server-logo.tsx'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { orderListMachine } from '../../../machines/order-list.machine.ts'
import { owesMoney } from '../../../machines/order-list-urgency.ts'
import type { OrderSummary } from '../../../machines/order-list.types.ts'
import { common } from '../../i18n/common/index.ts'
import { ordersTexts } from '../../i18n/orders/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { DeadEnd, Page, Skeleton } from '../../ui/components.tsx'
import { StatusChip } from '../../ui/status-chip.tsx'
import { daysLateText } from '../shared/days-late-text.ts'
import { OffersLink } from '../shared/offers-link.tsx'
import { WayOn } from '../shared/way-on.tsx'
import { LoadFailedNotice } from '../shared/load-failed.tsx'

type OrderListActor = ActorRefFrom<typeof orderListMachine>

interface OrderListViewProps {
  actor: OrderListActor
}

/** Renders the order-list machine and sends it the borrower's taps; holds no flow state of its own. */
export function OrderListView({ actor }: OrderListViewProps) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const empty = useSelector(actor, (s) => s.hasTag('empty'))
  const listing = useSelector(actor, (s) => s.hasTag('listing'))
  const orders = useSelector(actor, (s) => s.context.orders)
  const t = ordersTexts()

  return (
    <Page title={common().titles.myOrders}>
      {loading && <Skeleton lines={6} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'orders.retry' })}>
          {t.loadFailed}
        </LoadFailedNotice>
      )}
      {empty && (
        <DeadEnd heading={t.empty.heading} actions={<WayOn primary={<OffersLink />} />}>
          <p>{t.empty.text}</p>
          <p>{t.empty.next}</p>
        </DeadEnd>
      )}
      {listing && (
        <ul className="order-list" aria-label={t.orders}>
          {orders.map((order, index) => (
            <li key={`${order.orderId}-${index}`}>
              <OrderRow
                order={order}
                onOpen={() => actor.send({ type: 'order.open', orderId: order.orderId })}
              />
            </li>
          ))}
        </ul>
      )}
    </Page>
  )
}

/**
 * What the row's amount is: what is owed (the amount due) when the server says it, else the loan
 * amount, named as such (never the principal passed off as the debt; decision 030).
 */
export function amountLabel(order: OrderSummary): string {
  const t = ordersTexts()
  return order.owed !== null ? t.amountDue : t.loanAmount
}

/** One order as one control: a tap opens its details. Phrasing content only, as a button allows. */
function OrderRow({ order, onOpen }: { order: OrderSummary; onOpen: () => void }) {
  const late = order.daysLate
  const t = ordersTexts()
  return (
    <button type="button" className="order-row" onClick={onOpen}>
      <span className="order-row__head">
        <ServerLogo className="order-card__logo" src={order.productLogo} />
        <span className="order-row__name">{order.productName !== '' ? order.productName : t.loanOrder}</span>
        <StatusChip status={order.status} label={order.statusText !== '' ? order.statusText : undefined} />
      </span>
      <span className="order-row__amount">
        <span className="order-row__amount-label">{amountLabel(order)} </span>
        <span data-testid="order-amount">{formatPeso(order.owed ?? order.amount)}</span>
      </span>
      {(order.date !== '' || late !== null) && (
        <span className={`order-row__date${owesMoney(order.status) ? ' order-row__date--owed' : ' muted'}`}>
          {order.date}
          {late !== null && (
            <>
              {order.date !== '' && ' · '}
              <span className="late-text" data-testid="order-late">
                {daysLateText(late)}
              </span>
            </>
          )}
        </span>
      )}
      <span className="option__chevron order-row__chevron" aria-hidden="true">
        ›
      </span>
    </button>
  )
}
