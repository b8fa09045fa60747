import type { MessageId, Notice } from '../../machines/shared/notice.ts'

/**
 * English catalogue (decisions.md "Language"): spec messages quoted in English word for word;
 * those the spec gives in Chinese or Indonesian get an English text here and keep their original
 * wording in a catalogue of their own language below.
 */
export const en: Record<MessageId, string> = {
  'error.network': 'error',
  'error.processingFailed': 'processing failed',
  'error.malformed': 'Unexpected response from the server, please try again',
  'repay.cardListFailed': 'failed to query card list',
  'repay.selectCard': 'please select payment bank card first',
  'repay.codeTooShort': 'please enter the correct verification code',
  'repay.codeError': 'verification code error',
  'repay.repeatedSubmit': 'do not submit the payment request repeatedly',
  'complaint.collectionRefused': 'The selected order does not support sending collection types',
  'complaint.emptyDescription': 'Please fill in your comments and suggestions',
  'complaint.uploadFailed': 'Upload failed, please try again',
  'complaint.sent': 'Successfully Sent',
  'common.copySuccess': 'copy success',
  'rating.pickStar': 'Please choose a rating',
}

/** Original wording where the spec gives it in another language. */
export const zh: Partial<Record<MessageId, string>> = {
  'repay.selectCard': '请先选择支付银行卡',
  'repay.codeTooShort': '请输入正确的验证码',
  'repay.codeError': '验证码错误',
  'repay.repeatedSubmit': '请勿重复提交支付请求',
  'error.processingFailed': '处理失败',
  'repay.cardListFailed': '查询银行卡列表失败',
}

export const id: Partial<Record<MessageId, string>> = {
  'rating.pickStar': 'Silakan pilih',
}

export type Locale = 'en' | 'zh' | 'id'
const catalogues: Record<Locale, Partial<Record<MessageId, string>>> = { en, zh, id }

export function message(messageId: MessageId, locale: Locale = 'en'): string {
  return catalogues[locale][messageId] ?? en[messageId]
}

export function noticeText(notice: Notice, locale: Locale = 'en'): string {
  return 'text' in notice ? notice.text : message(notice.id, locale)
}

/** Fixed UI wording used by several screens. */
export const ui = {
  loading: 'loading...',
  getCode: 'get verification code',
  secondsLeft: (s: number) => `${s}s`,
} as const
