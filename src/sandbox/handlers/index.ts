import { http, type HttpHandler } from 'msw'
import { bankHandlers } from './bank.ts'
import { createRoute, json, type SandboxContext } from './common.ts'
import { complaintHandlers } from './complaint.ts'
import { legacyHandlers } from './legacy.ts'
import { loanHandlers } from './loan.ts'
import { orderHandlers } from './orders.ts'
import { productHandlers } from './products.ts'
import { promotionHandlers } from './promotion.ts'
import { repaymentHandlers } from './repayment.ts'
import { siteHandlers } from './site.ts'

/**
 * The sandbox's request handlers, one file per group of calls as in src/api/ (one module per resource) (orders.ts for
 * order.ts), with the recommended products (scholarships, because, define, event/save) in products.ts.
 */

export { SANDBOX_VERIFICATION_CODE, SLOW_NETWORK_MS, SLOW_PUSH_MS, type SandboxContext } from './common.ts'
export { REPEAT_WINDOW_MS, WALLET_PAGE } from './repayment.ts'
export { MAX_COMPLAINT_CHARS, MAX_COMPLAINT_IMAGES, MAX_UPLOAD_BYTES, UPLOAD_ORIGIN } from './complaint.ts'
export { AGREEMENT_PAGE, PUSH_FAILURE_MESSAGE } from './loan.ts'
export { LEGACY_REFUSED_MESSAGE, PROMO_IMAGE } from './legacy.ts'
export { BIND_CARD_MESSAGE, BIND_CARD_TITLE, SERVICE_TELEPHONE, WITHDRAW_PAGE } from './orders.ts'
export { SCHOLARSHIPS_FAILURE_MESSAGE } from './products.ts'
export { POLICY_PAGE_PATH } from './site.ts'
export {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  IMAGE_CODE_MESSAGE,
  LANDING_TEMPLATE,
  MAX_CAPTCHAS,
  PHONE_INVALID_MESSAGE,
  REGISTER_FAILURE_MESSAGE,
  REGISTERED_MESSAGE,
  REGISTERED_SUCCESS_MESSAGE,
  SMS_CODE_MESSAGE,
  TEMPLATE_FAILURE_MESSAGE,
} from './promotion.ts'

export function createHandlers(ctx: SandboxContext): HttpHandler[] {
  const route = createRoute(ctx)
  return [
    ...repaymentHandlers(route),
    ...complaintHandlers(route),
    ...bankHandlers(route),
    ...loanHandlers(route),
    ...orderHandlers(route),
    ...productHandlers(route),
    ...promotionHandlers(route),
    ...legacyHandlers(route),
    ...siteHandlers(route),
    // Anything else is a missing handler: say so loudly instead of answering like a server would.
    http.all('*', ({ request }) =>
      json(
        {
          code: '404',
          message: `sandbox: no handler for ${request.method} ${new URL(request.url).pathname}`,
        },
        404,
      ),
    ),
  ]
}
