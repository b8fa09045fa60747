import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { productPageMachine } from '../../../machines/product-page.machine.ts'
import { common } from '../../i18n/common/index.ts'
import { productTexts } from '../../i18n/product/index.ts'
import { ProductCard, productAction } from '../recommended/product-card.tsx'
import { DeadEnd, Page, Skeleton } from '../../ui/components.tsx'
import { isEnabledProduct } from '../../../machines/recommended-products.machine.ts'
import { OffersLink } from '../recommended/offers-link.tsx'
import { WayOn } from '../way-on.tsx'
import { LoadFailedNotice } from '../load-failed.tsx'

type ProductActor = ActorRefFrom<typeof productPageMachine>

interface ProductViewProps {
  actor: ProductActor
}

/** Renders the product-page machine and sends it the borrower's tap; holds no flow state of its own. */
export function ProductView({ actor }: ProductViewProps) {
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('loadFailed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const notOffered = useSelector(actor, (s) => s.matches('notOffered'))
  const showing = useSelector(actor, (s) => s.matches('showing'))
  const product = useSelector(actor, (s) => s.context.product)
  // Disabled for a product whose flag is "0"; right after a tap it stays as it is (the machine
  // ignores a repeated tap for a moment, docs/ui-patterns.md).
  const enabled = product !== null && isEnabledProduct(product)
  const t = productTexts()

  return (
    <Page
      title={common().titles.product}
      footer={
        showing && product !== null ? (
          <button
            type="button"
            className="button button--primary button--block"
            disabled={!enabled}
            onClick={() => actor.send({ type: 'product.apply' })}
          >
            {productAction(product)}
          </button>
        ) : undefined
      }
    >
      {loading && <Skeleton lines={5} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'product.retry' })}>
          {t.loadFailed}
        </LoadFailedNotice>
      )}
      {notOffered && (
        <DeadEnd heading={t.notOffered.heading} actions={<WayOn primary={<OffersLink />} />}>
          <p>{t.notOffered.text}</p>
          <p>{t.notOffered.others}</p>
        </DeadEnd>
      )}
      {showing && product !== null && <ProductCard product={product} tags={product.tags} level={2} />}
    </Page>
  )
}
