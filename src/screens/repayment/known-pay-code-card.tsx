import { useSelector } from '@xstate/react'
import { repaymentTexts } from '../../i18n/repayment/index.ts'
import { repaymentPopupTexts } from '../../i18n/repaymentpopups/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { formatManilaDateTime } from '../../lib/manila-time.ts'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/components.tsx'
import type { RepaymentActor } from './repayment-actor.ts'

/**
 * What the page already knew when its load fails (docs/decisions/030): the pay code this device last
 * loaded for the order, its amount then and when, with Copy. Its own block beside the load failure
 * notice, which it leaves as it is.
 */
export function KnownPayCodeCard({ actor }: { actor: RepaymentActor }) {
  const known = useSelector(actor, (s) => s.context.known)
  const t = repaymentTexts()
  const kept = repaymentPopupTexts().known
  if (known === null) return null
  const when = formatManilaDateTime(new Date(known.loadedAt)).slice(0, 16)
  return (
    <Card className="known-code">
      <section aria-labelledby="known-code-title">
        <h2 className="section-title" id="known-code-title">
          {kept.title} <span className="known-code__when">{when}</span>
        </h2>
        <p className="known-code__code" data-testid="known-pay-code">
          {known.payCode}
        </p>
        <p className="known-code__amount">
          {kept.amountThen} <strong data-testid="known-pay-amount">{formatPeso(known.amount)}</strong>
          {known.title !== '' && <> · {known.title}</>}
        </p>
        <p className="muted known-code__note">{kept.note}</p>
        <Button
          variant="secondary"
          block
          aria-label={t.copyCode(known.payCode)}
          onClick={() => actor.send({ type: 'payCode.copy' })}
        >
          {t.copy}
        </Button>
      </section>
    </Card>
  )
}
