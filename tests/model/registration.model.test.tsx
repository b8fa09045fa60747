import { render } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { type InspectionEvent } from 'xstate'
import { registrationMachine } from '../../machines/registration.machine.ts'
import type {
  Landing,
  RegistrationContext,
  RegistrationInput,
  RegisterCheckOutcome,
  RegistrationToast,
} from '../../machines/registration.types.ts'
import { SMS_RESEND_SECONDS } from '../../machines/shared/countdown.ts'
import { CHECK_BACKOFF_MS } from '../../machines/shared/submission.ts'
import { PromotionView } from '../../src/screens/promotion/promotion-view.tsx'
import { registrationOutcomePanel } from '../../src/screens/promotion/promotion.impl.ts'
import { createModel, expectFullCoverage, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent, ModelPath, StepContext, SyntheticEvent } from './harness.ts'
import {
  answerLost,
  capcodes,
  captchaUrl,
  clickPayload,
  draftInput,
  failureRow,
  fieldText,
  input,
  keptLanding,
  landing,
  landingFailures,
  phones,
  registerFailures,
  registerPayload,
  sentLanding,
  serverBusy,
  smsCodes,
  smsFailures,
  smsPayload,
  toastText,
  unsettledInput,
  validCapcode,
  validPhone,
  validSmsCode,
  visitPayload,
  type CallFailureRow,
  recordingActions,
  type RegistrationEffect,
} from './registration.fixtures.ts'
import { scenarios } from './samples/registration.samples.ts'

// The check's panel loads on demand (as Register would start it): loaded before the paths, it renders
// at once, as the page renders it once it is here.
beforeAll(async () => {
  await registrationOutcomePanel.prefetch()
})

type Machine = typeof registrationMachine
type Src = 'loadLanding' | 'loadCaptcha' | 'sendSms' | 'register' | 'checkRegistration'
type Ctx<E> = StepContext<Machine, Src, E>
type Screen = Ctx<unknown>['screen']
type Snapshot = Ctx<unknown>['expected']

const AGREEMENT_HREF = '/agreementTemplate?appName=Bayad'
const DOWNLOAD_HREF = '/downloadTemplate?appName=Bayad'

// ------------------------------------------------------------------------------- host effects

/** What the flow asked of the page (toasts, tracking, the picture, storage, navigation), in order. */
type Effect = RegistrationEffect
let effects: Effect[] = []
/** What the unavailable page must say: the failure of the last load, read from spec §8's table. */
let loadFailureText: string | null = null
/** The picture on the page: '' before the first one arrives. */
let shownPicture = ''

const toast = (params: RegistrationToast): Effect => ({ type: 'showToast', params })
const info = (id: 'register.codeSent' | 'register.success'): Effect => toast({ notice: { id }, tone: 'info' })
const download: Effect = { type: 'openDownload' }

function withHost(machine: Machine): Machine {
  return machine.provide({
    // `effects` is reassigned per path: record into whichever list is current.
    actions: recordingActions((effect) => void effects.push(effect)),
  })
}

/** The landing as PromotionFlow mounts it: the actor made from the machine and the page input. */
function LandingPage({
  machine,
  input: pageInput,
  inspect,
}: {
  machine: Machine
  input: RegistrationInput
  inspect: (event: InspectionEvent) => void
}) {
  const actor = useActorRef(machine, { input: pageInput, inspect })
  return <PromotionView actor={actor} agreementHref={AGREEMENT_HREF} downloadHref={DOWNLOAD_HREF} />
}

// ------------------------------------------------------------------------------- models

const controllable = ['loadLanding', 'loadCaptcha', 'sendSms', 'register', 'checkRegistration'] as const
// Guards read the three fields and the countdown.
const contextKeys = ['phone', 'capcode', 'smsCode', 'secondsLeft'] as const

/** A sample typed after the current value (each field is filled empty → wrong → right, never back). */
const later = (values: readonly string[], current: string, next: string) =>
  values.indexOf(next) > values.indexOf(current)

/**
 * What the visitor can do on this page, and the order the walk takes: the fields in the order of the
 * form, one call in flight at a time, and the countdown walked at its start (60 → 59) and its end.
 */
function visitorCan(s: Snapshot, e: ModelEvent<Machine>): boolean {
  const c = s.context
  const captchaLoading = s.matches({ ready: { captcha: 'loading' } })
  const sending = s.matches({ ready: { sms: 'sending' } })
  const registering = s.matches({ ready: { registration: 'registering' } })
  const checking = s.matches({ ready: { registration: 'checkingOutcome' } })
  const unknown = s.matches({ ready: { registration: 'outcomeUnknown' } })
  const countingDown = s.matches({ ready: { sms: 'countingDown' } })
  // While a lost registration is checked or unknown, the form is locked: the check, Check again, the clock.
  if (checking || unknown)
    return (
      (checking && ['xstate.done.actor.checkOutcome', 'xstate.error.actor.checkOutcome'].includes(e.type)) ||
      (unknown && e.type === 'outcome.check') ||
      (e.type === 'xstate.done.actor.loadCaptcha' && captchaLoading)
    )
  // The inputs are read-only while registering; the walk also waits for the picture and get-sms.
  const busy = captchaLoading || sending || registering
  // A picture that did not load is asked for again before anything else.
  if (s.matches({ ready: { captcha: 'failed' } })) return e.type === 'captcha.refresh'
  // One tick of a fresh countdown is enough to see it move (its end is walked from a draft).
  if (c.secondsLeft === SMS_RESEND_SECONDS - 1) return e.type === 'sms.send'
  switch (e.type) {
    // Raised by the machine itself (a refused image code), never sent from outside.
    case 'captcha.expired':
      return false
    // They come only from a call in flight.
    case 'xstate.error.actor.sendSms':
      return sending
    case 'xstate.error.actor.register':
      return registering
    // The check's answer comes only from a check in flight (walked above).
    case 'xstate.done.actor.checkOutcome':
    case 'xstate.error.actor.checkOutcome':
      return false
    case 'phone.change':
      return !busy && later(phones, c.phone, e.value)
    case 'capcode.change':
      return !busy && c.phone === validPhone && later(capcodes, c.capcode, e.value)
    case 'smsCode.change':
      // The SMS code is typed once one was sent.
      return !busy && countingDown && c.capcode === validCapcode && later(smsCodes, c.smsCode, e.value)
    case 'sms.send':
    case 'register.submit':
      return !busy && c.phone !== ''
    case 'captcha.refresh':
      // A new picture is asked for before its code is typed.
      return !busy && c.capcode === ''
    case 'agreement.open':
      return !busy && countingDown
    case 'countdown.tick':
      return c.secondsLeft === SMS_RESEND_SECONDS || c.secondsLeft <= 2
    default:
      return true
  }
}

const model = createModel(withHost(registrationMachine), {
  input: scenarios.default.input,
  contextKeys,
  controllable,
  events: scenarios.default.events,
  filterEvents: visitorCan,
})

/** Reloaded while a registration was on its way: what was sent on the form, checked first. */
const unsettled = createModel(withHost(registrationMachine), {
  input: scenarios.unsettled.input,
  contextKeys,
  controllable,
  events: scenarios.unsettled.events,
  filterEvents: (s, e) =>
    [
      'xstate.done.actor.loadLanding',
      'xstate.done.actor.loadCaptcha',
      'xstate.done.actor.checkOutcome',
      'xstate.error.actor.checkOutcome',
      'outcome.check',
    ].includes(e.type) && visitorCan(s, e),
})

/** Back from the agreement: the countdown goes on where it was, then Get code works again. */
const resumed = createModel(withHost(registrationMachine), {
  input: scenarios.resumed.input,
  contextKeys,
  controllable,
  events: scenarios.resumed.events,
  filterEvents: (s, e) =>
    [
      'xstate.done.actor.loadLanding',
      'xstate.done.actor.loadCaptcha',
      'countdown.tick',
      'sms.send',
      'agreement.open',
    ].includes(e.type) && visitorCan(s, e),
})

// ------------------------------------------------------------------------------- executor

/** Runs a step, lets its effects land, then checks the page was asked exactly `expected`. */
async function expectEffects(
  advance: (ms: number) => Promise<void>,
  expected: Effect[],
  act: () => Promise<void>,
) {
  const before = effects.length
  await act()
  await advance(0)
  expect(effects.slice(before)).toEqual(expected)
}

const button = (screen: Screen, name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const phoneInput = (screen: Screen) =>
  screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement
const capcodeInput = (screen: Screen) =>
  screen.getByRole('textbox', { name: 'Image code' }) as HTMLInputElement
const smsCodeInput = (screen: Screen) => screen.getByRole('textbox', { name: 'SMS code' }) as HTMLInputElement
const getCodeLabel = (s: Snapshot) =>
  s.matches({ ready: { sms: 'countingDown' } }) ? `Resend code in ${s.context.secondsLeft} s` : 'Get code'
const captchaBox = () => document.querySelector('.captcha')

/** A field's error: under the field, announced, named by the field's aria-describedby. */
function expectFieldError(field: HTMLElement, text: string | null) {
  if (text === null) {
    expect(field.getAttribute('aria-invalid')).toBe('false')
    expect(field.hasAttribute('aria-describedby')).toBe(false)
    return
  }
  expect(field.getAttribute('aria-invalid')).toBe('true')
  const error = document.getElementById(field.getAttribute('aria-describedby') ?? '')
  expect(error?.getAttribute('role')).toBe('alert')
  expect(error?.textContent).toBe(text)
}

/** The first local check that fails, in the spec's order (§5), or null when all pass. */
function refusalOf(context: RegistrationContext, withSmsCode: boolean) {
  if (context.phone !== validPhone) return { input: phoneInput, text: fieldText('register.phoneInvalid') }
  if (context.capcode !== validCapcode)
    return { input: capcodeInput, text: fieldText('register.imageCodeInvalid') }
  if (withSmsCode && context.smsCode !== validSmsCode)
    return { input: smsCodeInput, text: fieldText('register.smsCodeInvalid') }
  return null
}

async function retype(user: Ctx<unknown>['user'], field: HTMLInputElement, value: string) {
  if (field.value !== '') await user.clear(field)
  if (value !== '') await user.type(field, value)
}

/** Settles the call behind a synthetic event and checks what the page was asked to do. */
function settle(src: Src, expected: (ctx: Ctx<SyntheticEvent>) => Effect[]) {
  return async (ctx: Ctx<SyntheticEvent>) => {
    await expectEffects(ctx.advance, expected(ctx), async () => {
      const { event } = ctx
      if ('error' in event) ctx.actors[src].reject(event.error)
      else if ('output' in event) ctx.actors[src].resolve(event.output as never)
      else throw new Error(`${event.type} has no sample output or error`)
    })
  }
}
const errorOf = (ctx: Ctx<SyntheticEvent>) => (ctx.event as { error: unknown }).error

/** A refused get-sms or register: its toast, the download page for 11, a new picture for 101 / -1. */
function callFailed(src: 'sendSms' | 'register', rows: readonly CallFailureRow[]) {
  return async (ctx: Ctx<SyntheticEvent>) => {
    const row = failureRow(rows, errorOf(ctx))
    const pictures = ctx.actors.loadCaptcha.calls.length
    await settle(src, () => (row.registered ? [toast(row.toast), download] : [toast(row.toast)]))(ctx)
    expect(ctx.actors.loadCaptcha.calls.length - pictures).toBe(row.reloads ? 1 : 0)
    expect(toastText(row.toast)).toBe(row.text)
  }
}

/** The page for `pageInput`, whose landing answers with `answered` (its session id rides on every call). */
function executorFor(pageInput: RegistrationInput, answered: Landing): Executor<Machine, Src> {
  const { sid } = answered
  return {
    render: ({ machine, inspect }) => {
      effects = []
      loadFailureText = null
      shownPicture = ''
      render(<LandingPage machine={withHost(machine)} input={pageInput} inspect={inspect} />)
    },
    events: {
      'xstate.done.actor.loadLanding': settle('loadLanding', () => [
        { type: 'trackVisit', params: visitPayload },
      ]),
      'xstate.error.actor.loadLanding': async (ctx) => {
        const error = errorOf(ctx)
        const failure = landingFailures.find((f) => JSON.stringify(f.error) === JSON.stringify(error))
        if (!failure) throw new Error(`no expected text for ${JSON.stringify(error)}`)
        loadFailureText = failure.text
        await settle('loadLanding', () => [])(ctx)
      },
      'landing.retry': ({ user, screen, advance }) =>
        expectEffects(advance, [], () => user.click(button(screen, 'Try again'))),
      'xstate.done.actor.loadCaptcha': async (ctx) => {
        // The picture it replaces is let go ('' the first time: nothing to let go).
        await settle('loadCaptcha', () => [{ type: 'releaseCaptcha', params: { url: shownPicture } }])(ctx)
        shownPicture = captchaUrl
      },
      'xstate.error.actor.loadCaptcha': settle('loadCaptcha', () => []),
      'captcha.refresh': async ({ user, screen, previous, actors, advance }) => {
        const pictures = actors.loadCaptcha.calls.length
        const failed = previous.matches({ ready: { captcha: 'failed' } })
        const hasPhone = previous.context.phone !== ''
        await expectEffects(advance, [], async () => {
          if (failed) await user.click(button(screen, 'Load the picture again'))
          // The picture itself and the button beside it both ask for a new one.
          else if (previous.context.phone !== validPhone)
            await user.click(screen.getByRole('img', { name: 'Image code picture' }))
          else await user.click(button(screen, 'New picture'))
        })
        expect(actors.loadCaptcha.calls.length - pictures).toBe(failed || hasPhone ? 1 : 0)
        if (!failed && !hasPhone) {
          expectFieldError(phoneInput(screen), fieldText('register.phoneFirst'))
          expect(document.activeElement).toBe(phoneInput(screen))
        }
      },
      'phone.change': ({ user, screen, event, advance }) =>
        expectEffects(advance, [], () => retype(user, phoneInput(screen), event.value)),
      'capcode.change': ({ user, screen, event, advance }) =>
        expectEffects(advance, [], () => retype(user, capcodeInput(screen), event.value)),
      'smsCode.change': ({ user, screen, event, advance }) =>
        expectEffects(advance, [], () => retype(user, smsCodeInput(screen), event.value)),
      'sms.send': async ({ user, screen, previous, actors, advance }) => {
        const countingDown = previous.matches({ ready: { sms: 'countingDown' } })
        const calls = actors.sendSms.calls.length
        const refusal = countingDown ? null : refusalOf(previous.context, false)
        await expectEffects(
          advance,
          // During the countdown a tap reaches the flow, which says to wait (spec §5).
          countingDown ? [toast({ notice: { id: 'register.resendRefused' }, tone: 'failure' })] : [],
          () => user.click(button(screen, getCodeLabel(previous))),
        )
        expect(actors.sendSms.calls.length - calls).toBe(countingDown || refusal ? 0 : 1)
        if (refusal) {
          expectFieldError(refusal.input(screen), refusal.text)
          expect(document.activeElement).toBe(refusal.input(screen))
        }
      },
      'xstate.done.actor.sendSms': async (ctx) => {
        await settle('sendSms', () => [info('register.codeSent')])(ctx)
        // Another code may be asked for in 60 s (spec §5).
        expect(button(ctx.screen, 'Resend code in 60 s').getAttribute('aria-disabled')).toBe('true')
      },
      'xstate.error.actor.sendSms': callFailed('sendSms', smsFailures),
      'countdown.tick': async ({ screen, previous, advance }) => {
        const label = getCodeLabel(previous)
        expect(button(screen, label)).toBeTruthy()
        await expectEffects(advance, [], () => advance(999))
        expect(button(screen, label), 'the countdown must not move 1 ms early').toBeTruthy()
        await advance(1)
        // One second less, and after the last one Get code again (spec §5: 60 s, counted to 1).
        const before = previous.context.secondsLeft
        expect(button(screen, before === 1 ? 'Get code' : `Resend code in ${before - 1} s`)).toBeTruthy()
      },
      'register.submit': async ({ user, screen, previous, actors, advance }) => {
        const refusal = refusalOf(previous.context, true)
        const calls = actors.register.calls.length
        await expectEffects(
          advance,
          refusal ? [] : [{ type: 'trackClick', params: clickPayload(previous.context.phone) }],
          () => user.click(button(screen, 'Register')),
        )
        expect(actors.register.calls.length - calls).toBe(refusal ? 0 : 1)
        if (refusal) {
          expectFieldError(refusal.input(screen), refusal.text)
          expect(document.activeElement).toBe(refusal.input(screen))
        }
      },
      'xstate.done.actor.register': settle('register', () => [info('register.success'), download]),
      'xstate.error.actor.register': async (ctx: Ctx<SyntheticEvent>) => {
        // A lost answer: no toast, the same registration is checked.
        if (errorOf(ctx) === answerLost) return settle('register', () => [])(ctx)
        return callFailed('register', registerFailures)(ctx)
      },
      'xstate.done.actor.checkOutcome': async (ctx: Ctx<SyntheticEvent>) => {
        const found = (ctx.event as { output: RegisterCheckOutcome }).output
        const pictures = ctx.actors.loadCaptcha.calls.length
        await settle('checkRegistration', () => {
          if (found.outcome === 'done')
            return found.result === 'registered'
              ? [info('register.success'), download]
              : [toast({ notice: { id: 'register.alreadyRegistered' }, tone: 'failure' }), download]
          if (found.outcome === 'notDone')
            return [toast({ notice: found.notice ?? { id: 'submission.notDone' }, tone: 'failure' })]
          return []
        })(ctx)
        // Sent again and refused with -1: a new picture, as after Register.
        const reloads = found.outcome === 'notDone' && found.code === '-1'
        expect(ctx.actors.loadCaptcha.calls.length - pictures).toBe(reloads ? 1 : 0)
      },
      'xstate.error.actor.checkOutcome': settle('checkRegistration', () => []),
      'outcome.check': ({ user, screen, advance }) =>
        expectEffects(advance, [], () => user.click(button(screen, 'Check again'))),
      'agreement.open': async ({ user, screen, previous, advance }) => {
        const link = screen.getByRole('link', { name: 'Registration agreement' })
        expect(link.getAttribute('href')).toBe(AGREEMENT_HREF)
        const { phone, smsCode, secondsLeft } = previous.context
        await expectEffects(
          advance,
          // The session id goes with the draft: the code sent under it stays valid.
          [{ type: 'keepDraft', params: { phone, smsCode, sid, secondsLeft } }, { type: 'openAgreement' }],
          () => user.click(link),
        )
      },
    },
    states: {
      loading: ({ screen, actors }) => {
        expect(document.querySelector('.skeleton')).not.toBeNull()
        expect(screen.queryByRole('form', { name: 'Register' })).toBeNull()
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cash loans in minutes')
        // A draft's session id is kept; otherwise a new one is asked for ('').
        expect(actors.loadLanding.pending().map((c) => c.input)).toEqual([
          { templateId: pageInput.templateId, sid: pageInput.unsettled?.sid ?? pageInput.draft?.sid ?? '' },
        ])
      },
      unavailable: ({ screen, actors }) => {
        expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy()
        expect(actors.loadLanding.calls.at(-1)?.status).toBe('rejected')
        expect(actors.loadLanding.pending()).toHaveLength(0)
        expect(document.querySelector('.dead-end__text')?.textContent).toBe(loadFailureText)
        expect(button(screen, 'Try again').disabled).toBe(false)
        // A way on without the form: the app.
        expect(screen.getByRole('link', { name: 'Download the app' }).getAttribute('href')).toBe(
          DOWNLOAD_HREF,
        )
        expect(screen.queryByRole('form', { name: 'Register' })).toBeNull()
        expect(document.querySelector('.skeleton')).toBeNull()
      },
      ready: ({ screen, expected }) => {
        const { context } = expected
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(landing.template.title)
        expect(screen.getByText(landing.template.subtitle)).toBeTruthy()
        expect(screen.getByRole('form', { name: 'Register' })).toBeTruthy()
        expect(phoneInput(screen).value).toBe(context.phone)
        expect(capcodeInput(screen).value).toBe(context.capcode)
        expect(smsCodeInput(screen).value).toBe(context.smsCode)
        const problem = context.problem
        for (const [field, input] of [
          ['phone', phoneInput(screen)],
          ['capcode', capcodeInput(screen)],
          ['smsCode', smsCodeInput(screen)],
        ] as const) {
          expectFieldError(input, problem?.field === field ? fieldText(problem.notice.id) : null)
        }
        expect(
          screen.queryAllByRole('alert').filter((alert) => alert.closest('.outcome-check') === null),
        ).toHaveLength(problem === null ? 0 : 1)
        expect(screen.getByRole('link', { name: 'Registration agreement' }).getAttribute('href')).toBe(
          AGREEMENT_HREF,
        )
      },
      'ready.captcha.loading': ({ screen, expected, actors }) => {
        expect(captchaBox()?.getAttribute('aria-busy')).toBe('true')
        expect(button(screen, 'New picture').disabled).toBe(true)
        // The picture being replaced stays until the new one arrives.
        const url = expected.context.captchaUrl
        if (url === '') expect(screen.queryByRole('img', { name: 'Image code picture' })).toBeNull()
        else expect(screen.getByRole('img', { name: 'Image code picture' }).getAttribute('src')).toBe(url)
        expect(actors.loadCaptcha.pending().map((c) => c.input)).toEqual([{ sid }])
      },
      'ready.captcha.shown': ({ screen, actors, expected }) => {
        expect(captchaBox()?.getAttribute('aria-busy')).toBe('false')
        expect(screen.getByRole('img', { name: 'Image code picture' }).getAttribute('src')).toBe(captchaUrl)
        // No new picture while a lost registration is checked: its image code stays the one sent.
        const checked =
          expected.matches({ ready: { registration: 'checkingOutcome' } }) ||
          expected.matches({ ready: { registration: 'outcomeUnknown' } })
        expect(button(screen, 'New picture').disabled).toBe(checked)
        expect(screen.queryByText(/not loaded/i)).toBeNull()
        expect(actors.loadCaptcha.pending()).toHaveLength(0)
      },
      'ready.captcha.failed': ({ screen }) => {
        expect(captchaBox()?.getAttribute('aria-busy')).toBe('false')
        expect(captchaBox()?.querySelector('[role="status"]')?.textContent).toMatch(/not loaded/i)
        expect(screen.queryByRole('img', { name: 'Image code picture' })).toBeNull()
        expect(button(screen, 'Load the picture again').disabled).toBe(false)
      },
      'ready.sms.idle': ({ screen, actors, expected }) => {
        const getCode = button(screen, 'Get code')
        // No new code while a lost registration is checked: the one sent is the one it used.
        expect(getCode.disabled).toBe(
          expected.matches({ ready: { registration: 'checkingOutcome' } }) ||
            expected.matches({ ready: { registration: 'outcomeUnknown' } }),
        )
        expect(getCode.getAttribute('aria-disabled')).toBe('false')
        expect(getCode.getAttribute('aria-busy')).toBe('false')
        expect(actors.sendSms.pending()).toHaveLength(0)
      },
      'ready.sms.sending': ({ screen, expected, actors }) => {
        const getCode = button(screen, 'Get code')
        expect(getCode.getAttribute('aria-disabled')).toBe('true')
        expect(getCode.getAttribute('aria-busy')).toBe('true')
        expect(actors.sendSms.pending().map((c) => c.input)).toEqual([
          smsPayload(sid, expected.context.phone, expected.context.capcode),
        ])
      },
      'ready.sms.countingDown': ({ screen, expected }) => {
        expect(expected.context.secondsLeft).toBeGreaterThanOrEqual(1)
        expect(expected.context.secondsLeft).toBeLessThanOrEqual(SMS_RESEND_SECONDS)
        const getCode = button(screen, `Resend code in ${expected.context.secondsLeft} s`)
        // It reads as disabled, yet a tap still reaches the flow (which says to wait); while a lost
        // registration is checked it is disabled outright (no new code).
        expect(getCode.getAttribute('aria-disabled')).toBe('true')
        expect(getCode.disabled).toBe(
          expected.matches({ ready: { registration: 'checkingOutcome' } }) ||
            expected.matches({ ready: { registration: 'outcomeUnknown' } }),
        )
        expect(getCode.getAttribute('aria-busy')).toBe('false')
      },
      'ready.registration.editing': ({ screen, actors }) => {
        const register = button(screen, 'Register')
        expect(register.disabled).toBe(false)
        expect(register.getAttribute('aria-busy')).toBe('false')
        for (const field of [phoneInput(screen), capcodeInput(screen), smsCodeInput(screen)])
          expect(field.readOnly).toBe(false)
        expect(actors.register.pending()).toHaveLength(0)
      },
      'ready.registration.registering': async ({ screen, expected, actors, user }) => {
        const register = button(screen, 'Registering…')
        expect(register.disabled).toBe(true)
        expect(register.getAttribute('aria-busy')).toBe('true')
        for (const field of [phoneInput(screen), capcodeInput(screen), smsCodeInput(screen)])
          expect(field.readOnly).toBe(true)
        const { phone, capcode, smsCode } = expected.context
        expect(actors.register.pending().map((c) => c.input)).toEqual([
          registerPayload(sid, phone, capcode, smsCode),
        ])
        // Tapping again makes no second call.
        const calls = actors.register.calls.length
        await user.click(register)
        expect(actors.register.calls).toHaveLength(calls)
      },
      'ready.registration.checkingOutcome': ({ screen, expected, actors }) => {
        // What is checked and what not to do; Register is not on screen; the form cannot change.
        expect(screen.getByRole('heading', { name: 'Checking your registration' })).toBeTruthy()
        expect(document.querySelector('.outcome-check [role="status"]')?.textContent).toBe(
          'We are confirming whether your account was made. Do not register again.',
        )
        expect(screen.queryByRole('button', { name: /^(Register|Registering…)$/ })).toBeNull()
        expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull()
        for (const field of [phoneInput(screen), capcodeInput(screen), smsCodeInput(screen)])
          expect(field.readOnly).toBe(true)
        const { phone, capcode, smsCode, sid: sentSid } = expected.context
        expect(actors.checkRegistration.pending().map((c) => c.input)).toEqual([
          { delaysMs: CHECK_BACKOFF_MS, registration: registerPayload(sentSid, phone, capcode, smsCode) },
        ])
        expect(actors.register.pending()).toHaveLength(0)
      },
      'ready.registration.outcomeUnknown': ({ screen, actors }) => {
        expect(
          screen.getByRole('heading', { name: 'We could not confirm your registration yet' }),
        ).toBeTruthy()
        expect(document.querySelector('.outcome-check [role="alert"]')?.textContent).toContain(
          'Do not register again.',
        )
        expect(button(screen, 'Check again').disabled).toBe(false)
        // The way on: the app, where a made account logs in and a missing one registers.
        expect(
          screen.getAllByRole('link', { name: 'Download the app' }).map((a) => a.getAttribute('href')),
        ).toEqual([DOWNLOAD_HREF])
        expect(screen.queryByRole('button', { name: /^(Register|Registering…)$/ })).toBeNull()
        for (const field of [phoneInput(screen), capcodeInput(screen), smsCodeInput(screen)])
          expect(field.readOnly).toBe(true)
        expect(actors.checkRegistration.pending()).toHaveLength(0)
        expect(actors.register.pending()).toHaveLength(0)
      },
      registered: async ({ advance }) => {
        expect(effects.slice(-2)).toEqual([info('register.success'), download])
        expect(effects.filter((e) => e.type === 'openDownload')).toHaveLength(1)
        expect(toastText({ notice: { id: 'register.success' }, tone: 'info' })).toBe('You are registered.')
        await expectStopped(advance)
      },
      alreadyRegistered: async ({ advance }) => {
        expect(effects.slice(-2)).toEqual([
          toast({ notice: { id: 'register.alreadyRegistered' }, tone: 'failure' }),
          download,
        ])
        expect(effects.filter((e) => e.type === 'openDownload')).toHaveLength(1)
        await expectStopped(advance)
      },
    },
  }
}

/** A finished flow asks nothing more of the page: no countdown ticks on, no call is pending. */
async function expectStopped(advance: (ms: number) => Promise<void>) {
  const before = effects.length
  const label = document.querySelector('.landing__get-code')?.textContent
  await advance(3000)
  expect(effects).toHaveLength(before)
  expect(document.querySelector('.landing__get-code')?.textContent).toBe(label)
}

const mainExecutor = executorFor(input, landing)
const resumedExecutor = executorFor(draftInput, keptLanding)
const unsettledExecutor = executorFor(unsettledInput, sentLanding)

model.testPaths(mainExecutor, { expectFullCoverage: false })
resumed.testPaths(resumedExecutor, { expectFullCoverage: false })
unsettled.testPaths(unsettledExecutor, { expectFullCoverage: false, title: 'reloaded while registering' })

// ------------------------------------------------------------------------------- failure variants

/** A path of `events`, with its expected snapshots from pure transitions (as the harness makes them). */
const scenario = (pageInput: RegistrationInput, name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(registrationMachine, pageInput, name, events)

/** The walked path up to the first `type` event, which then fails with `error` instead. */
function failingWith(type: string, error: unknown): ModelPath<Machine> {
  const path = model.paths.find((p) =>
    p.steps.some(
      (s) =>
        s.event.type === type &&
        JSON.stringify((s.event as { error?: unknown }).error) === JSON.stringify(serverBusy),
    ),
  )
  if (!path) throw new Error(`no walked path through ${type}`)
  const events = path.steps.slice(1).map((s) => s.event as ModelEvent<Machine>)
  const at = events.findIndex((e) => e.type === type)
  return scenario(input, `${type} rejected with ${JSON.stringify(error)}`, [
    ...events.slice(0, at),
    { type, error } as ModelEvent<Machine>,
  ])
}

describe('failures the visitor reads (spec §8)', () => {
  for (const row of smsFailures) {
    it(`get-sms refused (${row.name}): "${row.text}"`, async () => {
      await model.runPath(failingWith('xstate.error.actor.sendSms', row.error), mainExecutor)
    })
  }
  for (const row of registerFailures) {
    it(`register refused (${row.name}): "${row.text}"`, async () => {
      await model.runPath(failingWith('xstate.error.actor.register', row.error), mainExecutor)
    })
  }
  for (const failure of landingFailures) {
    it(`the landing does not load (${failure.name}): "${failure.text}"`, async () => {
      await model.runPath(
        scenario(input, `landing ${failure.name}`, [
          { type: 'xstate.error.actor.loadLanding', error: failure.error },
        ]),
        mainExecutor,
      )
      // The harness cleans the page up after a path: the text was checked in `unavailable`.
    })
  }
})

describe('model coverage', () => {
  it('walks both ways to the download page and the countdown to its end', () => {
    console.log(
      `registration paths: main ${model.stats.paths} (${model.stats.steps} steps, ${model.stats.generationMs} ms), resumed ${resumed.stats.paths} (${resumed.stats.steps} steps)`,
    )
    const ends = (m: typeof model, state: 'registered' | 'alreadyRegistered') =>
      m.paths.some((p) => p.steps.at(-1)?.expected.matches(state) === true)
    expect(ends(model, 'registered')).toBe(true)
    expect(ends(model, 'alreadyRegistered')).toBe(true)
    expect(
      resumed.paths.some((p) =>
        p.steps.some(
          (s, i) =>
            i > 0 && s.event.type === 'countdown.tick' && s.expected.matches({ ready: { sms: 'idle' } }),
        ),
      ),
    ).toBe(true)
  })

  it('covers every state and transition of registration', () => {
    const coverage = expectFullCoverage('registration')
    console.log(
      `registration coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}`,
    )
  })
})
