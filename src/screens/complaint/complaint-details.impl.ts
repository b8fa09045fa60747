import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { complaintDetailsMachine } from '../../../machines/complaint-details.machine.ts'
import { ratingMachine } from '../../../machines/rating.machine.ts'
import type { ScoreCheckInput } from '../../../machines/rating.types.ts'
import type { CheckOutcome } from '../../../machines/shared/submission.ts'
import type { Api } from '../../api/api.ts'
import { problemDetail, saveScore } from '../../api/complaint.ts'
import { linkId } from '../../lib/query.ts'
import {
  NOT_SENT,
  submissionTraces,
  type Binding,
  type SubmissionTraces,
} from '../../lib/submission-trace.ts'
import { onDemandModule } from '../../ui/on-demand.tsx'
import type { Services } from '../shared/services.tsx'

/** `/complainDetails?problemId=…`: an id of letters, digits, `_`, `.` and `-` (decisions.md routes). */
export const complaintDetailsQuery = v.object({ problemId: v.pipe(linkId, v.minLength(1)) })

/**
 * `filed`: when the complaint was filed, as My complaints listed it (`YYYY-MM-DD`, with a time or not);
 * shown only when problem-detail gives no time. Anything else reads as absent (no date is invented).
 */
const listedTime = v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/))
export function filedFromQuery(raw: string | undefined): string {
  const decoded = v.safeParse(listedTime, raw ?? '')
  return decoded.success ? decoded.output : ''
}

/**
 * The mapping of problem-detail (./complaint-detail-map.ts, with the image rule) loads with the answer,
 * not before the page shows: it is fetched as the call starts, so both arrive together. A failed
 * download is a failed load (the page offers Try again), as a lost connection would be.
 */
export const loadDetailMap = onDemandModule(() => import('./complaint-detail-map.ts'), NOT_SENT)

/** How long a score whose answer was lost keeps its key (the same score sent again reuses it). */
export const SCORE_SUBMISSION_TTL_MS = 30 * 60_000

/** One rating: this complaint, this many stars. Another star is another submission. */
export const scoreBinding = (problemId: string, stars: number): Binding => ({
  problemId,
  score: String(stars),
})

/**
 * The check of a score whose answer was lost (docs/decisions/022-submission-outcomes.md): problem-detail
 * of the complaint; isNeedScore 0 → saved (done), anything else → not saved (not done).
 */
export async function findScore(api: Api, problemId: string): Promise<CheckOutcome> {
  const [map, detail] = await Promise.all([loadDetailMap(), api.call(problemDetail, { problemId })])
  return map.isNonZero(detail.isNeedScore) ? { outcome: 'notDone' } : { outcome: 'done', result: null }
}

/**
 * A score's trace and the check's backoff (./score-outcome.ts): loaded when a score is sent (so the check
 * is here if the answer never comes), outside the route's first load. A failed download sent nothing.
 */
export const loadScoreOutcome = onDemandModule(() => import('./score-outcome.ts'), NOT_SENT)

/**
 * The complaint's rating: every score (1 to 5) goes to save-score with the complaint's id and an
 * idempotency key kept until its outcome is known; a lost answer is checked with problem-detail. The
 * popup's own messages ("pick a star", the server's refusal) are toasts.
 */
export function complaintRatingWith(
  services: Services,
  problemId: string,
  submissions: SubmissionTraces = submissionTraces(services.store),
) {
  const { api, toast } = services
  return ratingMachine.provide({
    actors: {
      submitScore: fromPromise(async ({ input }: { input: { stars: number } }) => {
        const { createSubmissions } = await loadScoreOutcome()
        await createSubmissions(services.store).send(
          'save-score',
          scoreBinding(problemId, input.stars),
          SCORE_SUBMISSION_TTL_MS,
          {},
          (key) => api.call(saveScore, { score: input.stars, problemId }, { idempotencyKey: key }),
        )
      }),
      checkScore: fromPromise(async ({ input, signal }: { input: ScoreCheckInput; signal: AbortSignal }) => {
        const { checkWithBackoff } = await loadScoreOutcome()
        const found = await checkWithBackoff(() => findScore(api, problemId), input.delaysMs, signal)
        if (found.outcome === 'done') submissions.settle('save-score')
        return found
      }),
    },
    actions: {
      showToast: (_, params) => toast(params),
      // Nothing more here: the details page says the score is saved when the popup ends rated.
      scoreAccepted: () => {},
    },
  })
}

/** The real side effects of the complaint details: problem-detail, save-score, toasts. */
export function complaintDetailsWith(
  services: Services,
  problemId: string,
  submissions: SubmissionTraces = submissionTraces(services.store),
  /** The filing time My complaints listed (filedFromQuery), for a problem-detail without one. */
  listedFiled = '',
) {
  const { api, toast, origin } = services
  return complaintDetailsMachine.provide({
    actors: {
      loadDetail: fromPromise(async ({ input }: { input: { problemId: string } }) => {
        const [map, data] = await Promise.all([
          loadDetailMap(),
          api.call(problemDetail, { problemId: input.problemId }),
        ])
        const mapped = map.toComplaintDetail(data, origin)
        const detail = mapped.filed === '' ? { ...mapped, filed: listedFiled } : mapped
        // A score of this complaint whose answer was lost (the page reloaded meanwhile): the detail
        // tells its outcome. Not asked any more: it was saved, the trace goes.
        const unsettled = submissions.find('save-score')
        if (unsettled?.binding.problemId === detail.problemId && !detail.needsScore)
          submissions.settle('save-score')
        return detail
      }),
      rating: complaintRatingWith(services, problemId, submissions),
    },
    actions: {
      showToast: (_, params) => toast(params),
    },
  })
}
