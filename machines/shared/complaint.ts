/** Complaint limits and promises shared by the complaint pages (spec §9). */

/** A complaint's description, in characters; the details page counts against it too. */
export const DESCRIPTION_MAX_LENGTH = 200
/** Evidence images per complaint (3 per row). */
export const MAX_IMAGES = 9
/** The reply promise: support answers within this many weekdays. */
export const REPLY_WEEKDAYS = 3
