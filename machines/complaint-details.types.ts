import type { LoadFailure, Notice } from './shared/notice.ts'
import type { ComplaintStage } from './shared/complaint.ts'

/** The complaint details' domain, context and events (the chart: ./complaint-details.machine.ts). */

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

/** The image shown enlarged: which list, which place in it. */
export interface Viewing {
  gallery: Gallery
  index: number
}

export interface ComplaintDetailsContext {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  problemId: string
  detail: ComplaintDetail | null
  /** The image shown enlarged, if any. */
  viewing: Viewing | null
}

export type ComplaintDetailsEvent =
  | { type: 'details.retry' }
  | { type: 'rating.open' }
  | { type: 'image.open'; gallery: Gallery; index: number }
  | { type: 'image.previous' }
  | { type: 'image.next' }
  | { type: 'image.close' }
