import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { productPageMachine } from '../../../machines/product-page.machine.ts'
import { common } from '../../i18n/common/index.ts'
import { productTexts } from '../../i18n/product/index.ts'
import { ProductCard, productAction } from '../shared/product-card.tsx'
import { DeadEnd, Page, Skeleton } from '../../ui/components.tsx'
import { isEnabledProduct } from '../../../machines/recommended-products.machine.ts'
import { OffersLink } from '../shared/offers-link.tsx'
import { WayOn } from '../shared/way-on.tsx'
import { LoadFailedNotice } from '../shared/load-failed.tsx'
import { Button } from '../../ui/button.tsx'

type ProductActor = ActorRefFrom<typeof productPageMachine>

interface ProductViewProps {
  actor: ProductActor
}

/** Renders the product-page machine and sends it the borrower's tap; holds no flow state of its own. */
export function ProductView({ actor }: ProductViewProps) {
  // The page's stage: the top of the state value (`showing` has a child for repeated taps).
  const stage = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'showing'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const showing = stage === 'showing'
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
          <Button
            variant="primary"
            block
            disabled={!enabled}
            onClick={() => actor.send({ type: 'product.apply' })}
          >
            {productAction(product)}
          </Button>
        ) : undefined
      }
    >
      {stage === 'loading' && <Skeleton lines={5} />}
      {stage === 'loadFailed' && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'product.retry' })}>
          {t.loadFailed}
        </LoadFailedNotice>
      )}
      {stage === 'notOffered' && (
        <DeadEnd heading={t.notOffered.heading} actions={<WayOn primary={<OffersLink />} />}>
          <p>{t.notOffered.text}</p>
          <p>{t.notOffered.others}</p>
        </DeadEnd>
      )}
      {showing && product !== null && <ProductCard product={product} tags={product.tags} level={2} />}
    </Page>
  )
}
