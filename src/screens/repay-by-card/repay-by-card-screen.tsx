import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import * as v from 'valibot'
import { Notice, Page } from '../../ui/components.tsx'
import { useServices } from '../services.tsx'
import { repayByCardWith, repayQuery } from './repay-by-card.impl.ts'
import { RepayByCardView } from './repay-by-card-view.tsx'

export default function RepayByCardScreen() {
  const services = useServices()
  const [query] = useState(() => services.pageQuery())
  const decoded = v.safeParse(repayQuery, query)
  if (!decoded.success) {
    return (
      <Page title="Repayment">
        <Notice>
          This repayment link is incomplete: it needs an order and an amount. Please open it again from the
          app.
        </Notice>
      </Page>
    )
  }
  return <RepayByCardFlow input={decoded.output} mobilePhone={query.mobilePhone ?? ''} />
}

function RepayByCardFlow({
  input,
  mobilePhone,
}: {
  input: v.InferOutput<typeof repayQuery>
  mobilePhone: string
}) {
  const services = useServices()
  const [machine] = useState(() => repayByCardWith(services))
  const actor = useActorRef(machine, { input: { ...input, isIos: services.bridge.platform === 'ios' } })
  return <RepayByCardView actor={actor} mobilePhone={mobilePhone} />
}
