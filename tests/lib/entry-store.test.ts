// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { APP_KEYS, createEntryStore } from '../../src/lib/storage.ts'

/**
 * The store kept in the current history entry (src/lib/storage.ts createEntryStore): Back to a page
 * finds its values, and the other keys of the entry's state (the overlays' mark, the router's) stay.
 */

/** A history whose replaceState clones the state as a browser does (a function cannot be cloned). */
function fakeHistory(state: unknown = null) {
  const history = {
    state,
    replaceState: vi.fn((data: unknown, _unused: string) => {
      history.state = structuredClone(data)
    }),
  }
  return history
}

const place = v.object({ tab: v.number(), scroll: v.array(v.number()) })
const KEY = 'bayad.complaintList.place'

describe('createEntryStore: reading', () => {
  it('reads a kept value decoded with the schema', () => {
    const store = createEntryStore(fakeHistory({ [KEY]: { tab: 1, scroll: [240] } }))
    expect(store.get(KEY, place)).toEqual({ tab: 1, scroll: [240] })
  })

  it.each([
    ['a value of the wrong shape', { [KEY]: { tab: '1', scroll: [] } }],
    ['text', { [KEY]: 'tab=1' }],
    ['null', { [KEY]: null }],
    ['no such key', { other: 1 }],
    ['a null state (a new visit)', null],
    ['a state that is not an object', 'page-2'],
  ])('reads %s as absent', (_what, state) => {
    expect(createEntryStore(fakeHistory(state)).get(KEY, place)).toBeUndefined()
  })
})

describe('createEntryStore: writing', () => {
  it('set keeps the other keys of the entry’s state (the overlay mark, the router’s)', () => {
    const history = fakeHistory({ bayadOverlay: 3, __router: { key: 'k1' } })
    const store = createEntryStore(history)
    store.set(KEY, { tab: 2, scroll: [0, 0, 48] })
    expect(history.state).toEqual({
      bayadOverlay: 3,
      __router: { key: 'k1' },
      [KEY]: { tab: 2, scroll: [0, 0, 48] },
    })
    expect(history.replaceState).toHaveBeenCalledTimes(1)
    expect(history.replaceState.mock.calls[0]?.[1]).toBe('')
    expect(store.get(KEY, place)).toEqual({ tab: 2, scroll: [0, 0, 48] })
  })

  it('set replaces an earlier value of the same key', () => {
    const history = fakeHistory({ [KEY]: { tab: 1, scroll: [] }, bayadOverlay: 3 })
    createEntryStore(history).set(KEY, { tab: 0, scroll: [10] })
    expect(history.state).toEqual({ [KEY]: { tab: 0, scroll: [10] }, bayadOverlay: 3 })
  })

  it('set on a null state starts a state of its own', () => {
    const history = fakeHistory(null)
    createEntryStore(history).set(KEY, { tab: 1, scroll: [5] })
    expect(history.state).toEqual({ [KEY]: { tab: 1, scroll: [5] } })
  })

  it('remove drops the key and keeps the others', () => {
    const history = fakeHistory({ [KEY]: { tab: 1, scroll: [] }, bayadOverlay: 3 })
    const store = createEntryStore(history)
    store.remove(KEY)
    expect(history.state).toEqual({ bayadOverlay: 3 })
    expect(store.get(KEY, place)).toBeUndefined()
  })

  it('clear drops only the app’s own keys', () => {
    const history = fakeHistory({
      [APP_KEYS.orderNo]: 'O1',
      [APP_KEYS.repaymentInfo]: { repayAmount: 1 },
      [KEY]: { tab: 1, scroll: [] },
      bayadOverlay: 3,
    })
    createEntryStore(history).clear()
    expect(history.state).toEqual({ [KEY]: { tab: 1, scroll: [] }, bayadOverlay: 3 })
  })

  it('a value the browser cannot clone (DataCloneError) is swallowed and leaves the state as it was', () => {
    const history = fakeHistory({ bayadOverlay: 3 })
    const store = createEntryStore(history)
    expect(() => store.set(KEY, { tab: 1, scroll: [], onScroll: () => 0 })).not.toThrow()
    expect(history.replaceState).toHaveBeenCalledTimes(1)
    expect(history.state).toEqual({ bayadOverlay: 3 })
    expect(store.get(KEY, place)).toBeUndefined()
  })

  it('a history that refuses any write (a sandboxed frame) is swallowed too', () => {
    const history = {
      state: { bayadOverlay: 3 },
      replaceState: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    }
    const store = createEntryStore(history)
    expect(() => store.set(KEY, { tab: 1, scroll: [] })).not.toThrow()
    expect(() => store.remove('bayadOverlay')).not.toThrow()
    expect(history.state).toEqual({ bayadOverlay: 3 })
  })
})
