import { assign, fromPromise, not, raise, setup } from 'xstate'
import { countdownTicker, isLastTick, secondsAfterTick, SMS_RESEND_SECONDS } from './shared/countdown.ts'
import { digits } from './shared/digits.ts'
import { isMobile, MOBILE_LENGTH, mobileDigits } from './shared/mobile.ts'
import { failureCode } from './shared/failure-code.ts'
import { failureToast, type LoadFailure, loadFailureOf } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import { CHECK_BACKOFF_MS, checkFound, outcomeUnknown } from './shared/submission.ts'
import {
  clickOf,
  codeRequestOf,
  notDoneToast,
  phoneProblem,
  problemAt,
  registrationOf,
  visitorOf,
} from './registration.rules.ts'
import type * as T from './registration.types.ts'

/**
 * Promotion landing: registration by phone, image captcha and SMS code (spec §2 "Promotion landing",
 * §3 "Registration inputs", §5, §7, §8, §9). The page runs in any mobile browser, outside the host.
 * Domain types: ./registration.types.ts; the calls' wire shapes: src/screens/promotion/promotion.impl.ts.
 */

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

export const registrationMachine = setup({
  types: {
    context: {} as T.RegistrationContext,
    events: {} as T.RegistrationEvent,
    input: {} as T.RegistrationInput,
  },
  actors: {
    /** `sid` is the draft's, or '' for a new one (get-sid). */
    loadLanding: fromPromise<T.Landing, { templateId: string; sid: string }>(notProvided('loadLanding')),
    /** Resolves with a URL the page can show the picture from. */
    loadCaptcha: fromPromise<string, { sid: string }>(notProvided('loadCaptcha')),
    sendSms: fromPromise<void, T.CodeRequest>(notProvided('sendSms')),
    register: fromPromise<void, T.Registration>(notProvided('register')),
    checkRegistration: fromPromise<T.RegisterCheckOutcome, T.RegisterCheckInput>(
      notProvided('checkRegistration'),
    ),
    countdownTicker,
  },
  actions: {
    showToast: notProvidedAction<T.RegistrationToast>('showToast'),
    trackVisit: notProvidedAction<T.Visitor>('trackVisit'),
    trackClick: notProvidedAction<T.Click>('trackClick'),
    /** A picture that is replaced is let go (an object URL is revoked). */
    releaseCaptcha: notProvidedAction<{ url: string }>('releaseCaptcha'),
    keepDraft: notProvidedAction<T.DraftParams>('keepDraft'),
    openAgreement: notProvidedAction('openAgreement'),
    openDownload: notProvidedAction('openDownload'),
    storeLanding: assign((_, landing: T.Landing) => ({ template: landing.template, sid: landing.sid })),
    storeLoadFailure: assign((_, params: { failure: LoadFailure }) => ({ loadFailure: params.failure })),
    storeCaptcha: assign((_, params: { url: string }) => ({ captchaUrl: params.url })),
    setPhone: assign(({ context }, params: { value: string }) => ({
      phone: mobileDigits(params.value, context.phoneRule),
    })),
    setCapcode: assign((_, params: { value: string }) => ({
      capcode: params.value.replace(/[^0-9A-Za-z]/g, '').slice(0, IMAGE_CODE_LENGTH),
    })),
    setSmsCode: assign((_, params: { value: string }) => ({
      smsCode: digits(params.value, SMS_CODE_LENGTH),
    })),
    startCountdown: assign({ secondsLeft: SMS_RESEND_SECONDS }),
    tickCountdown: assign(({ context }) => ({ secondsLeft: secondsAfterTick(context.secondsLeft) })),
    /** The server refused the image code: the captcha region shows a new picture. */
    expireCaptcha: raise({ type: 'captcha.expired' } as const),
    flagProblem: assign((_, problem: T.FieldProblem) => ({ problem })),
    clearProblemAt: assign(({ context }, params: { field: T.Field }) => ({
      problem: context.problem?.field === params.field ? null : context.problem,
    })),
  },
  guards: {
    hasPhone: ({ context }) => context.phone !== '',
    isPhoneValid: ({ context }) => isMobile(context.phone, context.phoneRule),
    isImageCodeValid: ({ context }) => context.capcode.length === IMAGE_CODE_LENGTH,
    isSmsCodeValid: ({ context }) => context.smsCode.length === SMS_CODE_LENGTH,
    hasCountdownLeft: ({ context }) => context.secondsLeft > 0,
    isCountdownOver: ({ context }) => isLastTick(context.secondsLeft),
    /** The server's code on a failed call. */
    failedWith: ({ event }, params: { code: string }) =>
      'error' in event && failureCode(event.error) === params.code,
    isResumed: ({ context }) => context.resumed,
    outcomeUnknown,
    checkedNotDone: checkFound('notDone'),
    /** The check found the registration (0 on the replay) or the phone registered (11). */
    checkedDone: ({ event }, params: { as: 'registered' | 'alreadyRegistered' }) => {
      const output = (event as { output?: T.RegisterCheckOutcome }).output
      return output?.outcome === 'done' && output.result === params.as
    },
    /** The check's replay was refused with this code (-1: the image code is wrong). */
    checkRefusedWith: ({ event }, params: { code: string }) => {
      const output = (event as { output?: T.RegisterCheckOutcome }).output
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
            { type: 'storeLanding', params: ({ event }) => event.output },
            { type: 'trackVisit', params: ({ context }) => visitorOf(context) },
          ],
        },
        onError: {
          target: 'unavailable',
          actions: {
            type: 'storeLoadFailure',
            params: ({ event }) => ({ failure: loadFailureOf(event.error) }),
          },
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
            { type: 'setPhone', params: ({ event }) => ({ value: event.value }) },
            { type: 'clearProblemAt', params: { field: 'phone' } },
          ],
        },
        'capcode.change': {
          actions: [
            { type: 'setCapcode', params: ({ event }) => ({ value: event.value }) },
            { type: 'clearProblemAt', params: { field: 'capcode' } },
          ],
        },
        'smsCode.change': {
          actions: [
            { type: 'setSmsCode', params: ({ event }) => ({ value: event.value }) },
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
            // The server refused the image code: a new picture (spec §8: 101 on get-sms, -1 on register
            // or on the check's replay). The region whose call was refused raises it.
            'captcha.expired': '.loading',
          },
          states: {
            loading: {
              tags: ['captchaLoading'],
              invoke: {
                id: 'loadCaptcha',
                src: 'loadCaptcha',
                input: ({ context }) => ({ sid: context.sid }),
                onDone: {
                  target: 'shown',
                  actions: [
                    { type: 'releaseCaptcha', params: ({ context }) => ({ url: context.captchaUrl }) },
                    { type: 'storeCaptcha', params: ({ event }) => ({ url: event.output }) },
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
              tags: ['captchaFailed'],
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
              tags: ['busy', 'sendingCode'],
              invoke: {
                id: 'sendSms',
                src: 'sendSms',
                input: ({ context }) => codeRequestOf(context),
                onDone: {
                  target: 'countingDown',
                  actions: [
                    'startCountdown',
                    { type: 'showToast', params: { notice: { id: 'register.codeSent' }, tone: 'info' } },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'failedWith', params: { code: CODE_REGISTERED } },
                    target: '#registration.alreadyRegistered',
                  },
                  // 101: the server's message, and a new picture.
                  {
                    guard: { type: 'failedWith', params: { code: CODE_WRONG_IMAGE_CODE } },
                    target: 'idle',
                    actions: [
                      { type: 'showToast', params: failureToast('error.processingFailed') },
                      'expireCaptcha',
                    ],
                  },
                  // The rest: the server's message.
                  {
                    target: 'idle',
                    actions: { type: 'showToast', params: failureToast('error.processingFailed') },
                  },
                ],
              },
            },
            countingDown: {
              description: 'The 60 s before another code may be asked for; Get code shows the seconds.',
              tags: ['countingDown'],
              invoke: { id: 'countdownTicker', src: 'countdownTicker' },
              on: {
                'countdown.tick': [
                  { guard: 'isCountdownOver', target: 'idle', actions: 'tickCountdown' },
                  { actions: 'tickCountdown' },
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
              tags: ['busy', 'registering'],
              entry: {
                type: 'trackClick',
                params: ({ context }) => clickOf(context),
              },
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => registrationOf(context),
                onDone: '#registration.registered',
                onError: [
                  {
                    guard: { type: 'failedWith', params: { code: CODE_REGISTERED } },
                    target: '#registration.alreadyRegistered',
                  },
                  // No answer that can be read: the account may be made. Check, do not offer Register.
                  { guard: 'outcomeUnknown', target: 'checkingOutcome' },
                  // -1: the server's message, and a new picture.
                  {
                    guard: { type: 'failedWith', params: { code: CODE_WRONG_CAPTCHA } },
                    target: 'editing',
                    actions: [
                      { type: 'showToast', params: failureToast('error.processingFailed') },
                      'expireCaptcha',
                    ],
                  },
                  // The rest: the server's message.
                  {
                    target: 'editing',
                    actions: { type: 'showToast', params: failureToast('error.processingFailed') },
                  },
                ],
              },
            },
            checkingOutcome: {
              tags: ['busy', 'checkingOutcome'],
              description:
                'The answer to Register was lost: the same registration is sent again with the same idempotency key (no call tells whether an account was made), with a bounded backoff. Register is not on screen.',
              invoke: {
                id: 'checkOutcome',
                src: 'checkRegistration',
                input: ({ context }) => ({
                  delaysMs: CHECK_BACKOFF_MS,
                  registration: registrationOf(context),
                }),
                onDone: [
                  {
                    guard: { type: 'checkedDone', params: { as: 'registered' } },
                    target: '#registration.registered',
                  },
                  {
                    guard: { type: 'checkedDone', params: { as: 'alreadyRegistered' } },
                    target: '#registration.alreadyRegistered',
                  },
                  // Refused when sent again: the server's reason; -1 also brings a new picture.
                  {
                    guard: { type: 'checkRefusedWith', params: { code: CODE_WRONG_CAPTCHA } },
                    target: 'editing',
                    actions: [{ type: 'showToast', params: notDoneToast }, 'expireCaptcha'],
                  },
                  {
                    guard: 'checkedNotDone',
                    target: 'editing',
                    actions: { type: 'showToast', params: notDoneToast },
                  },
                  { target: 'outcomeUnknown' },
                ],
                onError: 'outcomeUnknown',
              },
            },
            outcomeUnknown: {
              tags: ['outcomeUnknown'],
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
