// @chunk xstate
/**
 * What a machine asks the screen to tell the borrower. Machines name catalogue messages by id;
 * the server's own text passes through as `text`. The catalogue (src/i18n) owns the wording.
 */
export type MessageId =
  | 'error.network'
  | 'error.offline'
  | 'submission.notDone'
  | 'error.processingFailed'
  | 'error.malformed'
  | 'register.phoneInvalid'
  | 'register.phoneInvalidSpecRule'
  | 'register.imageCodeInvalid'
  | 'register.smsCodeInvalid'
  | 'register.phoneFirst'
  | 'register.resendRefused'
  | 'register.codeSent'
  | 'register.alreadyRegistered'
  | 'register.success'
  | 'repay.cardListFailed'
  | 'repay.selectCard'
  | 'repay.codeTooShort'
  | 'repay.codeError'
  | 'repay.repeatedSubmit'
  | 'repay.notDone'
  | 'repay.walletNotDone'
  | 'complaint.collectionRefused'
  | 'complaint.collectionNeedsOrder'
  | 'complaint.collectionNoOrders'
  | 'complaint.emptyDescription'
  | 'complaint.uploadFailed'
  | 'complaint.image.notPhoto'
  | 'complaint.image.tooLarge'
  | 'complaint.image.tooManyPixels'
  | 'complaint.image.unreadable'
  | 'complaint.image.tooDetailed'
  | 'complaint.sent'
  | 'complaint.scoreSaved'
  | 'complaint.status.answered'
  | 'complaint.status.inProgress'
  | 'common.copySuccess'
  | 'rating.pickStar'

export type Notice = { id: MessageId } | { text: string }

/** The failure a promise actor rejects with; produced by src/api for every failed call. */
export interface CallFailure {
  /**
   * `offline`: the request never left the phone (no connection when it was made). `network`: the
   * connection failed, maybe after the request left. `timeout`: no whole answer within the time limit.
   */
  kind: 'offline' | 'network' | 'timeout' | 'malformed' | 'http' | 'rejected'
  /** The server's code when it answered with one. */
  code?: string
  /** The server's message when it answered with one. */
  message?: string
}

export function isCallFailure(value: unknown): value is CallFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    typeof (value as { kind: unknown }).kind === 'string'
  )
}

/** Server message when there is one, otherwise the catalogue message for the kind of failure. */
export function noticeFor(error: unknown, fallback: MessageId): Notice {
  if (!isCallFailure(error)) return { id: fallback }
  if (error.kind === 'rejected' && error.message !== undefined && error.message.trim() !== '')
    return { text: error.message }
  if (error.kind === 'offline') return { id: 'error.offline' }
  if (error.kind === 'network' || error.kind === 'timeout') return { id: 'error.network' }
  if (error.kind === 'malformed') return { id: 'error.malformed' }
  return { id: fallback }
}

/**
 * What happened when a page's data could not be loaded, as the page tells it (issue 27): `offline`
 * (no connection), `unreachable` (the connection failed on the way), `timeout` (no whole answer in
 * time), `server` (it refused with `message` when it gave one, answered with an HTTP error or with
 * something unreadable), `unknown` (anything else). Recorded in a machine's context by its load's
 * onError, shown with Try again and the ways on.
 */
export interface LoadFailure {
  kind: 'offline' | 'unreachable' | 'timeout' | 'server' | 'unknown'
  /** The server's own message (a refusal with one). */
  message?: string
}

/** The {@link LoadFailure} of a load's error (a {@link CallFailure}, or anything else thrown). */
export function loadFailureOf(error: unknown): LoadFailure {
  if (!isCallFailure(error)) return { kind: 'unknown' }
  if (error.kind === 'offline' || error.kind === 'timeout') return { kind: error.kind }
  if (error.kind === 'network') return { kind: 'unreachable' }
  const message = error.kind === 'rejected' ? error.message?.trim() : undefined
  return message ? { kind: 'server', message } : { kind: 'server' }
}

/** Toast durations (spec §8, §9): failures show for 2 s, everything else for the default 3 s. */
export const TOAST_MS = 3000
export const FAILURE_TOAST_MS = 2000

export type Tone = 'info' | 'failure'
export interface ToastParams {
  notice: Notice
  tone: Tone
}

/**
 * Toast params for an invoke's onError: the failure tone and the notice for the error, by the
 * catalogue fallback of {@link noticeFor} or by a flow's own mapping.
 */
export function failureToast(toNotice: MessageId | ((error: unknown) => Notice)) {
  return ({ event }: { event: { error: unknown } }): ToastParams => ({
    notice: typeof toNotice === 'function' ? toNotice(event.error) : noticeFor(event.error, toNotice),
    tone: 'failure',
  })
}
