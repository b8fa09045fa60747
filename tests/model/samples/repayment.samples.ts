import { repaymentMachine } from '../../../machines/repayment.machine.ts'
import { defineSamples, type SampleEvent, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import {
  ANSWER_LOST,
  CHANNELS,
  INSTALMENT,
  INSTALMENT_INPUT,
  INSTALMENT_NO_CODE,
  KNOWN_INPUT,
  LOAD_FAILED,
  PAY_CODE_FAILED,
  PAY_URL,
  RESUMED_INPUT,
  ROLLOVER,
  ROLLOVER_INPUT,
  ROLLOVER_NO_CODE,
  type Sample,
} from '../repayment.fixtures.ts'

type Machine = typeof repaymentMachine

/** What the check of a pay code asked for without an answer may find (generate-vcode again, same key). */
const checks: ReadonlyArray<SampleEvent<Machine>> = [
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'done', result: PAY_URL } },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'notDone' } },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'pending' } },
  { type: 'xstate.error.actor.checkOutcome', error: new Error('no answer') },
]

/**
 * The variant's repayments (with and without a pay code), a failed load, every channel, the pay page,
 * its refusal and its lost answer, and what the check then finds.
 */
const eventsFor = (samples: readonly Sample[]): ReadonlyArray<SampleEvent<Machine>> => [
  ...samples.map((s) => ({ type: 'xstate.done.actor.loadRepayment' as const, output: s.repayment })),
  { type: 'xstate.error.actor.loadRepayment', error: LOAD_FAILED },
  ...CHANNELS.map((c) => ({ type: 'channel.select' as const, channelNumber: c.channelNumber })),
  { type: 'xstate.done.actor.generatePayCode', output: PAY_URL },
  { type: 'xstate.error.actor.generatePayCode', error: PAY_CODE_FAILED },
  { type: 'xstate.error.actor.generatePayCode', error: ANSWER_LOST },
  ...checks,
]

export const scenarios = {
  instalment: { input: INSTALMENT_INPUT, events: eventsFor([INSTALMENT, INSTALMENT_NO_CODE]) },
  rollover: { input: ROLLOVER_INPUT, events: eventsFor([ROLLOVER, ROLLOVER_NO_CODE]) },
  /** Reloaded while a pay code asked for had no answer: checked once the page is loaded. */
  resumed: {
    input: RESUMED_INPUT,
    events: [
      { type: 'xstate.done.actor.loadRepayment', output: INSTALMENT.repayment },
      { type: 'xstate.error.actor.loadRepayment', error: LOAD_FAILED },
      ...checks,
    ],
  },
  /** The load fails on a page whose pay code this device kept: it can still be copied (decision 030). */
  known: {
    input: KNOWN_INPUT,
    events: [
      { type: 'xstate.error.actor.loadRepayment', error: LOAD_FAILED },
      { type: 'xstate.done.actor.loadRepayment', output: INSTALMENT_NO_CODE.repayment },
    ],
  },
} satisfies SampleScenarios<Machine>

export default defineSamples(repaymentMachine, scenarios)
