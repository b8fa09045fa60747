import { useState } from 'react'
import { common } from '../../i18n/common/index.ts'
import { recommendedTexts } from '../../i18n/recommended/index.ts'
import { Page } from '../../ui/components.tsx'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { recommendedProductsWith } from '../shared/recommended.impl.ts'
import { RecommendedList } from '../shared/recommended-list.tsx'

/** `/recommendList`: every recommended product (scholarships); the list offers no "more" link of its own. */
export default function RecommendListScreen() {
  const services = useServices()
  const [machine] = useState(() => recommendedProductsWith(services))
  const actor = useFlowActor(machine, { input: { offersMore: false } })
  return (
    <Page title={common().titles.recommended}>
      <RecommendedList actor={actor} heading={recommendedTexts().loansForYou} />
    </Page>
  )
}
