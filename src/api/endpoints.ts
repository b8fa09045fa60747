import * as v from 'valibot'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { formBody, toCallFailure, type Clients } from './client.ts'
import * as s from './schemas.ts'

type Scalar = string | number | undefined
type Fields = Record<string, Scalar>

interface Endpoint<S extends v.GenericSchema, P> {
  method: 'GET' | 'POST'
  path: string
  /** form: URL-encoded body on the form client (spec §7 default); query: parameters in the query string; multipart: FormData on the JSON client. */
  send: 'form' | 'query' | 'multipart'
  /** Codes that mean success (spec §7: 0, or "00" on some calls). */
  success: readonly string[]
  data: S
  /** Type-only: the payload this call takes. */
  payload?: P
}

const ZERO = ['0'] as const
const DOUBLE_ZERO = ['00'] as const
const EITHER = ['0', '00'] as const

function endpoint<S extends v.GenericSchema, P = Fields>(
  def: Omit<Endpoint<S, P>, 'payload'>,
): Endpoint<S, P> {
  return def
}

const YOUMI_LOAN = '/api/v1/youmi/youmi-api/service/loan'
const PROMOTION = '/api/v2/youmi/promotion'

/** Every call of spec §7, declared once. Scrambled paths the spec does not show get plain names. */
export const endpoints = {
  cardInit: endpoint({ method: 'POST', path: '/card-init', send: 'form', success: ZERO, data: s.cardInit }),
  bindCard: endpoint({
    method: 'POST',
    path: '/bind-card-new',
    send: 'form',
    success: ZERO,
    data: s.ignored,
  }),
  changeCard: endpoint({
    method: 'POST',
    path: '/card-change',
    send: 'form',
    success: ZERO,
    data: s.ignored,
  }),
  problemInit: endpoint<typeof s.problemInit, { orderId?: string }>({
    method: 'POST',
    path: '/problem-init',
    send: 'form',
    success: EITHER,
    data: s.problemInit,
  }),
  problemInitForForm: endpoint<typeof s.problemInit, { orderId?: string }>({
    method: 'GET',
    path: '/problem-init',
    send: 'query',
    success: EITHER,
    data: s.problemInit,
  }),
  problemDetail: endpoint<typeof s.problemDetail, { problemId: string }>({
    method: 'POST',
    path: '/problem-detail',
    send: 'form',
    success: EITHER,
    data: s.problemDetail,
  }),
  saveScore: endpoint<typeof s.ignored, { score: number; problemId: string }>({
    method: 'POST',
    path: '/user-problem/save-score',
    send: 'form',
    success: DOUBLE_ZERO,
    data: s.ignored,
  }),
  uploadProblemImage: endpoint<typeof s.uploadedImage, { problemImage: Blob }>({
    method: 'POST',
    path: '/user-problem/upload-problem-img',
    send: 'multipart',
    success: DOUBLE_ZERO,
    data: s.uploadedImage,
  }),
  saveProblem: endpoint<typeof s.ignored, ComplaintSavePayload>({
    method: 'POST',
    path: '/user-problem/problem-save',
    send: 'form',
    success: EITHER,
    data: s.ignored,
  }),
  problemList: endpoint({
    method: 'POST',
    path: '/user-problem/problem-list',
    send: 'form',
    success: EITHER,
    data: s.problemList,
  }),
  serviceContact: endpoint<typeof s.serviceContact, { overall: number }>({
    method: 'POST',
    path: '/v3/personal-center/contact-kf-info',
    send: 'form',
    success: ZERO,
    data: s.serviceContact,
  }),
  repaymentWay: endpoint<typeof s.repaymentWays, { orderId: string }>({
    method: 'POST',
    path: `${YOUMI_LOAN}/repayment-way`,
    send: 'query',
    success: ZERO,
    data: s.repaymentWays,
  }),
  repaymentCommit: endpoint<typeof s.repaymentCommit, RepayPayload>({
    method: 'POST',
    path: `${YOUMI_LOAN}/repayment-commit`,
    send: 'form',
    success: ZERO,
    data: s.repaymentCommit,
  }),
  repaymentHuichao: endpoint<typeof s.redirect, { userId: string; orderId: string; amount: string }>({
    method: 'POST',
    path: `${YOUMI_LOAN}/repayment-huichao`,
    send: 'form',
    success: DOUBLE_ZERO,
    data: s.redirect,
  }),
  repaymentConfirm: endpoint<
    typeof s.ignored,
    { orderId: string; verifyCode: string; repaymentRecordId: string }
  >({
    method: 'POST',
    path: `${YOUMI_LOAN}/repayment-confirm`,
    send: 'form',
    success: ZERO,
    data: s.ignored,
  }),
  channelTemplate: endpoint<typeof s.landingTemplate, { templateId: string }>({
    method: 'GET',
    path: '/api/v2/youmi/service/channel/channel-template',
    send: 'query',
    success: ZERO,
    data: s.landingTemplate,
  }),
  trackVisit: endpoint({
    method: 'GET',
    path: `${PROMOTION}/track-visit`,
    send: 'query',
    success: EITHER,
    data: s.ignored,
  }),
  trackClick: endpoint({
    method: 'GET',
    path: `${PROMOTION}/track-click`,
    send: 'query',
    success: EITHER,
    data: s.ignored,
  }),
  getSid: endpoint({
    method: 'GET',
    path: `${PROMOTION}/get-sid`,
    send: 'query',
    success: ZERO,
    data: s.sid,
  }),
  getSms: endpoint({
    method: 'POST',
    path: `${PROMOTION}/get-sms`,
    send: 'form',
    success: ZERO,
    data: s.ignored,
  }),
  register: endpoint({
    method: 'POST',
    path: `${PROMOTION}/register`,
    send: 'form',
    success: ZERO,
    data: s.ignored,
  }),
  delayRepayment: endpoint<typeof s.delay, { productId: string; orderId: string }>({
    method: 'POST',
    path: '/hit/imitating',
    send: 'form',
    success: ZERO,
    data: s.delay,
  }),
  instalmentRepayment: endpoint<typeof s.instalment, { productId: string; orderId: string }>({
    method: 'POST',
    path: '/v3/installment/loan-play-detail',
    send: 'form',
    success: ZERO,
    data: s.instalment,
  }),
  generatePayCode: endpoint({
    method: 'POST',
    path: '/v3/loan-details/generate-vcode',
    send: 'form',
    success: ZERO,
    data: s.payUrl,
  }),
  loanConfirm: endpoint<typeof s.loanConfirm, { productId: string }>({
    method: 'POST',
    path: '/v3/loan-confirm/loan-detail-confirm',
    send: 'form',
    success: ZERO,
    data: s.loanConfirm,
  }),
  contracts: endpoint<typeof s.agreements, { productId: string; scene: number }>({
    method: 'POST',
    path: '/v3/contract/contract',
    send: 'form',
    success: ZERO,
    data: s.agreements,
  }),
  contractJump: endpoint({
    method: 'POST',
    path: '/v3/contract/contract-jump',
    send: 'form',
    success: ZERO,
    data: s.contractJump,
  }),
  loanPush: endpoint({
    method: 'POST',
    path: '/v3/loan-confirm/loan-detail-push',
    send: 'form',
    success: ZERO,
    data: s.loanPush,
  }),
  loanDetails: endpoint<typeof s.loanDetails, { productId: string; orderId: string }>({
    method: 'POST',
    path: '/v3/loan-details/loan-details',
    send: 'form',
    success: ZERO,
    data: s.loanDetails,
  }),
  googleScore: endpoint<typeof s.ignored, { score: 5 }>({
    method: 'POST',
    path: '/v3/loan-details/google-score',
    send: 'form',
    success: ZERO,
    data: s.ignored,
  }),
  saveEvent: endpoint<typeof s.ignored, { productId: string; moduleId: 30; positionId: number }>({
    method: 'POST',
    path: '/service/event/save',
    send: 'form',
    success: ZERO,
    data: s.ignored,
  }),
  // Variant-2 legacy calls: scrambled fields, success "00" (spec §8 "Legacy calls").
  legacyConfirm: endpoint({
    method: 'POST',
    path: '/gopia/goya/satire',
    send: 'form',
    success: DOUBLE_ZERO,
    data: s.ignored,
  }),
  legacyAgreements: endpoint({
    method: 'GET',
    path: '/gopia/goya/cultures',
    send: 'query',
    success: DOUBLE_ZERO,
    data: s.ignored,
  }),
  legacyAgreementJump: endpoint({
    method: 'GET',
    path: '/gopia/goya/misunderstood',
    send: 'query',
    success: DOUBLE_ZERO,
    data: s.ignored,
  }),
  legacyPush: endpoint({
    method: 'POST',
    path: '/gopia/goya/depush',
    send: 'form',
    success: DOUBLE_ZERO,
    data: s.ignored,
  }),
  legacyProductTrack: endpoint({
    method: 'POST',
    path: '/gopia/goya/because',
    send: 'form',
    success: DOUBLE_ZERO,
    data: s.ignored,
  }),
  legacyProductLink: endpoint({
    method: 'POST',
    path: '/gopia/goya/define',
    send: 'form',
    success: DOUBLE_ZERO,
    data: s.ignored,
  }),
  legacyRecommended: endpoint({
    method: 'POST',
    path: '/panda/honey/scholarships',
    send: 'form',
    success: DOUBLE_ZERO,
    data: s.ignored,
  }),
} as const

export interface ComplaintSavePayload {
  problemType: string
  problemSonType: string
  /** At most 200 characters. */
  problemDetail: string
  /** Comma-joined URLs, or the empty string. */
  problemImage: string
  orderNo: string
}

export interface RepayPayload {
  /** withholdingAmount */
  amount: string
  bankName: string
  cardId: string
  cardNo: string
  couponId: string
  orderId: string
  repayToken: string
  bankCode: string
  sendMsg: 0 | 1
}

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
export type DataOf<N extends EndpointName> = v.InferOutput<Endpoints[N]['data']>
export type PayloadOf<N extends EndpointName> = NonNullable<Endpoints[N]['payload']>

export interface Api {
  /**
   * Makes one call. Resolves with the decoded `data` when the code means success; rejects with a
   * {@link CallFailure}: `rejected` (with the server's code and message), `malformed`, `http`,
   * `network` or `timeout`.
   */
  call<N extends EndpointName>(
    name: N,
    payload: PayloadOf<N>,
    options?: { path?: string },
  ): Promise<DataOf<N>>
}

/** Counts calls in flight so the app can show "loading..." (spec §8). */
export interface ApiActivity {
  started(): void
  settled(): void
}

export function createApi(clients: Clients, activity?: ApiActivity): Api {
  return {
    async call(name, payload, options) {
      activity?.started()
      try {
        return await callOnce(clients, name, payload, options)
      } finally {
        activity?.settled()
      }
    },
  } as Api
}

async function callOnce(
  clients: Clients,
  name: EndpointName,
  payload: unknown,
  options?: { path?: string },
): Promise<unknown> {
  const def = endpoints[name] as Endpoint<v.GenericSchema, Record<string, unknown>>
  const path = options?.path ?? def.path
  const fields = payload as Record<string, unknown>
  let raw: unknown
  try {
    if (def.send === 'multipart') {
      const body = new FormData()
      for (const [key, value] of Object.entries(fields)) {
        if (value instanceof Blob) body.append(key, value, value instanceof File ? value.name : 'image')
        else if (value !== undefined) body.append(key, String(value))
      }
      raw = await clients.json(path, { method: def.method, body })
    } else if (def.send === 'query') {
      raw = await clients.json(path, { method: def.method, query: fields })
    } else {
      raw = await clients.form(path, { method: def.method, body: formBody(fields as Fields) })
    }
  } catch (error) {
    throw toCallFailure(error)
  }
  const wrapped = v.safeParse(s.envelope, typeof raw === 'string' ? safeJson(raw) : raw)
  if (!wrapped.success) throw malformed()
  const { code, data } = wrapped.output
  const message = wrapped.output.message || wrapped.output.msg || ''
  if (!def.success.includes(code)) throw { kind: 'rejected', code, message } satisfies CallFailure
  const decoded = v.safeParse(def.data, data)
  if (!decoded.success) throw malformed(code)
  return decoded.output
}

function malformed(code?: string): CallFailure {
  return code === undefined ? { kind: 'malformed' } : { kind: 'malformed', code }
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}
