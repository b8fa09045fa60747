import type { SubmittedApplication } from '../../../machines/order-details.types.ts'
import type { PaymentReceipt } from '../../../machines/repay-outcome.ts'
import { orderextraTexts } from '../../i18n/orderextra/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { Card } from '../../ui/components.tsx'
import { manilaDateTime } from './order-facts.tsx'

/*
 * What the order page says besides the server's order (issue 27, docs/decisions/029): the
 * application just submitted and the repayments' receipts. Loaded on demand, only for a page that
 * has one of them to show (./order-details-view.tsx).
 */

/** How the receipt names its channel: the card, the e-wallet, or the pay code (with its outlet when known). */
export function channelText(receipt: Pick<PaymentReceipt, 'way' | 'channelName'>): string {
  const name = receipt.channelName.trim()
  const t = orderextraTexts().receipt
  switch (receipt.way) {
    case 'card':
      return name !== '' ? name : t.bankCard
    case 'wallet':
      return name !== '' ? name : t.wallet
    case 'code':
      return name !== '' ? t.payCodeAt(name) : t.payCode
    case 'other':
      return name !== '' ? name : t.notGiven
  }
}

/** A term and its value; an amount (`peso`) is never broken across lines: a longer term wraps instead (fil). */
function Line({ term, value, peso = false }: { term: string; value: string; peso?: boolean }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{peso ? <span style={{ whiteSpace: 'nowrap' }}>{value}</span> : value}</dd>
    </div>
  )
}

export function ReceiptLines({ receipt, productName }: { receipt: PaymentReceipt; productName: string }) {
  const when = manilaDateTime(receipt.paidAt)
  const product = receipt.productName !== '' ? receipt.productName : productName
  const t = orderextraTexts().receipt
  return (
    <dl className="receipt__lines">
      <Line term={t.amountPaid} value={formatPeso(receipt.amount)} peso />
      <Line term={t.dateTime} value={when === '' ? t.notGiven : t.manila(when)} />
      <Line term={t.paidWith} value={channelText(receipt)} />
      <Line term={t.reference} value={receipt.reference} />
      <Line term={t.order} value={receipt.orderId} />
      {product !== '' && <Line term={t.loan} value={product} />}
    </dl>
  )
}

/** The receipt of a payment just made (or just heard of), first on the page. */
export interface ReceiptCardProps {
  receipt: PaymentReceipt
  productName: string
}

export function ReceiptCard({ receipt, productName }: ReceiptCardProps) {
  const t = orderextraTexts().receipt
  return (
    <section className="card receipt receipt--paid" aria-labelledby="receipt-title">
      <h2 className="receipt__title" id="receipt-title">
        {t.received}
      </h2>
      <p className="muted">{t.keep}</p>
      <ReceiptLines receipt={receipt} productName={productName} />
    </section>
  )
}

/** This order's other receipts kept on the device, each opened on a tap. */
export interface ReceiptListProps {
  receipts: PaymentReceipt[]
  productName: string
}

export function ReceiptList({ receipts, productName }: ReceiptListProps) {
  const t = orderextraTexts().receipt
  return (
    <Card className="receipts">
      <h2 className="section-title">{t.receipts}</h2>
      {receipts.map((receipt) => (
        <details key={receipt.reference} className="receipt-item">
          <summary>
            {t.view(formatPeso(receipt.amount))}
            {receipt.paidAt !== '' && `, ${manilaDateTime(receipt.paidAt).slice(0, 10)}`}
          </summary>
          <ReceiptLines receipt={receipt} productName={productName} />
        </details>
      ))}
    </Card>
  )
}

/** The application this device just submitted: what, how much arrives, where, when, and the order below. */
export interface SubmittedSummaryProps {
  submitted: SubmittedApplication
  statusText: string
}

export function SubmittedSummary({ submitted, statusText }: SubmittedSummaryProps) {
  const t = orderextraTexts().application
  return (
    <section className="card receipt submitted" aria-labelledby="submitted-title">
      <h2 className="receipt__title" id="submitted-title">
        {t.title}
      </h2>
      <p className="submitted__arrives">
        <span className="muted">{t.youReceive}</span>
        <strong>{formatPeso(submitted.netProceeds)}</strong>
      </p>
      <dl className="receipt__lines">
        {submitted.productName !== '' && <Line term={t.loan} value={submitted.productName} />}
        <Line term={t.appliedFor} value={formatPeso(submitted.amount)} peso />
        {submitted.account !== '' && <Line term={t.sentTo} value={submitted.account} />}
        {submitted.termDays !== null && <Line term={t.term} value={t.days(submitted.termDays)} />}
        {submitted.totalRepay !== null && (
          <Line term={t.totalToPay} value={formatPeso(submitted.totalRepay)} peso />
        )}
        {submitted.firstDueDate !== '' && <Line term={t.firstDueDate} value={submitted.firstDueDate} />}
        <Line term={t.status} value={statusText} />
      </dl>
      <p className="muted">{t.decision}</p>
      <p className="muted">{t.below}</p>
    </section>
  )
}
