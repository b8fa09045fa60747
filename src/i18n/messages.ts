import type { MessageId, Notice } from '../../machines/shared/notice.ts'

/**
 * English catalogue (decisions.md "Language"): spec messages quoted in English word for word;
 * those the spec gives in Chinese or Indonesian get an English text here and keep their original
 * wording in a catalogue of their own language below.
 */
export const en: Record<MessageId, string> = {
  // Sentence case with a full stop; the spec's own words first, then what the borrower can do.
  'error.network': 'Error. Check your connection and try again.',
  'error.processingFailed': 'Processing failed.',
  'error.malformed': 'Unexpected response from the server. Please try again.',
  'repay.cardListFailed': 'Failed to query card list.',
  'repay.selectCard': 'Please select payment bank card first.',
  'repay.codeTooShort': 'Please enter the correct verification code.',
  'repay.codeError': 'Verification code error.',
  'repay.repeatedSubmit':
    'Do not submit the payment request repeatedly. A payment for this order is already being processed: wait a minute, then check your order before you try again.',
  'complaint.collectionRefused': 'The selected order does not support sending collection types.',
  'complaint.collectionNeedsOrder':
    'A collection complaint is about an order. Please choose the order first with All.',
  'complaint.collectionNoOrders':
    'A collection complaint is about an order, and you have no order. Please choose another question type.',
  'complaint.emptyDescription': 'Please fill in your comments and suggestions.',
  'complaint.uploadFailed': 'Upload failed. Please try again.',
  'complaint.sent': 'Successfully Sent',
  'common.copySuccess': 'Copy success.',
  'rating.pickStar': 'Please choose a rating.',
}

/** The English text of a catalogue message (the originals are in ./originals.ts). */
export function message(messageId: MessageId): string {
  return en[messageId]
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
