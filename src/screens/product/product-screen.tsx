import { useState } from 'react'
import { useServices } from '../services.tsx'
import { useFlowActor } from '../use-flow-actor.ts'
import { DeadEndPage } from '../way-on.tsx'
import { decodeProductQuery, productPageWith } from './product.impl.ts'
import { ProductView } from './product-view.tsx'
import type { ProductPageInput } from '../../../machines/product-page.machine.ts'

export default function ProductScreen() {
  const services = useServices()
  const [input] = useState(() => decodeProductQuery(services.pageQuery()))
  if (input === null) {
    return (
      <DeadEndPage title="Product" heading="This product link is incomplete">
        <p>It does not say which product to show. Please open the product again from the app.</p>
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
