import { useState } from 'react'
import { useServices } from '../services.tsx'
import { useFlowActor } from '../use-flow-actor.ts'
import { DeadEndPage } from '../way-on.tsx'
import { decodeRepayOrNotQuery, repayOrNotWith } from './repay-or-not.impl.ts'
import { RepayOrNotView } from './repay-or-not-view.tsx'
import type { RepayOrNotInput } from '../../../machines/repay-or-not.machine.ts'

export default function RepayOrNotScreen() {
  const services = useServices()
  const [input] = useState(() => decodeRepayOrNotQuery(services.pageQuery()))
  if (input === null) {
    return (
      <DeadEndPage title="Repayment" heading="This repayment link is incomplete">
        <p>It does not say which order to repay. Please open the order again from the app.</p>
      </DeadEndPage>
    )
  }
  return <RepayOrNotFlow input={input} />
}

function RepayOrNotFlow({ input }: { input: RepayOrNotInput }) {
  const services = useServices()
  const [machine] = useState(() => repayOrNotWith(services))
  const actor = useFlowActor(machine, { input })
  return <RepayOrNotView actor={actor} />
}
