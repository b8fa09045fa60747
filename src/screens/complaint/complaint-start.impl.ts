import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { complaintStartMachine } from '../../../machines/complaint-start.machine.ts'
import { problemInit } from '../../api/complaint.ts'
import { linkId } from '../../lib/query.ts'
import { APP_KEYS } from '../../lib/storage.ts'
import type { Services } from '../shared/services.tsx'
import { COMPLAINT_FORM, SENT_FLAG, toComplaintInit } from './complaint.impl.ts'

/** The real side effects of the complaint start: problem-init, the stored order number, the form route. */
export function complaintStartWith(services: Services) {
  const { api, store, navigate, toast } = services
  return complaintStartMachine.provide({
    actors: {
      loadComplaintInit: fromPromise(async ({ input }: { input: { orderId: string } }) =>
        toComplaintInit(await api.call(problemInit, { orderId: input.orderId })),
      ),
    },
    actions: {
      showToast: (_, params) => toast(params),
      storeOrderNo: (_, { orderNo }) => store.set(APP_KEYS.orderNo, orderNo),
      openComplaintForm: (_, target) =>
        navigate.go(COMPLAINT_FORM, {
          problemType: target.problemType,
          problemSonType: target.problemSonType === '' ? undefined : target.problemSonType,
          orderNo: target.orderNo,
        }),
    },
  })
}

/**
 * What the complaint home says of a complaint just sent: nothing (no `sent=1`), sent without a known
 * id (the way is My complaints), or sent as `problemId` (a link of letters, digits, `.`, `-`, `_`).
 */
export function sentComplaint(query: {
  sent?: string | undefined
  problemId?: string | undefined
}): { problemId: string } | null {
  if (query.sent !== SENT_FLAG) return null
  const id = v.safeParse(v.pipe(linkId, v.minLength(1)), query.problemId ?? '')
  return { problemId: id.success ? id.output : '' }
}
