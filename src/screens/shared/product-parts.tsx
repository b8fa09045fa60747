import type { ComponentProps } from 'react'
import type { TextValue } from '../../../machines/loan-offer.ts'
import { Card } from '../../ui/components.tsx'
import { onDemand } from '../../ui/on-demand.tsx'
import type { ServerLogo } from '../../ui/server-logo.tsx'

/**
 * The product's head and a list of detail rows: what the confirmations, the order page and the
 * repay-or-not page all show, apart from the confirmations' own parts (./offer-parts.tsx) so the order
 * page does not download those.
 */

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
