import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams, loadFailureOf, type LoadFailure } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'
import type {
  CustomerServiceContext,
  CustomerServiceEvent,
  ServiceContact,
} from './customer-service.types.ts'

/**
 * Customer service (spec §2 "Customer service", §7 contact-kf-info): the service phone and e-mail.
 * The phone is the lender's one service phone (configuration, the same on every page,
 * docs/decisions/031-complaint-reference-and-service-phone.md): it shows and can be called at once.
 * contact-kf-info gives the e-mail; when it fails, or names none, the company's service e-mail shows.
 */

export const customerServiceMachine = setup({
  types: {
    context: {} as CustomerServiceContext,
    events: {} as CustomerServiceEvent,
    input: {} as { servicePhone: string; fallbackEmail: string },
  },
  actors: {
    loadContact: fromPromise<ServiceContact, void>(notProvided('loadContact')),
  },
  actions: {
    showToast: notProvidedAction<ToastParams>('showToast'),
    /** Asks the host to call (bridge callPhone). */
    callPhone: notProvidedAction<{ phone: string }>('callPhone'),
    /** The server's e-mail; the company's when it names none (or contact-kf-info failed: ''). */
    storeEmail: assign(({ context }, params: { email: string }) => ({
      email: params.email || context.fallbackEmail,
    })),
    storeLoadFailure: assign((_, params: { failure: LoadFailure }) => ({ loadFailure: params.failure })),
  },
  delays: { REPEAT_TAP_MS },
  guards: {
    hasPhone: ({ context }) => context.phone !== '',
  },
}).createMachine({
  id: 'customerService',
  description: 'Customer service: the configured service phone, called through the host, and the e-mail.',
  context: ({ input }) => ({ phone: input.servicePhone, fallbackEmail: input.fallbackEmail, email: '' }),
  type: 'parallel',
  states: {
    contact: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadContact',
            src: 'loadContact',
            onDone: {
              target: 'loaded',
              actions: { type: 'storeEmail', params: ({ event }) => ({ email: event.output.email }) },
            },
            onError: {
              target: 'fallback',
              actions: [
                {
                  type: 'storeLoadFailure',
                  params: ({ event }) => ({ failure: loadFailureOf(event.error) }),
                },
                { type: 'storeEmail', params: { email: '' } },
                { type: 'showToast', params: failureToast('error.processingFailed') },
              ],
            },
          },
        },
        loaded: {
          description:
            "The server's e-mail (the company's when it names none) shows beside the service phone.",
        },
        fallback: {
          tags: ['failed'],
          description:
            "contact-kf-info failed: the service phone and the company's e-mail show, and Try again asks again.",
          on: { 'contact.retry': 'loading' },
        },
      },
    },
    calls: {
      description:
        'The phone row asks the host to call once; a repeated tap within REPEAT_TAP_MS is ignored.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'phone.call': {
              guard: 'hasPhone',
              target: 'asked',
              actions: { type: 'callPhone', params: ({ context }) => ({ phone: context.phone }) },
            },
          },
        },
        asked: { after: { REPEAT_TAP_MS: 'idle' } },
      },
    },
  },
})
