import { useActorRef } from '@xstate/react'
import type { Actor, ActorOptions, AnyStateMachine, IsNotNever, RequiredActorOptionsKeys } from 'xstate'
import { useServices } from './services.tsx'

/** useActorRef's options for a machine: required when the machine requires input. */
type FlowOptions<TMachine extends AnyStateMachine> =
  IsNotNever<RequiredActorOptionsKeys<TMachine>> extends true
    ? [options: ActorOptions<TMachine> & { [K in RequiredActorOptionsKeys<TMachine>]: unknown }]
    : [options?: ActorOptions<TMachine>]

/**
 * A screen's flow actor: useActorRef with the services' inspection, so a sandbox build publishes its
 * steps to the atlas's live view (and children it invokes, through its system). Without `inspect`
 * (production, most tests) it is useActorRef as is.
 */
export function useFlowActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...[options]: FlowOptions<TMachine>
): Actor<TMachine> {
  const { inspect } = useServices()
  const withInspect: ActorOptions<TMachine> | undefined =
    inspect === undefined ? options : { ...options, inspect }
  return (useActorRef as (logic: TMachine, options?: ActorOptions<TMachine>) => Actor<TMachine>)(
    machine,
    withInspect,
  )
}
