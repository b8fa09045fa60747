import type { LoadFailure } from './shared/notice.ts'

/*
 * Recommended products' domain (machines/recommended-products.machine.ts): a product as the lists
 * show it, where a tapped one opens, the list's input, context and events.
 */

export interface RecommendedProduct {
  productId: string
  logo: string
  name: string
  buttonText: string
  /** "1" enabled; DISABLED_FLAG (machines/recommended-products.machine.ts) ignores taps. */
  enabled: string
  amountRange: string
  amountDesc: string
  rate: string
  rateDesc: string
  tags: string[]
}

/** Where a tapped product opens: a checked URL, or the host's own product page (bridge). */
export type ProductTarget = { kind: 'url'; url: string } | { kind: 'host'; productId: string }

export interface OpenProductInput {
  product: RecommendedProduct
  /** Its index in the list: the tracking positionId. */
  position: number
}

export interface RecommendedProductsInput {
  /** Products that came with the page (the order's recProducts); none given: load them. */
  products?: RecommendedProduct[]
  /** The list page itself has no "more" link. */
  offersMore: boolean
}
export interface RecommendedProductsContext {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  products: RecommendedProduct[]
  offersMore: boolean
}

export type RecommendedProductsEvent =
  { type: 'products.retry' } | { type: 'product.open'; position: number } | { type: 'products.more' }
