import { assign, fromCallback, fromPromise, not, setup } from 'xstate'
import {
  failureToast,
  isCallFailure,
  type LoadFailure,
  loadFailureOf,
  type MessageId,
  type Notice,
  type ToastParams,
} from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'
import { digits } from './shared/digits.ts'
import { isMobile, MOBILE_LENGTH, mobileDigits, type PhoneRule } from './shared/mobile.ts'
import { CHECK_BACKOFF_MS, checkFound, outcomeUnknown, type CheckInput } from './shared/submission.ts'

/**
 * Promotion landing: registration by phone, image captcha and SMS code (spec §2 "Promotion landing",
 * §3 "Registration inputs", §5, §7, §8, §9). The page runs in any mobile browser, outside the host.
 */

export const SMS_RESEND_SECONDS = 60
/** The phone's digits, after +63 / 63 became 0 (machines/shared/mobile.ts). */
export const PHONE_MAX_LENGTH = MOBILE_LENGTH
export const IMAGE_CODE_LENGTH = 4
export const SMS_CODE_LENGTH = 6
/** get-sms: the image code was wrong (the captcha is refreshed). */
export const CODE_WRONG_IMAGE_CODE = '101'
/** get-sms and register: this phone is registered already (the visitor goes to the download page). */
export const CODE_REGISTERED = '11'
/** register: the image captcha was wrong (the captcha is refreshed). */
export const CODE_WRONG_CAPTCHA = '-1'

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

export interface RegistrationInput {
  templateId: string
  deviceId: string
  appName: string
  merchantNumber: string
  attribution: Attribution
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
  unsettled?: RegisterPayload | null
}

export interface SmsPayload {
  phone: string
  capcode: string
  sid: string
  deviceId: string
  appName: string
  app_from: string
  user_from: string
  utm_tag: string
}

export interface RegisterPayload {
  phone: string
  capcode: string
  sid: string
  deviceId: string
  appName: string
  merchantNumber: string
  /** The phone: the visitor gives no other name (docs/decisions/015-promotion.md). */
  userName: string
  smsCode: string
  invite_code: string
  user_from: string
  id: string
  app_from: string
  utm_tag: string
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
  payload: RegisterPayload
}

export interface VisitPayload {
  templateId: string
  deviceId: string
  invite_code: string
  user_from: string
  app_from: string
  utm_tag: string
}
export interface ClickPayload extends VisitPayload {
  phone: string
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
  // The two refusals the captcha region listens for besides their own regions (see `captcha`).
  | { type: 'xstate.error.actor.sendSms'; error: unknown }
  | { type: 'xstate.error.actor.register'; error: unknown }

const failureCode = (error: unknown) =>
  isCallFailure(error) && error.kind === 'rejected' ? error.code : undefined

const attributionOf = (context: RegistrationContext) => ({
  invite_code: context.attribution.invite_code,
  user_from: context.attribution.user_from,
  app_from: context.attribution.app_from,
  utm_tag: context.attribution.utm_tag,
})

function visitPayload(context: RegistrationContext): VisitPayload {
  return { templateId: context.templateId, deviceId: context.deviceId, ...attributionOf(context) }
}

function smsPayload(context: RegistrationContext): SmsPayload {
  return {
    phone: context.phone,
    capcode: context.capcode,
    sid: context.sid,
    deviceId: context.deviceId,
    appName: context.appName,
    app_from: context.attribution.app_from,
    user_from: context.attribution.user_from,
    utm_tag: context.attribution.utm_tag,
  }
}

function registerPayload(context: RegistrationContext): RegisterPayload {
  return {
    phone: context.phone,
    capcode: context.capcode,
    sid: context.sid,
    deviceId: context.deviceId,
    appName: context.appName,
    merchantNumber: context.merchantNumber,
    userName: context.phone,
    smsCode: context.smsCode,
    ...attributionOf(context),
    id: context.attribution.id || (context.template?.id ?? ''),
  }
}

const problemAt = (field: Field, id: RegistrationMessageId) => ({
  type: 'flagProblem' as const,
  params: { field, notice: { id } },
})

/** The phone field's message: what the rule in use asks for. */
const phoneProblem = {
  type: 'flagProblem' as const,
  params: ({ context }: { context: RegistrationContext }): FieldProblem => ({
    field: 'phone',
    notice: { id: context.phoneRule === 'spec' ? 'register.phoneInvalidSpecRule' : 'register.phoneInvalid' },
  }),
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    /** `sid` is the draft's, or '' for a new one (get-sid). */
    loadLanding: fromPromise<Landing, { templateId: string; sid: string }>(notProvided('loadLanding')),
    /** Resolves with a URL the page can show the picture from. */
    loadCaptcha: fromPromise<string, { sid: string }>(notProvided('loadCaptcha')),
    sendSms: fromPromise<void, SmsPayload>(notProvided('sendSms')),
    register: fromPromise<void, RegisterPayload>(notProvided('register')),
    checkRegistration: fromPromise<RegisterCheckOutcome, RegisterCheckInput>(
      notProvided('checkRegistration'),
    ),
    countdownTicker: fromCallback(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'countdown.tick' }), 1000)
      return () => clearInterval(timer)
    }),
  },
  actions: {
    showToast: (_, _params: RegistrationToast) => {},
    trackVisit: (_, _params: VisitPayload) => {},
    trackClick: (_, _params: ClickPayload) => {},
    /** A picture that is replaced is let go (an object URL is revoked). */
    releaseCaptcha: (_, _params: { url: string }) => {},
    keepDraft: (_, _params: { phone: string; smsCode: string; sid: string; secondsLeft: number }) => {},
    openAgreement: () => {},
    openDownload: () => {},
    flagProblem: assign((_, problem: FieldProblem) => ({ problem })),
    clearProblemAt: assign(({ context }, params: { field: Field }) => ({
      problem: context.problem?.field === params.field ? null : context.problem,
    })),
  },
  guards: {
    hasPhone: ({ context }) => context.phone !== '',
    isPhoneValid: ({ context }) => isMobile(context.phone, context.phoneRule),
    isImageCodeValid: ({ context }) => context.capcode.length === IMAGE_CODE_LENGTH,
    isSmsCodeValid: ({ context }) => context.smsCode.length === SMS_CODE_LENGTH,
    hasCountdownLeft: ({ context }) => context.secondsLeft > 0,
    isCountdownOver: ({ context }) => context.secondsLeft <= 1,
    /** The server's code on a failed call. */
    failedWith: ({ event }, params: { code: string }) =>
      'error' in event && failureCode(event.error) === params.code,
    isResumed: ({ context }) => context.resumed,
    outcomeUnknown,
    checkedNotDone: checkFound('notDone'),
    /** The check found the registration (0 on the replay) or the phone registered (11). */
    checkedDone: ({ event }, params: { as: 'registered' | 'alreadyRegistered' }) => {
      const output = (event as { output?: RegisterCheckOutcome }).output
      return output?.outcome === 'done' && output.result === params.as
    },
    /** The check's replay was refused with this code (-1: the image code is wrong). */
    checkRefusedWith: ({ event }, params: { code: string }) => {
      const output = (event as { output?: RegisterCheckOutcome }).output
      return output?.outcome === 'notDone' && output.code === params.code
    },
  },
}).createMachine({
  id: 'registration',
  description:
    'A visitor registers with a phone number, an image captcha and an SMS code, then goes to the download page.',
  context: ({ input }) => ({
    templateId: input.templateId,
    deviceId: input.deviceId,
    appName: input.appName,
    merchantNumber: input.merchantNumber,
    attribution: input.attribution,
    draft: input.draft,
    phoneRule: input.phoneRule ?? 'ph',
    resumed: input.unsettled !== null && input.unsettled !== undefined,
    template: null,
    loadFailure: null,
    // What was sent, when the page reopened on a registration of unknown outcome; else the draft's.
    sid: input.unsettled?.sid ?? input.draft?.sid ?? '',
    captchaUrl: '',
    phone: input.unsettled?.phone ?? input.draft?.phone ?? '',
    capcode: input.unsettled?.capcode ?? '',
    smsCode: input.unsettled?.smsCode ?? input.draft?.smsCode ?? '',
    secondsLeft: input.draft?.resendSecondsLeft ?? 0,
    problem: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'The template (channel-template) and a session id for the captcha (get-sid), unless the draft kept one.',
      tags: ['busy'],
      invoke: {
        id: 'loadLanding',
        src: 'loadLanding',
        input: ({ context }) => ({ templateId: context.templateId, sid: context.sid }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ template: ({ event }) => event.output.template, sid: ({ event }) => event.output.sid }),
            { type: 'trackVisit', params: ({ context }) => visitPayload(context) },
          ],
        },
        onError: {
          target: 'unavailable',
          actions: assign({ loadFailure: ({ event }) => loadFailureOf(event.error) }),
        },
      },
    },
    unavailable: {
      description: 'The template or the session id could not be loaded: a clear page with a retry.',
      on: { 'landing.retry': 'loading' },
    },
    ready: {
      description:
        'The form. Typing changes only the inputs: the captcha, the countdown and the register call run in regions of their own.',
      type: 'parallel',
      on: {
        'phone.change': {
          actions: [
            assign({ phone: ({ context, event }) => mobileDigits(event.value, context.phoneRule) }),
            { type: 'clearProblemAt', params: { field: 'phone' } },
          ],
        },
        'capcode.change': {
          actions: [
            assign({
              capcode: ({ event }) => event.value.replace(/[^0-9A-Za-z]/g, '').slice(0, IMAGE_CODE_LENGTH),
            }),
            { type: 'clearProblemAt', params: { field: 'capcode' } },
          ],
        },
        'smsCode.change': {
          actions: [
            assign({ smsCode: ({ event }) => digits(event.value, SMS_CODE_LENGTH) }),
            { type: 'clearProblemAt', params: { field: 'smsCode' } },
          ],
        },
        'agreement.open': {
          actions: [
            {
              type: 'keepDraft',
              params: ({ context }) => ({
                phone: context.phone,
                smsCode: context.smsCode,
                sid: context.sid,
                secondsLeft: context.secondsLeft,
              }),
            },
            'openAgreement',
          ],
        },
      },
      states: {
        captcha: {
          initial: 'loading',
          on: {
            // The server refused the image code: a new picture (spec §8: 101 on get-sms, -1 on register).
            'xstate.error.actor.sendSms': {
              guard: { type: 'failedWith', params: { code: CODE_WRONG_IMAGE_CODE } },
              target: '.loading',
            },
            'xstate.error.actor.register': {
              guard: { type: 'failedWith', params: { code: CODE_WRONG_CAPTCHA } },
              target: '.loading',
            },
            // The same, when the check of a lost registration sent it again and it was refused so.
            'xstate.done.actor.checkOutcome': {
              guard: { type: 'checkRefusedWith', params: { code: CODE_WRONG_CAPTCHA } },
              target: '.loading',
            },
          },
          states: {
            loading: {
              invoke: {
                id: 'loadCaptcha',
                src: 'loadCaptcha',
                input: ({ context }) => ({ sid: context.sid }),
                onDone: {
                  target: 'shown',
                  actions: [
                    { type: 'releaseCaptcha', params: ({ context }) => ({ url: context.captchaUrl }) },
                    assign({ captchaUrl: ({ event }) => event.output }),
                  ],
                },
                onError: 'failed',
              },
            },
            shown: {
              on: {
                'captcha.refresh': [
                  { guard: 'hasPhone', target: 'loading' },
                  { actions: problemAt('phone', 'register.phoneFirst') },
                ],
              },
            },
            failed: {
              description: 'The picture did not load; a tap tries again (no phone needed).',
              on: { 'captcha.refresh': 'loading' },
            },
          },
        },
        sms: {
          initial: 'resuming',
          states: {
            resuming: {
              description: 'A countdown started before the visitor opened the agreement goes on.',
              always: [{ guard: 'hasCountdownLeft', target: 'countingDown' }, { target: 'idle' }],
            },
            idle: {
              on: {
                // Get code checks the phone, then the image code (spec §5 order).
                'sms.send': [
                  { guard: not('isPhoneValid'), actions: phoneProblem },
                  {
                    guard: not('isImageCodeValid'),
                    actions: problemAt('capcode', 'register.imageCodeInvalid'),
                  },
                  { target: 'sending' },
                ],
              },
            },
            sending: {
              tags: ['busy'],
              invoke: {
                id: 'sendSms',
                src: 'sendSms',
                input: ({ context }) => smsPayload(context),
                onDone: {
                  target: 'countingDown',
                  actions: [
                    assign({ secondsLeft: SMS_RESEND_SECONDS }),
                    { type: 'showToast', params: { notice: { id: 'register.codeSent' }, tone: 'info' } },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'failedWith', params: { code: CODE_REGISTERED } },
                    target: '#registration.alreadyRegistered',
                  },
                  // 101 and the rest: the server's message (the captcha region answers 101 with a new picture).
                  {
                    target: 'idle',
                    actions: { type: 'showToast', params: failureToast('error.processingFailed') },
                  },
                ],
              },
            },
            countingDown: {
              description: 'The 60 s before another code may be asked for; Get code shows the seconds.',
              invoke: { id: 'countdownTicker', src: 'countdownTicker' },
              on: {
                'countdown.tick': [
                  { guard: 'isCountdownOver', target: 'idle', actions: assign({ secondsLeft: 0 }) },
                  { actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) },
                ],
                'sms.send': {
                  actions: {
                    type: 'showToast',
                    params: { notice: { id: 'register.resendRefused' }, tone: 'failure' },
                  },
                },
              },
            },
          },
        },
        registration: {
          initial: 'resuming',
          states: {
            resuming: {
              description:
                'A registration of unknown outcome (the page reloaded while it was on its way): checked first, never sent afresh.',
              always: [{ guard: 'isResumed', target: 'checkingOutcome' }, { target: 'editing' }],
            },
            editing: {
              on: {
                // Register checks the phone, the image code, then the SMS code (spec §5 order).
                'register.submit': [
                  { guard: not('isPhoneValid'), actions: phoneProblem },
                  {
                    guard: not('isImageCodeValid'),
                    actions: problemAt('capcode', 'register.imageCodeInvalid'),
                  },
                  { guard: not('isSmsCodeValid'), actions: problemAt('smsCode', 'register.smsCodeInvalid') },
                  { target: 'registering' },
                ],
              },
            },
            registering: {
              description: 'One register call however often Register is tapped, with a track-click.',
              tags: ['busy'],
              entry: {
                type: 'trackClick',
                params: ({ context }) => ({ ...visitPayload(context), phone: context.phone }),
              },
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => registerPayload(context),
                onDone: '#registration.registered',
                onError: [
                  {
                    guard: { type: 'failedWith', params: { code: CODE_REGISTERED } },
                    target: '#registration.alreadyRegistered',
                  },
                  // No answer that can be read: the account may be made. Check, do not offer Register.
                  { guard: 'outcomeUnknown', target: 'checkingOutcome' },
                  // -1 and the rest: the server's message (the captcha region answers -1 with a new picture).
                  {
                    target: 'editing',
                    actions: { type: 'showToast', params: failureToast('error.processingFailed') },
                  },
                ],
              },
            },
            checkingOutcome: {
              tags: ['busy'],
              description:
                'The answer to Register was lost: the same registration is sent again with the same idempotency key (no call tells whether an account was made), with a bounded backoff. Register is not on screen.',
              invoke: {
                id: 'checkOutcome',
                src: 'checkRegistration',
                input: ({ context }) => ({ delaysMs: CHECK_BACKOFF_MS, payload: registerPayload(context) }),
                onDone: [
                  {
                    guard: { type: 'checkedDone', params: { as: 'registered' } },
                    target: '#registration.registered',
                  },
                  {
                    guard: { type: 'checkedDone', params: { as: 'alreadyRegistered' } },
                    target: '#registration.alreadyRegistered',
                  },
                  {
                    guard: 'checkedNotDone',
                    target: 'editing',
                    actions: {
                      type: 'showToast',
                      params: ({ event }) => ({
                        notice:
                          event.output.outcome === 'notDone' && event.output.notice !== undefined
                            ? event.output.notice
                            : { id: 'submission.notDone' as const },
                        tone: 'failure' as const,
                      }),
                    },
                  },
                  { target: 'outcomeUnknown' },
                ],
                onError: 'outcomeUnknown',
              },
            },
            outcomeUnknown: {
              description:
                'The checks could not tell whether the account was made: do not register again; Check again, or download the app.',
              on: { 'outcome.check': 'checkingOutcome' },
            },
          },
        },
      },
    },
    registered: {
      type: 'final',
      description: '"registered successfully", then the download page.',
      entry: [
        { type: 'showToast', params: { notice: { id: 'register.success' }, tone: 'info' } },
        'openDownload',
      ],
    },
    alreadyRegistered: {
      type: 'final',
      description:
        'The phone is registered already (11 on get-sms or register): "You have registered, please download the app to log in", then the download page.',
      entry: [
        { type: 'showToast', params: { notice: { id: 'register.alreadyRegistered' }, tone: 'failure' } },
        'openDownload',
      ],
    },
  },
})
