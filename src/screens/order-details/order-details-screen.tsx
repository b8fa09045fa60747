import { useState } from 'react'
import { useParams } from '../../lib/router.ts'
import type { OrderDetailsInput } from '../../../machines/order-details.types.ts'
import { common } from '../../i18n/common/index.ts'
import { orderTexts } from '../../i18n/order/index.ts'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { DeadEndPage } from '../shared/way-on.tsx'
import { decodeOrderQuery, orderDetailsWith, orderPageInput } from './order-details.impl.ts'
import { OrderDetailsView } from './order-details-view.tsx'

/** `/loanDetails`, `/order` and `/borrowDetail/:orderId`: one screen (decisions.md). */
export default function OrderDetailsScreen() {
  const services = useServices()
  const params = useParams<{ orderId?: string }>()
  const [input] = useState(() => decodeOrderQuery(services.pageQuery(), params.orderId))
  if (input === null) {
    const t = orderTexts().incomplete
    return (
      <DeadEndPage title={common().titles.loanDetails} heading={t.heading}>
        <p>{t.text}</p>
      </DeadEndPage>
    )
  }
  return <OrderDetailsFlow input={input} />
}

function OrderDetailsFlow({ input }: { input: OrderDetailsInput }) {
  const services = useServices()
  const [machine] = useState(() => orderDetailsWith(services))
  // What the device and the link know of the order, read once as the page opens (plain data).
  const [pageInput] = useState(() => orderPageInput(input, services.pageQuery(), services.store))
  const actor = useFlowActor(machine, { input: pageInput })
  return <OrderDetailsView actor={actor} />
}
