import { cardTexts } from '../../i18n/card/index.ts'
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
  const t = cardTexts().amount
  return (
    <Card className="amount-card">
      <p className="amount-card__label">{t.label}</p>
      <p className="amount-card__value" data-testid={testId}>
        {formatPeso(amount)}
      </p>
      <dl className="amount-card__meta" aria-label={t.loan}>
        {productName !== '' && (
          <div>
            <dt>{t.loan}</dt>
            <dd>{productName}</dd>
          </div>
        )}
        <div>
          <dt>{t.orderNo}</dt>
          <dd>{orderId}</dd>
        </div>
        {repayDate !== '' && (
          <div>
            <dt>{t.dueDate}</dt>
            <dd>{repayDate}</dd>
          </div>
        )}
      </dl>
    </Card>
  )
}
