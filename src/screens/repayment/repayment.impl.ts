import * as v from 'valibot'
import { fromPromise } from 'xstate'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import {
  repaymentMachine,
  type BankCardRepayInput,
  type PayCodeInput,
  type Repayment,
  type RepaymentInput,
  type RepaymentVariant,
} from '../../../machines/repayment.machine.ts'
import type { DataOf } from '../../api/api.ts'
import { delayRepayment, generatePayCode, instalmentRepayment } from '../../api/calls/instalment.ts'
import { config } from '../../config.ts'
import { pickCommon, withCommonQuery, type PageQuery } from '../../lib/query.ts'
import { checkedRedirect } from '../../lib/url.ts'
import { copyText } from '../copy-text.ts'
import type { Services } from '../services.tsx'
import { REPAYMENT_INFO_KEY, repaymentInfoOf } from './repayment-info.ts'

/** Where the page leads (decisions.md routes). */
export const CARD_REPAY_PATH = '/repayChoose'
export const CODE_PAGE_PATH = '/repaymentOfCode2'

/** An id from the link: letters, digits, dot, dash and underscore, at most 64. */
const id = v.pipe(v.string(), v.trim(), v.maxLength(64), v.regex(/^[\w.-]*$/))

/** The page's query: the order is required; the product is sent as given (the order page always has it). */
export const repaymentQuery = v.object({
  orderId: v.pipe(id, v.minLength(1)),
  productId: v.optional(id, ''),
})

/** The flow's input, or `null` when the link names no order (or a forged one). */
export function decodeRepaymentQuery(query: PageQuery, variant: RepaymentVariant): RepaymentInput | null {
  const decoded = v.safeParse(repaymentQuery, query)
  return decoded.success ? { variant, ...decoded.output } : null
}

type Plan = DataOf<typeof instalmentRepayment> & Partial<DataOf<typeof delayRepayment>>

/** Either answer, as the machine reads it: a default payment only with a pay code (spec §5). */
export function toRepayment(data: Plan): Repayment {
  const pay = data.defDetail
  return {
    repayAmount: data.repayAmount,
    productName: data.productName,
    repayDate: data.repayDate,
    productLogo: data.productLogo,
    detail: data.detail.map(({ text, value }) => ({ text, value })),
    channels: data.repayList.map((c) => ({ logo: c.logo, name: c.name, channelNumber: c.channel_number })),
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
                steps.map((step) => ({ name: step.name, steps: step.list })),
              ]),
            ),
          },
    showInstructions: data.isShowReyTop === '1',
    delay:
      data.delayInfo === undefined || data.delayInfo === null
        ? null
        : { amount: data.delayInfo.delayAmount, title: data.delayInfo.title },
    plan: (data.repayPlan ?? []).map(({ remark, title, amount, time }) => ({ remark, title, amount, time })),
  }
}

/** The instruction banner's link: an app page keeps the common query (decisions.md). */
export function instructionsHref(query: PageQuery, url: string = config.repaymentInstructionsUrl): string {
  return url.startsWith('/') && !url.startsWith('//') ? withCommonQuery(url, pickCommon(query)) : url
}

/** Minor units as the next call or page reads them: a whole number. */
const minor = (amount: number) => String(Math.round(amount))

/** The real side effects: the two loads, generate-vcode, storage, clipboard and the pages it opens. */
export function repaymentWith(services: Services) {
  const { api, navigate, toast, store, origin } = services
  return repaymentMachine.provide({
    actors: {
      loadRepayment: fromPromise(async ({ input }: { input: RepaymentInput }) => {
        const ids = { productId: input.productId, orderId: input.orderId }
        if (input.variant === 'instalment') return toRepayment(await api.call(instalmentRepayment, ids))
        const repayment = toRepayment(await api.call(delayRepayment, ids))
        // A rollover without its fee would be paid as the whole instalment under isDelay 1: refused.
        if (repayment.delay === null) throw { kind: 'malformed' } satisfies CallFailure
        return repayment
      }),
      generatePayCode: fromPromise(async ({ input }: { input: PayCodeInput }) => {
        const data = await api.call(generatePayCode, {
          productId: input.productId,
          orderId: input.orderId,
          amount: minor(input.amount),
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
      openBankCardRepay: (_, input: BankCardRepayInput) =>
        navigate.go(CARD_REPAY_PATH, {
          orderId: input.orderId,
          amount: minor(input.amount),
          productName: input.productName || undefined,
          repayDate: input.repayDate || undefined,
        }),
      openPayPage: (_, { url }) => {
        // An app page opens in the app with the common query; a pay site gets the URL as the server gave it.
        const target = new URL(url)
        if (target.origin === new URL(origin).origin) navigate.go(`${target.pathname}${target.search}`)
        else navigate.leave(url)
      },
    },
  })
}
