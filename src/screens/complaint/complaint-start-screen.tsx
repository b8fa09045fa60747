import { useState } from 'react'
import * as v from 'valibot'
import { pickCommon, withCommonQuery } from '../../lib/query.ts'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { complaintStartWith, sentComplaint } from './complaint-start.impl.ts'
import { complaintStartQuery } from './complaint.impl.ts'
import { COMPLAINT_LIST } from '../shared/complaint-paths.ts'
import { ComplaintStartView } from './complaint-start-view.tsx'

export default function ComplaintStartScreen() {
  const services = useServices()
  const [query] = useState(() => services.pageQuery())
  const [machine] = useState(() => complaintStartWith(services))
  const { orderId } = v.parse(complaintStartQuery, { orderId: query.orderId ?? query.orderNo })
  const actor = useFlowActor(machine, { input: { orderId } })
  const myComplaints = withCommonQuery(COMPLAINT_LIST, pickCommon(query))
  return (
    <ComplaintStartView
      actor={actor}
      myComplaintsHref={myComplaints}
      onOpenMyComplaints={() => services.navigate.go(COMPLAINT_LIST)}
      sent={sentComplaint(query)}
    />
  )
}
