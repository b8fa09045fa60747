import { describe, expect, expectTypeOf, it } from 'vitest'
import { ORDER_STATUS, statusView, type StatusTone as PageTone } from '../../machines/order-status.ts'
import { STATUS_CODES, statusTone, type StatusTone as ChipTone } from '../../src/ui/status-chip.tsx'

/**
 * The status chip (src/ui/status-chip.tsx) and the order page's status hero (machines/order-status.ts)
 * colour the same spec §4 codes: an order must not be red on one screen and orange on the next. Both
 * use the same tone names, so they are compared as they are, without a mapping.
 */

/** A code neither knows: both fall back to the 21 blue. */
const UNKNOWN = '999'

describe('status tones: chip and order page', () => {
  it('name the same tones', () => {
    expectTypeOf<ChipTone>().toEqualTypeOf<PageTone>()
  })

  it('know the same codes', () => {
    expect(Object.keys(STATUS_CODES).sort()).toEqual(Object.values(ORDER_STATUS).sort())
  })

  it.each([...Object.entries(ORDER_STATUS), ['unknown', UNKNOWN]])('agree on %s (%s)', (_name, code) => {
    expect(statusTone(code)).toBe(statusView(code, '0').tone)
  })
})
