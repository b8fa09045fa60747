import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { pageActions, type orderDetailsMachine } from '../../../machines/order-details.machine.ts'
import type { OrderDetails, OrderDetailsEvent, PageAction } from '../../../machines/order-details.types.ts'
import { ORDER_STATUS, shownRows, statusView, type StatusIcon } from '../../../machines/order-status.ts'
import { common } from '../../i18n/common/index.ts'
import { orderTexts } from '../../i18n/order/index.ts'
import { Button } from '../../ui/button.tsx'
import { Page, Skeleton } from '../../ui/components.tsx'
import { DetailRows, ProductHead } from '../shared/product-parts.tsx'
import type { OrderRecommendationsProps } from '../shared/order-recommendations.tsx'
import { onDemand } from '../../ui/on-demand.tsx'
import type { OrderPopupsProps } from './order-popups.tsx'
import type { StatusFactsProps } from './order-facts.tsx'
import type { ReceiptCardProps, ReceiptListProps, SubmittedSummaryProps } from './order-receipts.tsx'
import { LoadFailedNotice } from '../shared/load-failed.tsx'

type OrderActor = ActorRefFrom<typeof orderDetailsMachine>

// What shows after the order has loaded, and only for some orders, loads on demand.
const OrderRecommendations = onDemand<OrderRecommendationsProps>(() =>
  import('../shared/order-recommendations.tsx').then((m) => m.OrderRecommendations),
)
const OrderPopups = onDemand<OrderPopupsProps>(() => import('./order-popups.tsx').then((m) => m.OrderPopups))
// How late or what was paid, the application just submitted and the receipts: only for the pages that have one to show.
const StatusFacts = onDemand<StatusFactsProps>(() => import('./order-facts.tsx').then((m) => m.StatusFacts))
const SubmittedSummary = onDemand<SubmittedSummaryProps>(() =>
  import('./order-receipts.tsx').then((m) => m.SubmittedSummary),
)
const ReceiptCard = onDemand<ReceiptCardProps>(() =>
  import('./order-receipts.tsx').then((m) => m.ReceiptCard),
)
const ReceiptList = onDemand<ReceiptListProps>(() =>
  import('./order-receipts.tsx').then((m) => m.ReceiptList),
)

/** The event each footer button sends (labels: the order catalogue's actions): repay and repayment both ask for the repayment page. */
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
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const redirecting = useSelector(actor, (s) => s.hasTag('redirecting'))
  const order = useSelector(actor, (s) => s.context.order)
  const recommendations = useSelector(actor, (s) => s.hasTag('recommendations'))
  const t = orderTexts()
  return (
    <Page
      title={common().titles.loanDetails}
      footer={
        order !== null && pageActions(order).length > 0 ? <Actions actor={actor} order={order} /> : undefined
      }
    >
      {loading && <Skeleton lines={6} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'details.retry' })}>
          {t.loadFailed}
        </LoadFailedNotice>
      )}
      {redirecting && (
        <p className="receipt__title" role="status">
          {t.opening}
        </p>
      )}
      {order !== null && <PageNews actor={actor} order={order} />}
      {order !== null && <Order actor={actor} order={order} />}
      {recommendations && order !== null && <OrderRecommendations.Component products={order.products} />}
      {order !== null && <Popups actor={actor} order={order} />}
    </Page>
  )
}

/**
 * What comes before the order: the application just submitted (from=confirm with this device's
 * record), or a plain "Application submitted" line (from=confirm without one: never invented
 * numbers); the receipt of a payment just made or just heard of.
 */
function PageNews({ actor, order }: { actor: OrderActor; order: OrderDetails }) {
  const fromConfirm = useSelector(actor, (s) => s.context.fromConfirm)
  const submitted = useSelector(actor, (s) => s.context.submitted)
  const receiptRef = useSelector(actor, (s) => s.context.receiptRef)
  const receipts = useSelector(actor, (s) => s.context.receipts)
  const receipt = receiptRef === '' ? undefined : receipts.find((r) => r.reference === receiptRef)
  const t = orderTexts()
  return (
    <>
      {submitted !== null ? (
        <SubmittedSummary.Component submitted={submitted} statusText={statusTitle(order)} />
      ) : (
        fromConfirm && (
          <p className="submitted-line" role="status">
            {t.submitted}
          </p>
        )
      )}
      {receipt !== undefined && <ReceiptCard.Component receipt={receipt} productName={order.productName} />}
    </>
  )
}

/** This order's receipts kept on the device, but the one already shown first. */
function Receipts({ actor, order }: { actor: OrderActor; order: OrderDetails }) {
  const receiptRef = useSelector(actor, (s) => s.context.receiptRef)
  const receipts = useSelector(actor, (s) => s.context.receipts)
  const others = receipts.filter((r) => r.reference !== receiptRef)
  return others.length === 0 ? null : (
    <ReceiptList.Component receipts={others} productName={order.productName} />
  )
}

const statusTitle = (order: OrderDetails) =>
  order.statusText !== '' ? order.statusText : orderTexts().status

/** Under the status, for an overdue or finished order only: how late, or what was paid. */
function Facts({ actor, order }: { actor: OrderActor; order: OrderDetails }) {
  const now = useSelector(actor, (s) => s.context.now)
  const newest = useSelector(actor, (s) => s.context.receipts[0])
  if (order.status !== ORDER_STATUS.overdue && order.status !== ORDER_STATUS.finished) return null
  return <StatusFacts.Component order={order} now={now} newest={newest} />
}

function Order({ actor, order }: { actor: OrderActor; order: OrderDetails }) {
  const view = statusView(order.status, order.isDelay)
  const title = statusTitle(order)
  const t = orderTexts()
  return (
    <>
      <section
        className={`status-hero status-hero--${view.tone}`}
        aria-label={t.status}
        data-status={order.status}
      >
        <svg className="status-hero__icon" viewBox="0 0 24 24" aria-hidden="true" data-icon={view.icon}>
          <circle cx="12" cy="12" r="11" />
          <path d={ICON_PATH[view.icon]} />
        </svg>
        <div>
          <p className="status-hero__title">{title}</p>
          <Facts actor={actor} order={order} />
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
      <DetailRows title={t.orderDetails} rows={shownRows(order.status, order.rows)} />
      <Receipts actor={actor} order={order} />
      {order.telephone !== '' && (
        <button type="button" className="option call-row" onClick={() => actor.send({ type: 'phone.call' })}>
          <span>
            {t.callService} <span className="option__hint">{order.telephone}</span>
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
  const t = orderTexts()
  return (
    <div className="order-actions">
      {rolloverHint && <p className="order-actions__hint">{t.shortOfMoney}</p>}
      <div className="button-row">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'rollover' ? 'secondary' : 'primary'}
            onClick={() => actor.send({ type: ACTION_EVENT[action] })}
          >
            {t.actions[action]}
          </Button>
        ))}
      </div>
    </div>
  )
}

function Popups({ actor, order }: OrderPopupsProps) {
  const open = useSelector(actor, (s) => s.hasTag('popup'))
  return open ? <OrderPopups.Component actor={actor} order={order} /> : null
}
