import type { MessageId, Notice } from '../../machines/shared/notice.ts'

/**
 * English catalogue (decisions.md "Language"): spec messages quoted in English word for word;
 * those the spec gives in Chinese or Indonesian get an English text here and keep their original
 * wording in a catalogue of their own language below.
 */
/**
 * The message ids whose texts live with their routes (./repay-messages.ts, ./complaint-messages.ts,
 * ./complaint-image-messages.ts).
 */
export type RouteMessageId = Extract<MessageId, `repay.${string}` | `complaint.${string}`>

export const en: Record<Exclude<MessageId, RouteMessageId>, string> = {
  // Sentence case with a full stop; the spec's own words first, then what the borrower can do.
  'error.network': 'Error. Check your connection and try again.',
  'error.offline': 'You are offline. Connect to the internet and try again.',
  'submission.notDone': 'It did not go through. You can try again.',
  'error.processingFailed': 'Processing failed.',
  'error.malformed': 'Unexpected response from the server. Please try again.',
  'common.copySuccess': 'Copy success.',
  'rating.pickStar': 'Please choose a rating.',
}

/**
 * Every message a page can show: the shared ones above, and those a route adds when its screen
 * loads (a route's own messages are not part of every page's first load).
 */
const catalogue: Partial<Record<MessageId, string>> = { ...en }

export function addMessages(messages: Partial<Record<RouteMessageId, string>>): void {
  Object.assign(catalogue, messages)
}

/** The English text of a catalogue message (the originals are in ./originals.ts). */
export function message(messageId: MessageId): string {
  return catalogue[messageId] ?? ''
}

export function noticeText(notice: Notice): string {
  return 'text' in notice ? notice.text : message(notice.id)
}

/** Fixed UI wording used by several screens. */
export const ui = {
  loading: 'Loading...',
  /** Spec §4: the resend label returns to "get verification code" when the countdown ends. */
  getCode: 'Get verification code',
  /** The countdown shows the seconds and says what the control will do. */
  resendIn: (s: number) => `Resend code in ${s} s`,
} as const
