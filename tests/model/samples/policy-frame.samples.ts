import { policyFrameMachine } from '../../../machines/policy-frame.machine.ts'
import { defineSamples, type SampleEvent, type SampleScenarios } from '../../../src/machine-graph/samples.ts'

type Machine = typeof policyFrameMachine

/** The company's policy page (another origin: the probe only learns that it answered). */
export const POLICY_PAGE = 'https://www.bayad-lending.test/privacy-policy.html'
/** What a failed probe rejects with (src/screens/site/policy.impl.ts probePage). */
export const NOT_FOUND = new Error('policy page answered 404')

/** The probe's invoke id (machines/policy-frame.machine.ts; pinned by the model test). */
export const PROBE_INVOKE = 'probe'
export const PROBE_DONE = `xstate.done.actor.${PROBE_INVOKE}` as const
export const PROBE_ERROR = `xstate.error.actor.${PROBE_INVOKE}` as const

const events: ReadonlyArray<SampleEvent<Machine>> = [
  { type: PROBE_DONE, output: undefined },
  { type: PROBE_ERROR, error: NOT_FOUND },
]

export const scenarios = {
  /** A policy page is configured: the frame, the probe, their races, the timeout and Try again. */
  configured: { input: { url: POLICY_PAGE }, events },
  /** None is (or it is not an http(s) address): the in-app text at once, and nothing to try again. */
  unconfigured: { input: { url: '' }, events },
} satisfies SampleScenarios<Machine>

export default defineSamples(policyFrameMachine, scenarios)
