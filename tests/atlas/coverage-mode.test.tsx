import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CoverageMode, CoverageSummary } from '../../src/atlas/modes/coverage.tsx'
import { PLAY_STEP_MS } from '../../src/atlas/modes/path-player.tsx'
import { COVERAGE_URL, resetCoverageStore } from '../../src/atlas/modes/coverage-store.ts'
import type { Decorations, Selection } from '../../src/atlas/types.ts'
import { checkoutEntry, coverageFile, EDGES, failedPath } from './modes.fixtures.ts'

let fetched: string[] = []

/** The served coverage file: absent (404 or the app's index.html) or this JSON. */
function serve(body: unknown | 'absent' | 'html') {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      fetched.push(url)
      if (body === 'absent') return Promise.resolve(new Response('not found', { status: 404 }))
      if (body === 'html')
        return Promise.resolve(
          new Response('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } }),
        )
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      )
    }),
  )
}

beforeEach(() => {
  fetched = []
  resetCoverageStore()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function setup() {
  const decorations: Decorations[] = []
  const selections: Selection[] = []
  render(
    <CoverageMode
      entry={checkoutEntry()}
      onDecorations={(d) => decorations.push(d)}
      onSelect={(s) => selections.push(s)}
    />,
  )
  return { last: () => decorations.at(-1) ?? {}, selections }
}

const jsonFile = (name: string, body: unknown) =>
  new File([typeof body === 'string' ? body : JSON.stringify(body)], name, { type: 'application/json' })

describe('CoverageMode', () => {
  it('without a coverage file says how to make one, not an error', async () => {
    serve('absent')
    const { last } = setup()
    expect(await screen.findByText('No coverage file yet: run npm test.')).toBeTruthy()
    expect(fetched).toEqual([COVERAGE_URL])
    expect(screen.queryByRole('alert')).toBeNull()
    expect(last().coverage).toBeUndefined()
  })

  it('treats the app page a single-page server answers for a missing file as absent', async () => {
    serve('html')
    setup()
    expect(await screen.findByText('No coverage file yet: run npm test.')).toBeTruthy()
  })

  it('overlays the served file: counts, what is not covered (selectable), the environment chooser', async () => {
    serve(coverageFile)
    const { last, selections } = setup()
    const states = await screen.findByText('States covered')
    const total = checkoutEntry().graph.states.length
    expect(states.nextElementSibling?.textContent).toBe(
      `${total - 1} of ${total} (${Math.floor(((total - 1) / total) * 100)} %)`,
    )
    expect(screen.getByText('Paths passed').nextElementSibling?.textContent).toBe('1 of 2 (50 %)')
    expect(last().coverage?.edgeKeys.has(EDGES.select.key)).toBe(true)
    expect(last().coverage?.edgeKeys.has(EDGES.timeout.key)).toBe(false)
    expect(last().coverage?.states.has('checkout.expired')).toBe(false)

    const missing = screen.getByRole('heading', { name: 'Not covered' }).nextElementSibling as HTMLElement
    const items = within(missing)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(items).toEqual(['state expired', 'transition choosing → expired: after 60 s (TIMEOUT_MS)'])
    await userEvent.click(within(missing).getByRole('button', { name: /transition/ }))
    await userEvent.click(within(missing).getByRole('button', { name: /state/ }))
    expect(selections).toEqual([
      { kind: 'edge', id: EDGES.timeout.id },
      { kind: 'state', id: 'checkout.expired' },
    ])

    await userEvent.selectOptions(screen.getByLabelText('Test environment'), 'chromium')
    expect(screen.getByText('Every state and transition is covered.')).toBeTruthy()
    expect(last().coverage?.edgeKeys.has(EDGES.timeout.key)).toBe(true)
  })

  it('loads a file the tester picks; a malformed one gets a message naming the problem', async () => {
    serve('absent')
    setup()
    await screen.findByText('No coverage file yet: run npm test.')
    const input = screen.getByLabelText('Load a coverage file')

    const broken = structuredClone(coverageFile)
    ;(broken.environments['happy-dom']!.machines.checkout!.paths[0] as { status: string }).status = 'green'
    await userEvent.upload(input, jsonFile('broken.json', broken))
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Could not read broken\.json\. Not a model coverage file: .*paths\[0\]\.status/,
    )

    await userEvent.upload(input, jsonFile('notes.json', '{ nope'))
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Could not read notes\.json: it is not JSON \(/,
    )

    await userEvent.upload(input, jsonFile('run.json', coverageFile))
    expect(await screen.findByText(/From run\.json, written/)).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('Transitions covered')).toBeTruthy()
  })

  it('plays a failed path step by step: active states, taken transitions, the failing step, steps not run', async () => {
    serve(coverageFile)
    const { last } = setup()
    await screen.findByText('States covered')
    await userEvent.click(screen.getByRole('button', { name: /failed 02\. choosing/ }))
    const player = screen.getByRole('group', { name: /Playing/ })
    expect(within(player).getByRole('note').textContent).toContain(
      "Failed at step 2 (state assertion \"paying\").expected 'Paying…' to be 'Paying with VISA…'",
    )
    expect(within(player).getByText('Step 0 of 3')).toBeTruthy()
    expect([...(last().active ?? [])]).toEqual(['checkout.choosing'])
    expect(last().coverage).toBeDefined()

    const next = within(player).getByRole('button', { name: 'Next' })
    await userEvent.click(next)
    expect(within(player).getByText('Step 1 of 3')).toBeTruthy()
    expect([...(last().taken ?? [])]).toEqual([EDGES.select.id])
    expect(last().failed).toBeUndefined()

    await userEvent.click(next)
    expect(within(player).getByText('Step 2 of 3')).toBeTruthy()
    expect(within(player).getByText('This step failed.')).toBeTruthy()
    expect([...(last().failed ?? [])]).toEqual(['checkout.paying'])
    expect([...(last().taken ?? [])]).toEqual([EDGES.pay.id])

    await userEvent.click(next)
    expect(within(player).getByText(/^This step did not run/)).toBeTruthy()
    expect(next).toHaveProperty('disabled', true)
    const marks = within(player)
      .getAllByRole('button')
      .filter((b) => b.classList.contains('mode-step'))
      .map((b) => b.textContent)
    expect(marks).toEqual(['0start', '1card.select', '2pay (failed)', '3charge.error (not run)'])

    await userEvent.click(within(player).getByRole('button', { name: 'Previous' }))
    expect(within(player).getByText('Step 2 of 3')).toBeTruthy()
    expect(failedPath.steps).toHaveLength(4)
  })

  it('Play advances on a timer and stops at the last step', async () => {
    serve(coverageFile)
    setup()
    await screen.findByText('States covered')
    fireEvent.click(screen.getByRole('button', { name: /passed 01\. paid/ }))
    vi.useFakeTimers()
    const player = screen.getByRole('group', { name: /Playing/ })
    fireEvent.click(within(player).getByRole('button', { name: 'Play' }))
    expect(within(player).getByRole('button', { name: 'Pause' })).toBeTruthy()
    await act(async () => {
      vi.advanceTimersByTime(PLAY_STEP_MS)
    })
    expect(within(player).getByText('Step 1 of 3')).toBeTruthy()
    await act(async () => {
      vi.advanceTimersByTime(PLAY_STEP_MS * 5)
    })
    expect(within(player).getByText('Step 3 of 3')).toBeTruthy()
    expect(within(player).getByRole('button', { name: 'Play' })).toBeTruthy()
    // Play at the end starts again from the beginning.
    fireEvent.click(within(player).getByRole('button', { name: 'Play' }))
    expect(within(player).getByText('Step 0 of 3')).toBeTruthy()
    fireEvent.click(within(player).getByRole('button', { name: 'Pause' }))
    await act(async () => {
      vi.advanceTimersByTime(PLAY_STEP_MS * 2)
    })
    expect(within(player).getByText('Step 0 of 3')).toBeTruthy()
  })
})

describe('CoverageSummary', () => {
  it('shows nothing without a file, the percentages and failures with one', async () => {
    serve('absent')
    const { container, unmount } = render(<CoverageSummary machineId="checkout" />)
    await vi.waitFor(() => expect(fetched).toHaveLength(1))
    expect(container.textContent).toBe('')
    unmount()
    resetCoverageStore()
    serve(coverageFile)
    render(
      <>
        <CoverageSummary machineId="checkout" />
        <CoverageSummary machineId="rating" />
      </>,
    )
    expect(await screen.findByText(/^Covered: states \d+ %, transitions \d+ %/)).toBeTruthy()
    expect(screen.getByText(', 1 failed')).toBeTruthy()
    expect(screen.getByText('No model-test coverage')).toBeTruthy()
  })
})
