// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { parseActorEvent, parseAfterEvent } from '../../src/machine-graph/events.ts'
import { countdownFixtureMachine, repayByCardFixtureMachine } from '../fixtures/diagram-fixture.machine.ts'
import { mbtFixtureMachine } from '../fixtures/mbt-fixture.machine.ts'

function delayedTransitions(machine: AnyStateMachine) {
  const found: Array<{ eventType: string; delay: string; stateId: string }> = []
  const visit = (node: AnyStateNode) => {
    for (const t of node.after)
      found.push({ eventType: t.eventType, delay: String(t.delay), stateId: node.id })
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)
  return found
}

describe('parseAfterEvent (src/machine-graph/events.ts)', () => {
  it('reads the delay and the state of every delayed event xstate makes: named, numeric, nested states', () => {
    const delayed = [mbtFixtureMachine, repayByCardFixtureMachine, countdownFixtureMachine].flatMap(
      delayedTransitions,
    )
    expect(delayed.map((d) => d.delay)).toEqual(
      expect.arrayContaining(['RESEND_MS', 'SMS_RESEND_MS', '1500', '1000']),
    )
    for (const { eventType, delay, stateId } of delayed) {
      expect(parseAfterEvent(eventType), eventType).toEqual({ delay, stateId })
    }
  })

  it('reads a state id with dots whole', () => {
    expect(parseAfterEvent('xstate.after.SMS_RESEND_MS.repayByCard.verifying.code')).toEqual({
      delay: 'SMS_RESEND_MS',
      stateId: 'repayByCard.verifying.code',
    })
  })

  it('is undefined for any other event, and for an after event with a part missing', () => {
    for (const type of [
      'card.select',
      'xstate.done.actor.load',
      'xstate.after',
      'xstate.after.',
      'xstate.after.RESEND_MS',
      'xstate.after.RESEND_MS.',
      'xstate.after..mbtFixture',
    ]) {
      expect(parseAfterEvent(type), type).toBeUndefined()
    }
  })
})

/** The invoke outcomes xstate listens for, from each invoking state's own transitions. */
function actorTransitions(machine: AnyStateMachine) {
  const found: Array<{ eventType: string; invokeIds: string[] }> = []
  const visit = (node: AnyStateNode) => {
    const invokeIds = node.invoke.map((invoke) => invoke.id)
    for (const eventType of node.transitions.keys())
      if (invokeIds.some((id) => eventType.endsWith(`.actor.${id}`))) found.push({ eventType, invokeIds })
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)
  return found
}

describe('parseActorEvent (src/machine-graph/events.ts)', () => {
  it('reads the outcome and the invoke of every invoke outcome xstate listens for', () => {
    const outcomes = [mbtFixtureMachine, repayByCardFixtureMachine].flatMap(actorTransitions)
    const parsed = outcomes.map(({ eventType }) => parseActorEvent(eventType)?.outcome)
    expect(parsed).toEqual(expect.arrayContaining(['done', 'error']))
    for (const { eventType, invokeIds } of outcomes) {
      const actor = parseActorEvent(eventType)
      expect(actor, eventType).toBeDefined()
      expect(eventType, eventType).toBe(`xstate.${actor?.outcome}.actor.${actor?.invokeId}`)
      expect(invokeIds, eventType).toContain(actor?.invokeId)
    }
  })

  it('keeps the dots of an invoke id', () => {
    expect(parseActorEvent('xstate.error.actor.0.repayByCard.committing')).toEqual({
      outcome: 'error',
      invokeId: '0.repayByCard.committing',
    })
  })

  it('is undefined for any other event', () => {
    for (const type of [
      'card.select',
      'xstate.done.state.mbtFixture.loading',
      'xstate.after.RESEND_MS.mbtFixture',
      'xstate.done.actor',
      'done.actor.load',
    ]) {
      expect(parseActorEvent(type), type).toBeUndefined()
    }
  })
})
