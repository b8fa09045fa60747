import type { LoadFailure } from './shared/notice.ts'

/** The complaint start's domain, context and events (the chart: ./complaint-start.machine.ts). */

export interface QuestionType {
  value: string
  title: string
}
export interface ComplaintOrder {
  orderNo: string
  productLogo: string
  productName: string
  status: string
  lines: { title: string; value: string }[]
  /** isShow equals 1: the order allows collection-type complaints. */
  allowsCollection: boolean
}
export interface ComplaintInit {
  types: QuestionType[]
  subTypes: QuestionType[]
  order: ComplaintOrder | null
  orders: ComplaintOrder[]
}

export interface ComplaintStartContext {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  orderId: string
  init: ComplaintInit | null
  order: ComplaintOrder | null
  problemType: string
}

export type ComplaintStartEvent =
  | { type: 'init.retry' }
  | { type: 'orders.open' }
  | { type: 'orders.close' }
  | { type: 'order.choose'; orderNo: string }
  | { type: 'type.choose'; value: string }
  | { type: 'subType.choose'; value: string }

export interface FormTarget {
  problemType: string
  problemSonType: string
  orderNo: string
}
