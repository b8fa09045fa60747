import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { loanConfirmMachine } from '../../../machines/loan-confirm.machine.ts'
import type { LoanConfirmInput } from '../../../machines/loan-confirm.types.ts'
import {
  CONTRACT_SCENE,
  type JumpInput,
  type PushCheckInput,
  type PushInput,
} from '../../../machines/loan-offer.ts'
import { contractJump, contracts, loanConfirm, loanPush } from '../../api/loan.ts'
import { config } from '../../config.ts'
import type { PageQuery } from '../../lib/query.ts'
import { onDemandModule } from '../../lib/on-demand-module.ts'
import { NOT_SENT } from '../../lib/submission-trace.ts'
import { checkedRedirect } from '../../lib/url.ts'
import type { Services } from '../shared/services.tsx'
import { agreementTarget, loanConfirmQuery, type FixedMarker } from './confirm-shared.ts'
import { CUSTOMER_SERVICE_PATH, loanPushes, openSubmittedOrder } from './push-outcome.ts'

/** Decodes the page's query; `null` when the link names no product. */
export function decodeLoanConfirmQuery(query: PageQuery, isIos: boolean): LoanConfirmInput | null {
  const decoded = v.safeParse(loanConfirmQuery, query)
  if (!decoded.success) return null
  const { productId, orderId, byPeriod } = decoded.output
  return { productId, orderId, byPeriod: byPeriod === '1', isIos }
}

/** The flow's input as the screen builds it: the page's query and what the page resumes into (decision 022). */
export function loanConfirmInput(services: Services, input: LoanConfirmInput): LoanConfirmInput {
  return { ...input, ...loanPushes(services, 'loan-detail-push').resume(input.productId) }
}

/**
 * The offer as the page holds it, with its disclosure statement (./loan-confirm-map.ts), loads with
 * the answer, not before the page shows: it is fetched as the calls start, so all arrive together. A
 * failed download is a failed load (the page offers Try again), as a lost connection would be.
 */
export const loadConfirmMap = onDemandModule(() => import('./loan-confirm-map.ts'), NOT_SENT)

/** The real side effects of loan confirmation: the four v3 calls, the host, the page's next location. */
export function loanConfirmWith(services: Services, marker: FixedMarker = config.fixedMarker) {
  const { api, bridge, navigate, toast, origin, pageQuery } = services
  const pushes = loanPushes(services, 'loan-detail-push')
  return loanConfirmMachine.provide({
    actors: {
      loadConfirm: fromPromise(async ({ input }: { input: { productId: string } }) => {
        const [map, offer, list] = await Promise.all([
          loadConfirmMap(),
          api.call(loanConfirm, { productId: input.productId }),
          api.call(contracts, { productId: input.productId, scene: CONTRACT_SCENE }),
        ])
        return map.toConfirmData(offer, list, origin, new Date())
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
      pushLoan: fromPromise(({ input }: { input: PushInput }) =>
        pushes.push(input, async (idempotencyKey) => {
          const payload = {
            amount: input.amount,
            periods: input.periods,
            termUnit: input.termUnit,
            productId: input.productId,
            [marker.name]: marker.value,
          }
          return (await api.call(loanPush, payload, { idempotencyKey })).lendDetailsUrl
        }),
      ),
      checkLoanPush: fromPromise(({ input, signal }: { input: PushCheckInput; signal: AbortSignal }) =>
        pushes.check(input, signal),
      ),
    },
    actions: {
      showToast: (_, params) => toast(params),
      closeWebview: () => bridge.send({ type: 'closeWebview' }),
      trackConfirm: (_, { productId }) =>
        bridge.send({ type: 'trackPoint', name: 'confirm', data: { productId } }),
      openAgreement: (_, { url }) =>
        navigate.leave(
          agreementTarget(url, pageQuery(), { origin, firstPartyOrigins: config.firstPartyOrigins }),
        ),
      rememberSubmission: (_, application) => pushes.remember(application),
      openLendDetails: (_, { url }) => navigate.leave(url, { replace: true }),
      openOrder: (_, params) => openSubmittedOrder(navigate, params),
      openCustomerService: () => navigate.go(CUSTOMER_SERVICE_PATH),
    },
  })
}
