import type { MessageId } from '../../machines/shared/notice.ts'
import { message } from './messages.ts'

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
const catalogues: Record<Exclude<Locale, 'en'>, Partial<Record<MessageId, string>>> = { zh, id }

/** A message in `locale`, English where that catalogue has none. */
export function localMessage(messageId: MessageId, locale: Locale): string {
  return (locale === 'en' ? undefined : catalogues[locale][messageId]) ?? message(messageId)
}
