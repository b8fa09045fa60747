import { assign, fromPromise, setup } from 'xstate'
import { isEnabledProduct } from './recommended-products.machine.ts'
import type { RecommendedProduct } from './recommended-products.types.ts'
import { failureToast, type ToastParams, loadFailureOf, type LoadFailure } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'
import type { ProductPageContext, ProductPageEvent, ProductPageInput } from './product-page.types.ts'

/**
 * The product page (docs/decisions/014-order-details.md): one recommended product's card, read from
 * the recommended products, and "Apply now", which asks the host to open the product's detail
 * (bridge openProduct). A product that is not offered any more says so.
 */

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
    showToast: notProvidedAction<ToastParams>('showToast'),
    openProduct: notProvidedAction<{ productId: string }>('openProduct'),
    storeProduct: assign((_, params: { product: RecommendedProduct | null }) => ({
      product: params.product,
    })),
    storeLoadFailure: assign((_, params: { failure: LoadFailure }) => ({ loadFailure: params.failure })),
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
            actions: { type: 'storeProduct', params: ({ event }) => ({ product: event.output }) },
          },
          { target: 'notOffered' },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'storeLoadFailure', params: ({ event }) => ({ failure: loadFailureOf(event.error) }) },
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
