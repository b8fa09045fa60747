import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { complaintDetailsMachine, type ComplaintDetail } from '../../../machines/complaint-details.machine.ts'
import { ratingMachine, type ScoreCheckInput } from '../../../machines/rating.machine.ts'
import { failureOutcome, type CheckOutcome } from '../../../machines/shared/submission.ts'
import type { Api, DataOf } from '../../api/api.ts'
import { problemDetail, saveScore } from '../../api/calls/complaint.ts'
import { checkWithBackoff } from '../../lib/outcome-check.ts'
import { linkId } from '../../lib/query.ts'
import { createSubmissions, type Binding, type Submissions } from '../../lib/submissions.ts'
import { safeRedirect } from '../../lib/url.ts'
import type { Services } from '../services.tsx'

/** `/complainDetails?problemId=…`: an id of letters, digits, `_`, `.` and `-` (decisions.md routes). */
export const complaintDetailsQuery = v.object({ problemId: v.pipe(linkId, v.minLength(1)) })

/** isNeedScore asks for a score when it is anything but 0 (absent and '' read as 0). */
export function isNonZero(flag: string): boolean {
  const value = flag.trim()
  return value !== '' && Number(value) !== 0
}

/**
 * Images the page can show: what passes the redirect check (web addresses, relative ones resolved
 * against the page), blob: and data: images. Anything else (javascript:, file:, text) is left out
 * rather than rendered.
 */
export function showableImages(urls: string[], origin: string): string[] {
  return urls.flatMap((raw) => {
    const url = raw.trim()
    if (/^(data:image\/|blob:)/i.test(url)) return [url]
    const checked = safeRedirect(url, origin)
    return checked === null ? [] : [checked]
  })
}

export function toComplaintDetail(data: DataOf<typeof problemDetail>, origin: string): ComplaintDetail {
  return {
    problemId: data.problemId,
    type: data.type.trim(),
    sonType: data.sonType.trim(),
    content: data.content,
    images: showableImages(data.images, origin),
    disposeName: data.disposeName.trim(),
    disposeDetail: data.disposeDetail.trim(),
    disposeImages: showableImages(data.disposeImages, origin),
    needsScore: isNonZero(data.isNeedScore),
  }
}

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
  const detail = await api.call(problemDetail, { problemId })
  return isNonZero(detail.isNeedScore) ? { outcome: 'notDone' } : { outcome: 'done', result: null }
}

/**
 * The complaint's rating: every score (1 to 5) goes to save-score with the complaint's id and an
 * idempotency key kept until its outcome is known; a lost answer is checked with problem-detail. The
 * popup's own messages ("pick a star", the server's refusal) are toasts.
 */
export function complaintRatingWith(
  services: Services,
  problemId: string,
  submissions: Submissions = createSubmissions(services.store),
) {
  const { api, toast } = services
  return ratingMachine.provide({
    actors: {
      submitScore: fromPromise(async ({ input }: { input: { stars: number } }) => {
        const submission = submissions.open(
          'save-score',
          scoreBinding(problemId, input.stars),
          SCORE_SUBMISSION_TTL_MS,
        )
        try {
          await api.call(saveScore, { score: input.stars, problemId }, { idempotencyKey: submission.key })
        } catch (error) {
          if (failureOutcome(error) === 'refused') submissions.settle('save-score')
          throw error
        }
        submissions.settle('save-score')
      }),
      checkScore: fromPromise(async ({ input, signal }: { input: ScoreCheckInput; signal: AbortSignal }) => {
        const found = await checkWithBackoff(() => findScore(api, problemId), input.delaysMs, signal)
        if (found.outcome === 'done') submissions.settle('save-score')
        return found
      }),
    },
    actions: {
      showToast: (_, params) => toast(params),
    },
  })
}

/** The real side effects of the complaint details: problem-detail, save-score, toasts. */
export function complaintDetailsWith(
  services: Services,
  problemId: string,
  submissions: Submissions = createSubmissions(services.store),
) {
  const { api, toast, origin } = services
  return complaintDetailsMachine.provide({
    actors: {
      loadDetail: fromPromise(async ({ input }: { input: { problemId: string } }) => {
        const detail = toComplaintDetail(
          await api.call(problemDetail, { problemId: input.problemId }),
          origin,
        )
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
