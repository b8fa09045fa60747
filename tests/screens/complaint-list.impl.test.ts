import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { DataOf } from '../../src/api/api.ts'
import { problemList } from '../../src/api/complaint.ts'
import { schemas as schemas } from '../../src/api/complaint.ts'
import {
  complaintListWith,
  LIST_PLACE_KEY,
  rememberedPlace,
  toComplaintTabs,
} from '../../src/screens/complaint/complaint-list.impl.ts'
import { COMPLAINT_DETAILS } from '../../src/screens/complaint/complaint.impl.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'

/**
 * The real side effects of My complaints (src/screens/complaint/complaint-list.impl.ts): the
 * problem-list call and the mapping of its answer, the place kept in the history entry, and where a
 * tapped complaint goes. The machine's own rules are tested in tests/machines/complaint-list.machine.test.ts.
 */

/** problem-list as the server sends it (numbers and strings mixed, nulls), decoded by the real schema. */
const rawList = {
  tabs: [
    {
      title: ' Processing ',
      list: [
        {
          id: 31,
          time: ' 2026-11-21 10:00:00 ',
          type: ' Collection complaint ',
          content: 'Calls at night',
          status: ' In progress ',
        },
        { id: 'P-32', time: null, content: 'Paid twice' },
      ],
    },
    { title: '', list: [{ id: 'F-1', time: '2026-10-02', type: 'Repayment issue', content: null }] },
    { title: null, list: null },
  ],
}
const listData = (raw: unknown = rawList): DataOf<typeof problemList> => v.parse(schemas.problemList, raw)

function start(services: FakeServices = fakeServices()) {
  services.answer(problemList, () => listData())
  const actor = createActor(complaintListWith(services), { input: rememberedPlace(services.entry) })
  actor.start()
  return { services, actor }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('toComplaintTabs', () => {
  it('maps the tabs and their complaints; a tab without a title is named by its place', () => {
    expect(toComplaintTabs(listData())).toEqual([
      {
        title: 'Processing',
        items: [
          {
            id: '31',
            time: '2026-11-21 10:00:00',
            type: 'Collection complaint',
            content: 'Calls at night',
            status: 'In progress',
          },
          // No status listed: none shown.
          { id: 'P-32', time: '', type: '', content: 'Paid twice', status: '' },
        ],
      },
      {
        title: 'Tab 2',
        items: [{ id: 'F-1', time: '2026-10-02', type: 'Repayment issue', content: '', status: '' }],
      },
      { title: 'Tab 3', items: [] },
    ])
  })

  it('an item whose id the details page would refuse is left out; the others stay', () => {
    const data = v.parse(schemas.problemList, {
      tabs: [
        {
          title: 'Processing',
          list: [
            { id: '', content: 'blank' },
            { id: '../x', content: 'forged' },
            { id: 'a b', content: 'a space' },
            { id: 'x'.repeat(65), content: 'too long' },
            { id: ' 41 ', content: 'kept, trimmed' },
          ],
        },
      ],
    })
    expect(toComplaintTabs(data)).toEqual([
      {
        title: 'Processing',
        items: [{ id: '41', time: '', type: '', content: 'kept, trimmed', status: '' }],
      },
    ])
  })

  it('no tabs (absent or null) is no tabs', () => {
    expect(toComplaintTabs(listData({}))).toEqual([])
    expect(toComplaintTabs(listData({ tabs: null }))).toEqual([])
  })
})

describe('rememberedPlace', () => {
  it('reads the place kept in the history entry', () => {
    const services = fakeServices()
    services.entry.values.set(LIST_PLACE_KEY, { tab: 2, scroll: [120, 0, 48] })
    expect(LIST_PLACE_KEY).toBe('bayad.complaintList.place')
    expect(rememberedPlace(services.entry)).toEqual({ tab: 2, scroll: [120, 0, 48] })
  })

  it('a new visit (nothing kept) starts on the first tab at the top', () => {
    expect(rememberedPlace(fakeServices().entry)).toEqual({ tab: 0, scroll: [] })
  })

  it.each([
    ['text', 'tab=1'],
    ['null', null],
    ['a negative tab', { tab: -1, scroll: [] }],
    ['a fractional tab', { tab: 1.5, scroll: [] }],
    ['a tab as text', { tab: '1', scroll: [] }],
    ['no scroll list', { tab: 1 }],
    ['a negative scroll', { tab: 1, scroll: [10, -5] }],
    ['an infinite scroll', { tab: 1, scroll: [Number.POSITIVE_INFINITY] }],
    ['a scroll as text', { tab: 1, scroll: ['10'] }],
  ])('a corrupt kept value (%s) falls back to the first tab at the top', (_what, kept) => {
    const services = fakeServices()
    services.entry.values.set(LIST_PLACE_KEY, kept)
    expect(rememberedPlace(services.entry)).toEqual({ tab: 0, scroll: [] })
  })
})

describe('complaint list: the call, the kept place and where a complaint opens', () => {
  it('loads problem-list with an empty payload and lists the tabs', async () => {
    const { services, actor } = start()
    await flush()
    expect(problemList).toMatchObject({ method: 'POST', path: '/user-problem/problem-list', send: 'form' })
    expect(services.api.callsTo(problemList)).toEqual([{}])
    expect(actor.getSnapshot().value).toBe('listing')
    expect(actor.getSnapshot().context.tabs.map((tab) => tab.title)).toEqual(['Processing', 'Tab 2', 'Tab 3'])
    expect(services.entry.set).not.toHaveBeenCalled()
  })

  it('a tab change keeps the place in the history entry', async () => {
    const { services, actor } = start()
    await flush()
    actor.send({ type: 'tab.select', index: 1, scrollY: 240 })
    expect(services.entry.set.mock.calls).toEqual([[LIST_PLACE_KEY, { tab: 1, scroll: [240] }]])
    expect(services.store.set).not.toHaveBeenCalled()
    expect(services.session.set).not.toHaveBeenCalled()
  })

  it('a tapped complaint keeps the place, then opens /complainDetails with its problemId', async () => {
    const { services, actor } = start()
    await flush()
    actor.send({ type: 'complaint.open', id: '31', scrollY: 300 })
    expect(COMPLAINT_DETAILS).toBe('/complainDetails')
    expect(services.entry.set.mock.calls).toEqual([[LIST_PLACE_KEY, { tab: 0, scroll: [300] }]])
    // With the listed time (filed), for a problem-detail that gives none.
    expect(services.navigate.go.mock.calls).toEqual([
      ['/complainDetails', { problemId: '31', filed: '2026-11-21 10:00:00' }],
    ])
    expect(services.navigate.leave).not.toHaveBeenCalled()
    // The place was written before the page went away.
    expect(services.entry.set.mock.invocationCallOrder[0]).toBeLessThan(
      services.navigate.go.mock.invocationCallOrder[0] ?? 0,
    )
  })

  it('Back from a complaint opens the list again on the tab and scroll positions kept', async () => {
    const services = fakeServices()
    const first = start(services)
    await flush()
    first.actor.send({ type: 'tab.select', index: 1, scrollY: 240 })
    first.actor.send({ type: 'complaint.open', id: 'F-1', scrollY: 64 })
    expect(services.navigate.go.mock.calls).toEqual([
      ['/complainDetails', { problemId: 'F-1', filed: '2026-10-02' }],
    ])

    const again = start(services)
    await flush()
    expect(again.actor.getSnapshot().context).toMatchObject({ tab: 1, scroll: [240, 64] })
  })

  it('a complaint that is not on the shown tab opens nothing', async () => {
    const { services, actor } = start()
    await flush()
    actor.send({ type: 'complaint.open', id: 'F-1', scrollY: 0 })
    actor.send({ type: 'complaint.open', id: '../x', scrollY: 0 })
    expect(services.navigate.go).not.toHaveBeenCalled()
    expect(services.entry.set).not.toHaveBeenCalled()
  })

  it('a failed load toasts the server message; retry calls again', async () => {
    const services = fakeServices()
    services.fail(problemList, { kind: 'rejected', code: '1', message: 'Please log in again' })
    const actor = createActor(complaintListWith(services), { input: rememberedPlace(services.entry) })
    actor.start()
    await flush()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(services.toasts).toEqual([{ notice: { text: 'Please log in again' }, tone: 'failure' }])
    services.answer(problemList, () => listData())
    actor.send({ type: 'list.retry' })
    await flush()
    expect(actor.getSnapshot().value).toBe('listing')
    expect(services.api.callsTo(problemList)).toEqual([{}, {}])
  })
})
