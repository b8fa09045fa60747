import { act, cleanup, render, screen } from '@testing-library/react'
import { useSelector } from '@xstate/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMachine, type InspectionEvent, type Observer } from 'xstate'
import { ServicesProvider, type Services } from '../../src/screens/shared/services.tsx'
import { useFlowActor } from '../../src/screens/shared/use-flow-actor.ts'
import { fakeServices } from './fake-services.ts'

/*
 * useFlowActor hands the flow actor to the services' inspection (the atlas's live view in sandbox builds),
 * and a caller that inspects the actor itself (a model test, which reads coverage from it) still sees it.
 */

const toggleMachine = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
})

type OwnInspect = ((event: InspectionEvent) => void) | Observer<InspectionEvent>

function Toggle({ inspect }: { inspect?: OwnInspect | undefined }) {
  const actor = useFlowActor(toggleMachine, inspect === undefined ? {} : { inspect })
  const on = useSelector(actor, (s) => s.matches('on'))
  return (
    <button type="button" aria-pressed={on} onClick={() => actor.send({ type: 'flip' })}>
      Flip
    </button>
  )
}

/** What one inspector saw: the event and value of every snapshot, tagged with the inspector's name. */
function seen(log: string[], name: string) {
  return (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot') return
    log.push(`${name}: ${event.event.type} → ${String((event.snapshot as { value?: unknown }).value)}`)
  }
}

function flipOnce(services: Services, inspect?: OwnInspect) {
  render(
    <ServicesProvider services={services}>
      <Toggle inspect={inspect} />
    </ServicesProvider>,
  )
  act(() => screen.getByRole('button', { name: 'Flip' }).click())
}

afterEach(cleanup)

describe('useFlowActor with an inspect of its own', () => {
  it('reports every step to the caller and to the services, the caller first', () => {
    const log: string[] = []
    flipOnce({ ...fakeServices(), inspect: seen(log, 'services') }, seen(log, 'caller'))
    expect(log).toEqual([
      'caller: xstate.init → off',
      'services: xstate.init → off',
      'caller: flip → on',
      'services: flip → on',
    ])
  })

  it('takes an observer as the caller’s inspect', () => {
    const log: string[] = []
    flipOnce({ ...fakeServices(), inspect: seen(log, 'services') }, { next: seen(log, 'caller') })
    expect(log.filter((line) => line.startsWith('caller'))).toEqual([
      'caller: xstate.init → off',
      'caller: flip → on',
    ])
    expect(log.filter((line) => line.startsWith('services'))).toHaveLength(2)
  })

  it('without the services’ inspect, the caller’s alone', () => {
    const log: string[] = []
    const services = fakeServices()
    expect(services.inspect).toBeUndefined()
    flipOnce(services, seen(log, 'caller'))
    expect(log).toEqual(['caller: xstate.init → off', 'caller: flip → on'])
  })
})
