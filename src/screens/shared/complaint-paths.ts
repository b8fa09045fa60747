/**
 * The complaint routes other flows link to (customer service lists them); the complaint screens use
 * them too, so each path is written once.
 */

/** The complaint home route (spec §2 "Complaint start"). */
export const COMPLAINT_HOME = '/complaint'
export const COMPLAINT_LIST = '/complaintList'
