import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import ELK from 'elkjs/lib/elk.bundled.js'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AtlasRoutes } from '../../src/atlas/atlas-app.tsx'
import {
  atlasLayout,
  labelBox,
  labelLines,
  laptopFit,
  LABEL_WRAP,
  measureText,
} from '../../src/atlas/atlas-layout.ts'
import { Diagram } from '../../src/atlas/diagram.tsx'
import { setElk } from '../../src/atlas/layout-service.ts'
import { machineStems } from '../../src/atlas/registry.ts'
import type { Decorations, Selection } from '../../src/atlas/types.ts'
import { machineToGraph } from '../../src/machine-graph/graph.ts'
import { wrap, type MachineLayout } from '../../src/machine-graph/layout.ts'
import { repayByCardFixtureMachine } from '../fixtures/diagram-fixture.machine.ts'
import { repaymentMachine } from '../../machines/repayment.machine.ts'

// The index and machine pages import every machine module on first use: on a loaded 2-core machine that can
// take more than Testing Library's default 1 s wait. A longer wait, never a timed assertion.
configure({ asyncUtilTimeout: 15_000 })

// The diagram and the atlas pages in happy-dom, with a Node ELK in place of the worker.

const elk = new ELK()
const graph = machineToGraph(repayByCardFixtureMachine)
let layout: MachineLayout

beforeAll(async () => {
  setElk(elk)
  layout = await atlasLayout(graph, elk, { descriptions: false })
})
afterEach(cleanup)

// The index's coverage summaries fetch the model coverage file; there is no server here, so answer 404 (the
// atlas then says there is no coverage) rather than let happy-dom try a real connection.
beforeAll(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('not found', { status: 404 })))
})

function drawDiagram(decorations: Decorations = {}, selection: Selection = null) {
  const onSelect = vi.fn<(selection: Selection) => void>()
  const onDescriptions = vi.fn<(shown: boolean) => void>()
  const view = render(
    <Diagram
      graph={graph}
      layout={layout}
      decorations={decorations}
      selection={selection}
      onSelect={onSelect}
      descriptions={false}
      onDescriptions={onDescriptions}
    />,
  )
  return { onSelect, onDescriptions, view }
}

const edgeOf = (label: string) => graph.edges.find((edge) => edge.label === label)!

describe('atlas layout', () => {
  it('wraps long arrow labels onto short lines and sizes their box for them', () => {
    const lines = labelLines('after 3 s (RATING_POPUP_DELAY_MS) [isViewing]')
    expect(lines).toEqual(['after 3 s', '(RATING_POPUP_DELAY_MS)', '[isViewing]'])
    expect(labelLines('done: loadDetail')).toEqual(['done: loadDetail'])
    expect(lines.every((line) => line.length <= LABEL_WRAP || !line.includes(' '))).toBe(true)
    expect(labelBox('after 3 s (RATING_POPUP_DELAY_MS) [isViewing]').height).toBe(3 * 14 + 2)
  })

  it('wraps labels as the docs’ diagrams do (layout.ts wrap), an empty label as one empty line', () => {
    for (const edge of graph.edges) expect(labelLines(edge.label)).toEqual(wrap(edge.label, LABEL_WRAP))
    expect(labelLines('')).toEqual([''])
    expect(labelLines('   ')).toEqual([''])
  })

  it('measures text in the diagram font, so boxes are as wide as their lines and no wider', () => {
    // Helvetica / Arial widths: "W" is 0.944 em, "i" 0.222 em; 6 % headroom for other fonts.
    expect(measureText('W', 100)).toBe(Math.ceil(94.4 * 1.06))
    expect(measureText('iiii', 100)).toBe(Math.ceil(88.8 * 1.06))
    expect(measureText('choosingWay', 13, true)).toBeLessThan(measureText('choosingWay', 13) * 1.1)
    for (const box of layout.states.filter((b) => b.state.children.length === 0 && !b.state.history)) {
      const widest = Math.max(
        measureText(box.header.title, 13, true) + 14,
        ...box.header.meta.map((line) => measureText(line)),
      )
      expect(box.width).toBeGreaterThanOrEqual(widest + 24)
      expect(box.width).toBeLessThanOrEqual(Math.max(widest + 24, 70) + 1)
    }
  })

  it('stands a wide machine’s parallel regions in two rows when a laptop shows it larger so', async () => {
    const repayment = machineToGraph(repaymentMachine)
    const stacked = await atlasLayout(repayment, elk, { descriptions: false })
    const regions = stacked.states.filter((box) => box.state.isRegion)
    expect(regions.length).toBe(4)
    // Two rows: the regions' tops fall into two groups far apart.
    const tops = regions.map((box) => box.y).sort((a, b) => a - b)
    const rows = tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 40).length
    // Two rows won: atlasLayout keeps the flat layout unless stacking shows the machine larger. Since its
    // pay-code check (issue 24) and its lateness and last-known pay code (issue 27) the machine fits a
    // laptop at 70 % stacked; the floor keeps it legible.
    expect(rows).toBe(2)
    expect(laptopFit(stacked)).toBeGreaterThan(0.65)
    // The hidden edges that stack them are not drawn.
    const drawable = new Set([...repayment.edges.map((e) => e.id)])
    for (const line of stacked.edges)
      expect(line.initialOf !== undefined || drawable.has(line.edgeId)).toBe(true)
  })

  it('leaves descriptions out of the boxes unless asked, and lays every state and arrow out', async () => {
    const detailed = await atlasLayout(graph, elk, { descriptions: true })
    const box = (l: MachineLayout, id: string) => l.states.find((s) => s.state.id === id)!
    expect(box(layout, 'repayByCardFixture.loadFailed').header.description).toEqual([])
    expect(box(detailed, 'repayByCardFixture.loadFailed').header.description.join(' ')).toBe(
      'Retries by itself after a short pause, up to three times.',
    )
    expect(box(detailed, 'repayByCardFixture.loadFailed').height).toBeGreaterThan(
      box(layout, 'repayByCardFixture.loadFailed').height,
    )
    expect(layout.states).toHaveLength(graph.states.length + 1)
    const drawn = new Set(layout.labels.map((label) => label.edgeId))
    for (const edge of graph.edges.filter((e) => e.targets.length > 0)) expect(drawn).toContain(edge.id)
  })
})

describe('Diagram', () => {
  it('makes every state and every transition a named button', () => {
    drawDiagram()
    for (const state of graph.states) {
      if (state.history) continue
      expect(
        screen.getAllByRole('button', { name: new RegExp(`\\b${state.key}\\b`) }).length,
      ).toBeGreaterThan(0)
    }
    expect(screen.getByRole('button', { name: 'Machine repayByCardFixture' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Parallel state verifying' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Final state paid' })).toBeTruthy()
    expect(
      screen.getByRole('button', {
        name: 'Transition payment.submit [hasSelectedCard], from choosingCard to committing',
      }),
    ).toBeTruthy()
    // A transition with no target is drawn inside its state, and is a button too.
    expect(
      screen.getByRole('button', { name: 'Transition card.select / storeCard, inside choosingCard' }),
    ).toBeTruthy()
  })

  it('selects a state or a transition by click, and by Enter or Space', async () => {
    const user = userEvent.setup()
    const { onSelect } = drawDiagram()
    await user.click(screen.getByRole('button', { name: 'State choosingCard' }))
    expect(onSelect).toHaveBeenLastCalledWith({ kind: 'state', id: 'repayByCardFixture.choosingCard' })

    const label = screen.getByRole('button', { name: /^Transition error: commitRepayment/ })
    act(() => label.focus())
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenLastCalledWith({ kind: 'edge', id: edgeOf('error: commitRepayment').id })

    act(() => screen.getByRole('button', { name: 'State loading' }).focus())
    await user.keyboard(' ')
    expect(onSelect).toHaveBeenLastCalledWith({ kind: 'state', id: 'repayByCardFixture.loading' })
  })

  it('marks the selection as pressed', () => {
    drawDiagram({}, { kind: 'state', id: 'repayByCardFixture.committing' })
    expect(screen.getByRole('button', { name: 'State committing' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'State loading' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('draws decorations with words and marks, not colour alone, and a legend for them', async () => {
    const user = userEvent.setup()
    const covered = edgeOf('payment.submit [hasSelectedCard]')
    drawDiagram({
      active: new Set(['repayByCardFixture.committing']),
      taken: new Set([covered.id]),
      coverage: { states: new Set(['repayByCardFixture.loading']), edgeKeys: new Set([covered.key]) },
      failed: new Set(['repayByCardFixture.loadFailed']),
    })
    expect(screen.getByRole('button', { name: 'State loading, covered' }).classList).toContain('is-covered')
    expect(screen.getByRole('button', { name: 'State committing, active, not covered' }).classList).toContain(
      'is-active',
    )
    expect(screen.getByRole('button', { name: 'State loadFailed, failed here, not covered' })).toBeTruthy()
    expect(
      screen.getByRole('button', {
        name: 'Transition payment.submit [hasSelectedCard], from choosingCard to committing, just taken, covered',
      }),
    ).toBeTruthy()
    expect(
      screen.getByRole('button', { name: /^Transition error: commitRepayment.*, not covered$/ }),
    ).toBeTruthy()
    // The legend folds behind its button, so the canvas keeps the room.
    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull()
    const toggle = screen.getByRole('button', { name: 'Legend' })
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const legend = within(screen.getByRole('list', { name: 'Legend' }))
    expect(legend.getByText('✗ Not covered (dashed)')).toBeTruthy()
    expect(legend.getByText('⚠ Where a path failed')).toBeTruthy()
    expect(legend.getByText('Active state (thick border)')).toBeTruthy()
    await user.click(toggle)
    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull()
  })

  it('has zoom buttons and a descriptions switch', async () => {
    const user = userEvent.setup()
    const { onDescriptions } = drawDiagram()
    const zoom = screen.getByTestId('zoom')
    await user.click(screen.getByRole('button', { name: 'Fit' }))
    const before = zoom.textContent
    await user.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(zoom.textContent).not.toBe(before)
    await user.click(screen.getByRole('button', { name: 'Fit' }))
    expect(zoom.textContent).toBe(before)
    await user.click(screen.getByRole('button', { name: 'Descriptions' }))
    expect(onDescriptions).toHaveBeenCalledWith(true)
  })

  it('zooms with + and − and fits with 0 on the canvas', () => {
    drawDiagram()
    const canvas = screen.getByRole('group', { name: 'Diagram of repayByCardFixture' })
    const zoom = screen.getByTestId('zoom')
    fireEvent.keyDown(canvas, { key: '0' })
    const fitted = zoom.textContent
    fireEvent.keyDown(canvas, { key: '+' })
    const zoomedIn = Number.parseInt(zoom.textContent ?? '', 10)
    expect(zoomedIn).toBeGreaterThan(Number.parseInt(fitted ?? '', 10))
    fireEvent.keyDown(canvas, { key: '-' })
    fireEvent.keyDown(canvas, { key: '-' })
    expect(Number.parseInt(zoom.textContent ?? '', 10)).toBeLessThan(zoomedIn)
    fireEvent.keyDown(canvas, { key: '0' })
    expect(zoom.textContent).toBe(fitted)
  })
})

function renderAtlas(path: string) {
  const location = memoryLocation({ path, record: true })
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AtlasRoutes />
    </Router>,
  )
  return location
}

describe('atlas pages', () => {
  it('lists every machine on the index, each linking to its page', async () => {
    renderAtlas('/')
    const list = await screen.findByRole('list', { name: 'Machines' })
    const links = within(list).getAllByRole('link')
    expect(links).toHaveLength(machineStems.length)
    expect(links.map((link) => link.getAttribute('href'))).toContain('/m/repayByCard')
    expect(screen.getByRole('link', { name: 'Live view of the running app' }).getAttribute('href')).toBe(
      '/live',
    )
  })

  it('shows a machine, and the details of what is selected on its diagram', async () => {
    const user = userEvent.setup()
    renderAtlas('/m/repayByCard')
    expect(screen.getByRole('heading', { level: 1, name: 'repayByCard' })).toBeTruthy()
    const state = await screen.findByRole('button', { name: /^State choosingWay\b/ })
    await user.click(state)
    const details = screen.getByRole('complementary', { name: 'Details' })
    await waitFor(() =>
      expect(within(details).getByRole('heading', { name: 'State choosingWay' })).toBeTruthy(),
    )
    expect(within(details).getByText('#repayByCard.choosingWay')).toBeTruthy()
    expect(within(details).getByRole('heading', { name: /^Transitions out/ })).toBeTruthy()

    // A transition listed there selects it in turn.
    const out = within(details).getAllByRole('button')[0]!
    await user.click(out)
    expect(within(details).getByRole('heading', { name: /^Transition / })).toBeTruthy()
    expect(within(details).getByText('Coverage key')).toBeTruthy()
    expect(screen.getByTestId('layout-time').textContent).toMatch(/^Laid out by ELK in /)
  })

  it('switches modes with ?mode= and mounts the mode’s panel', async () => {
    renderAtlas('/m/repayByCard?mode=simulate')
    expect(await screen.findByRole('region', { name: 'simulate mode' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Simulate' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Explore' }).getAttribute('aria-current')).toBeNull()
  })

  it('says so for an unknown machine id', async () => {
    renderAtlas('/m/noSuchMachine')
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('No machine in machines/ has the id noSuchMachine'),
    )
  })
})
