/** Complaint limits and promises shared by the complaint pages (spec §9). */

/** A complaint's description, in characters; the details page counts against it too. */
export const DESCRIPTION_MAX_LENGTH = 200
/** Evidence images per complaint (3 per row). */
export const MAX_IMAGES = 9
/** The reply promise: support answers within this many weekdays. */
export const REPLY_WEEKDAYS = 3

/**
 * A complaint's stage, read from the server's status words (the details and My complaints colour it
 * alike): answered or closed, still being handled, or words the app does not know.
 */
export type ComplaintStage = 'answered' | 'inProgress' | 'other'
export function stageOf(status: string): ComplaintStage {
  if (/answer|repl|resolv|clos|complet|finish|done/i.test(status)) return 'answered'
  if (/progress|process|pend|open|review|wait|new/i.test(status)) return 'inProgress'
  return 'other'
}

/*
 * Evidence images (docs/decisions/007-complaint-images.md): what a picked file may be, and what is sent.
 */
/** A picked file larger than this is refused before it is read (a phone photo is 2–8 MB; re-encoding shrinks it). */
export const MAX_PICKED_MB = 15
export const MAX_PICKED_BYTES = MAX_PICKED_MB * 1024 * 1024
/** More pixels than this is refused before it is decoded (a decompression bomb; a 64 MP camera still fits). */
export const MAX_MEGAPIXELS = 70
export const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000
/** The long side of the picture that is sent, in pixels. */
export const MAX_LONG_SIDE = 1600
/** The most a re-encoded picture may weigh when it is sent. */
export const MAX_SENT_BYTES = 2 * 1024 * 1024

/** Why a picked file is not sent: each has its own sentence next to the uploader. */
export type ImageRefusal = 'notPhoto' | 'tooLarge' | 'tooManyPixels' | 'unreadable' | 'tooDetailed'
