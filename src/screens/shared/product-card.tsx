import { recommendedTexts } from '../../i18n/recommended/index.ts'
import { ServerLogo } from '../../ui/server-logo.tsx'
import { isEnabledProduct } from '../../../machines/recommended-products.machine.ts'
import type { RecommendedProduct } from '../../../machines/recommended-products.types.ts'
import { Button } from '../../ui/button.tsx'

/** A product's button text: the server's, or "Apply now"; "Not available right now" when its flag is "0". */
export function productAction(product: RecommendedProduct): string {
  const t = recommendedTexts()
  if (!isEnabledProduct(product)) return t.notAvailable
  return product.buttonText.trim() !== '' ? product.buttonText : t.apply
}

/** One product. Also the product page's card. */
export function ProductCard({
  product,
  tags,
  busy = false,
  onOpen,
  level = 3,
}: {
  product: RecommendedProduct
  tags: readonly string[]
  busy?: boolean
  /** Absent: the card shows no button (the product page has its own). */
  onOpen?: () => void
  /** The name's heading level: 3 in a list under its heading, 2 alone on the product page. */
  level?: 2 | 3
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const t = recommendedTexts()
  const enabled = isEnabledProduct(product)
  const facts = [
    { label: product.amountDesc, fallback: t.loanAmount, value: product.amountRange },
    { label: product.rateDesc, fallback: t.interestRate, value: product.rate },
  ].filter((fact) => fact.value.trim() !== '')
  const action = productAction(product)
  return (
    <article className={`product-card${enabled ? '' : ' product-card--disabled'}`}>
      <div className="product-card__head">
        <ServerLogo className="product-card__logo" src={product.logo} />
        <Heading className="product-card__name">{product.name !== '' ? product.name : t.loanProduct}</Heading>
      </div>
      {tags.length > 0 && (
        <ul className="product-card__tags" aria-label={t.features}>
          {tags.map((tag, index) => (
            <li key={index} className="product-card__tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      {facts.length > 0 && (
        <dl className="product-card__facts">
          {facts.map((fact) => (
            <div key={fact.fallback}>
              <dt>{fact.label.trim() !== '' ? fact.label : fact.fallback}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {onOpen !== undefined && (
        <Button
          block
          aria-label={t.applyFor(action, product.name)}
          aria-disabled={!enabled || busy}
          onClick={onOpen}
        >
          {action}
        </Button>
      )}
    </article>
  )
}
