import type { ActorRefFrom } from 'xstate'
import type { repaymentMachine } from '../../../machines/repayment.machine.ts'

/** The running repayment machine the page and its on-demand parts (popups, owed, known pay code) render. */
export type RepaymentActor = ActorRefFrom<typeof repaymentMachine>
