import { orderListMachine } from '../../../machines/order-list.machine.ts'
import type { OrderSummary } from '../../../machines/order-list.types.ts'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'

export const REPAYABLE: OrderSummary = {
  orderId: 'BYD20261105000017',
  productId: '101',
  productName: 'Bayad Cash',
  productLogo: 'https://cdn.bayad.test/bc.png',
  amount: 500000,
  owed: 560000,
  status: '174',
  statusText: 'Due in 3 days',
  date: 'Due 2027-02-04',
  dueDate: '2027-02-04',
  daysLate: null,
}
export const IN_REVIEW: OrderSummary = {
  orderId: 'BYD20260812000042',
  productId: '102',
  productName: 'PesoFlex',
  productLogo: '',
  amount: 123456789,
  owed: null,
  status: '21',
  statusText: '',
  date: '',
  dueDate: '',
  daysLate: null,
}
/** Overdue, 16 days late (read on 2026-11-27); the server lists it last, the page first. */
export const OVERDUE: OrderSummary = {
  orderId: 'BYD20260601000009',
  productId: '103',
  productName: 'Kwarta Plus',
  productLogo: '',
  amount: 520000,
  owed: 582400,
  status: '180',
  statusText: 'Overdue',
  date: 'Due 2026-11-11',
  dueDate: '2026-11-11',
  daysLate: 16,
}
/** A repayable order without the owed amount: the loan amount, named as such. */
export const REPAYING: OrderSummary = {
  orderId: 'BYD20261002000064',
  productId: '104',
  productName: 'Bayad Hulugan',
  productLogo: '',
  amount: 600000,
  owed: null,
  status: '170',
  statusText: '',
  date: 'Due 2027-01-01',
  dueDate: '2027-01-01',
  daysLate: null,
}
/** As the server sends them (newest first). */
export const ORDERS = [IN_REVIEW, REPAYABLE, REPAYING, OVERDUE]
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
