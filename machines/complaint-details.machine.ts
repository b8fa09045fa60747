import { assign, fromPromise, not, setup } from 'xstate'
import { failureToast, isCallFailure, type ToastParams, loadFailureOf } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import { ratingMachine } from './rating.machine.ts'
import type { RatingOutcome } from './rating.types.ts'
import type {
  ComplaintDetail,
  ComplaintDetailsContext,
  ComplaintDetailsEvent,
  Viewing,
} from './complaint-details.types.ts'
import { galleryLength } from './complaint-details.rules.ts'

/**
 * Complaint details (spec §2 "Complaint details", §3 "Complaint detail", §4 "Complaint details
 * rating", §8, §9): the complaint as filed, support's answer when there is one, and the rating popup
 * that asks the borrower to rate the answer.
 */

/** The rating popup opens this long after the complaint has loaded, when the server asks for a score (spec §4, §9). */
export const RATING_POPUP_DELAY_MS = 3000

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
    storeDetail: assign((_, params: { detail: ComplaintDetail }) => ({ detail: params.detail })),
    storeLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: loadFailureOf(params.error),
    })),
    openImage: assign((_, params: Viewing) => ({
      viewing: { gallery: params.gallery, index: params.index },
    })),
    /** `step`: -1 the previous image of the same list, +1 the next. */
    stepImage: assign(({ context }, params: { step: number }) => ({
      viewing: context.viewing && { ...context.viewing, index: context.viewing.index + params.step },
    })),
    closeImage: assign({ viewing: null }),
    showToast: notProvidedAction<ToastParams>('showToast'),
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
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ problemId: context.problemId }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeDetail', params: ({ event }) => ({ detail: event.output }) },
        },
        onError: [
          {
            guard: 'isRefused',
            target: 'refused',
            actions: { type: 'showToast', params: failureToast('error.processingFailed') },
          },
          {
            target: 'loadFailed',
            actions: [
              { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'showToast', params: failureToast('error.processingFailed') },
            ],
          },
        ],
      },
    },
    loadFailed: {
      tags: ['failed'],
      description: 'No answer, or one the app cannot read: the borrower can try again.',
      on: { 'details.retry': 'loading' },
    },
    refused: {
      type: 'final',
      tags: ['refused'],
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
            rated: { tags: ['rated'], description: 'save-score answered "00": the answer is rated.' },
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
                  actions: {
                    type: 'openImage',
                    params: ({ event }) => ({ gallery: event.gallery, index: event.index }),
                  },
                },
              },
            },
            open: {
              description: 'One image is shown enlarged, with the previous and next image of its list.',
              on: {
                'image.previous': {
                  guard: 'hasPrevious',
                  actions: { type: 'stepImage', params: { step: -1 } },
                },
                'image.next': { guard: 'hasNext', actions: { type: 'stepImage', params: { step: 1 } } },
                'image.close': { target: 'closed', actions: 'closeImage' },
              },
            },
          },
        },
      },
    },
  },
})
