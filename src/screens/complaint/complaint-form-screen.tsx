import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { common } from '../../i18n/common/index.ts'
import { complaintTexts } from '../../i18n/complaint/index.ts'
import { Button } from '../../ui/button.tsx'
import { useServices } from '../shared/services.tsx'
import { useFlowActor } from '../shared/use-flow-actor.ts'
import { DeadEndPage } from '../shared/way-on.tsx'
import { submissionTraces } from '../../lib/submission-trace.ts'
import { complaintFormWith, unsettledComplaint } from './complaint-form.impl.ts'
import { complaintFormQuery } from './complaint.impl.ts'
import { COMPLAINT_HOME } from '../shared/complaint-paths.ts'
import { ComplaintFormView } from './complaint-form-view.tsx'

export default function ComplaintFormScreen() {
  const services = useServices()
  const [query] = useState(() => services.pageQuery())
  const decoded = v.safeParse(complaintFormQuery, query)
  if (!decoded.success) {
    const orderNo = query.orderNo ?? query.orderId
    const t = complaintTexts().form
    return (
      <DeadEndPage
        title={common().titles.complaint}
        heading={t.chooseTypeFirst}
        primary={
          <Button
            variant="primary"
            onClick={() => services.navigate.go(COMPLAINT_HOME, { orderId: orderNo })}
          >
            {t.chooseType}
          </Button>
        }
      >
        <p>{t.linkHasNoType}</p>
      </DeadEndPage>
    )
  }
  return <ComplaintFormFlow input={decoded.output} />
}

function ComplaintFormFlow({ input }: { input: v.InferOutput<typeof complaintFormQuery> }) {
  const services = useServices()
  // Local previews live as long as the page: revoked when it goes away.
  const [previews] = useState(() => {
    const urls: string[] = []
    return {
      create(file: File) {
        const url = URL.createObjectURL(file)
        urls.push(url)
        return url
      },
      revokeAll: () => urls.splice(0).forEach((url) => URL.revokeObjectURL(url)),
    }
  })
  useEffect(() => previews.revokeAll, [previews])
  const [submissions] = useState(() => submissionTraces(services.store))
  const [machine] = useState(() => complaintFormWith(services, previews, submissions))
  // A complaint of this form sent before a reload, whose outcome is not known: checked, never sent afresh.
  const [unsettled] = useState(() => unsettledComplaint(submissions, input))
  const actor = useFlowActor(machine, { input: { ...input, unsettled } })
  return <ComplaintFormView actor={actor} />
}
