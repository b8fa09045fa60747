import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, setup, toPromise } from 'xstate'
import {
  isPlaceholder,
  notProvided,
  notProvidedAction,
  notProvidedGuard,
  placeholdersLeft,
} from '../../machines/shared/not-provided.ts'

const flow = setup({
  actors: { load: fromPromise<string>(notProvided('load')) },
  actions: { showToast: notProvidedAction<{ text: string }>('showToast'), keep: () => {} },
  guards: { isKnown: notProvidedGuard('isKnown') },
}).createMachine({
  initial: 'idle',
  states: {
    idle: { on: { go: { actions: { type: 'showToast', params: { text: 'hi' } } }, load: 'loading' } },
    loading: { invoke: { src: 'load', onError: 'failed' } },
    failed: { type: 'final' },
  },
})

describe('placeholders fail loudly', () => {
  it('an action left out of .provide() throws with its name', () => {
    const actor = createActor(flow)
    const errors: unknown[] = []
    actor.subscribe({ error: (error) => errors.push(error) })
    actor.start()
    actor.send({ type: 'go' })
    expect(String(errors[0])).toContain('"showToast" not provided')
  })

  it('an actor left out rejects with its name', async () => {
    const actor = createActor(flow).start()
    actor.send({ type: 'load' })
    await toPromise(actor)
    expect(actor.getSnapshot().value).toBe('failed')
    await expect(notProvided('load')()).rejects.toThrow('"load" not provided')
  })

  it('placeholdersLeft names what a machine still lacks, and nothing once provided', () => {
    expect(placeholdersLeft(flow)).toEqual(['action showToast', 'guard isKnown', 'actor load'])
    const provided = flow.provide({
      actions: { showToast: () => {} },
      guards: { isKnown: () => true },
      actors: { load: fromPromise(async () => 'x') },
    })
    expect(placeholdersLeft(provided)).toEqual([])
    expect(isPlaceholder(flow.implementations.actions.keep)).toBe(false)
  })
})
