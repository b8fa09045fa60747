import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { complaintDetailsMachine, type ComplaintDetail } from '../../../machines/complaint-details.machine.ts'
import { ratingMachine } from '../../../machines/rating.machine.ts'
import type { DataOf } from '../../api/api.ts'
import { problemDetail, saveScore } from '../../api/calls/complaint.ts'
import { linkId } from '../../lib/query.ts'
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

/**
 * The complaint's rating: every score (1 to 5) goes to save-score with the complaint's id; the
 * popup's own messages ("pick a star", the server's refusal) are toasts.
 */
export function complaintRatingWith(services: Services, problemId: string) {
  const { api, toast } = services
  return ratingMachine.provide({
    actors: {
      submitScore: fromPromise(async ({ input }: { input: { stars: number } }) => {
        await api.call(saveScore, { score: input.stars, problemId })
      }),
    },
    actions: {
      showToast: (_, params) => toast(params),
    },
  })
}

/** The real side effects of the complaint details: problem-detail, save-score, toasts. */
export function complaintDetailsWith(services: Services, problemId: string) {
  const { api, toast, origin } = services
  return complaintDetailsMachine.provide({
    actors: {
      loadDetail: fromPromise(async ({ input }: { input: { problemId: string } }) =>
        toComplaintDetail(await api.call(problemDetail, { problemId: input.problemId }), origin),
      ),
      rating: complaintRatingWith(services, problemId),
    },
    actions: {
      showToast: (_, params) => toast(params),
    },
  })
}
