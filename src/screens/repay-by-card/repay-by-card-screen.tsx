import { useState } from 'react'
import { cardTexts } from '../../i18n/card/index.ts'
import { common } from '../../i18n/common/index.ts'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { DeadEndPage } from '../shared/way-on.tsx'
import { repayByCardWith, repayInput } from './repay-by-card.impl.ts'
import { decodeRepayQuery, type RepayQuery } from '../shared/repay-link.ts'
import { RepayByCardView } from './repay-by-card-view.tsx'

export default function RepayByCardScreen() {
  const services = useServices()
  const [query] = useState(() => services.pageQuery())
  const decoded = decodeRepayQuery(query)
  if (decoded === null) {
    const t = cardTexts().incomplete
    return (
      <DeadEndPage title={common().titles.pay} heading={t.heading}>
        <p>{t.text}</p>
      </DeadEndPage>
    )
  }
  return <RepayByCardFlow query={decoded} mobilePhone={query.mobilePhone ?? ''} />
}

function RepayByCardFlow({ query, mobilePhone }: { query: RepayQuery; mobilePhone: string }) {
  const services = useServices()
  const [machine] = useState(() => repayByCardWith(services))
  // Opened on a payment whose outcome is unknown, the page checks it at once: the check and its panel
  // load then (./payment-outcome.ts), the page's loading skeleton in the panel's place meanwhile.
  const [input] = useState(() => repayInput(query, services))
  const actor = useFlowActor(machine, { input })
  return (
    <RepayByCardView
      actor={actor}
      mobilePhone={mobilePhone}
      loan={{ productName: query.productName, repayDate: query.repayDate }}
    />
  )
}
