import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { complaintFormMachine } from '../../../machines/complaint-form.machine.ts'
import {
  complaintStartMachine,
  type ComplaintInit,
  type ComplaintOrder,
} from '../../../machines/complaint-start.machine.ts'
import type { DataOf } from '../../api/api.ts'
import {
  problemInit,
  problemInitForForm,
  saveProblem,
  uploadProblemImage,
} from '../../api/calls/complaint.ts'
import { APP_KEYS } from '../../lib/storage.ts'
import type { Services } from '../services.tsx'

/** The complaint home route (spec §2 "Complaint start"). */
export const COMPLAINT_HOME = '/complaint'
export const COMPLAINT_FORM = '/complainPageNext'
export const COMPLAINT_LIST = '/complaintList'

type InitData = DataOf<typeof problemInit>
type OrderData = Exclude<InitData['orderDetail'], ''>

function toOrder(order: OrderData): ComplaintOrder {
  return {
    orderNo: order.orderNo,
    productLogo: order.productLogo,
    productName: order.productName,
    status: order.status,
    lines: order.list.map((line) => ({ title: line.title, value: line.value })),
    allowsCollection: order.isShow === '1',
  }
}

export function toComplaintInit(data: InitData): ComplaintInit {
  return {
    types: data.problemType.map(({ value, title }) => ({ value, title })),
    subTypes: data.problemSonType.map(({ value, title }) => ({ value, title })),
    order: data.orderDetail === '' ? null : toOrder(data.orderDetail),
    orders: data.orderList.map(toOrder),
  }
}

export const complaintStartQuery = v.object({ orderId: v.optional(v.string(), '') })

export const complaintFormQuery = v.object({
  problemType: v.pipe(v.string(), v.trim(), v.minLength(1)),
  problemSonType: v.optional(v.string(), ''),
  orderNo: v.optional(v.string(), ''),
})

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

export function complaintFormWith(services: Services, previews: { create(file: File): string }) {
  const { api, store, navigate, toast } = services
  return complaintFormMachine.provide({
    actors: {
      // The form page asks with GET (spec §7).
      loadComplaintInit: fromPromise(async ({ input }: { input: { orderId: string } }) =>
        toComplaintInit(await api.call(problemInitForForm, { orderId: input.orderId })),
      ),
      uploadImage: fromPromise(async ({ input }: { input: { file: File } }) => {
        const data = await api.call(uploadProblemImage, { problemImage: input.file })
        return { url: data.url, previewUrl: previews.create(input.file), name: input.file.name }
      }),
      saveComplaint: fromPromise(async ({ input }) => {
        await api.call(saveProblem, input)
      }),
    },
    actions: {
      showToast: (_, params) => toast(params),
      clearStorage: () => store.clear(),
      replaceWithComplaintHome: () => navigate.go(COMPLAINT_HOME, {}, { replace: true }),
    },
  })
}
