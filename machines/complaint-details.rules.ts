import { stageOf } from './shared/complaint.ts'
import type {
  ComplaintDetail,
  ComplaintDetailsContext,
  ComplaintStatus,
  Gallery,
} from './complaint-details.types.ts'

/** The complaint details' rules (./complaint-details.machine.ts and its views): pure, one each. */

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
export const galleryLength = (context: ComplaintDetailsContext, gallery: Gallery) =>
  GALLERIES.includes(gallery) ? (context.detail?.[gallery].length ?? 0) : 0
