import type { SubmittedApplication } from '../../../machines/order-details.machine.ts'
import type { PaymentReceipt } from '../../../machines/repay-outcome.ts'
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
  switch (receipt.way) {
    case 'card':
      return name !== '' ? name : 'Bank card'
    case 'wallet':
      return name !== '' ? name : 'E-wallet'
    case 'code':
      return name !== '' ? `Pay code (${name})` : 'Pay code'
    case 'other':
      return name !== '' ? name : 'Not given'
  }
}

function Line({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  )
}

export function ReceiptLines({ receipt, productName }: { receipt: PaymentReceipt; productName: string }) {
  const when = manilaDateTime(receipt.paidAt)
  const product = receipt.productName !== '' ? receipt.productName : productName
  return (
    <dl className="receipt__lines">
      <Line term="Amount paid" value={formatPeso(receipt.amount)} />
      <Line term="Date and time" value={when === '' ? 'Not given' : `${when} (Manila)`} />
      <Line term="Paid with" value={channelText(receipt)} />
      <Line term="Reference" value={receipt.reference} />
      <Line term="Order" value={receipt.orderId} />
      {product !== '' && <Line term="Loan" value={product} />}
    </dl>
  )
}

/** The receipt of a payment just made (or just heard of), first on the page. */
export interface ReceiptCardProps {
  receipt: PaymentReceipt
  productName: string
}

export function ReceiptCard({ receipt, productName }: ReceiptCardProps) {
  return (
    <section className="card receipt receipt--paid" aria-labelledby="receipt-title">
      <h2 className="receipt__title" id="receipt-title">
        Payment received
      </h2>
      <p className="muted">Keep this receipt. It stays on this phone under Receipts on this order.</p>
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
  return (
    <Card className="receipts">
      <h2 className="section-title">Receipts</h2>
      {receipts.map((receipt) => (
        <details key={receipt.reference} className="receipt-item">
          <summary>
            View receipt: {formatPeso(receipt.amount)}
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
  return (
    <section className="card receipt submitted" aria-labelledby="submitted-title">
      <h2 className="receipt__title" id="submitted-title">
        Application submitted
      </h2>
      <p className="submitted__arrives">
        <span className="muted">You receive</span>
        <strong>{formatPeso(submitted.netProceeds)}</strong>
      </p>
      <dl className="receipt__lines">
        {submitted.productName !== '' && <Line term="Loan" value={submitted.productName} />}
        <Line term="You applied for" value={formatPeso(submitted.amount)} />
        {submitted.account !== '' && <Line term="Sent to" value={submitted.account} />}
        {submitted.term !== '' && <Line term="Term" value={submitted.term} />}
        {submitted.totalRepay !== null && (
          <Line term="Total to repay" value={formatPeso(submitted.totalRepay)} />
        )}
        {submitted.firstDueDate !== '' && <Line term="First due date" value={submitted.firstDueDate} />}
        <Line term="Status" value={statusText} />
      </dl>
      <p className="muted">
        A decision is made within 1 day. Once approved, the money arrives within 1 to 3 calendar days.
      </p>
      <p className="muted">Your order and its status are below.</p>
    </section>
  )
}
