import { assign, fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams } from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'

/**
 * Customer service (spec §2 "Customer service", §7 contact-kf-info): the service phone and e-mail.
 * The phone row asks the host to call; when the contact details cannot be loaded, or name no phone,
 * the configured fallback service phone shows instead.
 */

export interface ServiceContact {
  email: string
  /** The service phone (smWa); '' when the server names none. */
  phone: string
}

export interface CustomerServiceContext {
  /** The configured fallback service phone (src/config.ts). */
  fallbackPhone: string
  email: string
  phone: string
}

export type CustomerServiceEvent = { type: 'contact.retry' } | { type: 'phone.call' }

export const customerServiceMachine = setup({
  types: {
    context: {} as CustomerServiceContext,
    events: {} as CustomerServiceEvent,
    input: {} as { fallbackPhone: string },
  },
  actors: {
    loadContact: fromPromise<ServiceContact, void>(notProvided('loadContact')),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** Asks the host to call (bridge callPhone). */
    callPhone: (_, _params: { phone: string }) => {},
  },
  delays: { REPEAT_TAP_MS },
  guards: {
    hasPhone: ({ context }) => context.phone !== '',
  },
}).createMachine({
  id: 'customerService',
  description: 'Customer service: load the phone and e-mail, call the phone through the host.',
  context: ({ input }) => ({ fallbackPhone: input.fallbackPhone, email: '', phone: '' }),
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
              actions: assign({
                email: ({ event }) => event.output.email,
                phone: ({ context, event }) => event.output.phone || context.fallbackPhone,
              }),
            },
            onError: {
              target: 'fallback',
              actions: [
                assign({ email: '', phone: ({ context }) => context.fallbackPhone }),
                { type: 'showToast', params: failureToast('error.processingFailed') },
              ],
            },
          },
        },
        loaded: {
          description: "The server's phone (or the fallback when it names none) and e-mail show.",
        },
        fallback: {
          description:
            'contact-kf-info failed: the configured fallback service phone shows, and Try again asks again.',
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
