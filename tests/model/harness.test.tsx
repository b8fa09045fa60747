import { render } from '@testing-library/react'
import { useMachine } from '@xstate/react'
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import type { InspectionEvent } from 'xstate'
import { MbtFixtureView } from '../fixtures/mbt-fixture-view'
import { mbtFixtureMachine } from '../fixtures/mbt-fixture.machine'
import { coverageUniverse, createModel, expectFullCoverage, scenarioPath } from './harness'
import type { Executor } from './harness'

const model = createModel(mbtFixtureMachine, {
  contextKeys: ['selection'],
  controllable: ['load', 'commit'],
  events: [
    { type: 'card.select', cardId: 'visa' },
    { type: 'xstate.done.actor.load', output: ['visa', 'mastercard'] },
    { type: 'xstate.done.actor.load', output: [] },
    { type: 'xstate.error.actor.load', error: new Error('offline') },
    { type: 'xstate.done.actor.commit', output: { needsCode: true } },
    { type: 'xstate.done.actor.commit', output: { needsCode: false } },
    { type: 'xstate.error.actor.commit', error: new Error('declined') },
  ],
})

type FixtureExecutor = Executor<typeof mbtFixtureMachine, 'load' | 'commit'>

const executor: FixtureExecutor = {
  render: ({ machine, inspect }) => {
    render(<MbtFixtureView machine={machine} inspect={inspect} />)
  },
  events: {
    'card.select': async ({ user, screen, event }) => {
      await user.click(screen.getByRole('button', { name: event.cardId }))
    },
    'payment.submit': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Pay' }))
    },
    'load.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Retry' }))
    },
    'code.resend': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Resend code' }))
    },
    'code.cancel': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Cancel' }))
    },
    // done/error of `load` and `commit` and the RESEND_MS timer use the harness defaults.
  },
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status').textContent).toBe('Loading payment ways…')
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert').textContent).toBe('Could not load payment ways')
    },
    noWays: ({ screen }) => {
      expect(screen.getByRole('status').textContent).toBe('No way to pay')
    },
    choosing: ({ screen, expected }) => {
      expect(screen.getByRole('heading').textContent).toBe('Choose a card')
      for (const way of expected.context.ways) {
        const pressed = screen.getByRole('button', { name: way }).getAttribute('aria-pressed')
        expect(pressed).toBe(String(way === expected.context.selection))
      }
      const alert = screen.queryByRole('alert')
      expect(alert?.textContent ?? null).toBe(expected.context.error)
    },
    committing: ({ screen, expected, actors }) => {
      expect(screen.getByRole('status').textContent).toBe(`Paying with ${expected.context.selection}…`)
      expect(actors.commit.calls.at(-1)?.input).toEqual({ cardId: expected.context.selection })
    },
    enteringCode: ({ screen }) => {
      expect(screen.getByRole('heading').textContent).toBe('Enter the code')
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    },
    'enteringCode.coolingDown': ({ screen }) => {
      expect(screen.getByRole('status').textContent).toBe('You can resend the code in a minute')
      expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull()
    },
    'enteringCode.ready': ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy()
    },
    paid: ({ screen }) => {
      expect(screen.getByRole('status').textContent).toBe('Paid')
    },
  },
}

describe('coverage is measured on the running actor', () => {
  it('starts empty and counts what one replayed path really did', async () => {
    expect(model.coverage().transitions.covered).toBe(0)
    const noWays = model.paths.find((p) => p.steps.at(-1)?.expected.matches('noWays'))
    if (!noWays) throw new Error('no path to noWays')
    await model.runPath(noWays, executor)
    const coverage = model.coverage()
    // loading → (onDone) checkingWays → (always, branch 0) noWays: the transient state counts too.
    expect(coverage.states.covered).toBe(3)
    expect(coverage.transitions.covered).toBe(2)
    expect(coverage.transitions.missing).toContain(
      '#mbtFixture.checkingWays always[1] → #mbtFixture.choosing',
    )
  })

  it('records the run with the steps the model takes, eventless ones included', () => {
    const [run] = model.runs()
    expect(run?.status).toBe('passed')
    expect(run?.failure).toBeUndefined()
    expect(run?.file).toMatch(/tests\/model\/harness\.test\.tsx$/)
    expect(run?.steps).toEqual([
      {
        label: 'start',
        event: 'xstate.init',
        value: 'loading',
        states: ['mbtFixture.loading'],
        transitions: [],
        ran: true,
      },
      {
        label: 'load.done([])',
        event: 'xstate.done.actor.load',
        value: 'noWays',
        states: ['mbtFixture.noWays'],
        transitions: [
          '#mbtFixture.loading xstate.done.actor.load[0] → #mbtFixture.checkingWays',
          '#mbtFixture.checkingWays always[0] → #mbtFixture.noWays',
        ],
        ran: true,
      },
    ])
  })
})

model.testPaths(executor)

describe('the harness itself', () => {
  it('generates paths that reach every transition', () => {
    // Both ends of the fixture's flow are reached by some path: paying, and "no way to pay".
    for (const end of ['paid', 'noWays'] as const) {
      const reached = model.paths.some((path) => path.steps.at(-1)?.expected.matches(end))
      expect(reached, end).toBe(true)
    }
    expect(model.afterEvents.has('xstate.after.RESEND_MS.mbtFixture.enteringCode.coolingDown')).toBe(true)
    expect(model.invokes.get('commit')).toBe('commit')
    for (const path of model.paths) expect(path.name).not.toContain('{')
  })

  it('keys transitions so that .provide() copies match the original', () => {
    const copy = mbtFixtureMachine.provide({ delays: { RESEND_MS: 1 } })
    expect(coverageUniverse(copy)).toEqual(coverageUniverse(mbtFixtureMachine))
  })

  it('reports full coverage measured from the running actors', () => {
    const coverage = expectFullCoverage('mbtFixture')
    expect(coverage.states.total).toBe(10)
    expect(coverage.transitions.total).toBe(14)
  })

  const toCode = () => {
    const path = model.paths.find((p) =>
      p.steps.some((s) => s.event.type === 'xstate.after.RESEND_MS.mbtFixture.enteringCode.coolingDown'),
    )
    if (!path) throw new Error('no path through the RESEND_MS timer')
    return path
  }

  it('fails a path on a wrong state assertion, naming its steps', async () => {
    const path = toCode()
    const wrong: FixtureExecutor = {
      ...executor,
      states: {
        ...executor.states,
        committing: ({ screen }) => {
          expect(screen.getByRole('status').textContent).toBe('Paying with amex…')
        },
      },
    }
    const run = model.runPath(path, wrong)
    await expect(run).rejects.toThrow(/✗ at step 3 \(state assertion "committing"\)/)
    await expect(run).rejects.toThrow(/1\. load\.done\(\[visa,mastercard\]\) → choosing ✓/)
    await expect(run).rejects.toThrow(/→ enteringCode\.ready \(not run\)/)

    const recorded = model.runs().at(-1)
    expect(recorded?.name).toBe(path.name)
    expect(recorded?.status).toBe('failed')
    expect(recorded?.failure).toEqual({
      step: 3,
      phase: 'state assertion "committing"',
      message: expect.stringContaining("to be 'Paying with amex…'") as string,
    })
    expect(recorded?.steps.map((s) => s.ran)).toEqual(path.steps.map((_, i) => i <= 3))
    expect(recorded?.steps[3]).toMatchObject({
      label: 'payment.submit',
      value: 'committing',
      states: ['mbtFixture.committing'],
      transitions: ['#mbtFixture.choosing payment.submit[0] → #mbtFixture.committing'],
    })
  })

  it('fails when a timer fires 1 ms early', async () => {
    const path = toCode()
    const early: FixtureExecutor = {
      ...executor,
      render: ({ machine, inspect }) => {
        render(
          <MbtFixtureView machine={machine.provide({ delays: { RESEND_MS: 59_999 } })} inspect={inspect} />,
        )
      },
    }
    await expect(model.runPath(path, early)).rejects.toThrow(/fired 1 ms early/)
  })

  it('leaves the failed runs those passing tests expected out of the coverage file', () => {
    const runs = model.runs()
    expect(runs.filter((run) => run.status === 'failed')).toEqual([])
    // The run of the first test, and one per generated path.
    expect(runs).toHaveLength(1 + model.paths.length)
  })
})

// A machine whose start depends on its input, through an eventless choice: a scenario path that starts from
// another input than its model's must be checked, and recorded, from its own.
const doorMachine = setup({
  types: {
    input: {} as { open: boolean },
    context: {} as { open: boolean },
    events: {} as { type: 'door.toggle' },
  },
  guards: { isOpen: ({ context }) => context.open },
}).createMachine({
  id: 'door',
  context: ({ input }) => ({ open: input.open }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'isOpen', target: 'open' }, { target: 'closed' }] },
    open: { on: { 'door.toggle': 'closed' } },
    closed: { on: { 'door.toggle': 'open' } },
  },
})

function DoorView(props: {
  machine: typeof doorMachine
  input: { open: boolean }
  inspect: (event: InspectionEvent) => void
}) {
  const [snapshot, send] = useMachine(props.machine, { input: props.input, inspect: props.inspect })
  return (
    <button type="button" onClick={() => send({ type: 'door.toggle' })}>
      {snapshot.matches('open') ? 'Close the door' : 'Open the door'}
    </button>
  )
}

const doors = createModel(doorMachine, { input: { open: false } })
const doorExecutor: Executor<typeof doorMachine, never> = {
  render: ({ machine, inspect, input }) => {
    render(<DoorView machine={machine} input={input ?? { open: false }} inspect={inspect} />)
  },
  events: {
    'door.toggle': async ({ user, screen }) => {
      await user.click(screen.getByRole('button'))
    },
  },
  states: {
    open: ({ screen }) => {
      expect(screen.getByRole('button').textContent).toBe('Close the door')
    },
    closed: ({ screen }) => {
      expect(screen.getByRole('button').textContent).toBe('Open the door')
    },
  },
}

describe('a scenario path starts from its own input', () => {
  it("expects, renders and records step 0 from the path's input, not the model's", async () => {
    const opened = scenarioPath(doorMachine, { open: true }, 'an open door closed', [{ type: 'door.toggle' }])
    expect(opened.input).toEqual({ open: true })
    expect(doors.paths.every((path) => path.input?.open === false)).toBe(true)
    await doors.runPath(opened, doorExecutor)
    const [run] = doors.runs()
    expect(run?.status).toBe('passed')
    expect(run?.steps.map((step) => [step.value, step.transitions])).toEqual([
      ['open', ['#door.checking always[0] → #door.open']],
      ['closed', ['#door.open door.toggle[0] → #door.closed']],
    ])
  })

  it('fails at step 0 when the view starts from another input than the path', async () => {
    const opened = scenarioPath(doorMachine, { open: true }, 'an open door', [])
    const modelInput: typeof doorExecutor = {
      ...doorExecutor,
      render: ({ machine, inspect }) => {
        render(<DoorView machine={machine} input={{ open: false }} inspect={inspect} />)
      },
    }
    await expect(doors.runPath(opened, modelInput)).rejects.toThrow(/✗ at step 0 \(running actor\)/)
  })
})

// The door's generated paths start closed; with the open start above, every state and transition is covered.
doors.testPaths(doorExecutor)
