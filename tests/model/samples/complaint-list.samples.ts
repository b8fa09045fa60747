/*
 * Samples of My complaints (machines/complaint-list.machine.ts), shared by its model test and the
 * atlas's simulation: a first visit and a return to the second tab, the server's tabs (full, one empty
 * tab, none) or its failure, the tabs chosen and the complaints opened with where the list was scrolled.
 */
import { complaintListMachine } from '../../../machines/complaint-list.machine.ts'
import type { ListPlace } from '../../../machines/complaint-list.types.ts'
import {
  defineSamples,
  type SampleScenarios,
  type ScenarioSamples,
} from '../../../src/machine-graph/samples.ts'
import {
  BACK_ON_SECOND_TAB,
  FIRST_VISIT,
  ONE_EMPTY_TAB,
  SERVER_BUSY,
  TABS,
} from '../complaint-follow.fixtures.ts'

type Machine = typeof complaintListMachine

const samplesFrom = (input: ListPlace) =>
  ({
    input,
    events: [
      { type: 'xstate.done.actor.loadComplaints', output: TABS },
      { type: 'xstate.done.actor.loadComplaints', output: ONE_EMPTY_TAB },
      { type: 'xstate.done.actor.loadComplaints', output: [] },
      { type: 'xstate.error.actor.loadComplaints', error: SERVER_BUSY },
      // `scrollY` is where the tab being left was scrolled.
      { type: 'tab.select', index: 1, scrollY: 240 },
      { type: 'tab.select', index: 0, scrollY: 80 },
      { type: 'tab.select', index: 2, scrollY: 0 },
      { type: 'complaint.open', id: 'P-102', scrollY: 360 },
      { type: 'complaint.open', id: 'P-090', scrollY: 90 },
    ],
  }) satisfies ScenarioSamples<Machine>

export const scenarios = {
  /** The list opened for the first time: the first tab, nothing scrolled. */
  firstVisit: samplesFrom(FIRST_VISIT),
  /** Back from a complaint opened on the second tab, scrolled to 240. */
  backOnSecondTab: samplesFrom(BACK_ON_SECOND_TAB),
} satisfies SampleScenarios<Machine>

export default defineSamples(complaintListMachine, scenarios)
