import { endpoint, DOUBLE_ZERO } from '../api.ts'
import * as s from '../schemas.ts'

/** Variant-2 legacy calls: scrambled fields, success "00" (spec §7, §8 "Legacy calls"). */

export const legacyConfirm = endpoint({
  method: 'POST',
  path: '/gopia/goya/satire',
  send: 'form',
  success: DOUBLE_ZERO,
  data: s.ignored,
})

export const legacyAgreements = endpoint({
  method: 'GET',
  path: '/gopia/goya/cultures',
  send: 'query',
  success: DOUBLE_ZERO,
  data: s.ignored,
})

export const legacyAgreementJump = endpoint({
  method: 'GET',
  path: '/gopia/goya/misunderstood',
  send: 'query',
  success: DOUBLE_ZERO,
  data: s.ignored,
})

export const legacyPush = endpoint({
  method: 'POST',
  path: '/gopia/goya/depush',
  send: 'form',
  success: DOUBLE_ZERO,
  data: s.ignored,
})

export const legacyProductTrack = endpoint({
  method: 'POST',
  path: '/gopia/goya/because',
  send: 'form',
  success: DOUBLE_ZERO,
  data: s.ignored,
})

export const legacyProductLink = endpoint({
  method: 'POST',
  path: '/gopia/goya/define',
  send: 'form',
  success: DOUBLE_ZERO,
  data: s.ignored,
})

export const legacyRecommended = endpoint({
  method: 'POST',
  path: '/panda/honey/scholarships',
  send: 'form',
  success: DOUBLE_ZERO,
  data: s.ignored,
})
