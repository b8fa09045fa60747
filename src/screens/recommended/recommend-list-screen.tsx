import { useState } from 'react'
import { Page } from '../../ui/components.tsx'
import { useServices } from '../services.tsx'
import { useFlowActor } from '../use-flow-actor.ts'
import { recommendedProductsWith } from './recommended.impl.ts'
import { RecommendedList } from './recommended-list.tsx'

/** `/recommendList`: every recommended product (scholarships); the list offers no "more" link of its own. */
export default function RecommendListScreen() {
  const services = useServices()
  const [machine] = useState(() => recommendedProductsWith(services))
  const actor = useFlowActor(machine, { input: { offersMore: false } })
  return (
    <Page title="Recommended">
      <RecommendedList actor={actor} heading="Products for you" />
    </Page>
  )
}
