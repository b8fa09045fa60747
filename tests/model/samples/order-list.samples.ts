import { orderListMachine, type OrderSummary } from '../../../machines/order-list.machine.ts'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'

export const REPAYABLE: OrderSummary = {
  orderId: 'BYD20261105000017',
  productId: '101',
  productName: 'Bayad Cash',
  productLogo: 'https://cdn.bayad.test/bc.png',
  amount: 500000,
  status: '174',
  statusText: 'Due in 3 days',
  date: 'Due 2027-02-04',
}
export const IN_REVIEW: OrderSummary = {
  orderId: 'BYD20260812000042',
  productId: '102',
  productName: 'PesoFlex',
  productLogo: '',
  amount: 123456789,
  status: '21',
  statusText: '',
  date: '',
}
export const ORDERS = [REPAYABLE, IN_REVIEW]
export const BUSY: CallFailure = { kind: 'rejected', code: '1', message: 'Service is busy, try later' }

export const scenarios = {
  default: {
    events: [
      { type: 'xstate.done.actor.loadOrders', output: ORDERS },
      { type: 'xstate.done.actor.loadOrders', output: [] },
      { type: 'xstate.error.actor.loadOrders', error: BUSY },
      { type: 'order.open', orderId: IN_REVIEW.orderId },
    ],
  },
} satisfies SampleScenarios<typeof orderListMachine>

export default defineSamples(orderListMachine, scenarios)
