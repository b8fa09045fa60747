import ELK from 'elkjs/lib/elk.bundled.js'
import { describe, expect, it, vi } from 'vitest'
import { layoutOf, setElk } from '../../src/atlas/layout-service.ts'
import type { ElkLike } from '../../src/machine-graph/layout.ts'
import { checkoutEntry } from './modes.fixtures.ts'

/** The atlas's one ELK (src/atlas/layout-service.ts): loaded on first use, and loaded again after a failure. */

describe('layoutOf', () => {
  it('tries to load ELK again after a load failed, instead of failing every layout after it', async () => {
    const load = vi
      .fn<() => Promise<ElkLike>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockImplementation(() => Promise.resolve(new ELK()))
    setElk(load)
    const entry = checkoutEntry()
    await expect(layoutOf(entry, { descriptions: false })).rejects.toThrow('Failed to fetch')
    const { layout } = await layoutOf(entry, { descriptions: false })
    expect(layout.states.map((box) => box.state.id)).toContain('checkout.paying')
    expect(load).toHaveBeenCalledTimes(2)
    // Loaded once it worked: the next machine's layout uses the same ELK.
    await layoutOf(entry, { descriptions: true })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
