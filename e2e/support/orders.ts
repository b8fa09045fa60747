import type { OrderStatus } from '../../src/sandbox/sandbox-schema.ts'
import { seedState } from '../../src/sandbox/seed.ts'

const SEEDED_ORDERS = seedState(0).orders

/** The seeded sandbox order of `status` (src/sandbox/seed.ts): its number and product. */
function seeded(status: OrderStatus): { orderId: string; productId: string } {
  const order = SEEDED_ORDERS.find((candidate) => candidate.status === status)
  if (order === undefined) throw new Error(`the sandbox seeds no ${status} order`)
  return { orderId: order.orderNo, productId: order.productId }
}

/**
 * The seeded sandbox orders, one per status code the order page knows (spec §4; STATUS_CODE in
 * src/sandbox/sample.ts), and one whose code it does not.
 */
export const ORDERS = {
  '21': seeded('inReview'),
  '151': seeded('processing'),
  '110': seeded('failed'),
  '170': seeded('repaying'),
  '174': seeded('repayable'),
  '180': seeded('overdue'),
  '200': seeded('finished'),
  unknown: seeded('unknown'),
} as const
export type OrderKey = keyof typeof ORDERS
