import { useState } from 'react'
import { company } from '../../company.ts'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { configuredServicePhone, customerServiceWith } from './customer-service.impl.ts'
import { CustomerServiceView } from './customer-service-view.tsx'

export default function CustomerServiceScreen() {
  const services = useServices()
  const [machine] = useState(() => customerServiceWith(services))
  const actor = useFlowActor(machine, {
    input: { servicePhone: configuredServicePhone(), fallbackEmail: company.serviceEmail },
  })
  return <CustomerServiceView actor={actor} />
}
