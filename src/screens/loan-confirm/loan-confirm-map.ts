import type { ConfirmData } from '../../../machines/loan-confirm.types.ts'
import type { DataOf } from '../../api/api.ts'
import type { contracts, loanConfirm } from '../../api/loan.ts'
import { config } from '../../config.ts'
import { frameSource } from '../../lib/frame.ts'
import { toPlanRows } from './confirm-shared.ts'
import { disclosed } from './offer-terms.ts'

/*
 * The v3 offer as loan confirmation holds it, with its disclosure statement (decision 028) and the
 * frame rule for its agreement popup (decision 023): loaded with the answer
 * (./loan-confirm.impl.ts `loadConfirmMap`), outside the route's first load, like variant 2's map.
 */

/** The decoded answers as the machine holds them; the disclosure statement as of `now`. */
export function toConfirmData(
  offer: DataOf<typeof loanConfirm>,
  list: DataOf<typeof contracts>,
  origin: string,
  now: Date = new Date(),
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
      plans: toPlanRows(offer.repay_plans),
      popType: offer.isPopType,
      popTitle: offer.popTitle,
      popContent: offer.popContent,
      // A URL that fails the frame rule is no popup rather than a frame the browser refuses; the
      // agreements stay readable from their links (decision 023).
      popAgreementUrl: frameSource(offer.popAgreementUrl, origin, config.frameOrigins) ?? '',
      disclosure: disclosed(offer, now),
      receivingAccount: offer.receivingAccount.trim(),
    },
    agreements: list.data.map(({ title }) => ({ title })),
  }
}
