import { fromPromise } from 'xstate'
import {
  RECOMMEND_MODULE_ID,
  recommendedProductsMachine,
} from '../../../machines/recommended-products.machine.ts'
import type {
  OpenProductInput,
  ProductTarget,
  RecommendedProduct,
} from '../../../machines/recommended-products.types.ts'
import { legacyProductLink, legacyProductTrack, legacyRecommended } from '../../api/legacy-products.ts'
import { saveEvent } from '../../api/order.ts'
import { toRecommendedProduct } from './recommended-product.ts'
import { config } from '../../config.ts'
import { pickCommon } from '../../lib/query.ts'
import { checkedRedirect, withFirstPartySession } from '../../lib/url.ts'
import type { Services } from './services.tsx'
import { RECOMMEND_LIST_PATH } from './offers-link.tsx'

/** The recommended products list (scholarships), for the pages that load it themselves. */
export async function loadRecommended(services: Pick<Services, 'api'>): Promise<RecommendedProduct[]> {
  const products = await services.api.call(legacyRecommended, {})
  return products.map(toRecommendedProduct)
}

/**
 * Where a tapped product opens. The tap is recorded (service/event/save with its position, and the
 * legacy because); a tracking failure never keeps a borrower from the product. The legacy define
 * resolves the link: a URL is checked, and gets the session parameters only when it is first-party
 * (a partner lender's page opens as the server named it, decision 023); none means the host opens the
 * product (docs/decisions/014-order-details.md).
 */
export async function resolveProduct(
  services: Pick<Services, 'api' | 'origin' | 'pageQuery'>,
  { product, position }: OpenProductInput,
): Promise<ProductTarget> {
  const { api, origin, pageQuery } = services
  const { productId } = product
  const [, , link] = await Promise.all([
    api.call(saveEvent, { productId, moduleId: RECOMMEND_MODULE_ID, positionId: position }).catch(() => null),
    api.call(legacyProductTrack, { productId, positionId: position }).catch(() => null),
    api.call(legacyProductLink, { productId }),
  ])
  if (link.url.trim() === '') return { kind: 'host', productId }
  const url = checkedRedirect(link.url, origin)
  const party = { origin, firstPartyOrigins: config.firstPartyOrigins }
  return { kind: 'url', url: withFirstPartySession(url, pickCommon(pageQuery()), party) }
}

/** The real side effects of the recommended products: the calls, the host, the next page. */
export function recommendedProductsWith(services: Services) {
  const { bridge, navigate, toast } = services
  return recommendedProductsMachine.provide({
    actors: {
      loadProducts: fromPromise(() => loadRecommended(services)),
      resolveProduct: fromPromise(({ input }: { input: OpenProductInput }) =>
        resolveProduct(services, input),
      ),
    },
    actions: {
      showToast: (_, params) => toast(params),
      openProduct: (_, { target }) => {
        if (target.kind === 'url') navigate.leave(target.url)
        else bridge.send({ type: 'openProduct', productId: target.productId, scheme: config.appScheme })
      },
      openMore: () => navigate.go(RECOMMEND_LIST_PATH),
    },
  })
}

export { toRecommendedProduct }
