import { useState } from 'react'
import type { BankFormInput } from '../../../machines/bank-form.types.ts'
import { bankTexts } from '../../i18n/bank/index.ts'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { DeadEndPage } from '../shared/way-on.tsx'
import { submissionTraces } from '../../lib/submission-trace.ts'
import { bankFormWith, decodeBankQuery, unsettledBinding } from './bank-form.impl.ts'
import { bankPageTitle, BankFormView } from './bank-form-view.tsx'

/** `/bindBank` and `/bindCard` (one screen, decisions.md): the payment account form. */
export default function BankFormScreen() {
  const services = useServices()
  const [input] = useState(() => decodeBankQuery(services.pageQuery()))
  if (input === null) {
    const t = bankTexts().incomplete
    return (
      <DeadEndPage title={bankPageTitle()} heading={t.heading}>
        <p>{t.text}</p>
      </DeadEndPage>
    )
  }
  return <BankFormFlow input={input} />
}

function BankFormFlow({ input }: { input: BankFormInput }) {
  const services = useServices()
  const [submissions] = useState(() => submissionTraces(services.store))
  const [machine] = useState(() => bankFormWith(services, submissions))
  // A binding of this form sent before a reload, whose outcome is not known: checked, never sent afresh.
  const [unsettled] = useState(() => unsettledBinding(submissions, input))
  const actor = useFlowActor(machine, { input: { ...input, unsettled } })
  return <BankFormView actor={actor} />
}
