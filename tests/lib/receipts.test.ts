import { describe, expect, it } from 'vitest'
import {
  allReceipts,
  keepReceipt,
  RECEIPTS_KEY,
  RECEIPTS_MAX,
  receiptsOf,
  type StoredReceipt,
} from '../../src/lib/receipts.ts'
import { APP_KEYS, createStore } from '../../src/lib/storage.ts'
import { memoryStorage } from '../sandbox/harness.ts'

/** The device's repayment receipts (src/lib/receipts.ts): decoded on read, one per reference, newest first, capped. */

const receipt = (n: number, changes: Partial<StoredReceipt> = {}): StoredReceipt => ({
  reference: `rr-${n}`,
  orderId: 'BYD20261105000017',
  productName: 'Bayad Cash',
  amount: 392000,
  // n minutes after 09:00 Manila
  paidAt: new Date(Date.parse('2026-11-27T09:00:00+08:00') + n * 60_000).toISOString(),
  way: 'card',
  channelName: 'BDO Unibank **** 4821',
  ...changes,
})

function fresh() {
  const storage = memoryStorage()
  return { storage, store: createStore(storage) }
}

describe('receipts kept on the device', () => {
  it('keeps receipts newest first, and one per reference (the later replaces the earlier)', () => {
    const { store } = fresh()
    keepReceipt(store, receipt(1))
    keepReceipt(store, receipt(3))
    keepReceipt(store, receipt(2))
    expect(allReceipts(store).map((r) => r.reference)).toEqual(['rr-3', 'rr-2', 'rr-1'])
    keepReceipt(store, receipt(1, { channelName: 'BPI **** 1937' }))
    expect(allReceipts(store)).toHaveLength(3)
    expect(allReceipts(store).find((r) => r.reference === 'rr-1')?.channelName).toBe('BPI **** 1937')
  })

  it(`keeps at most ${RECEIPTS_MAX}: the oldest go first`, () => {
    const { store } = fresh()
    for (let n = 1; n <= RECEIPTS_MAX + 3; n++) keepReceipt(store, receipt(n))
    const kept = allReceipts(store)
    expect(kept).toHaveLength(RECEIPTS_MAX)
    expect(kept[0]?.reference).toBe(`rr-${RECEIPTS_MAX + 3}`)
    expect(kept.at(-1)?.reference).toBe('rr-4')
  })

  it("reads one order's receipts only", () => {
    const { store } = fresh()
    keepReceipt(store, receipt(1))
    keepReceipt(store, receipt(2, { orderId: 'BYD-OTHER' }))
    expect(receiptsOf(store, 'BYD20261105000017').map((r) => r.reference)).toEqual(['rr-1'])
    expect(receiptsOf(store, 'BYD-NONE')).toEqual([])
  })

  it('decodes on read: a damaged receipt is left out, the others kept; a value that is no list reads as none', () => {
    const { storage, store } = fresh()
    storage.setItem(
      RECEIPTS_KEY,
      JSON.stringify([receipt(1), { ...receipt(2), amount: 'lots' }, { reference: 'rr-3' }, receipt(4)]),
    )
    expect(allReceipts(store).map((r) => r.reference)).toEqual(['rr-4', 'rr-1'])
    storage.setItem(RECEIPTS_KEY, '{"rr-1":true}')
    expect(allReceipts(store)).toEqual([])
    storage.setItem(RECEIPTS_KEY, 'not json')
    expect(allReceipts(store)).toEqual([])
  })

  it('never keeps a receipt without a reference or an order', () => {
    const { store } = fresh()
    keepReceipt(store, receipt(1, { reference: '' }))
    keepReceipt(store, receipt(2, { orderId: '' }))
    expect(allReceipts(store)).toEqual([])
  })

  it("survives the app's storage clear (a complaint's): its key is not one of APP_KEYS", () => {
    const { storage, store } = fresh()
    keepReceipt(store, receipt(1))
    expect(Object.values(APP_KEYS)).not.toContain(RECEIPTS_KEY)
    store.clear()
    expect(storage.getItem(RECEIPTS_KEY)).not.toBeNull()
    expect(allReceipts(store).map((r) => r.reference)).toEqual(['rr-1'])
  })
})
