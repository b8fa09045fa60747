import type { LegacyConfirmData } from '../../../machines/legacy-confirm.types.ts'
import type { DataOf } from '../../api/api.ts'
import type { legacyAgreements, legacyConfirm } from '../../api/legacy.ts'
import { checkedImage } from '../../lib/image-url.ts'
import { toPlanRows } from './confirm-shared.ts'
import { disclosed } from './offer-terms.ts'

/*
 * The legacy offer as loan confirmation variant 2 holds it, with its disclosure statement (decision
 * 028) and the image rule for its promotion
 * picture (decision 023): loaded with the answer (./legacy-confirm.impl.ts `loadLegacyMap`), outside the
 * route's first load. It imports none of the route's own modules (an on-demand module that did would
 * split them out of the screen); ./confirm-shared.ts is the two confirmations' shared chunk.
 */

/** The legacy offer's flag value that means rupees (decisions.md "Money"); anything else is pesos. */
export const RUPEE_FLAG = '1'

export function toLegacyConfirmData(
  offer: DataOf<typeof legacyConfirm>,
  agreements: DataOf<typeof legacyAgreements>,
  origin: string,
  now: Date = new Date(),
): LegacyConfirmData {
  return {
    offer: {
      productName: offer.comProductName,
      productLogo: offer.comProductLogo,
      amount: offer.amount,
      currency: offer.flag === RUPEE_FLAG ? 'rupee' : 'peso',
      periods: offer.periods,
      termUnit: offer.termUnit,
      repaymentDate: offer.firstPayTime,
      details: offer.details.map(({ text, value }) => ({ text, value })),
      plans: toPlanRows(offer.repay_plans),
      buttonText: offer.NewButtonMsg.trim(),
      // A picture that fails the image rule is no popup rather than a picture from anywhere.
      promoImage: checkedImage(offer.NewPopMsg, origin) ?? '',
      disclosure: disclosed(offer, now),
      receivingAccount: offer.receivingAccount.trim(),
    },
    agreements: agreements.map(({ title }) => ({ title })),
  }
}
