import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf, type LoadFailure } from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'

/**
 * My complaints (spec §2 "Complaint list", §3, §7 problem-list): the server's tabs, each with its
 * complaints; a tap opens the complaint's details. The page remembers the chosen tab and where each
 * tab was scrolled, while it is open and when the borrower comes Back from a complaint (a new visit
 * starts on the first tab).
 */

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

/** Keeps `scroll[tab] = y`, other tabs as they were. */
function scrolledTo(scroll: number[], tab: number, y: number): number[] {
  const next = [...scroll]
  while (next.length < tab) next.push(0)
  next[tab] = Number.isFinite(y) && y > 0 ? Math.round(y) : 0
  return next
}

export const complaintListMachine = setup({
  types: {
    context: {} as ComplaintListContext,
    events: {} as ComplaintListEvent,
    input: {} as ListPlace,
  },
  actors: {
    loadComplaints: fromPromise<ComplaintTab[], void>(notProvided('loadComplaints')),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** Keeps the tab and the scroll positions for the page's next visit in this session. */
    rememberPlace: (_, _params: ListPlace) => {},
    /** `filed`: the item's time, shown by the details when problem-detail gives none. */
    openComplaint: (_, _params: { problemId: string; filed: string }) => {},
  },
  guards: {
    hasTabs: (_, { tabs }: { tabs: ComplaintTab[] }) => tabs.length > 0,
    isOtherTab: ({ context, event }) =>
      event.type === 'tab.select' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.tabs.length &&
      event.index !== context.tab,
    isListedComplaint: ({ context, event }) =>
      event.type === 'complaint.open' &&
      (context.tabs[context.tab]?.items.some((item) => item.id === event.id) ?? false),
  },
}).createMachine({
  id: 'complaintList',
  description: 'My complaints: load the tabs, switch between them, open a complaint.',
  context: ({ input }) => ({ tab: input.tab, scroll: input.scroll, tabs: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadComplaints',
        src: 'loadComplaints',
        onDone: [
          {
            guard: { type: 'hasTabs', params: ({ event }) => ({ tabs: event.output }) },
            target: 'listing',
            actions: assign({
              tabs: ({ event }) => event.output,
              // A remembered tab the server no longer sends falls back to the first.
              tab: ({ context, event }) => (context.tab < event.output.length ? context.tab : 0),
              scroll: ({ context, event }) => (context.tab < event.output.length ? context.scroll : []),
            }),
          },
          { target: 'noTabs' },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ loadFailure: ({ event }) => loadFailureOf(event.error) }),
            { type: 'showToast', params: failureToast('error.processingFailed') },
          ],
        },
      },
    },
    loadFailed: {
      description: 'The complaints could not be loaded; the borrower can try again.',
      on: { 'list.retry': 'loading' },
    },
    noTabs: {
      description: 'The server sent no tab at all: the borrower has no complaints to show.',
    },
    listing: {
      description: 'One tab shows at a time; an empty tab says so.',
      on: {
        'tab.select': {
          guard: 'isOtherTab',
          actions: [
            assign({
              scroll: ({ context, event }) => scrolledTo(context.scroll, context.tab, event.scrollY),
              tab: ({ event }) => event.index,
            }),
            {
              type: 'rememberPlace',
              params: ({ context }) => ({ tab: context.tab, scroll: context.scroll }),
            },
          ],
        },
        'complaint.open': {
          guard: 'isListedComplaint',
          target: 'leaving',
          actions: [
            assign({
              scroll: ({ context, event }) => scrolledTo(context.scroll, context.tab, event.scrollY),
            }),
            {
              type: 'rememberPlace',
              params: ({ context }) => ({ tab: context.tab, scroll: context.scroll }),
            },
            {
              type: 'openComplaint',
              params: ({ context, event }) => ({
                problemId: event.id,
                filed: context.tabs[context.tab]?.items.find((item) => item.id === event.id)?.time ?? '',
              }),
            },
          ],
        },
      },
    },
    leaving: {
      type: 'final',
      description: 'The complaint details open; Back brings the list up on the same tab and place.',
    },
  },
})
