// @vitest-environment node
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import ELK from 'elkjs/lib/elk.bundled.js'
import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import type { AnyStateMachine } from 'xstate'
import { getStateNodes, toDirectedGraph } from 'xstate/graph'
import type { DirectedGraphNode } from 'xstate/graph'
import { isForbidden, isStateMachine, machineToGraph, transitionKey } from '../../src/machine-graph/graph.ts'
import { layoutMachine } from '../../src/machine-graph/layout.ts'
import type { LaidState, MachineLayout } from '../../src/machine-graph/layout.ts'
import { repayByCardFixtureMachine } from '../fixtures/diagram-fixture.machine.ts'
import { coverageUniverse } from '../model/harness.ts'

// The one layout both renderers draw (docs/machines SVG and the atlas): checked on the fixture that holds every
// construct (compound, parallel, guards, named and numeric delays, invokes, always, finals, targetless), and the
// edges' coverage keys checked on every machine of the app against xstate's own graph (`toDirectedGraph`, which
// the model-based tests' coverage was first defined on) and against the harness's universe.

const elk = new ELK()
const graph = machineToGraph(repayByCardFixtureMachine)
let laid: MachineLayout | undefined
const layout = async (): Promise<MachineLayout> => (laid ??= await layoutMachine(graph, elk))

const inside = (child: LaidState, parent: LaidState): boolean =>
  child.x >= parent.x - 0.5 &&
  child.y >= parent.y - 0.5 &&
  child.x + child.width <= parent.x + parent.width + 0.5 &&
  child.y + child.height <= parent.y + parent.height + 0.5

describe('layoutMachine on the fixture', () => {
  it('gives every state one box, the machine first, each child inside its parent', async () => {
    const { states, width, height } = await layout()
    expect(states.map((s) => s.state.id).sort()).toEqual(
      [graph.root, ...graph.states].map((s) => s.id).sort(),
    )
    expect(states[0]?.state.id).toBe(graph.root.id)
    const byId = new Map(states.map((s) => [s.state.id, s]))
    for (const box of states) {
      expect(box.width).toBeGreaterThan(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(box.y + box.height).toBeLessThanOrEqual(height)
      const parentPath = box.state.path.slice(0, -1)
      if (box.state.path.length === 0) continue
      const parent = states.find((s) => s.state.path.join('.') === parentPath.join('.'))
      expect(parent, box.state.id).toBeDefined()
      if (parent) expect(inside(box, parent), `${box.state.id} inside ${parent.state.id}`).toBe(true)
      // Parents come before their children, so children are drawn on top.
      if (parent)
        expect(states.indexOf(parent)).toBeLessThan(states.indexOf(byId.get(box.state.id) as LaidState))
    }
  })

  it('draws one line per target of every transition that moves, and one label per transition', async () => {
    const { edges, labels } = await layout()
    const moving = graph.edges.filter((e) => e.targets.length > 0)
    for (const edge of moving) {
      const lines = edges.filter((l) => l.edgeId === edge.id)
      expect(lines.map((l) => l.target).sort(), edge.label).toEqual([...edge.targets].sort())
      for (const line of lines) expect(line.sections.flat().length).toBeGreaterThanOrEqual(2)
      expect(labels.filter((l) => l.edgeId === edge.id).map((l) => l.text)).toEqual([edge.label])
    }
    expect(labels.map((l) => l.text)).toEqual(
      expect.arrayContaining([
        'after 60 s (SMS_RESEND_MS)',
        'done: commitRepayment [needsSmsCode]',
        'always [hasCards]',
      ]),
    )
  })

  it('writes targetless transitions, invokes, tags and descriptions inside their state', async () => {
    const { states } = await layout()
    const byPath = new Map(states.map((s) => [s.state.path.join('.'), s]))
    const choosing = byPath.get('choosingCard')
    const select = graph.edges.find((e) => e.trigger === 'card.select')
    expect(choosing?.header.meta).toContain('card.select / storeCard')
    expect(choosing?.header.metaEdges[choosing.header.meta.indexOf('card.select / storeCard')]).toBe(
      select?.id,
    )
    expect(byPath.get('committing')?.header.meta).toEqual(['invoke commitRepayment', 'tags: busy'])
    expect(byPath.get('committing')?.header.metaEdges).toEqual([undefined, undefined])
    expect(choosing?.header.description.join(' ')).toBe('The borrower picks one of the bound cards.')
  })

  it('marks the initial state of the machine and of every compound state with a dot and a line', async () => {
    const { initials, edges } = await layout()
    const compounds = [graph.root, ...graph.states].filter((s) => s.initial !== undefined)
    expect(initials.map((i) => [i.parent, i.target]).sort()).toEqual(
      compounds.map((s) => [s.id, s.initial]).sort(),
    )
    for (const compound of compounds) {
      expect(edges.find((e) => e.initialOf === compound.id)?.target).toBe(compound.initial)
    }
  })
})

/**
 * The transitions coverage counts, read from xstate's graph rather than from ours: the `toDirectedGraph` edges
 * (`on`, `after`, invoke onDone/onError, done.state) plus `always` (which it leaves out), minus the forbidden ones.
 */
function xstateUniverse(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const transitions = new Set<string>()
  const visit = (node: DirectedGraphNode): void => {
    for (const edge of node.edges)
      if (!isForbidden(edge.transition)) transitions.add(transitionKey(edge.transition))
    for (const t of node.stateNode.always ?? []) if (!isForbidden(t)) transitions.add(transitionKey(t))
    node.children.forEach(visit)
  }
  visit(toDirectedGraph(machine))
  return { states: getStateNodes(machine).map((node) => node.id), transitions: [...transitions] }
}

const machinesDir = path.resolve(import.meta.dirname, '../../machines')
const machineFiles = readdirSync(machinesDir).filter((name) => name.endsWith('.machine.ts'))

describe('coverage keys on every machine', () => {
  it('counts no forbidden transition (no target, no action), an eventless one included', () => {
    const machine = createMachine({
      id: 'forbidden',
      initial: 'a',
      states: {
        a: { always: { guard: () => false }, on: { stop: {}, go: 'b' } },
        b: {},
      },
    })
    const expected = ['#forbidden.a go[0] → #forbidden.b']
    expect(
      machineToGraph(machine)
        .edges.filter((e) => e.counted)
        .map((e) => e.key),
    ).toEqual(expected)
    expect(xstateUniverse(machine).transitions).toEqual(expected)
    expect(coverageUniverse(machine).transitions).toEqual(expected)
  })

  it.each(machineFiles)(
    '%s: the diagram counts exactly the transitions the model tests count',
    async (file) => {
      const mod = (await import(pathToFileURL(path.join(machinesDir, file)).href)) as Record<string, unknown>
      const machines = Object.values(mod).filter(isStateMachine) as AnyStateMachine[]
      expect(machines.length).toBeGreaterThan(0)
      for (const machine of machines) {
        const machineGraph = machineToGraph(machine)
        const universe = xstateUniverse(machine)
        expect(universe.transitions.length).toBeGreaterThan(0)
        const counted = machineGraph.edges.filter((e) => e.counted).map((e) => e.key)
        expect([...new Set(counted)].sort()).toEqual([...universe.transitions].sort())
        expect(machineGraph.states.map((s) => s.id).sort()).toEqual([...universe.states].sort())
        // The harness counts what the diagram counts.
        const harness = coverageUniverse(machine)
        expect([...harness.transitions].sort()).toEqual([...universe.transitions].sort())
        expect([...harness.states].sort()).toEqual([...universe.states].sort())
      }
    },
  )
})
