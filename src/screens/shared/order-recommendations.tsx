import { useState } from 'react'
import type { RecommendedProduct } from '../../../machines/recommended-products.types.ts'
import { recommendedTexts } from '../../i18n/recommended/index.ts'
import { useServices } from './services.tsx'
import { useFlowActor } from './use-flow-actor.ts'
import { recommendedProductsWith } from './recommended.impl.ts'
import { RecommendedList } from './recommended-list.tsx'

export interface OrderRecommendationsProps {
  products: RecommendedProduct[]
}

/**
 * The order page's recommended products: its own recommended-products machine with the order's
 * products, loaded only when the order page shows them (docs/decisions/014-order-details.md).
 */
export function OrderRecommendations({ products }: OrderRecommendationsProps) {
  const services = useServices()
  const [machine] = useState(() => recommendedProductsWith(services))
  const actor = useFlowActor(machine, { input: { products, offersMore: true } })
  return <RecommendedList actor={actor} heading={recommendedTexts().recommendedForYou} />
}
