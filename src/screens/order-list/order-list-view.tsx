import { ServerLogo } from '../../ui/server-logo.tsx'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { orderListMachine, OrderSummary } from '../../../machines/order-list.machine.ts'
import { formatPeso } from '../../lib/format.ts'
import { DeadEnd, Page, RetryNotice, Skeleton } from '../../ui/components.tsx'
import { StatusChip } from '../../ui/status-chip.tsx'
import { OffersLink } from '../recommended/offers-link.tsx'
import { WayOn } from '../way-on.tsx'

type OrderListActor = ActorRefFrom<typeof orderListMachine>

interface OrderListViewProps {
  actor: OrderListActor
}

/** Renders the order-list machine and sends it the borrower's taps; holds no flow state of its own. */
export function OrderListView({ actor }: OrderListViewProps) {
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('loadFailed'))
  const empty = useSelector(actor, (s) => s.matches('empty'))
  const listing = useSelector(actor, (s) => s.matches('listing'))
  const orders = useSelector(actor, (s) => s.context.orders)

  return (
    <Page title="My orders">
      {loading && <Skeleton lines={6} />}
      {failed && (
        <RetryNotice onRetry={() => actor.send({ type: 'orders.retry' })}>
          Your orders could not be loaded.
        </RetryNotice>
      )}
      {empty && (
        <DeadEnd heading="No orders yet" actions={<WayOn primary={<OffersLink />} />}>
          <p>You have no orders yet.</p>
          <p>Choose a loan on offer to apply for your first one.</p>
        </DeadEnd>
      )}
      {listing && (
        <ul className="order-list" aria-label="Orders">
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

/** One order as one control: a tap opens its details. Phrasing content only, as a button allows. */
function OrderRow({ order, onOpen }: { order: OrderSummary; onOpen: () => void }) {
  return (
    <button type="button" className="order-row" onClick={onOpen}>
      <span className="order-row__head">
        <ServerLogo className="order-card__logo" src={order.productLogo} />
        <span className="order-row__name">{order.productName !== '' ? order.productName : 'Loan order'}</span>
        <StatusChip status={order.status} label={order.statusText !== '' ? order.statusText : undefined} />
      </span>
      <span className="order-row__amount" data-testid="order-amount">
        {formatPeso(order.amount)}
      </span>
      {order.date !== '' && <span className="muted order-row__date">{order.date}</span>}
      <span className="option__chevron order-row__chevron" aria-hidden="true">
        ›
      </span>
    </button>
  )
}
