import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { config } from '../../config.ts'
import { pickCommon, withCommonQuery } from '../../lib/query.ts'
import { COMPLAINT_HOME, COMPLAINT_LIST } from '../complaint/complaint.impl.ts'
import { useServices } from '../services.tsx'
import { customerServiceWith } from './customer-service.impl.ts'
import { CustomerServiceView } from './customer-service-view.tsx'

export default function CustomerServiceScreen() {
  const services = useServices()
  const [query] = useState(() => services.pageQuery())
  const [machine] = useState(() => customerServiceWith(services))
  const actor = useActorRef(machine, { input: { fallbackPhone: config.fallbackServicePhone } })
  const link = (path: string) => ({
    href: withCommonQuery(path, pickCommon(query)),
    onOpen: () => services.navigate.go(path),
  })
  return (
    <CustomerServiceView actor={actor} complaint={link(COMPLAINT_HOME)} myComplaints={link(COMPLAINT_LIST)} />
  )
}
