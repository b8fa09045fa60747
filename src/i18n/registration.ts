import type { RegistrationMessageId, RegistrationNotice } from '../../machines/registration.machine.ts'
import { noticeText } from './messages.ts'

/**
 * The promotion landing's messages (decisions.md "Language"). They live with the landing's route,
 * not in ./messages.ts, which every page loads first (docs/decisions/015-promotion.md).
 */
export const registrationEn: Record<RegistrationMessageId, string> = {
  'register.phoneInvalid': 'Please enter a valid mobile number: 11 digits, starting with 1.',
  'register.imageCodeInvalid': 'Please enter the 4 characters shown in the picture.',
  'register.smsCodeInvalid': 'Please enter the 6-digit code we sent you by SMS.',
  'register.phoneFirst': 'Enter your mobile number first, then tap the picture for a new one.',
  // Spec §5 and §8, word for word.
  'register.resendRefused': 'Do not resend the code. Wait until the countdown ends.',
  'register.codeSent': 'Code sent. Check your SMS.',
  'register.alreadyRegistered': 'You have registered, please download the app to log in.',
  'register.success': 'Registered successfully.',
}

/** The original wording (spec §5 gives the validation messages in Chinese). */
export const registrationZh: Partial<Record<RegistrationMessageId, string>> = {
  'register.phoneInvalid': '请输入正确的手机号',
  'register.imageCodeInvalid': '请输入正确的图形验证码',
  'register.smsCodeInvalid': '请输入正确的短信验证码',
}

const isRegistrationId = (id: string): id is RegistrationMessageId => id in registrationEn

export function registrationText(notice: RegistrationNotice): string {
  if ('id' in notice && isRegistrationId(notice.id)) return registrationEn[notice.id]
  return noticeText(notice as Exclude<RegistrationNotice, { id: RegistrationMessageId }>)
}
