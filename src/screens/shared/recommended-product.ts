// @chunk orders
import type * as v from 'valibot'
import type { RecommendedProduct } from '../../../machines/recommended-products.types.ts'
import type { recommendedProduct } from '../../api/order.ts'

/** A recommended product as the server sends it (loan-details recProducts, scholarships) → the machine's. */
export function toRecommendedProduct(product: v.InferOutput<typeof recommendedProduct>): RecommendedProduct {
  return {
    productId: product.productId,
    logo: product.logo,
    name: product.name,
    buttonText: product.buttonText,
    enabled: product.isEnable,
    amountRange: product.amountRange,
    amountDesc: product.amountDesc,
    rate: product.rate,
    rateDesc: product.rateDesc,
    tags: product.tags,
  }
}
