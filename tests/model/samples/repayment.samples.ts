import { repaymentMachine } from '../../../machines/repayment.machine.ts'
import { defineSamples, type SampleEvent, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import {
  CHANNELS,
  INSTALMENT,
  INSTALMENT_INPUT,
  INSTALMENT_NO_CODE,
  LOAD_FAILED,
  PAY_CODE_FAILED,
  PAY_URL,
  ROLLOVER,
  ROLLOVER_INPUT,
  ROLLOVER_NO_CODE,
  type Sample,
} from '../repayment.fixtures.ts'

type Machine = typeof repaymentMachine

/** The variant's repayments (with and without a pay code), a failed load, every channel, the pay page and its failure. */
const eventsFor = (samples: readonly Sample[]): ReadonlyArray<SampleEvent<Machine>> => [
  ...samples.map((s) => ({ type: 'xstate.done.actor.loadRepayment' as const, output: s.repayment })),
  { type: 'xstate.error.actor.loadRepayment', error: LOAD_FAILED },
  ...CHANNELS.map((c) => ({ type: 'channel.select' as const, channelNumber: c.channelNumber })),
  { type: 'xstate.done.actor.generatePayCode', output: PAY_URL },
  { type: 'xstate.error.actor.generatePayCode', error: PAY_CODE_FAILED },
]

export const scenarios = {
  instalment: { input: INSTALMENT_INPUT, events: eventsFor([INSTALMENT, INSTALMENT_NO_CODE]) },
  rollover: { input: ROLLOVER_INPUT, events: eventsFor([ROLLOVER, ROLLOVER_NO_CODE]) },
} satisfies SampleScenarios<Machine>

export default defineSamples(repaymentMachine, scenarios)
