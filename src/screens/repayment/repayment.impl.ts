import * as v from 'valibot'
import { fromPromise } from 'xstate'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import { PAY_CODE_TRACE_TTL_MS, repaymentMachine } from '../../../machines/repayment.machine.ts'
import type {
  BankCardRepayInput,
  InstructionsParams,
  PayCodeCheckInput,
  PayCodeInput,
  RepayChannel,
  Repayment,
  RepaymentInput,
  RepaymentPageInput,
  RepaymentVariant,
} from '../../../machines/repayment.types.ts'
import type { DataOf } from '../../api/api.ts'
import { delayRepayment, generatePayCode, instalmentRepayment } from '../../api/instalment.ts'
import { config } from '../../config.ts'
import { linkId, pickCommon, withCommonQuery, type PageQuery } from '../../lib/query.ts'
import {
  NOT_SENT,
  submissionTraces,
  type Binding,
  type SubmissionTraces,
} from '../../lib/submission-trace.ts'
import { copyText } from '../shared/copy-text.ts'
import { CARD_REPAY_PATH, cardRepayParams } from '../shared/card-repay-link.ts'
import { onDemandModule } from '../../lib/on-demand-module.ts'
import type { Services } from '../shared/services.tsx'
import { knownPayCodeFor, rememberPayCode } from './known-pay-code.ts'
import { payableAmount, REPAYMENT_INFO_KEY, repaymentInfoOf } from '../shared/repayment-info.ts'

/** Where the page leads (decisions.md routes). */
export const CODE_PAGE_PATH = '/repaymentOfCode2'
export const CUSTOMER_SERVICE_PATH = '/customerService'

/** The query parameter naming the chosen channel on the pay page (/repaymentOfCode reads it, decision 030). */
export const PAY_PAGE_CHANNEL = 'channel'

/** The submission trace of generate-vcode (src/lib/submission-trace.ts): one pay code asked for at a time. */
const PAY_CODE_CALL = 'generate-vcode'

/** What one pay code is asked for: its order, variant, amount and channel (one key per such request). */
export function payCodeBinding(input: PayCodeInput): Binding {
  return {
    orderId: input.orderId,
    variant: input.variant,
    amount: String(input.amount),
    channelNumber: input.channelNumber,
  }
}

/**
 * The pay code of this order (and variant) asked for without an answer when the page was left (a
 * reload, Back, the host reopening it): the page checks it instead of offering Payment. `null` when
 * there is none, or the stored trace does not decode to a request this page could have sent.
 */
export function payCodeInFlight(submissions: SubmissionTraces, input: RepaymentInput): PayCodeInput | null {
  const trace = submissions.find(PAY_CODE_CALL)
  if (trace === undefined) return null
  const { orderId, variant, amount, channelNumber } = trace.binding
  if (orderId !== input.orderId || variant !== input.variant) return null
  if (amount === undefined || !/^[1-9]\d{0,14}$/.test(amount) || !channelNumber) return null
  return {
    ...input,
    productId: trace.data.productId ?? input.productId,
    amount: Number(amount),
    channelNumber,
  }
}

/**
 * The flow's input as the screen builds it: the page's order, any pay code of it still in flight, and
 * the pay code this device last loaded for it (shown if the load fails).
 */
export function repaymentPageInput(
  services: Services,
  input: RepaymentInput,
  now: number = Date.now(),
): RepaymentPageInput {
  return {
    ...input,
    inFlight: payCodeInFlight(submissionTraces(services.store), input),
    known: knownPayCodeFor(services.store, input.orderId, input.variant, now),
  }
}

/** generate-vcode's payload (spec §7): isDelay 1 for a rollover only; amount in minor units. */
function payCodePayload(input: PayCodeInput) {
  return {
    productId: input.productId,
    orderId: input.orderId,
    amount: String(input.amount),
    channelNumber: input.channelNumber,
    ...(input.variant === 'rollover' ? { isDelay: 1 as const } : {}),
  }
}

/** The page's query: the order is required; the product is sent as given (the order page always has it). */
export const repaymentQuery = v.object({
  orderId: v.pipe(linkId, v.minLength(1)),
  productId: v.optional(linkId, ''),
})

/** The flow's input, or `null` when the link names no order (or a forged one). */
export function decodeRepaymentQuery(query: PageQuery, variant: RepaymentVariant): RepaymentInput | null {
  const decoded = v.safeParse(repaymentQuery, query)
  return decoded.success ? { variant, ...decoded.output } : null
}

/** What both loads answer. */
type RepaymentData = DataOf<typeof instalmentRepayment>
/** What only the rollover's answer adds (the instalment schema decodes none of them). */
type RolloverParts = Pick<DataOf<typeof delayRepayment>, 'delayInfo' | 'repayPlan' | 'dueDate'>

/**
 * The channels that can be paid with: one without a number is left out, and a number given twice
 * keeps its first entry (the number is what the borrower's choice and generate-vcode name).
 */
function channelsOf(list: RepaymentData['repayList']): RepayChannel[] {
  const seen = new Set<string>()
  return list.flatMap(({ logo, name, channel_number: channelNumber }) => {
    if (channelNumber.trim() === '' || seen.has(channelNumber)) return []
    seen.add(channelNumber)
    return [{ logo, name, channelNumber }]
  })
}

/** A plan row's amount: digits are minor units, as every other amount of the answer; other text stays as given. */
const planAmount = (amount: string): number | string =>
  /^\d{1,15}$/.test(amount.trim()) ? Number(amount) : amount

/**
 * Either answer, as the machine reads it: a default payment only with a pay code (spec §5); the
 * rollover fee, plan and current due date only from the rollover's own decoded parts. `loadedAt`: when
 * it was read (ms), from which the machine counts how late it is.
 */
export function toRepayment(
  data: RepaymentData,
  rollover: RolloverParts | null = null,
  loadedAt = 0,
): Repayment {
  const pay = data.defDetail
  return {
    // Both are paid as whole minor units (decision 017).
    repayAmount: Math.round(data.repayAmount),
    productName: data.productName,
    repayDate: data.repayDate,
    productLogo: data.productLogo,
    detail: data.detail.map(({ text, value }) => ({ text, value })),
    channels: channelsOf(data.repayList),
    noticeMsg: data.noticeMsg,
    defaultPayment:
      pay === undefined || pay === null || pay.payCode.trim() === ''
        ? null
        : {
            payCode: pay.payCode.trim(),
            logo: pay.logo,
            title: pay.title,
            payNotice: Object.fromEntries(
              Object.entries(pay.payNotice).map(([group, steps]) => [
                group,
                steps.map(({ name, list }) => ({ name, list })),
              ]),
            ),
          },
    showInstructions: data.isShowReyTop === '1',
    // `?.`: a caller may hand over an answer that never met the schema; `checked` then refuses it.
    delay:
      rollover?.delayInfo == null
        ? null
        : { amount: Math.round(rollover.delayInfo.delayAmount), title: rollover.delayInfo.title },
    plan: (rollover?.repayPlan ?? []).map(({ remark, title, amount, time }) => ({
      remark,
      title,
      amount: planAmount(amount),
      time,
    })),
    // A rollover's repayDate is the new date: it is late against the current one, when given.
    dueDate: rollover === null ? data.repayDate.trim() : (rollover.dueDate ?? '').trim(),
    loadedAt,
  }
}

/** A path of this app (not a page elsewhere, nor a protocol-relative `//host`). */
export const isAppPath = (url: string) => /^\/(?![/\\])/.test(url)

/**
 * The borrower's pay code and amount for the instructions, in the /carpmm form (requestType=1&amount=&
 * payCode=, decision 030); without a pay code, the amount only.
 */
export function instructionsQuery({
  amount,
  payCode,
}: InstructionsParams): Record<string, string | undefined> {
  return {
    requestType: '1',
    amount: amount > 0 ? String(amount) : undefined,
    payCode: payCode === '' ? undefined : payCode,
  }
}

/**
 * The instruction banner's link: an app page keeps the common query (decisions.md) and carries the
 * borrower's pay code and amount; a page elsewhere gets neither (the code is not sent to a third party).
 */
export function instructionsHref(
  query: PageQuery,
  pay: InstructionsParams,
  url: string = config.repaymentInstructionsUrl,
): string {
  return isAppPath(url) ? withCommonQuery(url, pickCommon(query), instructionsQuery(pay)) : url
}

/** An amount that can be paid: whole minor units above 0 (never a ₱0.00 payment), as stored. */
const payable = (amount: number) => v.is(payableAmount, amount)

/**
 * What the page loads, checked past the schema: the amount it pays must be payable, and a rollover
 * without its fee would be paid as the whole instalment under isDelay 1. Either is a malformed answer.
 */
function checked(repayment: Repayment, variant: RepaymentVariant): Repayment {
  const fee = repayment.delay
  if (!payable(repayment.repayAmount) || (variant === 'rollover' && (fee === null || !payable(fee.amount))))
    throw { kind: 'malformed' } satisfies CallFailure
  return repayment
}

/**
 * What a pay code needs only once it is asked for (./pay-code-check.ts): its trace and the check of one
 * asked for without an answer. Loaded on demand, from the borrower's first tap (./repayment-screen.tsx);
 * when it cannot be downloaded, nothing is asked (not sent).
 */
export const loadPayCodeCheck = onDemandModule(() => import('./pay-code-check.ts'), NOT_SENT)

/** The real side effects: the two loads, generate-vcode, storage, clipboard and the pages it opens. */
export function repaymentWith(services: Services) {
  const { api, navigate, toast, store, origin } = services
  const submissions = submissionTraces(store)
  return repaymentMachine.provide({
    actors: {
      loadRepayment: fromPromise(async ({ input }: { input: RepaymentInput }) => {
        const ids = { productId: input.productId, orderId: input.orderId }
        if (input.variant === 'instalment') {
          const data = await api.call(instalmentRepayment, ids)
          return checked(toRepayment(data, null, Date.now()), input.variant)
        }
        const data = await api.call(delayRepayment, ids)
        return checked(toRepayment(data, data, Date.now()), input.variant)
      }),
      generatePayCode: fromPromise(async ({ input }: { input: PayCodeInput }) => {
        // Stored before the request leaves: a retry or a reload sends the same key (decision 022).
        // Refused: a new tap is a new request. Unknown or not sent: the key stays for the check.
        const { createSubmissions, redirectTarget } = await loadPayCodeCheck()
        const data = await createSubmissions(store).send(
          PAY_CODE_CALL,
          payCodeBinding(input),
          PAY_CODE_TRACE_TTL_MS,
          { productId: input.productId },
          (idempotencyKey) => api.call(generatePayCode, payCodePayload(input), { idempotencyKey }),
        )
        // A pay URL the app refuses (not http(s), not a page) is a refusal: nothing is opened.
        const url = redirectTarget(data.payUrl, origin)
        if (url === null) throw { kind: 'rejected' } satisfies CallFailure
        return url
      }),
      // Loaded on demand (pay-code-check.ts): generate-vcode again with the same key.
      checkPayCode: fromPromise(
        async ({ input, signal }: { input: PayCodeCheckInput; signal: AbortSignal }) => {
          const { checkPayCode } = await loadPayCodeCheck()
          const binding = payCodeBinding(input)
          return checkPayCode(
            api,
            origin,
            input,
            payCodePayload,
            {
              key: () => submissions.find(PAY_CODE_CALL, binding)?.key,
              settle: () => submissions.settle(PAY_CODE_CALL),
            },
            signal,
          )
        },
      ),
    },
    actions: {
      showToast: (_, params) => toast(params),
      copyText: (_, { text }) => void copyText(text, toast),
      saveRepaymentInfo: (_, { repayment, variant, orderId }) =>
        store.set(REPAYMENT_INFO_KEY, repaymentInfoOf(repayment, variant, orderId, Date.now())),
      // The code page shows the saved value only for this order and this total (repayment-info.ts).
      openCodePage: (_, { orderId, amount }) => navigate.go(CODE_PAGE_PATH, { orderId, amount }),
      openCustomerService: () => navigate.go(CUSTOMER_SERVICE_PATH),
      openInstructions: (_, pay) => {
        const url = config.repaymentInstructionsUrl
        if (isAppPath(url)) navigate.go(url, instructionsQuery(pay))
        else navigate.leave(url)
      },
      rememberPayCode: (_, { orderId, variant, known }) => rememberPayCode(store, orderId, variant, known),
      openBankCardRepay: (_, input: BankCardRepayInput) =>
        navigate.go(CARD_REPAY_PATH, cardRepayParams({ ...input, amount: String(input.amount) })),
      openPayPage: (_, { url, channel }) => {
        // An app page opens in the app with the common query; a pay site gets the URL as the server gave it.
        const target = new URL(url)
        if (target.origin !== new URL(origin).origin) return navigate.leave(url)
        // The spec names pay-way pages as hash routes (#/borrowDetail/, #/alipayrepayment): the app path is the hash.
        const path = target.hash.startsWith('#/')
          ? target.hash.slice(1)
          : `${target.pathname}${target.search}`
        // The code page names the channel the borrower chose, unless the server's link already does.
        const named = new URLSearchParams(path.split('?')[1] ?? '').has(PAY_PAGE_CHANNEL)
        navigate.go(path, named || channel === '' ? undefined : { [PAY_PAGE_CHANNEL]: channel })
      },
    },
  })
}
