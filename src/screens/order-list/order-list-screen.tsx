import { useState } from 'react'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { orderListWith } from './order-list.impl.ts'
import { OrderListView } from './order-list-view.tsx'

export default function OrderListScreen() {
  const services = useServices()
  const [machine] = useState(() => orderListWith(services))
  const actor = useFlowActor(machine)
  return <OrderListView actor={actor} />
}
