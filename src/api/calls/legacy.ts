import { endpoint, DOUBLE_ZERO } from '../api.ts'
import { legacyKeys } from '../legacy-keys.ts'
import * as s from '../schemas-legacy.ts'
import * as shared from '../schemas-loan.ts'
import type { WithMarker } from './loan.ts'

/**
 * Variant-2 legacy calls: success "00" (spec §7, §8 "Legacy calls"). Payload and response keys are
 * logical names; the legacy key table (src/api/legacy-keys.ts) renames them on the wire.
 */

export const legacyConfirm = endpoint<typeof s.legacyConfirm, { productId: string }>({
  method: 'POST',
  path: '/gopia/goya/satire',
  send: 'form',
  success: DOUBLE_ZERO,
  data: s.legacyConfirm,
  keys: legacyKeys,
})

export const legacyAgreements = endpoint<typeof s.legacyAgreements, { productId: string; scene: number }>({
  method: 'GET',
  path: '/gopia/goya/cultures',
  send: 'query',
  success: DOUBLE_ZERO,
  data: s.legacyAgreements,
  keys: legacyKeys,
})

export const legacyAgreementJump = endpoint<
  typeof shared.contractJump,
  WithMarker<{ productId: string; scene: number; position: number; orderId: string }>
>({
  method: 'GET',
  path: '/gopia/goya/misunderstood',
  send: 'query',
  success: DOUBLE_ZERO,
  data: shared.contractJump,
  keys: legacyKeys,
})

export const legacyPush = endpoint<
  typeof s.legacyPush,
  WithMarker<{ amount: number; periods: string; termUnit: string; productId: string }>
>({
  method: 'POST',
  path: '/gopia/goya/depush',
  send: 'form',
  success: DOUBLE_ZERO,
  data: s.legacyPush,
  keys: legacyKeys,
})
