import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf, type LoadFailure } from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'

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

export interface RecommendedProduct {
  productId: string
  logo: string
  name: string
  buttonText: string
  /** "1" enabled; DISABLED_FLAG ignores taps. */
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

export function isEnabledProduct(product: RecommendedProduct | undefined): boolean {
  return product !== undefined && product.enabled !== DISABLED_FLAG
}

/** Tags of the item at `position`: the first TAGGED_ITEMS only. */
export function tagsAt(product: RecommendedProduct, position: number): string[] {
  return position < TAGGED_ITEMS ? product.tags : []
}

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
    showToast: (_, _params: ToastParams) => {},
    openProduct: (_, _params: { target: ProductTarget }) => {},
    openMore: () => {},
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
      always: [{ guard: 'hasGivenProducts', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        onDone: { target: 'ready', actions: assign({ products: ({ event }) => event.output }) },
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
      description: 'The list could not be loaded (the server message was shown); the borrower can try again.',
      on: { 'products.retry': 'loading' },
    },
    ready: {
      description: 'The list is on screen (it may be empty).',
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
          tags: ['busy'],
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
