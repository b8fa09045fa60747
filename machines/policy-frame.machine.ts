import { fromPromise, setup, stateIn } from 'xstate'
import { notProvided } from './shared/not-provided.ts'
import type { PolicyFrameContext, PolicyFrameEvent } from './policy-frame.types.ts'

/**
 * The official site's Privacy Policy (spec §2 "Official site"): the company's policy page (a
 * configured URL) in a sandboxed frame, with the in-app policy text as the fallback. A frame's load
 * event cannot tell a page from an error page, so the page is also probed: it shows once the frame
 * has loaded and the probe found the page; a probe that fails, or no answer within
 * POLICY_LOAD_TIMEOUT_MS, falls back to the in-app text.
 */

/** How long the company's page may take before the in-app text shows instead. */
export const POLICY_LOAD_TIMEOUT_MS = 10_000

export const policyFrameMachine = setup({
  types: {
    context: {} as PolicyFrameContext,
    events: {} as PolicyFrameEvent,
    input: {} as { url: string },
  },
  actors: {
    /** Resolves when the page answers (any answer from another origin, a 2xx from ours); rejects otherwise. */
    probe: fromPromise<void, { url: string }>(notProvided('probe')),
  },
  delays: { POLICY_LOAD_TIMEOUT_MS },
  guards: {
    hasUrl: ({ context }) => context.url !== '',
    frameLoaded: stateIn('#policyFrame.loading.framed'),
  },
}).createMachine({
  id: 'policyFrame',
  description: "The company's privacy policy page in a frame, or the in-app text when it cannot load.",
  context: ({ input }) => ({ url: input.url }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasUrl', target: 'loading' }, { target: 'fallback' }],
    },
    loading: {
      description:
        'The frame loads while the page is probed; both must succeed within POLICY_LOAD_TIMEOUT_MS.',
      tags: ['framed', 'busy'],
      invoke: {
        id: 'probe',
        src: 'probe',
        input: ({ context }) => ({ url: context.url }),
        onDone: [{ guard: 'frameLoaded', target: 'shown' }, { target: '.probed' }],
        onError: 'fallback',
      },
      after: { POLICY_LOAD_TIMEOUT_MS: 'fallback' },
      initial: 'pending',
      states: {
        pending: { on: { 'frame.loaded': 'framed' } },
        framed: { description: 'The frame has loaded; the probe has not answered yet.' },
        probed: {
          description: 'The probe found the page; the frame has not loaded yet.',
          on: { 'frame.loaded': '#policyFrame.shown' },
        },
      },
    },
    shown: { tags: ['framed'] },
    fallback: {
      tags: ['fallback'],
      description:
        'No page configured, or it could not be loaded: the in-app policy text shows; Try again frames the page again.',
      on: { 'frame.retry': { guard: 'hasUrl', target: 'loading' } },
    },
  },
})
