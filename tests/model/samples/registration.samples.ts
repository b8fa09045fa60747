import { registrationMachine } from '../../../machines/registration.machine.ts'
import { defineSamples, type SampleEvent, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import {
  capcodes,
  captchaUrl,
  draftInput,
  input,
  keptLanding,
  landing,
  landingFailed,
  offline,
  phones,
  registeredAlready,
  serverBusy,
  smsCodes,
  wrongCaptcha,
  wrongImageCode,
} from '../registration.fixtures.ts'

type Machine = typeof registrationMachine

/** Every sample but the landing's answer, which the draft changes. */
const samples: ReadonlyArray<SampleEvent<Machine>> = [
  { type: 'xstate.error.actor.loadLanding', error: landingFailed },
  { type: 'xstate.done.actor.loadCaptcha', output: captchaUrl },
  { type: 'xstate.error.actor.loadCaptcha', error: offline },
  ...phones.slice(1).map((value) => ({ type: 'phone.change' as const, value })),
  ...capcodes.slice(1).map((value) => ({ type: 'capcode.change' as const, value })),
  ...smsCodes.slice(1).map((value) => ({ type: 'smsCode.change' as const, value })),
  { type: 'xstate.done.actor.sendSms', output: undefined },
  { type: 'xstate.error.actor.sendSms', error: registeredAlready },
  { type: 'xstate.error.actor.sendSms', error: wrongImageCode },
  { type: 'xstate.error.actor.sendSms', error: serverBusy },
  { type: 'xstate.done.actor.register', output: undefined },
  { type: 'xstate.error.actor.register', error: registeredAlready },
  { type: 'xstate.error.actor.register', error: wrongCaptcha },
  { type: 'xstate.error.actor.register', error: serverBusy },
]

export const scenarios = {
  default: {
    input,
    events: [{ type: 'xstate.done.actor.loadLanding', output: landing }, ...samples],
  },
  /** Back from the agreement: the countdown goes on where it was, then Get code works again. */
  resumed: {
    input: draftInput,
    events: [{ type: 'xstate.done.actor.loadLanding', output: keptLanding }, ...samples],
  },
} satisfies SampleScenarios<Machine>

export default defineSamples(registrationMachine, scenarios)
