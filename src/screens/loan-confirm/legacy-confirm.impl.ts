import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { legacyConfirmMachine } from '../../../machines/legacy-confirm.machine.ts'
import type { LegacyConfirmInput } from '../../../machines/legacy-confirm.types.ts'
import {
  CONTRACT_SCENE,
  type JumpInput,
  type PushCheckInput,
  type PushInput,
} from '../../../machines/loan-offer.ts'
import { legacyAgreementJump, legacyAgreements, legacyConfirm, legacyPush } from '../../api/legacy.ts'
import { NOT_SENT } from '../../lib/submission-trace.ts'
import { config } from '../../config.ts'
import type { PageQuery } from '../../lib/query.ts'
import { onDemandModule } from '../../lib/on-demand-module.ts'
import { checkedRedirect } from '../../lib/url.ts'
import type { Services } from '../shared/services.tsx'
import { agreementTarget, loanConfirmQuery, type FixedMarker } from './confirm-shared.ts'
import { CUSTOMER_SERVICE_PATH, loanPushes, openSubmittedOrder } from './push-outcome.ts'

/** Decodes the page's query like the v3 screen; `null` when the link names no product. */
export function decodeLegacyConfirmQuery(query: PageQuery): LegacyConfirmInput | null {
  const decoded = v.safeParse(loanConfirmQuery, query)
  if (!decoded.success) return null
  return { productId: decoded.output.productId, orderId: decoded.output.orderId }
}

/** The flow's input as the screen builds it: the page's query and what the page resumes into (decision 022). */
export function legacyConfirmInput(services: Services, input: LegacyConfirmInput): LegacyConfirmInput {
  return { ...input, ...loanPushes(services, 'depush').resume(input.productId) }
}

/**
 * The offer as the page holds it (./legacy-confirm-map.ts, with the image rule for the promotion
 * picture) loads with the answer, not before the page shows: it is fetched as the calls start, so all
 * arrive together. A failed download is a failed load (the page offers Try again), as a lost
 * connection would be.
 */
export const loadLegacyMap = onDemandModule(() => import('./legacy-confirm-map.ts'), NOT_SENT)

/** The real side effects of loan confirmation variant 2: the four legacy calls and the page's next location. */
export function legacyConfirmWith(services: Services, marker: FixedMarker = config.fixedMarker) {
  const { api, navigate, toast, origin, pageQuery } = services
  const pushes = loanPushes(services, 'depush')
  return legacyConfirmMachine.provide({
    actors: {
      loadConfirm: fromPromise(async ({ input }: { input: { productId: string } }) => {
        const [map, offer, agreements] = await Promise.all([
          loadLegacyMap(),
          api.call(legacyConfirm, { productId: input.productId }),
          api.call(legacyAgreements, { productId: input.productId, scene: CONTRACT_SCENE }),
        ])
        return map.toLegacyConfirmData(offer, agreements, origin, new Date())
      }),
      jumpToAgreement: fromPromise(async ({ input }: { input: JumpInput }) => {
        const data = await api.call(legacyAgreementJump, {
          productId: input.productId,
          scene: CONTRACT_SCENE,
          position: input.position,
          orderId: input.orderId,
          [marker.name]: marker.value,
        })
        return checkedRedirect(data.contract_url, origin)
      }),
      submitLoan: fromPromise(({ input }: { input: PushInput }) =>
        pushes.push(input, async (idempotencyKey) => {
          const payload = {
            amount: input.amount,
            periods: input.periods,
            termUnit: input.termUnit,
            productId: input.productId,
            [marker.name]: marker.value,
          }
          return (await api.call(legacyPush, payload, { idempotencyKey })).attachUrl
        }),
      ),
      checkLoanPush: fromPromise(({ input, signal }: { input: PushCheckInput; signal: AbortSignal }) =>
        pushes.check(input, signal),
      ),
    },
    actions: {
      showToast: (_, params) => toast(params),
      openAgreement: (_, { url }) =>
        navigate.leave(
          agreementTarget(url, pageQuery(), { origin, firstPartyOrigins: config.firstPartyOrigins }),
        ),
      rememberSubmission: (_, application) => pushes.remember(application),
      openAttachUrl: (_, { url }) => navigate.leave(url, { replace: true }),
      openOrder: (_, params) => openSubmittedOrder(navigate, params),
      openCustomerService: () => navigate.go(CUSTOMER_SERVICE_PATH),
    },
  })
}
