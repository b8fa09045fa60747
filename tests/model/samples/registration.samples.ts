import { registrationMachine } from '../../../machines/registration.machine.ts'
import { defineSamples, type SampleEvent, type SampleScenarios } from '../../../src/machine-graph/samples.ts'
import {
  answerLost,
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
  sentLanding,
  serverBusy,
  smsCodes,
  unsettledInput,
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
  { type: 'xstate.error.actor.register', error: answerLost },
  // The check (the same registration sent again with its key): made, made before, refused, no answer.
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'done', result: 'registered' } },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'done', result: 'alreadyRegistered' } },
  {
    type: 'xstate.done.actor.checkOutcome',
    output: { outcome: 'notDone', notice: { text: 'Captcha error' }, code: '-1' },
  },
  // Refused for another reason (no code the page acts on): the form, with the catalogue's "not done".
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'notDone' } },
  { type: 'xstate.done.actor.checkOutcome', output: { outcome: 'pending' } },
  { type: 'xstate.error.actor.checkOutcome', error: offline },
  { type: 'outcome.check' },
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
  /** Reloaded while a registration was on its way: the page shows what was sent and checks it. */
  unsettled: {
    input: unsettledInput,
    events: [{ type: 'xstate.done.actor.loadLanding', output: sentLanding }, ...samples],
  },
} satisfies SampleScenarios<Machine>

export default defineSamples(registrationMachine, scenarios)
