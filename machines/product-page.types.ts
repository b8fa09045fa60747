import type { RecommendedProduct } from './recommended-products.types.ts'
import type { LoadFailure } from './shared/notice.ts'

/* The product page's domain (machines/product-page.machine.ts). */

export interface ProductPageInput {
  productId: string
}
export interface ProductPageContext extends ProductPageInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  product: RecommendedProduct | null
}

export type ProductPageEvent = { type: 'product.retry' } | { type: 'product.apply' }
