import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import type {
  ComplaintListContext,
  ComplaintListEvent,
  ComplaintTab,
  ListPlace,
} from './complaint-list.types.ts'

/**
 * My complaints (spec §2 "Complaint list", §3, §7 problem-list): the server's tabs, each with its
 * complaints; a tap opens the complaint's details. The page remembers the chosen tab and where each
 * tab was scrolled, while it is open and when the borrower comes Back from a complaint (a new visit
 * starts on the first tab).
 */

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
    /** A remembered tab the server no longer sends falls back to the first. */
    storeTabs: assign(({ context }, params: { tabs: ComplaintTab[] }) => ({
      tabs: params.tabs,
      tab: context.tab < params.tabs.length ? context.tab : 0,
      scroll: context.tab < params.tabs.length ? context.scroll : [],
    })),
    storeLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: loadFailureOf(params.error),
    })),
    /** Keeps where the tab being left was scrolled. */
    storeScroll: assign(({ context }, params: { scrollY: number }) => ({
      scroll: scrolledTo(context.scroll, context.tab, params.scrollY),
    })),
    storeTab: assign((_, params: { tab: number }) => ({ tab: params.tab })),
    showToast: notProvidedAction<ToastParams>('showToast'),
    /** Keeps the tab and the scroll positions for the page's next visit in this session. */
    rememberPlace: notProvidedAction<ListPlace>('rememberPlace'),
    /** `filed`: the item's time, shown by the details when problem-detail gives none. */
    openComplaint: notProvidedAction<{ problemId: string; filed: string }>('openComplaint'),
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
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadComplaints',
        src: 'loadComplaints',
        onDone: [
          {
            guard: { type: 'hasTabs', params: ({ event }) => ({ tabs: event.output }) },
            target: 'listing',
            actions: { type: 'storeTabs', params: ({ event }) => ({ tabs: event.output }) },
          },
          { target: 'noTabs' },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'showToast', params: failureToast('error.processingFailed') },
          ],
        },
      },
    },
    loadFailed: {
      tags: ['failed'],
      description: 'The complaints could not be loaded; the borrower can try again.',
      on: { 'list.retry': 'loading' },
    },
    noTabs: {
      tags: ['noTabs'],
      description: 'The server sent no tab at all: the borrower has no complaints to show.',
    },
    listing: {
      tags: ['listing'],
      description: 'One tab shows at a time; an empty tab says so.',
      on: {
        'tab.select': {
          guard: 'isOtherTab',
          actions: [
            { type: 'storeScroll', params: ({ event }) => ({ scrollY: event.scrollY }) },
            { type: 'storeTab', params: ({ event }) => ({ tab: event.index }) },
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
            { type: 'storeScroll', params: ({ event }) => ({ scrollY: event.scrollY }) },
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
      // The list stays on screen behind the details that open.
      tags: ['listing'],
      description: 'The complaint details open; Back brings the list up on the same tab and place.',
    },
  },
})
