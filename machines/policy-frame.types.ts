/* The privacy policy frame's context and events (machines/policy-frame.machine.ts). */

export interface PolicyFrameContext {
  /** The company's policy page; '' when none is configured (or it is not a safe address). */
  url: string
}

export type PolicyFrameEvent = { type: 'frame.loaded' } | { type: 'frame.retry' }
