import type { LoadFailure } from './shared/notice.ts'
import type { CheckInput } from './shared/submission.ts'
import type { ImageRefusal } from './shared/complaint.ts'
import type { ComplaintOrder } from './complaint-start.types.ts'

/** The complaint form's domain, context and events (the chart: ./complaint-form.machine.ts). */

export interface UploadedImage {
  /** Where the server keeps it: goes into problemImage. */
  url: string
  /** What the borrower sees while the page is open (a local object URL). */
  previewUrl: string
  /** The picked file's name; '' for an image restored after a reload (the form names it by its place). */
  name: string
}

/** What a picked file's bytes say (checkImage), before anything decodes it. */
export interface ImageFacts {
  /** Its size as picked, in bytes. */
  bytes: number
  /** What its magic numbers say; null: not a JPEG, PNG or WebP, whatever its name or type claim. */
  type: 'image/jpeg' | 'image/png' | 'image/webp' | null
  /** Its size in pixels from its header; 0 when the header does not say. */
  width: number
  height: number
}

/** A picture decoded, turned upright, made smaller and encoded afresh (encodeImage): no EXIF, no GPS. */
export interface EncodedImage {
  blob: Blob
  width: number
  height: number
}

export interface EncodeInput {
  file: File
  facts: ImageFacts
  maxLongSide: number
  maxBytes: number
}

export interface UploadInput {
  /** What is sent: the re-encoded picture. */
  image: Blob
  /** The picked file's name (what the borrower sees). */
  name: string
  /** The upload's progress, 0 to 1, as the connection reports it (sent back as `upload.progressed`). */
  onProgress: (sent: number) => void
}

/** A picked file that was not sent, and why (shown next to the uploader). */
export interface RefusedImage {
  name: string
  reason: ImageRefusal
}

export interface ComplaintSaveInput {
  problemType: string
  problemSonType: string
  problemDetail: string
  /** Comma-joined URLs, or the empty string (spec §3). */
  problemImage: string
  orderNo: string
}

/** What problem-save says of the complaint it filed: its id, '' when the server names none. */
export interface ComplaintSaved {
  problemId: string
}

export interface ComplaintFormInput {
  problemType: string
  problemSonType: string
  orderNo: string
  /**
   * A complaint sent from this form whose outcome is not known yet (the page was reloaded, or reopened,
   * while it was on its way or being checked): the form starts with its text and images and checks it,
   * never sends it afresh (docs/decisions/022-submission-outcomes.md). Absent or null: a new complaint.
   */
  unsettled?: ComplaintSaveInput | null
}

/** The check of a complaint whose answer was lost: is it among the borrower's complaints? */
export interface ComplaintCheckInput extends CheckInput {
  complaint: ComplaintSaveInput
}

export interface ComplaintFormContext extends Omit<ComplaintFormInput, 'unsettled'> {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  /** The form was opened on a complaint of unknown outcome: it is checked once the form has loaded. */
  resumed: boolean
  typeTitle: string
  subTypeTitle: string
  /** The order the complaint is about, as problem-init describes it (null when it names none). */
  order: ComplaintOrder | null
  /** Send was tapped with an empty description: the field shows why. */
  descriptionMissing: boolean
  description: string
  images: UploadedImage[]
  /** Files chosen and waiting for their turn, one at a time; the first is being checked, encoded or uploaded. */
  pending: File[]
  /** The first pending file's facts, once checked. */
  facts: ImageFacts | null
  /** The first pending file re-encoded, once encoded: what is uploaded. */
  encoded: EncodedImage | null
  /** How much of the upload in flight has been sent (0 to 1); null until the connection says. */
  progress: number | null
  /** The files of the last pick that were not sent, and why (cleared by the next pick). */
  refusals: RefusedImage[]
  /**
   * The complaint just filed (problem-save's id, or the one the check found): the complaint home links
   * to it after the modal. '' when neither names it: the link is to My complaints.
   */
  sentProblemId: string
}

export type ComplaintFormEvent =
  | { type: 'init.retry' }
  | { type: 'description.change'; value: string }
  | { type: 'images.add'; files: File[] }
  | { type: 'upload.progressed'; sent: number }
  | { type: 'image.remove'; url: string }
  | { type: 'complaint.send' }
  | { type: 'outcome.check' }
  | { type: 'service.open' }
