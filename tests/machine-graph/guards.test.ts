// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { and, createMachine, not, or, stateIn } from 'xstate'
import { machineToGraph } from '../../src/machine-graph/graph.ts'

/** What a minifier does to xstate's higher-order guards in a production build: their functions lose their names. */
function renamed<T>(guard: T): T {
  Object.defineProperty(guard, 'name', { value: 'e' })
  return guard
}

const labelOf = (guard: unknown): string | undefined => {
  const machine = createMachine({
    id: 'guarded',
    initial: 'a',
    states: { a: { on: { go: { target: 'b', guard: guard as never } } }, b: {} },
  })
  return machineToGraph(machine).edges[0]?.guard
}

describe('guards as analysts read them, whatever the build did to the functions', () => {
  it.each([
    ['not', () => not('isViewing'), '!isViewing'],
    ['and', () => and(['hasCard', 'isReady']), 'hasCard && isReady'],
    ['or', () => or(['hasCard', 'isReady']), 'hasCard || isReady'],
    ['nested', () => not(or(['a', 'b'])), '!(a || b)'],
    ['mixed', () => and(['a', or(['b', 'c'])]), 'a && (b || c)'],
    ['stateIn', () => stateIn('#guarded.b'), 'in "#guarded.b"'],
  ])('%s keeps its meaning when renamed', (_name, make, label) => {
    expect(labelOf(make())).toBe(label)
    const guard = make()
    renamed(guard)
    for (const inner of (guard as { guards?: unknown[] }).guards ?? []) {
      if (typeof inner === 'function') renamed(inner)
    }
    expect(labelOf(guard)).toBe(label)
  })

  it('names a named guard and an inline one', () => {
    expect(labelOf('canResend')).toBe('canResend')
    expect(labelOf(() => true)).toBe('guard')
  })
})
