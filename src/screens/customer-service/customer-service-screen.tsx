import { useState } from 'react'
import { config } from '../../config.ts'
import { useServices } from '../services.tsx'
import { useFlowActor } from '../use-flow-actor.ts'
import { customerServiceWith } from './customer-service.impl.ts'
import { CustomerServiceView } from './customer-service-view.tsx'

export default function CustomerServiceScreen() {
  const services = useServices()
  const [machine] = useState(() => customerServiceWith(services))
  const actor = useFlowActor(machine, { input: { fallbackPhone: config.servicePhone } })
  return <CustomerServiceView actor={actor} />
}
