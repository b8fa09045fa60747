import type { HttpHandler } from 'msw'
import { HOST_OPENED_PRODUCT_ID, RECOMMENDED_PRODUCTS } from '../sample.ts'
import type { SandboxProductEvent } from '../sandbox-schema.ts'
import { fail, LEGACY_OK, LEGACY_REFUSED, ok, type Call, type Envelope, type Route } from './common.ts'

/**
 * Recommended products: the list (legacy scholarships), the tap tracking (v3 service/event/save,
 * legacy because) and where a tapped product opens (legacy define). The legacy calls succeed with
 * "00" and answer with the logical key names (the app's default key table is the identity).
 */

/** The tracking module of recommended products (spec §7, §9). */
export const RECOMMEND_MODULE_ID = 30
export const SCHOLARSHIPS_FAILURE_MESSAGE =
  'Recommended products are not available right now. Please try again later.'

export function productHandlers({ post }: Route): HttpHandler[] {
  return [
    post('*/panda/honey/scholarships', scholarships),
    post('*/service/event/save', saveEvent),
    post('*/gopia/goya/because', because),
    post('*/gopia/goya/define', define),
  ]
}

function scholarships(call: Call): Envelope {
  if (call.scenario === 'scholarshipsFailure') return fail(SCHOLARSHIPS_FAILURE_MESSAGE, LEGACY_REFUSED)
  if (call.scenario === 'malformedResponse') return ok({ name: 'Bayad Express', isEnable: true }, LEGACY_OK)
  if (call.scenario === 'emptyProducts') return ok([], LEGACY_OK)
  return ok(
    RECOMMENDED_PRODUCTS.map((product) => ({ ...product, tags: [...product.tags] })),
    LEGACY_OK,
  )
}

/** A position in a list: a whole number from 0; undefined when it is not one. */
function positionOf(call: Call): number | undefined {
  const raw = call.fields.get('positionId') ?? ''
  return /^\d+$/.test(raw) ? Number(raw) : undefined
}

function record(call: Call, event: Omit<SandboxProductEvent, 'at'>): void {
  call.state.productEvents.push({ ...event, at: call.now })
}

/** v3 tracking of a tap: productId, moduleId 30, positionId (the index in the list). */
function saveEvent(call: Call): Envelope {
  const productId = (call.fields.get('productId') ?? '').trim()
  const positionId = positionOf(call)
  const moduleId = call.fields.get('moduleId') ?? ''
  if (productId === '') return fail('productId is required')
  if (moduleId !== String(RECOMMEND_MODULE_ID)) return fail(`moduleId must be ${RECOMMEND_MODULE_ID}`)
  if (positionId === undefined) return fail('positionId must be a whole number from 0')
  record(call, { call: 'save', productId, positionId, moduleId: RECOMMEND_MODULE_ID })
  return ok()
}

/** Legacy tracking of a tap: productId, positionId. */
function because(call: Call): Envelope {
  const productId = (call.fields.get('productId') ?? '').trim()
  const positionId = positionOf(call)
  if (productId === '') return fail('productId is required', LEGACY_REFUSED)
  if (positionId === undefined) return fail('positionId must be a whole number from 0', LEGACY_REFUSED)
  record(call, { call: 'because', productId, positionId })
  return ok({}, LEGACY_OK)
}

/** Scenario partnerProduct: the product whose page is a partner lender's, on another origin. */
export const PARTNER_PRODUCT_ID = '202'
export const PARTNER_PAGE = 'https://partner-lender.example/apply'

/**
 * Where a tapped product opens, for any product id: '' (the host opens the product itself) for the
 * first recommended product, the app's product page for every other (under partnerProduct, 202 is a
 * partner's page on another origin).
 */
function define(call: Call): Envelope {
  const productId = (call.fields.get('productId') ?? '').trim()
  if (productId === '') return fail('productId is required', LEGACY_REFUSED)
  record(call, { call: 'define', productId })
  const query = new URLSearchParams({ productId }).toString()
  if (call.scenario === 'partnerProduct' && productId === PARTNER_PRODUCT_ID)
    return ok({ url: `${PARTNER_PAGE}?${query}` }, LEGACY_OK)
  const url = productId === HOST_OPENED_PRODUCT_ID ? '' : `/product?${query}`
  return ok({ url }, LEGACY_OK)
}
