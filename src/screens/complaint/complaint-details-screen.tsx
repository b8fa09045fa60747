import { useState } from 'react'
import * as v from 'valibot'
import { common } from '../../i18n/common/index.ts'
import { complaintDetailsTexts } from '../../i18n/complaintdetails/index.ts'
import { buttonClass } from '../../ui/button.tsx'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { AppLink, DeadEndPage } from '../shared/way-on.tsx'
import { complaintDetailsQuery, complaintDetailsWith, filedFromQuery } from './complaint-details.impl.ts'
import { COMPLAINT_LIST } from '../shared/complaint-paths.ts'
import { ComplaintDetailsView } from './complaint-details-view.tsx'

export default function ComplaintDetailsScreen() {
  const services = useServices()
  const [query] = useState(() => services.pageQuery())
  const decoded = v.safeParse(complaintDetailsQuery, { problemId: query.problemId ?? '' })
  if (!decoded.success) {
    const t = complaintDetailsTexts()
    return (
      <DeadEndPage
        title={common().titles.complaintDetails}
        heading={t.details.incompleteLink}
        primary={
          <AppLink className={buttonClass({ variant: 'primary' })} path={COMPLAINT_LIST}>
            {t.seeMyComplaints}
          </AppLink>
        }
      >
        <p>{t.details.incompleteLinkText}</p>
      </DeadEndPage>
    )
  }
  return <ComplaintDetailsFlow problemId={decoded.output.problemId} filed={filedFromQuery(query.filed)} />
}

function ComplaintDetailsFlow({ problemId, filed }: { problemId: string; filed: string }) {
  const services = useServices()
  const [machine] = useState(() => complaintDetailsWith(services, problemId, undefined, filed))
  const actor = useFlowActor(machine, { input: { problemId } })
  return <ComplaintDetailsView actor={actor} />
}
