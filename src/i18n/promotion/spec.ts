import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/**
 * The spec's literal wording where it gives one (§5, §8); plain English (./en.ts) elsewhere. Spec §5
 * gives the three validation messages in Chinese only (请输入正确的手机号, 请输入正确的图形验证码,
 * 请输入正确的短信验证码): they keep the English the app had before issue 28, which says what each
 * rule asks.
 */
const spec: TextsOf<typeof en> = {
  ...en,
  messages: {
    ...en.messages,
    'register.phoneInvalidSpecRule': 'Please enter a valid mobile number: 11 digits, starting with 1.',
    'register.imageCodeInvalid': 'Please enter the 4 characters shown in the picture.',
    'register.smsCodeInvalid': 'Please enter the 6-digit code we sent you by SMS.',
    // §5 "do not resend the code"; §8 "You have registered, please download the app to log in",
    // "registered successfully".
    'register.resendRefused': 'Do not resend the code. Wait until the countdown ends.',
    'register.alreadyRegistered': 'You have registered, please download the app to log in.',
    'register.success': 'Registered successfully.',
  },
  // Spec §4: the resend label returns to "get verification code" when the countdown ends.
  getCode: 'Get verification code',
}

export default spec
