import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import { CHECK_BACKOFF_MS, checkFound, outcomeUnknown, type CheckOutcome } from './shared/submission.ts'
import type {
  RatingContext,
  RatingEvent,
  RatingInput,
  RatingOutcome,
  ScoreCheckInput,
} from './rating.types.ts'

/**
 * The star rating popup (spec §4 "Rating popup", §5, §9): star n fills stars 1 to n, Send needs a
 * star, and the flow that opens it brings its own submit rule. The order page thanks a borrower who
 * gives fewer than RATING_THRESHOLD stars in a result popup and sends the others to the store; the
 * complaint details (a later flow) sends every score to its own call.
 */

/** Stars in the popup (spec §9). */
export const STAR_COUNT = 5
/** From this many stars the order page sends the borrower to the store rating (spec §4, §9). */
export const RATING_THRESHOLD = 4

export function isStarCount(stars: number): boolean {
  return Number.isInteger(stars) && stars >= 1 && stars <= STAR_COUNT
}

export const ratingMachine = setup({
  types: {
    context: {} as RatingContext,
    events: {} as RatingEvent,
    input: {} as RatingInput,
    output: {} as { outcome: RatingOutcome },
  },
  actors: {
    /** The flow's own submit rule: which call a score goes to (google-score, save-score). */
    submitScore: fromPromise<void, { stars: number }>(notProvided('submitScore')),
    /** The flow's own check of a score whose answer was lost (the complaint details: problem-detail). */
    checkScore: fromPromise<CheckOutcome, ScoreCheckInput>(notProvided('checkScore')),
  },
  actions: {
    storeStars: assign((_, params: { stars: number }) => ({ stars: params.stars })),
    showToast: notProvidedAction<ToastParams>('showToast'),
    /** What the flow does once a score is accepted (the store rating, a success toast). */
    scoreAccepted: notProvidedAction<{ stars: number }>('scoreAccepted'),
  },
  guards: {
    isStar: ({ event }) => event.type === 'star.pick' && isStarCount(event.stars),
    hasStar: ({ context }) => context.stars > 0,
    isThankedWithoutSending: ({ context }) =>
      context.thanksBelowThreshold && context.stars < RATING_THRESHOLD,
    /**
     * The score's answer was lost. An opener whose call has no check (the order page's google-score:
     * no money, nothing created) provides `() => false`: its lost answer reads as a failure to try again.
     */
    outcomeUnknown,
    checkedDone: checkFound('done'),
    checkedNotDone: checkFound('notDone'),
  },
}).createMachine({
  id: 'rating',
  description: 'The star rating popup: pick stars, send once; the opener decides where a score goes.',
  context: ({ input }) => ({ ...input, stars: 0 }),
  initial: 'choosing',
  states: {
    choosing: {
      tags: ['starPicker'],
      description: 'The popup is open with 0 to 5 stars filled.',
      on: {
        'star.pick': {
          guard: 'isStar',
          actions: { type: 'storeStars', params: ({ event }) => ({ stars: event.stars }) },
        },
        'rating.submit': [
          {
            guard: 'hasStar',
            target: 'deciding',
          },
          {
            actions: {
              type: 'showToast',
              params: { notice: { id: 'rating.pickStar' }, tone: 'failure' },
            },
          },
        ],
        'rating.cancel': 'cancelled',
      },
    },
    deciding: {
      description:
        'Send with a star: below the threshold the order page thanks without sending; otherwise the score is sent.',
      always: [{ guard: 'isThankedWithoutSending', target: 'thanking' }, { target: 'submitting' }],
    },
    submitting: {
      tags: ['busy', 'submitting', 'starPicker'],
      description: 'The score is on its way: Send is sent once, however often it is tapped.',
      invoke: {
        id: 'submitScore',
        src: 'submitScore',
        input: ({ context }) => ({ stars: context.stars }),
        onDone: {
          target: 'rated',
          actions: { type: 'scoreAccepted', params: ({ context }) => ({ stars: context.stars }) },
        },
        onError: [
          // No answer that can be read: the score may be saved. Check, do not offer Send.
          { guard: 'outcomeUnknown', target: 'checkingOutcome' },
          // The popup stays open with the stars chosen.
          {
            target: 'choosing',
            actions: { type: 'showToast', params: failureToast('error.processingFailed') },
          },
        ],
      },
    },
    checkingOutcome: {
      tags: ['busy', 'checking', 'starPicker'],
      description:
        'The answer to Send was lost: the opener asks whether the score was saved, with a bounded backoff. The popup stays, its buttons disabled.',
      invoke: {
        id: 'checkOutcome',
        src: 'checkScore',
        input: ({ context }) => ({ delaysMs: CHECK_BACKOFF_MS, stars: context.stars }),
        onDone: [
          {
            guard: 'checkedDone',
            target: 'rated',
            actions: { type: 'scoreAccepted', params: ({ context }) => ({ stars: context.stars }) },
          },
          {
            guard: 'checkedNotDone',
            target: 'choosing',
            actions: { type: 'showToast', params: { notice: { id: 'submission.notDone' }, tone: 'failure' } },
          },
          { target: 'outcomeUnknown' },
        ],
        onError: 'outcomeUnknown',
      },
    },
    outcomeUnknown: {
      tags: ['outcomeUnknown', 'starPicker'],
      description:
        'The checks could not tell whether the score was saved: do not send it again; Check again, or close the popup.',
      on: { 'outcome.check': 'checkingOutcome', 'rating.cancel': 'cancelled' },
    },
    thanking: {
      tags: ['thanking'],
      description: 'The result popup for fewer than 4 stars: thanks, and how to reach support.',
      on: { 'result.close': 'thanked' },
    },
    rated: { type: 'final', output: { outcome: 'rated' } },
    thanked: { type: 'final', output: { outcome: 'thanked' } },
    cancelled: {
      type: 'final',
      description: 'Closed without a score; the stars are reset.',
      output: { outcome: 'cancelled' },
    },
  },
  // The final state reached names how the popup ended.
  output: ({ event }) => event.output as { outcome: RatingOutcome },
})
