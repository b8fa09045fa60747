import type { HttpHandler } from 'msw'
import { PESO, RUPEE } from '../../lib/format.ts'
import { logo } from '../sample.ts'
import { fail, LEGACY_OK, LEGACY_REFUSED, ok, type Call, type Envelope, type Route } from './common.ts'
import { agreementJump, agreements, loanQuote, pushDelay, REFUSED_REDIRECT, submitLoan } from './loan.ts'

/**
 * Variant-2 legacy calls (src/api/legacy.ts): success "00". The sandbox answers with the
 * logical key names: the app's default legacy key table (src/api/legacy-keys.ts) is the identity.
 */

export const LEGACY_AGREEMENTS = ['Loan Agreement', 'Privacy Policy'] as const
/** Same-origin image of the confirmation's promotional popup (NewPopMsg). */
export const PROMO_IMAGE = '/sandbox-promo.svg'
export const LEGACY_REFUSED_MESSAGE = 'This offer is no longer available for your account.'

export function legacyHandlers({ get, post }: Route): HttpHandler[] {
  return [
    post('*/gopia/goya/satire', legacyConfirm),
    get('*/gopia/goya/cultures', (call) => ok(agreements(call, LEGACY_AGREEMENTS), LEGACY_OK)),
    get('*/gopia/goya/misunderstood', (call) =>
      agreementJump(call, LEGACY_AGREEMENTS, LEGACY_OK, LEGACY_REFUSED),
    ),
    post('*/gopia/goya/depush', legacyPush, { delayFor: pushDelay, submits: 'depush' }),
    // because, define and scholarships (recommended products) are in products.ts
  ]
}

function legacyConfirm(call: Call): Envelope {
  const rupees = call.scenario === 'rupeeFlag'
  const quote = loanQuote(call.fields.get('productId'), call.now, rupees ? RUPEE : PESO, call.scenario)
  return ok(
    {
      amount: call.scenario === 'malformedResponse' ? {} : quote.amount,
      flag: rupees ? '1' : '0',
      comProductLogo: logo(quote.product.initials, quote.product.color),
      comProductName: quote.product.name,
      periods: quote.periods,
      termUnit: quote.termUnit,
      firstPayTime: quote.firstPayTime,
      details: quote.details,
      repay_plans: quote.repay_plans,
      NewButtonMsg: 'Get my loan now',
      NewPopMsg: { image: PROMO_IMAGE },
      ...quote.cost,
    },
    LEGACY_OK,
  )
}

function legacyPush(call: Call): Envelope {
  if (call.scenario === 'legacyRefused') return fail(LEGACY_REFUSED_MESSAGE, LEGACY_REFUSED)
  const result = submitLoan(call, 'legacy')
  if ('refused' in result) return fail(result.refused, LEGACY_REFUSED)
  return ok(
    { attachUrl: call.scenario === 'redirectRefused' ? REFUSED_REDIRECT : result.detailsUrl },
    LEGACY_OK,
  )
}
