import { endpoint, DOUBLE_ZERO } from './api.ts'
import { legacyKeys } from './legacy-keys.ts'
import { productLink, recommendedProducts } from './order.ts'
import { ignored } from './schema-base.ts'

/**
 * The legacy calls of the recommended products (spec §7): success "00", keys through the legacy key
 * table (src/api/legacy-keys.ts); their answers' schemas are the order's (./order.ts). Apart from the
 * variant-2 confirmation's calls so neither route loads the other's, and from the order calls so the
 * order routes do not load the key table.
 */

/** Legacy product click tracking (spec §7 because). */
export const legacyProductTrack = endpoint<typeof ignored, { productId: string; positionId: number }>({
  method: 'POST',
  path: '/gopia/goya/because',
  send: 'form',
  success: DOUBLE_ZERO,
  data: ignored,
  keys: legacyKeys,
})

/** Legacy link resolution of a tapped product (spec §7 define): data.url, '' for the host's own page. */
export const legacyProductLink = endpoint<typeof productLink, { productId: string }>({
  method: 'POST',
  path: '/gopia/goya/define',
  send: 'form',
  success: DOUBLE_ZERO,
  data: productLink,
  keys: legacyKeys,
})

/** Recommended products (spec §7 scholarships): a list; a code other than "00" carries a message. */
export const legacyRecommended = endpoint<typeof recommendedProducts, Record<string, never>>({
  method: 'POST',
  path: '/panda/honey/scholarships',
  send: 'form',
  success: DOUBLE_ZERO,
  data: recommendedProducts,
  keys: legacyKeys,
})
