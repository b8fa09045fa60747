import type { ComponentProps } from 'react'
import type { Agreement, PlanRow, TextValue } from '../../../machines/loan-offer.ts'
import { Card } from '../../ui/components.tsx'
import { onDemand } from '../../ui/on-demand.tsx'
import type { ServerLogo } from '../../ui/server-logo.tsx'

/** The parts of a loan offer both confirmation screens show: they differ only in wording and currency. */

/**
 * The product's logo (src/ui/server-logo.tsx, with the image rule it is shown under): fetched as the
 * page opens, alongside its data, outside the routes' first load (decision 004). It shows once both
 * have arrived; a download that fails leaves it out, as a picture that does not load is.
 */
const lazyLogo = onDemand<ComponentProps<typeof ServerLogo>>(
  () => import('./offer-logo.ts').then((m) => m.ServerLogo),
  () => null,
)
void lazyLogo.prefetch()

export function ProductHead({ name, logo }: { name: string; logo: string }) {
  if (name === '') return null
  return (
    <div className="product-head">
      <lazyLogo.Component className="product-head__logo" src={logo} />
      <span className="product-head__name">{name}</span>
    </div>
  )
}

export function DetailRows({ title, rows }: { title: string; rows: readonly TextValue[] }) {
  if (rows.length === 0) return null
  return (
    <Card>
      <h2 className="section-title">{title}</h2>
      <dl className="receipt__lines">
        {rows.map((row, index) => (
          <div key={index}>
            <dt>{row.text}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}

export function PlanRows({
  title,
  rows,
  money,
}: {
  title: string
  rows: readonly PlanRow[]
  /** Minor units → the amount as the screen shows money. */
  money: (minor: number) => string
}) {
  if (rows.length === 0) return null
  return (
    <Card>
      <h2 className="section-title">{title}</h2>
      <ol className="plan-list">
        {rows.map((row, index) => (
          <li key={index} className="plan-list__row">
            <div className="plan-list__text">
              <span className="plan-list__title">{row.title}</span>
              {row.description !== '' && <span className="muted">{row.description}</span>}
            </div>
            <div className="plan-list__money">
              <span className="plan-list__amount">{money(row.amount)}</span>
              {row.payTime !== '' && <span className="muted">{row.payTime}</span>}
            </div>
          </li>
        ))}
      </ol>
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
          <button
            type="button"
            className="button button--link agreement__link"
            disabled={disabled}
            onClick={() => onOpen(position)}
          >
            {agreement.title}
          </button>
        </li>
      ))}
    </ul>
  )
}
