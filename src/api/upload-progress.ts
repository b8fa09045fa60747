/**
 * Upload progress without a second client: an upload that reports its progress goes through the same
 * client as every call (base URL, common query, custom headers, deadline, decoding, failure
 * classification), passed in its call options as `clients` (src/api/api.ts CallOptions); only its
 * transport differs (./xhr-fetch.ts `progressClients`, loaded on demand with the complaint form's picture
 * code, so no page's first load carries it). With the platform's fetch that one request goes through
 * XMLHttpRequest, whose `upload.onprogress` fetch cannot offer; a custom fetch (the embedded sandbox,
 * decision 002) gets the callback in its init and reports progress itself.
 */

/** `sent`: 0 to 1, the share of the request body the connection has sent. */
export type UploadProgress = (sent: number) => void

export const UPLOAD_PROGRESS_OPTION = 'onUploadProgress'

/** The progress callback a request carries, if any (read by custom fetches such as the sandbox's). */
export function uploadProgressOf(init: RequestInit | undefined): UploadProgress | undefined {
  const callback = (init as Record<string, unknown> | undefined)?.[UPLOAD_PROGRESS_OPTION]
  return typeof callback === 'function' ? (callback as UploadProgress) : undefined
}
