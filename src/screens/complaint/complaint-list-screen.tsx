import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { pickCommon, withCommonQuery } from '../../lib/query.ts'
import { useServices } from '../services.tsx'
import { complaintListWith, rememberedPlace } from './complaint-list.impl.ts'
import { COMPLAINT_HOME } from './complaint.impl.ts'
import { ComplaintListView } from './complaint-list-view.tsx'

export default function ComplaintListScreen() {
  const services = useServices()
  const [query] = useState(() => services.pageQuery())
  const [machine] = useState(() => complaintListWith(services))
  const [place] = useState(() => rememberedPlace(services.entry))
  const actor = useActorRef(machine, { input: place })
  return (
    <ComplaintListView
      actor={actor}
      newComplaint={{
        href: withCommonQuery(COMPLAINT_HOME, pickCommon(query)),
        onOpen: () => services.navigate.go(COMPLAINT_HOME),
      }}
    />
  )
}
