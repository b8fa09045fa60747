import { fromPromise } from 'xstate'
import { complaintStartMachine } from '../../../machines/complaint-start.machine.ts'
import { problemInit } from '../../api/calls/complaint.ts'
import { APP_KEYS } from '../../lib/storage.ts'
import type { Services } from '../services.tsx'
import { COMPLAINT_FORM, toComplaintInit } from './complaint.impl.ts'

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
