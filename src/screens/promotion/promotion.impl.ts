import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { CODE_REGISTERED, registrationMachine } from '../../../machines/registration.machine.ts'
import type {
  Click,
  CodeRequest,
  Draft,
  Landing,
  RegisterCheckInput,
  Registration,
  RegistrationInput,
  SentForm,
  Visitor,
} from '../../../machines/registration.types.ts'
import { SMS_RESEND_SECONDS } from '../../../machines/shared/countdown.ts'
import { channelTemplate, getSid, getSms, register, trackClick, trackVisit } from '../../api/promotion.ts'
import { config } from '../../config.ts'
import {
  NOT_SENT,
  submissionTraces,
  type Binding,
  type SubmissionTraces,
} from '../../lib/submission-trace.ts'
import { uniqueId } from '../../lib/unique-id.ts'
import type { PageQuery } from '../../lib/query.ts'
import { APP_NAME, Skeleton } from '../../ui/components.tsx'
import { onDemand, onDemandModule } from '../../ui/on-demand.tsx'
import type { Services } from '../shared/services.tsx'
import type { RegistrationOutcomeProps } from './registration-outcome.tsx'

export const DOWNLOAD_PATH = '/downloadTemplate'
export const AGREEMENT_PATH = '/agreementTemplate'

/** A template id is a short token; anything else is a forged or broken link. */
const templateId = v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{1,64}$/))
const ATTRIBUTION = /^[^\s<>"']{1,128}$/
/** Attribution values ride on the calls as given; a value no campaign would send is dropped. */
const attributionValue = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) => (ATTRIBUTION.test(value.trim()) ? value.trim() : '')),
  ),
  '',
)

/** The page's query is an input: decoded before the flow starts. */
export const promotionQuery = v.object({
  templateId,
  invite_code: attributionValue,
  user_from: attributionValue,
  app_from: attributionValue,
  utm_tag: attributionValue,
  id: attributionValue,
  /** Session values of the common query: the host's, when a host opened the page. */
  appName: v.optional(v.string()),
  merchantNumber: v.optional(v.string()),
})
export type PromotionQuery = v.InferOutput<typeof promotionQuery>

export function decodePromotionQuery(query: PageQuery): PromotionQuery | null {
  const decoded = v.safeParse(promotionQuery, query)
  return decoded.success ? decoded.output : null
}

// ---------------------------------------------------------------------------------------------
// The calls' wire shapes (spec §7): snake_case attribution keys, and the server's conventions.

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

const attributionOf = ({ attribution }: Visitor) => ({
  invite_code: attribution.invite_code,
  user_from: attribution.user_from,
  app_from: attribution.app_from,
  utm_tag: attribution.utm_tag,
})

export const visitPayload = (visitor: Visitor): VisitPayload => ({
  templateId: visitor.templateId,
  deviceId: visitor.deviceId,
  ...attributionOf(visitor),
})

export const clickPayload = ({ visitor, phone }: Click): ClickPayload => ({ ...visitPayload(visitor), phone })

export const smsPayload = ({ visitor, phone, capcode, sid }: CodeRequest): SmsPayload => ({
  phone,
  capcode,
  sid,
  deviceId: visitor.deviceId,
  appName: visitor.appName,
  app_from: visitor.attribution.app_from,
  user_from: visitor.attribution.user_from,
  utm_tag: visitor.attribution.utm_tag,
})

export const registerPayload = (registration: Registration): RegisterPayload => ({
  phone: registration.phone,
  capcode: registration.capcode,
  sid: registration.sid,
  deviceId: registration.visitor.deviceId,
  appName: registration.visitor.appName,
  merchantNumber: registration.visitor.merchantNumber,
  userName: registration.phone,
  smsCode: registration.smsCode,
  ...attributionOf(registration.visitor),
  id: registration.promotionId,
})

/** What the form reopens on, from a registration as it was sent. */
const sentForm = ({ phone, capcode, smsCode, sid }: RegisterPayload): SentForm => ({
  phone,
  capcode,
  smsCode,
  sid,
})

// ---------------------------------------------------------------------------------------------
// The device id: there is no native host here, so the browser keeps one (spec §9 cookie expiry).

export const DEVICE_COOKIE = 'deviceId'
export const COOKIE_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT'
/** Any id in the spec's pattern is kept (ids made before version-4 UUIDs too); anything else is replaced. */
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The device id kept in the cookie; a new one (a random UUID, 8-4-4-4-12 hex) when there is none or it
 * is not an id. Written every visit as `Secure; SameSite=Lax`: a cookie kept from before without
 * `Secure` is replaced by the same id with it. Browsers store a `Secure` cookie from https pages and
 * from http://localhost only; on any other http page the id lasts the visit
 * (docs/decisions/024-checked-inputs.md).
 */
export function deviceIdFrom(doc: Pick<Document, 'cookie'>, make: () => string = uniqueId): string {
  const kept = doc.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === DEVICE_COOKIE)?.[1]
  const id = kept !== undefined && DEVICE_ID.test(kept) ? kept : make()
  doc.cookie = `${DEVICE_COOKIE}=${id}; expires=${COOKIE_EXPIRES}; path=/; Secure; SameSite=Lax`
  return id
}

// ---------------------------------------------------------------------------------------------
// The draft: what the visitor typed, kept while they read the agreement (same tab, then Back).

export const DRAFT_KEY = 'bayad.promotion.draft'
/** A draft older than this is a visit of its own, not a return from the agreement. */
export const DRAFT_TTL_MS = 30 * 60_000

const storedDraft = v.object({
  phone: v.pipe(v.string(), v.regex(/^\d{0,11}$/)),
  smsCode: v.pipe(v.string(), v.regex(/^\d{0,6}$/)),
  sid: v.optional(v.pipe(v.string(), v.maxLength(128)), ''),
  resendUntil: v.number(),
  at: v.number(),
})

/** Reads the draft once (it is removed) and turns the countdown's end into the seconds left. */
export function takeDraft(session: Services['session'], now: number): Draft | null {
  const draft = session.get(DRAFT_KEY, storedDraft)
  session.remove(DRAFT_KEY)
  if (draft === undefined || now - draft.at > DRAFT_TTL_MS || draft.at > now) return null
  return {
    phone: draft.phone,
    smsCode: draft.smsCode,
    sid: draft.sid,
    // Never more than a countdown: a draft that says otherwise is not one this page wrote.
    resendSecondsLeft: Math.min(SMS_RESEND_SECONDS, Math.max(0, Math.ceil((draft.resendUntil - now) / 1000))),
  }
}

// ---------------------------------------------------------------------------------------------
// One registration, one key (docs/decisions/022-submission-outcomes.md).

/** How long a registration of unknown outcome keeps its key (and is checked when the page opens again). */
export const REGISTER_SUBMISSION_TTL_MS = 30 * 60_000

/** One registration: this phone, for this promotion (the id that rides on register). */
export const registerBinding = (payload: RegisterPayload): Binding => ({
  phone: payload.phone,
  id: payload.id,
})

const storedRegistration = v.object({
  phone: v.string(),
  capcode: v.string(),
  sid: v.string(),
  deviceId: v.string(),
  appName: v.string(),
  merchantNumber: v.string(),
  userName: v.string(),
  smsCode: v.string(),
  invite_code: v.string(),
  user_from: v.string(),
  id: v.string(),
  app_from: v.string(),
  utm_tag: v.string(),
})

/**
 * The registration sent from this device whose outcome is not known yet (the page reloaded or reopened
 * meanwhile), or null. The same visitor on the same phone: whatever the campaign link, it is checked
 * before anything else, never sent afresh.
 */
export function unsettledRegistration(submissions: SubmissionTraces): RegisterPayload | null {
  const trace = submissions.find('register')
  if (trace === undefined) return null
  const payload = v.safeParse(storedRegistration, trace.data)
  if (!payload.success) return null
  const binding = registerBinding(payload.output)
  const ours = Object.entries(binding).every(([key, value]) => trace.binding[key] === value)
  return ours ? payload.output : null
}

function unsettledForm(submissions: SubmissionTraces): SentForm | null {
  const payload = unsettledRegistration(submissions)
  return payload === null ? null : sentForm(payload)
}

/**
 * What the landing needs only once a registration has been sent: the check of a registration whose
 * answer was lost, and its panel (./registration-outcome.tsx). Loaded from Register (the registration's
 * start), so it is here if the answer never comes, or at once when the page opens on a registration
 * of unknown outcome.
 */
export const loadRegistrationOutcome = onDemandModule(() => import('./registration-outcome.tsx'), NOT_SENT)
export const registrationOutcomePanel = onDemand<RegistrationOutcomeProps>(
  () => loadRegistrationOutcome().then((m) => m.RegistrationOutcome),
  undefined,
  Skeleton,
)

/**
 * The captcha picture's call (src/api/captcha.ts), outside the landing's first load: it is asked for
 * with the landing's own calls, so it has arrived by the time the picture is. A failed download fails
 * the picture, which the visitor taps to ask again.
 */
export const loadCaptchaCall = onDemandModule(() => import('../../api/captcha.ts'))

/** The flow's input: the decoded query, the device id, any draft, and any registration of unknown outcome. */
export function promotionInput(
  query: PromotionQuery,
  services: Pick<Services, 'session' | 'store'>,
  doc: Pick<Document, 'cookie'>,
  now: number = Date.now(),
): RegistrationInput {
  return {
    templateId: query.templateId,
    deviceId: deviceIdFrom(doc),
    appName: query.appName || APP_NAME,
    merchantNumber: query.merchantNumber || config.defaultMerchantNumber,
    attribution: {
      invite_code: query.invite_code,
      user_from: query.user_from,
      app_from: query.app_from,
      utm_tag: query.utm_tag,
      id: query.id,
    },
    draft: takeDraft(services.session, now),
    phoneRule: config.phoneRule,
    unsettled: unsettledForm(submissionTraces(services.store)),
  }
}

/** The real side effects of the landing: the promotion calls, the captcha picture, the two pages. */
export function registrationWith(
  services: Services,
  urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> = URL,
  now: () => number = Date.now,
  submissions: SubmissionTraces = submissionTraces(services.store),
) {
  const { api, navigate, session, toast } = services
  const track = (call: Promise<unknown>) => void call.catch(() => {})
  return registrationMachine.provide({
    actors: {
      loadLanding: fromPromise(
        async ({ input }: { input: { templateId: string; sid: string } }): Promise<Landing> => {
          // The picture is asked for next: its call's code downloads meanwhile (a failure here is
          // forgotten, loadCaptcha asks again).
          void loadCaptchaCall().catch(() => {})
          const [template, sid] = await Promise.all([
            api.call(channelTemplate, { templateId: input.templateId }),
            input.sid === '' ? api.call(getSid, {}).then((data) => data.sid) : input.sid,
          ])
          return { template: { id: template.id, title: template.title, subtitle: template.subtitle }, sid }
        },
      ),
      loadCaptcha: fromPromise(async ({ input }: { input: { sid: string } }) => {
        const { captchaImage } = await loadCaptchaCall()
        return urls.createObjectURL(await captchaImage(api.clients, input.sid))
      }),
      sendSms: fromPromise(async ({ input }: { input: CodeRequest }) => {
        await api.call(getSms, { ...smsPayload(input) })
      }),
      register: fromPromise(async ({ input: registration }: { input: Registration }) => {
        const input = registerPayload(registration)
        void registrationOutcomePanel.prefetch()
        // The same phone registered again (after a reload, or Check again) keeps its key.
        const { createSubmissions } = await loadRegistrationOutcome()
        await createSubmissions(services.store).send(
          'register',
          registerBinding(input),
          REGISTER_SUBMISSION_TTL_MS,
          { ...input },
          (key) => api.call(register, { ...input }, { idempotencyKey: key }),
        )
      }),
      checkRegistration: fromPromise(
        async ({ input, signal }: { input: RegisterCheckInput; signal: AbortSignal }) => {
          void registrationOutcomePanel.prefetch()
          // The registration as it was sent (stored before it left), with its key.
          const payload = unsettledRegistration(submissions) ?? registerPayload(input.registration)
          const { createSubmissions, checkRegistration } = await loadRegistrationOutcome()
          const { key } = createSubmissions(services.store).open(
            'register',
            registerBinding(payload),
            REGISTER_SUBMISSION_TTL_MS,
            {
              ...payload,
            },
          )
          // The same registration sent again with its key (docs/idempotency.md); 0, or 11 "already
          // registered", is done.
          return checkRegistration(
            () => api.call(register, { ...payload }, { idempotencyKey: key }),
            () => submissions.settle('register'),
            CODE_REGISTERED,
            input.delaysMs,
            signal,
          )
        },
      ),
    },
    actions: {
      showToast: (_, { notice, tone }) => toast({ notice, tone }),
      // Tracking never holds the visitor up nor tells them anything.
      trackVisit: (_, visitor) => track(api.call(trackVisit, { ...visitPayload(visitor) })),
      trackClick: (_, click) => track(api.call(trackClick, { ...clickPayload(click) })),
      releaseCaptcha: (_, { url }) => {
        if (url !== '') urls.revokeObjectURL(url)
      },
      keepDraft: (_, { phone, smsCode, sid, secondsLeft }) =>
        session.set(DRAFT_KEY, { phone, smsCode, sid, resendUntil: now() + secondsLeft * 1000, at: now() }),
      openAgreement: () => navigate.go(AGREEMENT_PATH),
      // Registered (or registered before): the landing is done, Back does not return to the form.
      openDownload: () => navigate.go(DOWNLOAD_PATH, undefined, { replace: true }),
    },
  })
}
