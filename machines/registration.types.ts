import type { LoadFailure, MessageId, Notice, ToastParams } from './shared/notice.ts'
import type { PhoneRule } from './shared/mobile.ts'
import type { CheckInput } from './shared/submission.ts'

/*
 * The promotion landing's domain (machines/registration.machine.ts): what the page hands the flow, what
 * the flow hands its calls, and what it keeps. The calls' wire shapes (snake_case keys, the server's
 * conventions) are the screen's (src/screens/promotion/promotion.impl.ts).
 */

/** Messages of this flow (ids of machines/shared/notice.ts); their wording is in the promotion catalogue (src/i18n/promotion). */
export type RegistrationMessageId = Extract<MessageId, `register.${string}`>
export type RegistrationNotice = Notice
export interface RegistrationToast {
  notice: RegistrationNotice
  tone: ToastParams['tone']
}

export type Field = 'phone' | 'capcode' | 'smsCode'

/** A local check that failed, shown at its field. */
export interface FieldProblem {
  field: Field
  notice: { id: RegistrationMessageId }
}

/** What the query may carry; it rides on get-sms and register (spec §3). */
export interface Attribution {
  invite_code: string
  user_from: string
  app_from: string
  utm_tag: string
  /** The query's id; the template's id when the query has none. */
  id: string
}

export interface LandingTemplate {
  id: string
  /** The headline and the line under it; the page's own words when the template has none. */
  title: string
  subtitle: string
}

export interface Landing {
  template: LandingTemplate
  sid: string
}

/** What the visitor had typed before opening the agreement, and when a code was sent. */
export interface Draft {
  phone: string
  smsCode: string
  /** The session id the code was sent under: kept, so the code still matches it. */
  sid: string
  /** Seconds of the resend countdown still to run when the page opened again (0: none). */
  resendSecondsLeft: number
}

/** The visitor: the link they came by (template and attribution), their device and the app. */
export interface Visitor {
  templateId: string
  deviceId: string
  appName: string
  merchantNumber: string
  attribution: Attribution
}

/** What the form had when a registration was sent: the form reopens on it while its outcome is unknown. */
export interface SentForm {
  phone: string
  capcode: string
  smsCode: string
  sid: string
}

export interface RegistrationInput extends Visitor {
  draft: Draft | null
  /**
   * Which mobile numbers the phone field takes (config.phoneRule, machines/shared/mobile.ts): `ph`
   * Philippine mobiles 09XXXXXXXXX (+63 / 63 normalised), `spec` the spec's ^1[3-9]\d{9}$. Absent: `ph`.
   */
  phoneRule?: PhoneRule
  /**
   * A registration sent from this page whose outcome is not known yet (the page was reloaded or
   * reopened while it was on its way or being checked): the form shows what was sent and checks it,
   * never registers afresh (docs/decisions/022-submission-outcomes.md). Absent or null: none.
   */
  unsettled?: SentForm | null
}

/** A visit with the phone typed: Register was tapped (track-click). */
export interface Click {
  visitor: Visitor
  phone: string
}

/** Get code: an SMS code for this phone, under the captcha of this session. */
export interface CodeRequest {
  visitor: Visitor
  phone: string
  capcode: string
  sid: string
}

/** Register: the form as sent, and the promotion it is for. */
export interface Registration extends CodeRequest {
  smsCode: string
  /** The query's id; the template's id when the query has none. */
  promotionId: string
}

/**
 * What the check of a registration whose answer was lost found. No call tells whether an account was
 * made, so the check sends the same registration again with the same idempotency key: 0 or 11 ("already
 * registered") → done; a refusal → not done, with the server's reason (and its code: -1 refreshes the
 * captcha); no answer again → pending.
 */
export type RegisterCheckOutcome =
  | { outcome: 'done'; result: 'registered' | 'alreadyRegistered' }
  | { outcome: 'notDone'; notice?: Notice; code?: string }
  | { outcome: 'pending' }

export interface RegisterCheckInput extends CheckInput {
  registration: Registration
}

/** What the visitor typed, kept while they read the agreement (the countdown's seconds with it). */
export interface DraftParams {
  phone: string
  smsCode: string
  sid: string
  secondsLeft: number
}

export interface RegistrationContext extends Omit<RegistrationInput, 'unsettled' | 'phoneRule'> {
  phoneRule: PhoneRule
  /** The page reopened on a registration of unknown outcome: the form checks it first. */
  resumed: boolean
  template: LandingTemplate | null
  /** Why the landing could not be loaded (the server's message when it gave one). */
  loadFailure: LoadFailure | null
  sid: string
  /** The captcha picture's URL; '' before the first one arrives. */
  captchaUrl: string
  phone: string
  capcode: string
  smsCode: string
  secondsLeft: number
  problem: FieldProblem | null
}

export type RegistrationEvent =
  | { type: 'landing.retry' }
  | { type: 'phone.change'; value: string }
  | { type: 'capcode.change'; value: string }
  | { type: 'smsCode.change'; value: string }
  | { type: 'captcha.refresh' }
  | { type: 'sms.send' }
  | { type: 'countdown.tick' }
  | { type: 'register.submit' }
  | { type: 'agreement.open' }
  | { type: 'outcome.check' }
  /** Raised by the region whose call the server refused for a wrong image code: the captcha region shows a new one. */
  | { type: 'captcha.expired' }
