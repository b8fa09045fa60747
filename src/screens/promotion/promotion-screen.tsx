import { useState } from 'react'
import { common as commonTexts } from '../../i18n/common/index.ts'
import { promotionTexts } from '../../i18n/promotion/index.ts'
import { pickCommon, withCommonQuery, type CommonQuery } from '../../lib/query.ts'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { DeadEndPage } from '../shared/way-on.tsx'
import {
  AGREEMENT_PATH,
  decodePromotionQuery,
  DOWNLOAD_PATH,
  promotionInput,
  registrationWith,
  type PromotionQuery,
} from './promotion.impl.ts'
import { PromotionView } from './promotion-view.tsx'
import { buttonClass } from '../../ui/button.tsx'

export default function PromotionScreen() {
  const services = useServices()
  const [query] = useState(() => services.pageQuery())
  const decoded = decodePromotionQuery(query)
  const common = pickCommon(query)
  if (decoded === null) {
    const download = withCommonQuery(DOWNLOAD_PATH, common)
    const t = promotionTexts().landing
    return (
      <DeadEndPage
        title={commonTexts().titles.register}
        heading={t.incomplete}
        primary={
          <a className={buttonClass({ variant: 'primary' })} href={download}>
            {t.download}
          </a>
        }
      >
        <p>{t.incompleteText}</p>
      </DeadEndPage>
    )
  }
  return <PromotionFlow query={decoded} common={common} />
}

function PromotionFlow({ query, common }: { query: PromotionQuery; common: CommonQuery }) {
  const services = useServices()
  const [machine] = useState(() => registrationWith(services))
  const [input] = useState(() => promotionInput(query, services, document))
  const actor = useFlowActor(machine, { input })
  return (
    <PromotionView
      actor={actor}
      agreementHref={withCommonQuery(AGREEMENT_PATH, common)}
      downloadHref={withCommonQuery(DOWNLOAD_PATH, common)}
    />
  )
}
