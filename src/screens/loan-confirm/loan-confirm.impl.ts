import * as v from 'valibot'
import { fromPromise } from 'xstate'
import type { CallFailure } from '../../../machines/shared/notice.ts'
import {
  CONTRACT_SCENE,
  loanConfirmMachine,
  type ConfirmData,
  type JumpInput,
  type LoanConfirmInput,
  type PushInput,
} from '../../../machines/loan-confirm.machine.ts'
import { contractJump, contracts, loanConfirm, loanPush } from '../../api/calls/loan.ts'
import type { DataOf } from '../../api/api.ts'
import { config } from '../../config.ts'
import { pickCommon, type PageQuery } from '../../lib/query.ts'
import { safeRedirect } from '../../lib/url.ts'
import type { Services } from '../services.tsx'

/** The page's query is an input: decoded before the flow starts. */
export const loanConfirmQuery = v.object({
  productId: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  orderId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)), ''),
  byPeriod: v.optional(v.string(), ''),
})

/** Decodes the page's query; `null` when the link names no product. */
export function decodeLoanConfirmQuery(query: PageQuery, isIos: boolean): LoanConfirmInput | null {
  const decoded = v.safeParse(loanConfirmQuery, query)
  if (!decoded.success) return null
  const { productId, orderId, byPeriod } = decoded.output
  return { productId, orderId, byPeriod: byPeriod === '1', isIos }
}

/** The fixed marker of spec §7: a name and a value from configuration. */
export interface FixedMarker {
  name: string
  value: string
}

/** A server URL that fails the redirect check is a malformed answer, never a navigation. */
export function checkedRedirect(url: string, origin: string): string {
  const checked = safeRedirect(url, origin)
  if (checked === null) throw { kind: 'malformed' } satisfies CallFailure
  return checked
}

/** The lend details URL with the session parameters (where it lacks them) and from=confirm (spec §4). */
export function lendDetailsTarget(url: string, query: PageQuery): string {
  const target = new URL(url)
  for (const [key, value] of Object.entries(pickCommon(query))) {
    if (value !== undefined && !target.searchParams.has(key)) target.searchParams.set(key, value)
  }
  target.searchParams.set('from', 'confirm')
  return target.href
}

export function toConfirmData(
  offer: DataOf<typeof loanConfirm>,
  list: DataOf<typeof contracts>,
  origin: string,
): ConfirmData {
  return {
    offer: {
      productName: offer.comProductName,
      productLogo: offer.comProductLogo,
      amount: offer.amount,
      periods: offer.periods,
      termUnit: offer.termUnit,
      rateDescription: offer.pRateDsc,
      firstPayTime: offer.firstPayTime,
      firstPeriodDay: offer.firstPeriodDay,
      details: offer.details,
      plans: offer.repay_plans.map((row) => ({
        title: row.title,
        description: row.description,
        amount: row.amount,
        payTime: row.pay_time,
      })),
      popType: offer.isPopType,
      popTitle: offer.popTitle,
      popContent: offer.popContent,
      // A URL that fails the check is no popup rather than a frame on a foreign scheme.
      popAgreementUrl:
        offer.popAgreementUrl === '' ? '' : (safeRedirect(offer.popAgreementUrl, origin) ?? ''),
    },
    agreements: list.data.map(({ title }) => ({ title })),
  }
}

/** The real side effects of loan confirmation: the four v3 calls, the host, the page's next location. */
export function loanConfirmWith(services: Services, marker: FixedMarker = config.fixedMarker) {
  const { api, bridge, navigate, toast, origin, pageQuery } = services
  return loanConfirmMachine.provide({
    actors: {
      loadConfirm: fromPromise(async ({ input }: { input: { productId: string } }) => {
        const [offer, list] = await Promise.all([
          api.call(loanConfirm, { productId: input.productId }),
          api.call(contracts, { productId: input.productId, scene: CONTRACT_SCENE }),
        ])
        return toConfirmData(offer, list, origin)
      }),
      jumpToAgreement: fromPromise(async ({ input }: { input: JumpInput }) => {
        const data = await api.call(contractJump, {
          productId: input.productId,
          scene: CONTRACT_SCENE,
          position: input.position,
          orderId: input.orderId,
          [marker.name]: marker.value,
        })
        return checkedRedirect(data.contract_url, origin)
      }),
      pushLoan: fromPromise(async ({ input }: { input: PushInput }) => {
        const data = await api.call(loanPush, {
          amount: input.amount,
          periods: input.periods,
          termUnit: input.termUnit,
          productId: input.productId,
          [marker.name]: marker.value,
        })
        return lendDetailsTarget(checkedRedirect(data.lendDetailsUrl, origin), pageQuery())
      }),
    },
    actions: {
      showToast: (_, params) => toast(params),
      closeWebview: () => bridge.send({ type: 'closeWebview' }),
      trackConfirm: (_, { productId }) =>
        bridge.send({ type: 'trackPoint', name: 'confirm', data: { productId } }),
      openAgreement: (_, { url }) => navigate.leave(url),
      openLendDetails: (_, { url }) => navigate.leave(url, { replace: true }),
    },
  })
}
