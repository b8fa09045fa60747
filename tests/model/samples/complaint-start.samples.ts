/*
 * Samples of the complaint start (machines/complaint-start.machine.ts), shared by its model test and the
 * atlas's simulation: the server's four kinds of answer (the order allows collection complaints, refuses
 * them, no order, orders but none chosen) or its failure, and the types and orders chosen.
 */
import { complaintStartMachine } from '../../../machines/complaint-start.machine.ts'
import type { ComplaintInit } from '../../../machines/complaint-start.types.ts'
import { defineSamples, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import {
  CASHNOW,
  INIT_ALLOWED,
  INIT_NO_ORDER,
  INIT_REFUSED,
  INIT_UNSELECTED,
  PESOFLEX,
  SERVER_BUSY,
} from '../complaint.fixtures.ts'

/** `order`, then `orders` first: they are what the path names show of these outputs. */
const orderFirst = ({ order, orders, ...rest }: ComplaintInit): ComplaintInit => ({ order, orders, ...rest })

export const scenarios = {
  default: {
    input: { orderId: PESOFLEX.orderNo },
    events: [
      { type: 'xstate.done.actor.loadComplaintInit', output: orderFirst(INIT_ALLOWED) },
      { type: 'xstate.done.actor.loadComplaintInit', output: orderFirst(INIT_REFUSED) },
      { type: 'xstate.done.actor.loadComplaintInit', output: orderFirst(INIT_NO_ORDER) },
      { type: 'xstate.done.actor.loadComplaintInit', output: orderFirst(INIT_UNSELECTED) },
      { type: 'xstate.error.actor.loadComplaintInit', error: SERVER_BUSY },
      { type: 'type.choose', value: '1' },
      { type: 'type.choose', value: '2' },
      { type: 'subType.choose', value: '12' },
      { type: 'order.choose', orderNo: CASHNOW.orderNo },
      { type: 'order.choose', orderNo: PESOFLEX.orderNo },
    ],
  },
} satisfies SampleScenarios<typeof complaintStartMachine>

export default defineSamples(complaintStartMachine, scenarios)
