import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { tagsAt, type recommendedProductsMachine } from '../../../machines/recommended-products.machine.ts'
import { useOwnProgress } from '../../ui/activity.ts'
import { recommendedTexts } from '../../i18n/recommended/index.ts'
import { Button } from '../../ui/button.tsx'
import { Skeleton } from '../../ui/components.tsx'
import { ProductCard } from './product-card.tsx'
import { LoadFailedNotice } from './load-failed.tsx'

export type RecommendedActor = ActorRefFrom<typeof recommendedProductsMachine>

/**
 * The recommended products of a recommended-products machine: a card per product, tags on the first
 * two, and "Tap to see more loans" (the spec's "Click to view more products") where the list offers more. A product whose enabled flag is
 * "0" looks unavailable and ignores taps (the machine's rule).
 */
export function RecommendedList({ actor, heading }: { actor: RecommendedActor; heading: string }) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const ready = useSelector(actor, (s) => s.hasTag('ready'))
  const products = useSelector(actor, (s) => s.context.products)
  const opening = useSelector(actor, (s) => s.hasTag('opening'))
  const offersMore = useSelector(actor, (s) => s.context.offersMore)
  useOwnProgress(opening)
  const t = recommendedTexts()
  return (
    <section className="recommended" aria-labelledby="recommended-heading">
      <h2 className="section-title" id="recommended-heading">
        {heading}
      </h2>
      {loading && <Skeleton lines={4} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} onRetry={() => actor.send({ type: 'products.retry' })}>
          {t.loadFailed}
        </LoadFailedNotice>
      )}
      {ready && products.length === 0 && <p className="muted">{t.none}</p>}
      {ready && products.length > 0 && (
        <ul className="product-list">
          {products.map((product, position) => (
            <li key={`${product.productId}-${position}`}>
              <ProductCard
                product={product}
                tags={tagsAt(product, position)}
                busy={opening}
                onOpen={() => actor.send({ type: 'product.open', position })}
              />
            </li>
          ))}
        </ul>
      )}
      {ready && offersMore && products.length > 0 && (
        <Button
          variant="link"
          block
          aria-disabled={opening}
          onClick={() => actor.send({ type: 'products.more' })}
        >
          {t.more}
        </Button>
      )}
    </section>
  )
}
