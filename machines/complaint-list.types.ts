import type { LoadFailure } from './shared/notice.ts'

/** My complaints' domain, context and events (the chart: ./complaint-list.machine.ts). */

export interface ComplaintItem {
  /** The complaint's id, also its reference number. */
  id: string
  time: string
  type: string
  content: string
  /** Where it stands, when the list says ('' when not). */
  status: string
}
export interface ComplaintTab {
  title: string
  items: ComplaintItem[]
}

/** Which tab was chosen and how far each tab was scrolled (px), by tab index. */
export interface ListPlace {
  tab: number
  scroll: number[]
}

export interface ComplaintListContext extends ListPlace {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  tabs: ComplaintTab[]
}

export type ComplaintListEvent =
  | { type: 'list.retry' }
  /** `scrollY`: where the tab being left was scrolled, so it opens there again. */
  | { type: 'tab.select'; index: number; scrollY: number }
  | { type: 'complaint.open'; id: string; scrollY: number }
