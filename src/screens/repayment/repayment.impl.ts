import * as v from 'valibot'
import { fromPromise } from 'xstate'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import {
  repaymentMachine,
  type BankCardRepayInput,
  type PayCodeInput,
  type RepayChannel,
  type Repayment,
  type RepaymentInput,
  type RepaymentVariant,
} from '../../../machines/repayment.machine.ts'
import type { DataOf } from '../../api/api.ts'
import { delayRepayment, generatePayCode, instalmentRepayment } from '../../api/calls/instalment.ts'
import { config } from '../../config.ts'
import { linkId, pickCommon, withCommonQuery, type PageQuery } from '../../lib/query.ts'
import { checkedRedirect } from '../../lib/url.ts'
import { copyText } from '../copy-text.ts'
import { CARD_REPAY_PATH, cardRepayParams } from './card-repay-link.ts'
import type { Services } from '../services.tsx'
import { payableAmount, REPAYMENT_INFO_KEY, repaymentInfoOf } from './repayment-info.ts'

/** Where the page leads (decisions.md routes). */
export const CODE_PAGE_PATH = '/repaymentOfCode2'

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
/** What only the rollover's answer adds (the instalment schema decodes neither). */
type RolloverParts = Pick<DataOf<typeof delayRepayment>, 'delayInfo' | 'repayPlan'>

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
 * rollover fee and plan only from the rollover's own decoded parts.
 */
export function toRepayment(data: RepaymentData, rollover: RolloverParts | null = null): Repayment {
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
  }
}

/** A path of this app (not a page elsewhere, nor a protocol-relative `//host`). */
export const isAppPath = (url: string) => /^\/(?![/\\])/.test(url)

/** The instruction banner's link: an app page keeps the common query (decisions.md). */
export function instructionsHref(query: PageQuery, url: string = config.repaymentInstructionsUrl): string {
  return isAppPath(url) ? withCommonQuery(url, pickCommon(query)) : url
}

/** An amount that can be paid: whole minor units above 0 (never a ₱0,00 payment), as stored. */
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

/** The real side effects: the two loads, generate-vcode, storage, clipboard and the pages it opens. */
export function repaymentWith(services: Services) {
  const { api, navigate, toast, store, origin } = services
  return repaymentMachine.provide({
    actors: {
      loadRepayment: fromPromise(async ({ input }: { input: RepaymentInput }) => {
        const ids = { productId: input.productId, orderId: input.orderId }
        if (input.variant === 'instalment')
          return checked(toRepayment(await api.call(instalmentRepayment, ids)), input.variant)
        const data = await api.call(delayRepayment, ids)
        return checked(toRepayment(data, data), input.variant)
      }),
      generatePayCode: fromPromise(async ({ input }: { input: PayCodeInput }) => {
        const data = await api.call(generatePayCode, {
          productId: input.productId,
          orderId: input.orderId,
          amount: String(input.amount),
          channelNumber: input.channelNumber,
          ...(input.variant === 'rollover' ? { isDelay: 1 } : {}),
        })
        return checkedRedirect(data.payUrl, origin)
      }),
    },
    actions: {
      showToast: (_, params) => toast(params),
      copyText: (_, { text }) => void copyText(text, toast),
      saveRepaymentInfo: (_, { repayment, variant }) =>
        store.set(REPAYMENT_INFO_KEY, repaymentInfoOf(repayment, variant)),
      openCodePage: () => navigate.go(CODE_PAGE_PATH),
      openInstructions: () => {
        const url = config.repaymentInstructionsUrl
        if (isAppPath(url)) navigate.go(url)
        else navigate.leave(url)
      },
      openBankCardRepay: (_, input: BankCardRepayInput) =>
        navigate.go(CARD_REPAY_PATH, cardRepayParams({ ...input, amount: String(input.amount) })),
      openPayPage: (_, { url }) => {
        // An app page opens in the app with the common query; a pay site gets the URL as the server gave it.
        const target = new URL(url)
        if (target.origin !== new URL(origin).origin) return navigate.leave(url)
        // The spec names pay-way pages as hash routes (#/borrowDetail/, #/alipayrepayment): the app path is the hash.
        navigate.go(
          target.hash.startsWith('#/') ? target.hash.slice(1) : `${target.pathname}${target.search}`,
        )
      },
    },
  })
}
