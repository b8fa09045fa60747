import { useState } from 'react'
import { common } from '../../i18n/common/index.ts'
import { repayornotTexts } from '../../i18n/repayornot/index.ts'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { DeadEndPage } from '../shared/way-on.tsx'
import { decodeRepayOrNotQuery, repayOrNotWith } from './repay-or-not.impl.ts'
import { RepayOrNotView } from './repay-or-not-view.tsx'
import type { RepayOrNotInput } from '../../../machines/repay-or-not.types.ts'

export default function RepayOrNotScreen() {
  const services = useServices()
  const [input] = useState(() => decodeRepayOrNotQuery(services.pageQuery()))
  if (input === null) {
    const t = repayornotTexts()
    return (
      <DeadEndPage title={common().titles.pay} heading={t.incompleteHeading}>
        <p>{t.incompleteText}</p>
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
