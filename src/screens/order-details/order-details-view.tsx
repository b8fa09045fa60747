import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import {
  pageActions,
  type OrderDetails,
  type OrderDetailsEvent,
  type orderDetailsMachine,
  type PageAction,
} from '../../../machines/order-details.machine.ts'
import { statusView, type StatusIcon } from '../../../machines/order-status.ts'
import { Page, RetryNotice, Skeleton } from '../../ui/components.tsx'
import { DetailRows, ProductHead } from '../loan-confirm/offer-parts.tsx'
import type { OrderRecommendationsProps } from '../recommended/order-recommendations.tsx'
import { onDemand } from '../../ui/on-demand.tsx'
import type { OrderPopupsProps } from './order-popups.tsx'

type OrderActor = ActorRefFrom<typeof orderDetailsMachine>

// What shows after the order has loaded, and only for some orders, loads on demand.
const OrderRecommendations = onDemand<OrderRecommendationsProps>(() =>
  import('../recommended/order-recommendations.tsx').then((m) => m.OrderRecommendations),
)
const OrderPopups = onDemand<OrderPopupsProps>(() => import('./order-popups.tsx').then((m) => m.OrderPopups))

const ACTION_LABEL: Record<PageAction, string> = {
  withdraw: 'Withdraw Now',
  repay: 'REPAY',
  repayment: 'Repayment',
  rollover: 'Rollover Repayment',
  borrowAgain: 'Borrow Again',
}

/** The event each footer button sends: REPAY and Repayment both ask for the repayment page. */
const ACTION_EVENT: Record<PageAction, OrderDetailsEvent['type']> = {
  withdraw: 'order.withdraw',
  repay: 'order.repay',
  repayment: 'order.repay',
  rollover: 'order.rollover',
  borrowAgain: 'order.borrowAgain',
}

/** One glyph per status icon, drawn on the tone's circle (spec §4: icon by status). */
const ICON_PATH: Record<StatusIcon, string> = {
  review: 'M12 6v6l4 2',
  processing: 'M7 12h10M13 8l4 4-4 4',
  failed: 'M8 8l8 8M16 8l-8 8',
  repaying: 'M12 6v12M8 10l4-4 4 4',
  repayable: 'M7 9h10v7H7zM7 12h10',
  overdue: 'M12 6v7M12 16.5v.5',
  finished: 'M7 12.5l3.5 3.5L17 9',
}

/** Renders the order-details machine and sends it the borrower's taps; holds no flow state of its own. */
export function OrderDetailsView({ actor }: { actor: OrderActor }) {
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('loadFailed'))
  const redirecting = useSelector(actor, (s) => s.matches('redirecting'))
  const order = useSelector(actor, (s) => s.context.order)
  const recommendations = useSelector(actor, (s) => s.matches({ ready: { recommendations: 'shown' } }))
  return (
    <Page
      title="Loan details"
      footer={
        order !== null && pageActions(order).length > 0 ? <Actions actor={actor} order={order} /> : undefined
      }
    >
      {loading && <Skeleton lines={6} />}
      {failed && (
        <RetryNotice onRetry={() => actor.send({ type: 'details.retry' })}>
          Your loan details could not be loaded.
        </RetryNotice>
      )}
      {redirecting && (
        <p className="receipt__title" role="status">
          Opening your order…
        </p>
      )}
      {order !== null && <Order actor={actor} order={order} />}
      {recommendations && order !== null && <OrderRecommendations.Component products={order.products} />}
      {order !== null && <Popups actor={actor} order={order} />}
    </Page>
  )
}

function Order({ actor, order }: { actor: OrderActor; order: OrderDetails }) {
  const view = statusView(order.status, order.isDelay)
  const title = order.statusText !== '' ? order.statusText : 'Order status'
  return (
    <>
      <section
        className={`status-hero status-hero--${view.tone}`}
        aria-label="Order status"
        data-status={order.status}
      >
        <svg className="status-hero__icon" viewBox="0 0 24 24" aria-hidden="true" data-icon={view.icon}>
          <circle cx="12" cy="12" r="11" />
          <path d={ICON_PATH[view.icon]} />
        </svg>
        <div>
          <p className="status-hero__title">{title}</p>
          {order.description !== '' && <p className="status-hero__text">{order.description}</p>}
        </div>
      </section>
      {order.reminder !== '' && (
        // A standing reminder, not news: no alert role.
        <div className="notice">
          <p>{order.reminder}</p>
        </div>
      )}
      <ProductHead name={order.productName} logo={order.productLogo} />
      <DetailRows title="Order details" rows={order.rows} />
      {order.telephone !== '' && (
        <button type="button" className="option call-row" onClick={() => actor.send({ type: 'phone.call' })}>
          <span>
            Call customer service <span className="option__hint">{order.telephone}</span>
          </span>
          <span className="option__chevron" aria-hidden="true">
            ›
          </span>
        </button>
      )}
    </>
  )
}

function Actions({ actor, order }: { actor: OrderActor; order: OrderDetails }) {
  const { rolloverHint } = statusView(order.status, order.isDelay)
  const actions = pageActions(order)
  return (
    <div className="order-actions">
      {rolloverHint && <p className="order-actions__hint">Short of money?</p>}
      <div className="button-row">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`button ${action === 'rollover' ? 'button--secondary' : 'button--primary'}`}
            onClick={() => actor.send({ type: ACTION_EVENT[action] })}
          >
            {ACTION_LABEL[action]}
          </button>
        ))}
      </div>
    </div>
  )
}

function Popups({ actor, order }: OrderPopupsProps) {
  const open = useSelector(actor, (s) => s.matches('ready') && !s.matches({ ready: { popup: 'none' } }))
  return open ? <OrderPopups.Component actor={actor} order={order} /> : null
}
