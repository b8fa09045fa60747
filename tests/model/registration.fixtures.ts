/*
 * Sample data for the promotion landing's model-based test: the page input (with and without a
 * draft kept while the visitor read the agreement), the server's answers, the failures spec §8 names
 * with the toast the visitor must read, and what the visitor types.
 */
import type {
  Click,
  CodeRequest,
  Landing,
  Registration,
  RegistrationInput,
  RegistrationMessageId,
  RegistrationToast,
  SentForm,
  Visitor,
} from '../../machines/registration.types.ts'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { noticeText } from '../../src/i18n/messages.ts'

export const input: RegistrationInput = {
  templateId: 'summer-7',
  deviceId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  appName: 'Bayad',
  merchantNumber: 'M-0042',
  attribution: { invite_code: 'INV9', user_from: 'fb', app_from: 'h5', utm_tag: 'summer', id: '' },
  draft: null,
}

/**
 * Back from the agreement with 2 s of the resend countdown left, the phone and part of the code typed
 * before, and the session id the code was sent under.
 */
export const draftInput: RegistrationInput = {
  ...input,
  draft: { phone: '09171234567', smsCode: '12', sid: 'sid-kept', resendSecondsLeft: 2 },
}

export const landing: Landing = {
  template: { id: 'tpl-7', title: 'Summer cash', subtitle: 'Up to ₱20,000 in a day' },
  sid: 'sid-123',
}
/** With a draft the landing keeps the draft's session id (no get-sid). */
export const keptLanding: Landing = { ...landing, sid: 'sid-kept' }
export const captchaUrl = 'blob:http://localhost/captcha-1'

// ------------------------------------------------------------------------------- what the visitor types

/** Each field's samples in the order a visitor fills them: empty, wrong, right. */
export const phones = ['', '12345', '09171234567'] as const
export const capcodes = ['', 'ab1', 'AB12'] as const
export const smsCodes = ['', '123', '123456'] as const
export const validPhone = phones[2]
export const validCapcode = capcodes[2]
export const validSmsCode = smsCodes[2]

// ------------------------------------------------------------------------------- failures (CallFailure)

const rejected = (code: string, message?: string): CallFailure =>
  message === undefined ? { kind: 'rejected', code } : { kind: 'rejected', code, message }

/** get-sms and register: the phone is registered already. */
export const registeredAlready = rejected('11', 'User exists')
/** get-sms: the image code was wrong. */
export const wrongImageCode = rejected('101', 'Image code is wrong')
/** register: the image captcha was wrong. */
export const wrongCaptcha = rejected('-1', 'Captcha error')
export const serverBusy = rejected('500', 'Server busy, try later')
export const silentRefusal = rejected('500')
export const offline: CallFailure = { kind: 'network' }
/** The request never left the phone: nothing happened. */
export const notSent: CallFailure = { kind: 'offline' }
/** register: the answer never came (the 60 s time limit); the account may be made: the page checks. */
export const answerLost: CallFailure = { kind: 'timeout' }

export const landingFailed = rejected('404', 'This promotion has ended')

const failureToast = (notice: RegistrationToast['notice']): RegistrationToast => ({ notice, tone: 'failure' })

/**
 * The failures of get-sms and register (spec §8) and what the visitor reads for each. `reloads`:
 * the picture is replaced (101 on get-sms, -1 on register); `registered`: the download page opens.
 */
export interface CallFailureRow {
  name: string
  error: CallFailure
  toast: RegistrationToast
  /** The toast's words, as the visitor reads them. */
  text: string
  reloads: boolean
  registered: boolean
}
const alreadyRegisteredToast = failureToast({ id: 'register.alreadyRegistered' })
const common: CallFailureRow[] = [
  {
    name: 'another code, with a message',
    error: serverBusy,
    toast: failureToast({ text: 'Server busy, try later' }),
    text: 'Server busy, try later',
    reloads: false,
    registered: false,
  },
  {
    name: 'another code, no message',
    error: silentRefusal,
    toast: failureToast({ id: 'error.processingFailed' }),
    text: 'Processing failed.',
    reloads: false,
    registered: false,
  },
  {
    name: 'network',
    error: offline,
    toast: failureToast({ id: 'error.network' }),
    text: 'Error. Check your connection and try again.',
    reloads: false,
    registered: false,
  },
]
export const smsFailures: CallFailureRow[] = [
  {
    name: '11',
    error: registeredAlready,
    toast: alreadyRegisteredToast,
    text: 'This number is registered already. Download the app and log in.',
    reloads: false,
    registered: true,
  },
  {
    name: '101',
    error: wrongImageCode,
    toast: failureToast({ text: 'Image code is wrong' }),
    text: 'Image code is wrong',
    reloads: true,
    registered: false,
  },
  // -1 means nothing to get-sms: an ordinary failure there.
  {
    name: '-1 (a register code)',
    error: wrongCaptcha,
    toast: failureToast({ text: 'Captcha error' }),
    text: 'Captcha error',
    reloads: false,
    registered: false,
  },
  ...common,
]
export const registerFailures: CallFailureRow[] = [
  {
    name: '11',
    error: registeredAlready,
    toast: alreadyRegisteredToast,
    text: 'This number is registered already. Download the app and log in.',
    reloads: false,
    registered: true,
  },
  {
    name: '-1',
    error: wrongCaptcha,
    toast: failureToast({ text: 'Captcha error' }),
    text: 'Captcha error',
    reloads: true,
    registered: false,
  },
  // 101 means nothing to register: an ordinary failure there.
  {
    name: '101 (a get-sms code)',
    error: wrongImageCode,
    toast: failureToast({ text: 'Image code is wrong' }),
    text: 'Image code is wrong',
    reloads: false,
    registered: false,
  },
  // A lost connection after Register may have made the account: it is checked (answerLost), not toasted.
  ...common.filter((row) => row.error !== offline),
  {
    name: 'offline (not sent)',
    error: notSent,
    toast: failureToast({ id: 'error.offline' }),
    text: 'You are offline. Connect to the internet and try again.',
    reloads: false,
    registered: false,
  },
]

export function failureRow(rows: readonly CallFailureRow[], error: unknown): CallFailureRow {
  const row = rows.find((r) => JSON.stringify(r.error) === JSON.stringify(error))
  if (!row) throw new Error(`no expected outcome for ${JSON.stringify(error)}`)
  return row
}

/** What the unavailable page says for each failure of the landing's load. */
export const landingFailures: Array<{ name: string; error: CallFailure; text: string }> = [
  { name: 'refused with a message', error: landingFailed, text: 'This promotion has ended' },
  {
    name: 'network',
    error: offline,
    text: 'We could not reach our server. Check your connection and try again.',
  },
  {
    name: 'refused without a message',
    error: silentRefusal,
    text: 'Our server could not answer right now. Try again in a moment.',
  },
]

// ------------------------------------------------------------------------------- the visitor's words

/** The field messages, word for word from the promotion catalogue (src/i18n/promotion/en.ts). */
export const fieldText = (id: RegistrationMessageId): string => noticeText({ id })
export const toastText = (toast: RegistrationToast): string => noticeText(toast.notice)

// ------------------------------------------------------------------------------- what the calls carry (spec §3)

/** The visitor as the page gave it (the calls' wire shapes: tests/screens/promotion.impl.test.ts). */
export const visitPayload: Visitor = {
  templateId: input.templateId,
  deviceId: input.deviceId,
  appName: input.appName,
  merchantNumber: input.merchantNumber,
  attribution: input.attribution,
}

export const clickPayload = (phone: string): Click => ({ visitor: visitPayload, phone })

export const smsPayload = (sid: string, phone: string, capcode: string): CodeRequest => ({
  visitor: visitPayload,
  phone,
  capcode,
  sid,
})

export const registerPayload = (
  sid: string,
  phone: string,
  capcode: string,
  smsCode: string,
): Registration => ({
  ...smsPayload(sid, phone, capcode),
  smsCode,
  // The query has no id: the template's.
  promotionId: landing.template.id,
})

/** A registration sent before the page was reloaded, its outcome unknown: the page reopens on it and checks it. */
export const unsettledPayload: SentForm = {
  sid: 'sid-sent',
  phone: '09171234567',
  capcode: 'AB12',
  smsCode: '123456',
}
export const unsettledInput: RegistrationInput = { ...input, unsettled: unsettledPayload }
/** With a registration of unknown outcome the landing keeps its session id (no get-sid). */
export const sentLanding: Landing = { ...landing, sid: 'sid-sent' }

/** What the flow asks of the page (toasts, tracking, the picture, storage, navigation), as the tests record it. */
export type RegistrationEffect =
  | { type: 'showToast'; params: RegistrationToast }
  | { type: 'trackVisit'; params: Visitor }
  | { type: 'trackClick'; params: Click }
  | { type: 'releaseCaptcha'; params: { url: string } }
  | { type: 'keepDraft'; params: { phone: string; smsCode: string; sid: string; secondsLeft: number } }
  | { type: 'openAgreement' }
  | { type: 'openDownload' }

/** The flow's page effects, each recorded as a {@link RegistrationEffect}: for `machine.provide({ actions })`. */
export function recordingActions(record: (effect: RegistrationEffect) => void) {
  return {
    showToast: (_: unknown, params: RegistrationToast) => record({ type: 'showToast', params }),
    trackVisit: (_: unknown, params: Visitor) => record({ type: 'trackVisit', params }),
    trackClick: (_: unknown, params: Click) => record({ type: 'trackClick', params }),
    releaseCaptcha: (_: unknown, params: { url: string }) => record({ type: 'releaseCaptcha', params }),
    keepDraft: (_: unknown, params: Extract<RegistrationEffect, { type: 'keepDraft' }>['params']) =>
      record({ type: 'keepDraft', params }),
    openAgreement: () => record({ type: 'openAgreement' }),
    openDownload: () => record({ type: 'openDownload' }),
  }
}
