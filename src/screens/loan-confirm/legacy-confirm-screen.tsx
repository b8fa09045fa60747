import { useState } from 'react'
import { prefetchOnFirstInteraction } from '../../ui/on-demand.tsx'
import { common } from '../../i18n/common/index.ts'
import { confirmTexts } from '../../i18n/confirm/index.ts'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { DeadEndPage } from '../shared/way-on.tsx'
import { prefetchPushCheck } from './push-outcome.ts'
import { decodeLegacyConfirmQuery, legacyConfirmInput, legacyConfirmWith } from './legacy-confirm.impl.ts'
import { LegacyConfirmView } from './legacy-confirm-view.tsx'
import type { LegacyConfirmInput } from '../../../machines/legacy-confirm.types.ts'

// The check of a submission whose answer was lost loads on demand, ahead of the first Next.
prefetchOnFirstInteraction(prefetchPushCheck)

export default function LegacyConfirmScreen() {
  const services = useServices()
  const [input] = useState(() => decodeLegacyConfirmQuery(services.pageQuery()))
  if (input === null) {
    const t = confirmTexts()
    return (
      <DeadEndPage title={common().titles.confirmLoan} heading={t.incomplete.heading}>
        <p>{t.incomplete.text}</p>
      </DeadEndPage>
    )
  }
  return <LegacyConfirmFlow input={input} />
}

function LegacyConfirmFlow({ input }: { input: LegacyConfirmInput }) {
  const services = useServices()
  const [machine] = useState(() => legacyConfirmWith(services))
  // A reload, Back/Forward or the host reopening the page resumes a submission, never repeats it.
  const [resumed] = useState(() => legacyConfirmInput(services, input))
  const actor = useFlowActor(machine, { input: resumed })
  return <LegacyConfirmView actor={actor} />
}
