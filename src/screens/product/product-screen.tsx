import { useState } from 'react'
import { common } from '../../i18n/common/index.ts'
import { productTexts } from '../../i18n/product/index.ts'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { DeadEndPage } from '../shared/way-on.tsx'
import { decodeProductQuery, productPageWith } from './product.impl.ts'
import { ProductView } from './product-view.tsx'
import type { ProductPageInput } from '../../../machines/product-page.types.ts'

export default function ProductScreen() {
  const services = useServices()
  const [input] = useState(() => decodeProductQuery(services.pageQuery()))
  if (input === null) {
    const t = productTexts().incomplete
    return (
      <DeadEndPage title={common().titles.product} heading={t.heading}>
        <p>{t.text}</p>
      </DeadEndPage>
    )
  }
  return <ProductFlow input={input} />
}

function ProductFlow({ input }: { input: ProductPageInput }) {
  const services = useServices()
  const [machine] = useState(() => productPageWith(services))
  const actor = useFlowActor(machine, { input })
  return <ProductView actor={actor} />
}
