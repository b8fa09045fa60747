import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'
import type {
  OpenProductInput,
  ProductTarget,
  RecommendedProduct,
  RecommendedProductsContext,
  RecommendedProductsEvent,
  RecommendedProductsInput,
} from './recommended-products.types.ts'

/**
 * Recommended products (spec §2 "Joint-login failure", "Loan order details", §3 "Recommended product",
 * §5): one list shared by the order page (the products come with the order), the joint-login
 * failure and the recommend list (the products come from the legacy scholarships call). A tap on an
 * enabled product records it and opens it; a product whose enabled flag is "0" ignores taps.
 */

/** The tracking module of recommended products (spec §7 service/event/save, §9). */
export const RECOMMEND_MODULE_ID = 30
/** Tags show on the first items only (spec §9). */
export const TAGGED_ITEMS = 2
/** The enabled flag of a product that ignores taps (spec §5). */
export const DISABLED_FLAG = '0'

export const recommendedProductsMachine = setup({
  types: {
    context: {} as RecommendedProductsContext,
    events: {} as RecommendedProductsEvent,
    input: {} as RecommendedProductsInput,
  },
  actors: {
    loadProducts: fromPromise<RecommendedProduct[], void>(notProvided('loadProducts')),
    /** Records the tap (event/save, because) and resolves where the product opens (define). */
    resolveProduct: fromPromise<ProductTarget, OpenProductInput>(notProvided('resolveProduct')),
  },
  actions: {
    showToast: notProvidedAction<ToastParams>('showToast'),
    openProduct: notProvidedAction<{ target: ProductTarget }>('openProduct'),
    openMore: notProvidedAction('openMore'),
    storeProducts: assign((_, params: { products: RecommendedProduct[] }) => ({ products: params.products })),
    storeLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: loadFailureOf(params.error),
    })),
  },
  delays: { REPEAT_TAP_MS },
  guards: {
    hasGivenProducts: ({ context }) => context.products.length > 0,
    isEnabledAtPosition: ({ context, event }) =>
      event.type === 'product.open' && isEnabledProduct(context.products[event.position]),
    offersMore: ({ context }) => context.offersMore,
  },
}).createMachine({
  id: 'recommendedProducts',
  description: 'Recommended products: load (unless given), then open an enabled one on a tap.',
  context: ({ input }) => ({ products: input.products ?? [], offersMore: input.offersMore }),
  initial: 'starting',
  states: {
    starting: {
      tags: ['loading'],
      always: [{ guard: 'hasGivenProducts', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        onDone: {
          target: 'ready',
          actions: { type: 'storeProducts', params: ({ event }) => ({ products: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'showToast', params: failureToast('error.processingFailed') },
          ],
        },
      },
    },
    loadFailed: {
      description: 'The list could not be loaded (the server message was shown); the borrower can try again.',
      tags: ['failed'],
      on: { 'products.retry': 'loading' },
    },
    ready: {
      description: 'The list is on screen (it may be empty).',
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'product.open': { guard: 'isEnabledAtPosition', target: 'opening' },
            // Not while a product opens: one navigation per tap.
            'products.more': { guard: 'offersMore', actions: 'openMore' },
          },
        },
        opening: {
          tags: ['busy', 'opening'],
          description: 'The tap is recorded and the product link resolved; further taps wait.',
          invoke: {
            id: 'resolveProduct',
            src: 'resolveProduct',
            input: ({ context, event }) => {
              const position = event.type === 'product.open' ? event.position : 0
              return { product: context.products[position]!, position }
            },
            onDone: {
              target: 'opened',
              actions: { type: 'openProduct', params: ({ event }) => ({ target: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'showToast', params: failureToast('error.processingFailed') },
            },
          },
        },
        opened: {
          description: 'The product was opened; a repeated tap within REPEAT_TAP_MS is ignored.',
          after: { REPEAT_TAP_MS: 'idle' },
        },
      },
    },
  },
})

export function isEnabledProduct(product: RecommendedProduct | undefined): boolean {
  return product !== undefined && product.enabled !== DISABLED_FLAG
}

/** Tags of the item at `position`: the first TAGGED_ITEMS only. */
export function tagsAt(product: RecommendedProduct, position: number): string[] {
  return position < TAGGED_ITEMS ? product.tags : []
}
