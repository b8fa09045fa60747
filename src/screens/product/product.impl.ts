import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { productPageMachine } from '../../../machines/product-page.machine.ts'
import type { ProductPageInput } from '../../../machines/product-page.types.ts'
import type { RecommendedProduct } from '../../../machines/recommended-products.types.ts'
import { legacyRecommended } from '../../api/legacy-products.ts'
import type { recommendedProduct } from '../../api/order.ts'
import { config } from '../../config.ts'
import { linkId, type PageQuery } from '../../lib/query.ts'
import type { Services } from '../shared/services.tsx'
import { toRecommendedProduct } from '../shared/recommended-product.ts'

/** The page's query is an input: a product id of letters, digits, dot, dash and underscore, at most 64. */
export const productQuery = v.object({
  productId: v.pipe(linkId, v.minLength(1)),
})

/** Decodes the page's query (productId, or product_id mirrored into it); `null` when it names no product. */
export function decodeProductQuery(query: PageQuery): ProductPageInput | null {
  const decoded = v.safeParse(productQuery, query)
  return decoded.success ? { productId: decoded.output.productId } : null
}

/** The product with this id among the recommended ones; null when none has it. */
export function findProduct(
  products: readonly v.InferOutput<typeof recommendedProduct>[],
  productId: string,
): RecommendedProduct | null {
  const found = products.find((product) => product.productId.trim() === productId)
  return found === undefined ? null : toRecommendedProduct(found)
}

/** The real side effects of the product page: the recommended products, and the host's product page. */
export function productPageWith(services: Services, scheme: string = config.appScheme) {
  const { api, bridge, toast } = services
  return productPageMachine.provide({
    actors: {
      loadProduct: fromPromise(async ({ input }: { input: ProductPageInput }) =>
        findProduct(await api.call(legacyRecommended, {}), input.productId),
      ),
    },
    actions: {
      showToast: (_, params) => toast(params),
      openProduct: (_, { productId }) => bridge.send({ type: 'openProduct', productId, scheme }),
    },
  })
}
