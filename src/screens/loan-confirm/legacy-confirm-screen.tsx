import { useState } from 'react'
import { useServices } from '../services.tsx'
import { useFlowActor } from '../use-flow-actor.ts'
import { DeadEndPage } from '../way-on.tsx'
import { decodeLegacyConfirmQuery, legacyConfirmWith } from './legacy-confirm.impl.ts'
import { LegacyConfirmView } from './legacy-confirm-view.tsx'
import type { LegacyConfirmInput } from '../../../machines/legacy-confirm.machine.ts'

export default function LegacyConfirmScreen() {
  const services = useServices()
  const [input] = useState(() => decodeLegacyConfirmQuery(services.pageQuery()))
  if (input === null) {
    return (
      <DeadEndPage title="Confirm loan" heading="This loan link is incomplete">
        <p>It does not say which loan to confirm. Please open the loan again from the app.</p>
      </DeadEndPage>
    )
  }
  return <LegacyConfirmFlow input={input} />
}

function LegacyConfirmFlow({ input }: { input: LegacyConfirmInput }) {
  const services = useServices()
  const [machine] = useState(() => legacyConfirmWith(services))
  const actor = useFlowActor(machine, { input })
  return <LegacyConfirmView actor={actor} />
}
