import { useState } from 'react'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { complaintListWith, rememberedPlace } from './complaint-list.impl.ts'
import { ComplaintListView } from './complaint-list-view.tsx'

export default function ComplaintListScreen() {
  const services = useServices()
  const [machine] = useState(() => complaintListWith(services))
  const [place] = useState(() => rememberedPlace(services.entry))
  const actor = useFlowActor(machine, { input: place })
  return <ComplaintListView actor={actor} />
}
