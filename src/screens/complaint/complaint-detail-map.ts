import type { ComplaintDetail } from '../../../machines/complaint-details.types.ts'
import type { DataOf } from '../../api/api.ts'
import type { problemDetail } from '../../api/complaint.ts'
import { checkedImage } from '../../lib/image-url.ts'

/*
 * problem-detail as the complaint details page holds it, with the image rule (decision 023): loaded with
 * the answer (complaint-details.impl.ts `loadDetailMap`), outside the route's first load. It imports
 * none of the route's own modules (an on-demand module that did would split them out of the screen).
 */

/** isNeedScore asks for a score when it is anything but 0 (absent and '' read as 0). */
export function isNonZero(flag: string): boolean {
  const value = flag.trim()
  return value !== '' && Number(value) !== 0
}

/** Images the page can show: those that pass the image rule (decision 023); the others are left out. */
export function showableImages(urls: string[], origin: string): string[] {
  return urls.flatMap((raw) => {
    const checked = checkedImage(raw, origin)
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
    status: data.status.trim(),
    filed: data.time.trim(),
  }
}
