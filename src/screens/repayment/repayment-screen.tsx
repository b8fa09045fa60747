import { useState } from 'react'
import { usePathname } from '../../lib/router.ts'
import type {
  InstructionsParams,
  RepaymentInput,
  RepaymentVariant,
} from '../../../machines/repayment.types.ts'
import { common } from '../../i18n/common/index.ts'
import { repaymentTexts } from '../../i18n/repayment/index.ts'
import { prefetchOnFirstInteraction } from '../../ui/on-demand.tsx'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { DeadEndPage } from '../shared/way-on.tsx'
import {
  decodeRepaymentQuery,
  instructionsHref,
  loadPayCodeCheck,
  repaymentPageInput,
  repaymentWith,
} from './repayment.impl.ts'
import { RepaymentView } from './repayment-view.tsx'

// A pay code's trace and its check load on demand, ahead of the first Payment.
prefetchOnFirstInteraction(() => loadPayCodeCheck().catch(() => undefined))

/** The path of the rollover page; every other path of this screen (/repay) is the instalment. */
export const ROLLOVER_PATH = /^\/repayDelay\/?$/i

/**
 * The instalment (/repay) and rollover (/repayDelay) pages: one screen module (one entry in every
 * route's first load, not two), one flow, the variant read from the path as the flow's input.
 */
export default function RepaymentScreen() {
  const path = usePathname()
  return <RepaymentPage variant={ROLLOVER_PATH.test(path) ? 'rollover' : 'instalment'} />
}

export function RepaymentPage({ variant }: { variant: RepaymentVariant }) {
  const services = useServices()
  const [query] = useState(() => services.pageQuery())
  const input = decodeRepaymentQuery(query, variant)
  if (input === null) {
    const t = repaymentTexts().incomplete
    return (
      <DeadEndPage
        title={variant === 'rollover' ? common().titles.rollover : common().titles.pay}
        heading={t.heading}
      >
        <p>{t.text}</p>
      </DeadEndPage>
    )
  }
  return <RepaymentFlow input={input} href={(pay) => instructionsHref(query, pay)} />
}

function RepaymentFlow({
  input,
  href,
}: {
  input: RepaymentInput
  href: (pay: InstructionsParams) => string
}) {
  const services = useServices()
  const [machine] = useState(() => repaymentWith(services))
  // A reload, Back/Forward or the host reopening the page checks a pay code asked for, never asks again;
  // the pay code this device last loaded for the order is at hand if the load fails.
  const [resumed] = useState(() => repaymentPageInput(services, input))
  const actor = useFlowActor(machine, { input: resumed })
  return <RepaymentView actor={actor} instructionsHref={href} />
}
