import { formatPeso } from '../../lib/format.ts'
import { Card } from '../../ui/components.tsx'

/**
 * The amount to repay and the loan it is for (product, order number, due date), at the top of the
 * card repayment (/repayChoose) and the e-wallet repayment (/alipayrepayment).
 */
export function RepayAmountCard({
  amount,
  orderId,
  productName,
  repayDate,
  testId,
}: {
  /** Minor units, as formatPeso takes them. */
  amount: number | string
  orderId: string
  productName: string
  repayDate: string
  testId: string
}) {
  return (
    <Card className="amount-card">
      <p className="amount-card__label">Amount to repay</p>
      <p className="amount-card__value" data-testid={testId}>
        {formatPeso(amount)}
      </p>
      <dl className="amount-card__meta" aria-label="Loan">
        {productName !== '' && (
          <div>
            <dt>Loan</dt>
            <dd>{productName}</dd>
          </div>
        )}
        <div>
          <dt>Order No.</dt>
          <dd>{orderId}</dd>
        </div>
        {repayDate !== '' && (
          <div>
            <dt>Due date</dt>
            <dd>{repayDate}</dd>
          </div>
        )}
      </dl>
    </Card>
  )
}
