import type {
  Click,
  CodeRequest,
  Field,
  FieldProblem,
  Registration,
  RegistrationContext,
  RegistrationMessageId,
  RegistrationToast,
  RegisterCheckOutcome,
  Visitor,
} from './registration.types.ts'

/* The promotion landing's param builders (machines/registration.machine.ts): pure, from its context. */

export const visitorOf = (context: RegistrationContext): Visitor => ({
  templateId: context.templateId,
  deviceId: context.deviceId,
  appName: context.appName,
  merchantNumber: context.merchantNumber,
  attribution: context.attribution,
})

export const clickOf = (context: RegistrationContext): Click => ({
  visitor: visitorOf(context),
  phone: context.phone,
})

export const codeRequestOf = (context: RegistrationContext): CodeRequest => ({
  visitor: visitorOf(context),
  phone: context.phone,
  capcode: context.capcode,
  sid: context.sid,
})

/** The registration as the form has it; the promotion is the query's id, else the template's. */
export const registrationOf = (context: RegistrationContext): Registration => ({
  ...codeRequestOf(context),
  smsCode: context.smsCode,
  promotionId: context.attribution.id || (context.template?.id ?? ''),
})

/** `flagProblem` at a field, with the message of a check that failed. */
export const problemAt = (field: Field, id: RegistrationMessageId) => ({
  type: 'flagProblem' as const,
  params: { field, notice: { id } },
})

/** The phone field's message: what the rule in use asks for. */
export const phoneProblem = {
  type: 'flagProblem' as const,
  params: ({ context }: { context: RegistrationContext }): FieldProblem => ({
    field: 'phone',
    notice: { id: context.phoneRule === 'spec' ? 'register.phoneInvalidSpecRule' : 'register.phoneInvalid' },
  }),
}

/** The check found the registration not done: the server's reason, else "not done". */
export const notDoneToast = ({ event }: { event: { output: RegisterCheckOutcome } }): RegistrationToast => ({
  notice:
    event.output.outcome === 'notDone' && event.output.notice !== undefined
      ? event.output.notice
      : { id: 'submission.notDone' },
  tone: 'failure',
})
