import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { distinguish } from '../../src/atlas/modes/describe.ts'
import { SimulateMode } from '../../src/atlas/modes/simulate.tsx'
import type { Decorations } from '../../src/atlas/types.ts'
import { checkoutEntry, EDGES } from './modes.fixtures.ts'

afterEach(cleanup)

function setup(withSamples = true) {
  const decorations: Decorations[] = []
  const onDecorations = vi.fn((d: Decorations) => {
    decorations.push(d)
  })
  render(<SimulateMode entry={checkoutEntry(withSamples)} onDecorations={onDecorations} onSelect={vi.fn()} />)
  return { user: userEvent.setup(), last: () => decorations.at(-1) ?? {} }
}

const stateText = () => within(screen.getByRole('status')).getByText(/./, { selector: 'code' }).textContent
const enabled = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.classList.contains('mode-event'))
    .map((b) => b.textContent)
const actions = () => [...document.querySelectorAll('.mode-actions li')].map((li) => li.textContent)
const builtIns = () => [...document.querySelectorAll('.mode-builtins li')].map((li) => li.textContent)

describe('SimulateMode', () => {
  it('starts the machine with the scenario input and offers the enabled events with readable labels', () => {
    const { last } = setup()
    expect(stateText()).toBe('choosing')
    // pay is guarded (no card yet): not offered. The timer is offered by its graph trigger.
    expect(new Set(enabled())).toEqual(
      new Set(['card.select (card: "visa")', 'cancel', 'after 60 s (TIMEOUT_MS) — fire now']),
    )
    expect(actions()).toEqual([])
    expect(screen.getByText('None of the machine’s own actions.')).toBeTruthy()
    expect(builtIns()).toEqual(['Starts the timer TIMEOUT_MS (60 s)'])
    expect(screen.getByRole('group', { name: 'Context' }).textContent).toContain('tries: 0')
    expect([...(last().active ?? [])]).toEqual(['checkout.choosing'])
    expect(last().taken?.size).toBe(0)
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true)
  })

  it('sends events by click, shows the taken transitions and actions, reaches a final state with its output', async () => {
    const { user, last } = setup()
    await user.click(screen.getByRole('button', { name: 'card.select (card: "visa")' }))
    expect(stateText()).toBe('choosing')
    expect(screen.getByRole('group', { name: 'Context' }).textContent).toContain('card: "VISA"')
    expect([...(last().taken ?? [])]).toEqual([EDGES.select.id])
    // An assign is not an executed action: the step names the context fields it changed.
    expect(builtIns()).toEqual(['Updates the context (assign): card'])

    await user.click(screen.getByRole('button', { name: 'pay' }))
    expect(stateText()).toBe('paying')
    expect([...(last().taken ?? [])]).toEqual([EDGES.pay.id])
    expect(builtIns()).toEqual(['Cancels the timer TIMEOUT_MS', 'Starts the invoked actor charge'])
    expect(new Set(enabled())).toEqual(new Set(['done: charge (receipt: "R-1")', 'error: charge (declined)']))

    await user.click(screen.getByRole('button', { name: 'done: charge (receipt: "R-1")' }))
    expect(stateText()).toBe('paid')
    expect(screen.getByText(/The machine is done, with output card: "VISA"\./)).toBeTruthy()
    // The machine's own actions first, xstate's work after them in plain words.
    expect(actions()).toEqual(['notify (text: "R-1")'])
    expect(builtIns()).toContain('Stops the invoked actor charge')
    expect(enabled()).toEqual([])
    expect([...(last().active ?? [])]).toEqual(['checkout.paid'])
    expect([...(last().taken ?? [])]).toEqual([EDGES.done.id])
    const steps = [...document.querySelectorAll('.mode-history li')].map((li) => li.textContent)
    expect(steps).toEqual([
      'start → to choosing',
      'card.select (card: "visa") → to choosing',
      'pay → to paying',
      'done: charge (receipt: "R-1") → to paid',
    ])
  })

  it('goes back one step, and restarts', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'card.select (card: "visa")' }))
    await user.click(screen.getByRole('button', { name: 'pay' }))
    await user.click(screen.getByRole('button', { name: 'error: charge (declined)' }))
    expect(stateText()).toBe('choosing')
    expect(screen.getByRole('group', { name: 'Context' }).textContent).toContain('tries: 1')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(stateText()).toBe('paying')
    await user.click(screen.getByRole('button', { name: 'Restart' }))
    expect(stateText()).toBe('choosing')
    expect(screen.getByRole('group', { name: 'Context' }).textContent).toContain('card: null')
    expect(document.querySelectorAll('.mode-history li')).toHaveLength(1)
  })

  it('fires a timer on demand', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'after 60 s (TIMEOUT_MS) — fire now' }))
    expect(stateText()).toBe('expired')
    // The step reads as Live names the same event: the timer, not the button's "fire now".
    const steps = [...document.querySelectorAll('.mode-history li')].map((li) => li.textContent)
    expect(steps.at(-1)).toBe('after 60 s (TIMEOUT_MS) → to expired')
    expect(screen.getByText('The machine is done, with output card: null.')).toBeTruthy()
  })

  it('shows an error a step threw and keeps the previous state; another scenario restarts with its input', async () => {
    const { user } = setup()
    await user.selectOptions(screen.getByLabelText('Scenario'), 'bare')
    expect(screen.getByText('Input: tries: 5')).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Context' }).textContent).toContain('tries: 5')
    // Without samples card.select is bare: its assign reads event.card and throws.
    await user.click(screen.getByRole('button', { name: 'card.select' }))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toMatch(/card\.select failed: .*toUpperCase/)
    expect(alert.textContent).toContain('The machine stays where it was.')
    expect(stateText()).toBe('choosing')
    expect(document.querySelectorAll('.mode-history li')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'cancel' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(stateText()).toBe('cancelled')
  })

  it('says when the machine cannot start (no input for a context that needs one)', () => {
    setup(false)
    expect(screen.getByRole('alert').textContent).toMatch(/The machine could not start\..*tries/)
    expect(screen.getByText(/No samples file/)).toBeTruthy()
  })
})

describe('distinguish', () => {
  it('tells samples of one event type apart by what differs, flags first', () => {
    const allowed = { order: { no: 'BYD-1', logo: 'https://x/a.png', allows: true }, orders: [1, 2] }
    const refused = { order: { no: 'BYD-2', logo: 'https://x/b.png', allows: false }, orders: [1, 2] }
    const none = { order: null, orders: [] }
    expect(distinguish(allowed, [refused, none])).toBe('order.allows: true, orders: 2 items')
    expect(distinguish(refused, [allowed, none])).toBe('order.allows: false, orders: 2 items')
    expect(distinguish(none, [allowed, refused])).toBe('order: null, orders: 0 items')
    // Alone, or identical to its siblings: the plain summary.
    expect(distinguish({ cardId: 'c1' }, [])).toBe('cardId: "c1"')
    expect(distinguish({ cardId: 'c1' }, [{ cardId: 'c1' }])).toBe('cardId: "c1"')
  })
})
