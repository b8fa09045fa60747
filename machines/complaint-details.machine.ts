import { assign, fromPromise, not, setup } from 'xstate'
import {
  failureToast,
  isCallFailure,
  type ToastParams,
  loadFailureOf,
  type LoadFailure,
  type Notice,
} from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'
import { stageOf, type ComplaintStage } from './shared/complaint.ts'
import { ratingMachine, type RatingOutcome } from './rating.machine.ts'

/**
 * Complaint details (spec §2 "Complaint details", §3 "Complaint detail", §4 "Complaint details
 * rating", §8, §9): the complaint as filed, support's answer when there is one, and the rating popup
 * that asks the borrower to rate the answer.
 */

/** The rating popup opens this long after the complaint has loaded, when the server asks for a score (spec §4, §9). */
export const RATING_POPUP_DELAY_MS = 3000

export interface ComplaintDetail {
  problemId: string
  type: string
  sonType: string
  content: string
  images: string[]
  /** The support agent who answered ('' before the answer). */
  disposeName: string
  disposeDetail: string
  disposeImages: string[]
  /** isNeedScore is non-zero: the server asks the borrower to rate the answer. */
  needsScore: boolean
  /** The server's word for where the complaint stands; '' when it gives none (complaintStatus derives it). */
  status: string
  /** When it was filed, as the server writes it (Manila time); '' when neither the detail nor the list said. */
  filed: string
}

/**
 * Where a complaint stands, as the details page shows it: its words (the server's, or the catalogue's
 * when derived) and its stage (the chip's colour).
 */
export interface ComplaintStatus {
  label: Notice
  stage: ComplaintStage
}

/** The two image lists of the page: the borrower's evidence and support's reply. */
export type Gallery = 'images' | 'disposeImages'

export interface ComplaintDetailsContext {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  problemId: string
  detail: ComplaintDetail | null
  /** The image shown enlarged, if any. */
  viewing: { gallery: Gallery; index: number } | null
}

export type ComplaintDetailsEvent =
  | { type: 'detail.retry' }
  | { type: 'rating.open' }
  | { type: 'image.open'; gallery: Gallery; index: number }
  | { type: 'image.previous' }
  | { type: 'image.next' }
  | { type: 'image.close' }

/** Process Result shows when support answered with text or images (spec §2). */
export function hasReply(detail: Pick<ComplaintDetail, 'disposeDetail' | 'disposeImages'>): boolean {
  return detail.disposeDetail.trim() !== '' || detail.disposeImages.length > 0
}

/**
 * The server's status when it is words ("Completed"), otherwise derived: answered when support replied
 * (hasReply), in progress before. A bare code ("2") means nothing to a borrower, so it is not shown.
 */
export function complaintStatus(detail: ComplaintDetail): ComplaintStatus {
  const server = detail.status.trim()
  if (/\p{L}/u.test(server)) return { label: { text: server }, stage: stageOf(server) }
  return hasReply(detail)
    ? { label: { id: 'complaint.status.answered' }, stage: 'answered' }
    : { label: { id: 'complaint.status.inProgress' }, stage: 'inProgress' }
}

const GALLERIES: readonly Gallery[] = ['images', 'disposeImages']

/** How many images a gallery holds; 0 for a name that is not a gallery. */
const galleryLength = (context: ComplaintDetailsContext, gallery: Gallery) =>
  GALLERIES.includes(gallery) ? (context.detail?.[gallery].length ?? 0) : 0

export const complaintDetailsMachine = setup({
  types: {
    context: {} as ComplaintDetailsContext,
    events: {} as ComplaintDetailsEvent,
    input: {} as { problemId: string },
  },
  actors: {
    loadDetail: fromPromise<ComplaintDetail, { problemId: string }>(notProvided('loadDetail')),
    /** The rating popup, with the complaint's own submitScore (save-score with the problemId). */
    rating: ratingMachine,
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
  },
  delays: { RATING_POPUP_DELAY_MS },
  guards: {
    needsScore: ({ context }) => context.detail?.needsScore === true,
    isViewing: ({ context }) => context.viewing !== null,
    /** The server answered and refused (not found, not the borrower's): asking again will not help. */
    isRefused: ({ event }) =>
      'error' in event && isCallFailure(event.error) && event.error.kind === 'rejected',
    wasRated: (_, { outcome }: { outcome: RatingOutcome }) => outcome === 'rated',
    isShownImage: ({ context, event }) =>
      event.type === 'image.open' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < galleryLength(context, event.gallery),
    hasPrevious: ({ context }) => (context.viewing?.index ?? 0) > 0,
    hasNext: ({ context }) =>
      context.viewing !== null && context.viewing.index < galleryLength(context, context.viewing.gallery) - 1,
  },
}).createMachine({
  id: 'complaintDetails',
  description: 'One complaint: what was filed, the answer, and the rating of the answer.',
  context: ({ input }) => ({ problemId: input.problemId, detail: null, viewing: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ problemId: context.problemId }),
        onDone: { target: 'ready', actions: assign({ detail: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'isRefused',
            target: 'refused',
            actions: { type: 'showToast', params: failureToast('error.processingFailed') },
          },
          {
            target: 'loadFailed',
            actions: [
              assign({ loadFailure: ({ event }) => loadFailureOf(event.error) }),
              { type: 'showToast', params: failureToast('error.processingFailed') },
            ],
          },
        ],
      },
    },
    loadFailed: {
      description: 'No answer, or one the app cannot read: the borrower can try again.',
      on: { 'detail.retry': 'loading' },
    },
    refused: {
      type: 'final',
      description: 'The server refused the complaint (its message shows): the way on is My complaints.',
    },
    ready: {
      type: 'parallel',
      description: 'The complaint is on screen.',
      states: {
        rating: {
          initial: 'checking',
          states: {
            checking: {
              description: 'Reads isNeedScore once, when the complaint has loaded.',
              always: [{ guard: 'needsScore', target: 'waiting' }, { target: 'notAsked' }],
            },
            notAsked: { description: 'isNeedScore is 0: nothing to rate.' },
            waiting: {
              tags: ['rateable'],
              description:
                'isNeedScore is non-zero: the popup opens RATING_POPUP_DELAY_MS after the page loads, or at once from "Rate our reply".',
              after: { RATING_POPUP_DELAY_MS: [{ guard: 'isViewing', target: 'due' }, { target: 'asking' }] },
              on: { 'rating.open': 'asking' },
            },
            due: {
              tags: ['rateable'],
              description:
                'The delay is over while the borrower looks at an enlarged image: the popup opens when it closes.',
              always: { guard: not('isViewing'), target: 'asking' },
            },
            asking: {
              tags: ['rateable'],
              description:
                'The rating popup runs as its own machine; the mask does not close it, Back cancels it.',
              invoke: {
                id: 'rating',
                src: 'rating',
                input: { thanksBelowThreshold: false },
                onDone: [
                  {
                    guard: {
                      type: 'wasRated',
                      params: ({ event }) => ({
                        outcome: (event.output as { outcome: RatingOutcome }).outcome,
                      }),
                    },
                    target: 'rated',
                    actions: {
                      type: 'showToast',
                      params: { notice: { id: 'complaint.scoreSaved' }, tone: 'info' },
                    },
                  },
                  { target: 'postponed' },
                ],
              },
            },
            postponed: {
              tags: ['rateable'],
              description: 'Cancelled: the stars are reset, and "Rate our reply" opens the popup again.',
              on: { 'rating.open': 'asking' },
            },
            rated: { description: 'save-score answered "00": the answer is rated.' },
          },
        },
        viewer: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'image.open': {
                  guard: 'isShownImage',
                  target: 'open',
                  actions: assign({
                    viewing: ({ event }) =>
                      event.type === 'image.open' ? { gallery: event.gallery, index: event.index } : null,
                  }),
                },
              },
            },
            open: {
              description: 'One image is shown enlarged, with the previous and next image of its list.',
              on: {
                'image.previous': {
                  guard: 'hasPrevious',
                  actions: assign({
                    viewing: ({ context }) =>
                      context.viewing && { ...context.viewing, index: context.viewing.index - 1 },
                  }),
                },
                'image.next': {
                  guard: 'hasNext',
                  actions: assign({
                    viewing: ({ context }) =>
                      context.viewing && { ...context.viewing, index: context.viewing.index + 1 },
                  }),
                },
                'image.close': { target: 'closed', actions: assign({ viewing: null }) },
              },
            },
          },
        },
      },
    },
  },
})
