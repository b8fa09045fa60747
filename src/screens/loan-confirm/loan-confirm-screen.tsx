import { useCallback, useState } from 'react'
import { useHostBack } from '../shared/host-back.ts'
import { prefetchOnFirstInteraction } from '../../ui/on-demand.tsx'
import { common } from '../../i18n/common/index.ts'
import { confirmTexts } from '../../i18n/confirm/index.ts'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { DeadEndPage } from '../shared/way-on.tsx'
import { prefetchPushCheck } from './push-outcome.ts'
import { decodeLoanConfirmQuery, loanConfirmInput, loanConfirmWith } from './loan-confirm.impl.ts'
import { LoanConfirmView } from './loan-confirm-view.tsx'
import type { LoanConfirmInput } from '../../../machines/loan-confirm.types.ts'

// The check of a submission whose answer was lost loads on demand, ahead of the first Next.
prefetchOnFirstInteraction(prefetchPushCheck)

export default function LoanConfirmScreen() {
  const services = useServices()
  const [input] = useState(() =>
    decodeLoanConfirmQuery(services.pageQuery(), services.bridge.platform === 'ios'),
  )
  if (input === null) {
    const t = confirmTexts()
    return (
      <DeadEndPage title={common().titles.confirmLoan} heading={t.incomplete.heading}>
        <p>{t.incomplete.text}</p>
      </DeadEndPage>
    )
  }
  return <LoanConfirmFlow input={input} />
}

function LoanConfirmFlow({ input }: { input: LoanConfirmInput }) {
  const services = useServices()
  const [machine] = useState(() => loanConfirmWith(services))
  // A reload, Back/Forward or the host reopening the page resumes a submission, never repeats it.
  const [resumed] = useState(() => loanConfirmInput(services, input))
  const actor = useFlowActor(machine, { input: resumed })
  useHostBack(useCallback(() => actor.send({ type: 'host.backPressed' }), [actor]))
  return <LoanConfirmView actor={actor} />
}
