import type { ReactNode } from 'react'
import type { Agreement } from '../../../machines/loan-offer.ts'
import { confirmTexts } from '../../i18n/confirm/index.ts'
import { Card, Skeleton } from '../../ui/components.tsx'
import { onDemand } from '../../ui/on-demand.tsx'
import type { OfferSectionsProps } from './disclosure-section.tsx'
import { Button } from '../../ui/button.tsx'

export { DetailRows, ProductHead } from '../shared/product-parts.tsx'

/** The parts of a loan offer both confirmation screens show: they differ only in wording and currency. */

/**
 * The offer's sections below the hero (its detail rows, its plan, the Disclosure Statement), and the
 * advisory and lender's identity before the submit button (decision 028): fetched as the page opens,
 * alongside its data, outside the routes' first load.
 */
const disclosureModule = () => import('./disclosure-section.tsx')
export const offerSections = onDemand<OfferSectionsProps>(
  () => disclosureModule().then((m) => m.OfferSections),
  undefined,
  Skeleton,
)
export const beforeConfirming = onDemand<{ action: string }>(() =>
  disclosureModule().then((m) => m.BeforeConfirming),
)
void offerSections.prefetch()

/**
 * The hero: the amount borrowed and what arrives in the account (the net proceeds), side by side with
 * the same weight (decision 028); `net` null when the offer does not state it.
 */
export function AmountHero({
  amount,
  net,
  children,
}: {
  amount: string
  net: string | null
  children?: ReactNode
}) {
  const t = confirmTexts()
  return (
    <Card className="amount-card">
      <div className="amount-card__pair">
        <div>
          <p className="amount-card__label">{t.youBorrow}</p>
          <p className="amount-card__value" data-testid="loan-amount">
            {amount}
          </p>
        </div>
        <div>
          <p className="amount-card__label">{t.youReceive}</p>
          <p
            className={`amount-card__value${net === null ? ' amount-card__value--unknown' : ''}`}
            data-testid="net-proceeds"
          >
            {net ?? t.notStatedByLender}
          </p>
        </div>
      </div>
      {children}
    </Card>
  )
}

/** Each agreement title as a control that asks for the agreement at its position. */
export function AgreementLinks({
  agreements,
  disabled,
  onOpen,
}: {
  agreements: readonly Agreement[]
  disabled: boolean
  onOpen: (position: number) => void
}) {
  return (
    <ul className="agreement__links">
      {agreements.map((agreement, position) => (
        <li key={position}>
          <Button
            variant="link"
            className="agreement__link"
            disabled={disabled}
            onClick={() => onOpen(position)}
          >
            {agreement.title}
          </Button>
        </li>
      ))}
    </ul>
  )
}
