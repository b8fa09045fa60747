import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { useServices } from '../services.tsx'
import { orderListWith } from './order-list.impl.ts'
import { OrderListView } from './order-list-view.tsx'

export default function OrderListScreen() {
  const services = useServices()
  const [machine] = useState(() => orderListWith(services))
  const actor = useActorRef(machine)
  return <OrderListView actor={actor} />
}
