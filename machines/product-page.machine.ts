import { assign, fromPromise, setup } from 'xstate'
import { isEnabledProduct, type RecommendedProduct } from './recommended-products.machine.ts'
import { failureToast, type ToastParams, loadFailureOf, type LoadFailure } from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'

/**
 * The product page (docs/decisions/014-order-details.md): one recommended product's card, read from
 * the recommended products, and "Apply now", which asks the host to open the product's detail
 * (bridge openProduct). A product that is not offered any more says so.
 */

export interface ProductPageInput {
  productId: string
}
export interface ProductPageContext extends ProductPageInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  product: RecommendedProduct | null
}

export type ProductPageEvent = { type: 'product.retry' } | { type: 'product.apply' }

export const productPageMachine = setup({
  types: {
    context: {} as ProductPageContext,
    events: {} as ProductPageEvent,
    input: {} as ProductPageInput,
  },
  actors: {
    /** The product among the recommended ones; null when it is not offered. */
    loadProduct: fromPromise<RecommendedProduct | null, ProductPageInput>(notProvided('loadProduct')),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    openProduct: (_, _params: { productId: string }) => {},
  },
  delays: { REPEAT_TAP_MS },
  guards: {
    isOffered: (_, { product }: { product: RecommendedProduct | null }) => product !== null,
    isEnabled: ({ context }) => isEnabledProduct(context.product ?? undefined),
  },
}).createMachine({
  id: 'productPage',
  description: 'One product: its card, and Apply now through the host.',
  context: ({ input }) => ({ ...input, product: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: [
          {
            guard: { type: 'isOffered', params: ({ event }) => ({ product: event.output }) },
            target: 'showing',
            actions: assign({ product: ({ event }) => event.output }),
          },
          { target: 'notOffered' },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ loadFailure: ({ event }) => loadFailureOf(event.error) }),
            { type: 'showToast', params: failureToast('error.processingFailed') },
          ],
        },
      },
    },
    loadFailed: {
      description: 'The product could not be loaded; the borrower can try again.',
      on: { 'product.retry': 'loading' },
    },
    notOffered: { description: 'No recommended product has this id: the page says so.' },
    showing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'product.apply': {
              guard: 'isEnabled',
              target: 'asked',
              actions: { type: 'openProduct', params: ({ context }) => ({ productId: context.productId }) },
            },
          },
        },
        asked: {
          description:
            'The host was asked to open the product; a repeated tap within REPEAT_TAP_MS is ignored.',
          after: { REPEAT_TAP_MS: 'idle' },
        },
      },
    },
  },
})
