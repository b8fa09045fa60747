import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { pickCommon, withCommonQuery } from '../../lib/query.ts'
import { useServices } from '../services.tsx'
import { DeadEndPage } from '../way-on.tsx'
import {
  AGREEMENT_PATH,
  decodePromotionQuery,
  DOWNLOAD_PATH,
  promotionInput,
  registrationWith,
  type PromotionQuery,
} from './promotion.impl.ts'
import { PromotionView } from './promotion-view.tsx'

export default function PromotionScreen() {
  const services = useServices()
  const [query] = useState(() => services.pageQuery())
  const decoded = decodePromotionQuery(query)
  if (decoded === null) {
    const download = withCommonQuery(DOWNLOAD_PATH, pickCommon(query))
    return (
      <DeadEndPage
        title="Register"
        heading="This registration link is incomplete"
        primary={
          <a className="button button--primary" href={download}>
            Download the app
          </a>
        }
      >
        <p>
          It does not say which promotion it belongs to. You can still download the app and register there.
        </p>
      </DeadEndPage>
    )
  }
  return <PromotionFlow query={decoded} />
}

function PromotionFlow({ query }: { query: PromotionQuery }) {
  const services = useServices()
  const [machine] = useState(() => registrationWith(services))
  const [input] = useState(() => promotionInput(query, services.pageQuery(), services, document))
  const actor = useActorRef(machine, { input })
  const common = pickCommon(services.pageQuery())
  return (
    <PromotionView
      actor={actor}
      agreementHref={withCommonQuery(AGREEMENT_PATH, common)}
      downloadHref={withCommonQuery(DOWNLOAD_PATH, common)}
    />
  )
}
