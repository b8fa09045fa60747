import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { complaintListMachine } from '../../../machines/complaint-list.machine.ts'
import type { ComplaintTab, ListPlace } from '../../../machines/complaint-list.types.ts'
import type { DataOf } from '../../api/api.ts'
import { problemList } from '../../api/complaint.ts'
import { complaintsTexts } from '../../i18n/complaints/index.ts'
import { linkId } from '../../lib/query.ts'
import type { Store } from '../../lib/storage.ts'
import type { Services } from '../shared/services.tsx'
import { COMPLAINT_DETAILS } from './complaint.impl.ts'

/** Where My complaints keeps its tab and scroll positions: in its history entry, so Back finds them. */
export const LIST_PLACE_KEY = 'bayad.complaintList.place'

const listPlace = v.object({
  tab: v.pipe(v.number(), v.integer(), v.minValue(0)),
  scroll: v.array(v.pipe(v.number(), v.finite(), v.minValue(0))),
})

/** The remembered place, or the first tab at the top when there is none or it is unreadable. */
export function rememberedPlace(entry: Store): ListPlace {
  return entry.get(LIST_PLACE_KEY, listPlace) ?? { tab: 0, scroll: [] }
}

/** An item whose id could not open its details (blank, forged, too long). */
const opens = (id: string) => v.is(v.pipe(linkId, v.minLength(1)), id)

/**
 * problem-list's tabs as the list shows them; a tab without a title is named by its place. An item
 * whose id the details page would refuse is left out: one bad item does not hide the others.
 */
export function toComplaintTabs(data: DataOf<typeof problemList>): ComplaintTab[] {
  return data.tabs.map((tab, index) => ({
    title: tab.title.trim() !== '' ? tab.title.trim() : complaintsTexts().list.tabNumber(index + 1),
    items: tab.list
      .filter((item) => opens(item.id))
      .map((item) => ({
        id: item.id.trim(),
        time: item.time.trim(),
        type: item.type.trim(),
        content: item.content,
        status: item.status.trim(),
      })),
  }))
}

/** The real side effects of My complaints: problem-list, the remembered place, the details route. */
export function complaintListWith(services: Services) {
  const { api, entry, navigate, toast } = services
  return complaintListMachine.provide({
    actors: {
      loadComplaints: fromPromise(async () => toComplaintTabs(await api.call(problemList, {}))),
    },
    actions: {
      showToast: (_, params) => toast(params),
      rememberPlace: (_, place) => entry.set(LIST_PLACE_KEY, place),
      // The listed time rides along (docs/decisions/031): the details show it when problem-detail has none.
      openComplaint: (_, { problemId, filed }) =>
        navigate.go(COMPLAINT_DETAILS, { problemId, filed: filed === '' ? undefined : filed }),
    },
  })
}
