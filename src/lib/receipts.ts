import * as v from 'valibot'
import type { Store } from './storage.ts'

/**
 * The borrower's repayment receipts, kept on this device (issue 27): each successful repayment the
 * app hears of (the card flow's answer, the lender's last payment of an order read on the order page)
 * is kept here, newest first, so the order page can show it again. Never in APP_KEYS: clearing the
 * app's values for a complaint (decision 005) keeps the borrower's receipts. Never sent anywhere.
 */
export const RECEIPTS_KEY = 'bayad.receipts'

/** How many receipts the device keeps (the oldest go first): several loans' worth of instalments. */
export const RECEIPTS_MAX = 20

const text = v.string()

export const receiptSchema = v.object({
  /** The lender's record id: one receipt per reference. */
  reference: v.pipe(text, v.minLength(1)),
  orderId: v.pipe(text, v.minLength(1)),
  productName: text,
  /** Minor units. */
  amount: v.pipe(v.number(), v.finite(), v.minValue(0)),
  /** ISO instant of the payment. */
  paidAt: text,
  way: v.picklist(['card', 'wallet', 'code', 'other']),
  channelName: text,
})
export type StoredReceipt = v.InferOutput<typeof receiptSchema>

/**
 * A list is decoded receipt by receipt: one that does not decode (an older or damaged value) is left
 * out, the others are kept.
 */
const receiptList = v.pipe(
  v.array(v.unknown()),
  v.transform((items) =>
    items.flatMap((item) => {
      const decoded = v.safeParse(receiptSchema, item)
      return decoded.success ? [decoded.output] : []
    }),
  ),
)

const newestFirst = (a: StoredReceipt, b: StoredReceipt) =>
  (Date.parse(b.paidAt) || 0) - (Date.parse(a.paidAt) || 0)

/** Every receipt on the device, newest first. */
export function allReceipts(store: Store): StoredReceipt[] {
  return (store.get(RECEIPTS_KEY, receiptList) ?? []).sort(newestFirst)
}

/** The receipts of one order, newest first. */
export function receiptsOf(store: Store, orderId: string): StoredReceipt[] {
  return allReceipts(store).filter((receipt) => receipt.orderId === orderId)
}

/**
 * Keeps a receipt (one by reference: a later one with the same reference replaces it), newest first,
 * at most RECEIPTS_MAX. A receipt without a reference or an order is not kept.
 */
export function keepReceipt(store: Store, receipt: StoredReceipt): void {
  const decoded = v.safeParse(receiptSchema, receipt)
  if (!decoded.success) return
  const others = allReceipts(store).filter((kept) => kept.reference !== receipt.reference)
  store.set(RECEIPTS_KEY, [decoded.output, ...others].sort(newestFirst).slice(0, RECEIPTS_MAX))
}
