import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hideLivePanel, LIVE_PANEL_KEY, showLivePanel } from '../../src/atlas/live/panel-toggle.ts'
import { ServicesProvider } from '../../src/screens/shared/services.tsx'
import TestPreviewScreen from '../../src/screens/test-preview/test-preview-screen.tsx'
import { fakeServices } from './fake-services.ts'

/**
 * The test preview's tools for analysts and testers (sandbox builds): the atlas's links and the switch
 * that puts a "Live diagram" button over every screen.
 */

const SWITCH = 'Show a live diagram button on flow screens'

function open() {
  const services = fakeServices()
  render(
    <ServicesProvider services={services}>
      <TestPreviewScreen />
    </ServicesProvider>,
  )
  return services
}

afterEach(async () => {
  cleanup()
  await act(() => hideLivePanel())
  window.sessionStorage.clear()
  window.history.replaceState(null, '', '/')
  vi.unstubAllEnvs()
})

describe('test preview: for analysts and testers', () => {
  it('links the machine atlas and the live view', async () => {
    const services = open()
    expect(screen.getByRole('heading', { name: 'For analysts and testers' })).toBeTruthy()
    const atlas = screen.getByRole('link', { name: 'Machine atlas' })
    expect(atlas.getAttribute('href')).toBe('/atlas')
    expect(screen.getByRole('link', { name: 'Live view' }).getAttribute('href')).toBe('/atlas/live')
    await userEvent.click(atlas)
    expect(services.navigate.go).toHaveBeenCalledWith('/atlas')
  })

  it('the switch puts the Live diagram button on the screen for the session, and takes it away', async () => {
    open()
    const toggle = screen.getByRole('checkbox', { name: SWITCH })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    expect(screen.queryByRole('button', { name: 'Live diagram' })).toBeNull()

    await userEvent.click(toggle)
    expect(window.sessionStorage.getItem(LIVE_PANEL_KEY)).toBe('on')
    // The panel's code arrives on demand: wait for it (the same load the switch started), not for a clock.
    await act(() => showLivePanel())
    const button = await screen.findByRole('button', { name: 'Live diagram' })

    await userEvent.click(button)
    const panel = screen.getByRole('dialog', { name: 'Live diagram' })
    const frame = screen.getByTitle('Live diagram')
    expect(panel.contains(frame)).toBe(true)
    expect(frame.getAttribute('src')).toBe('/atlas/live?embed=1')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))

    await userEvent.click(screen.getByRole('button', { name: 'Move to top' }))
    expect(panel.className).toContain('live-panel--top')

    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog', { name: 'Live diagram' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Live diagram' }))

    await userEvent.click(screen.getByRole('button', { name: 'Live diagram' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Live diagram' })).toBeNull()

    await userEvent.click(toggle)
    expect(window.sessionStorage.getItem(LIVE_PANEL_KEY)).toBeNull()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Live diagram' })).toBeNull())
  })

  it('the switch reads the choice back when the page opens again, and the button stays off the atlas', async () => {
    window.sessionStorage.setItem(LIVE_PANEL_KEY, 'on')
    open()
    expect((screen.getByRole('checkbox', { name: SWITCH }) as HTMLInputElement).checked).toBe(true)
    // What the app does at start when the switch is on (src/app/main.tsx).
    await act(() => showLivePanel())
    expect(screen.getByRole('button', { name: 'Live diagram' })).toBeTruthy()
    act(() => window.history.pushState(null, '', '/atlas/live'))
    expect(screen.queryByRole('button', { name: 'Live diagram' })).toBeNull()
    act(() => window.history.pushState(null, '', '/repayChoose'))
    expect(screen.getByRole('button', { name: 'Live diagram' })).toBeTruthy()
  })

  it('a closed panel is no dialog: the app still moves the focus to a new page and back from its sheets', async () => {
    window.sessionStorage.setItem(LIVE_PANEL_KEY, 'on')
    open()
    await act(() => showLivePanel())
    expect(screen.getByRole('button', { name: 'Live diagram' })).toBeTruthy()
    // What usePageHeading and the overlays' focus return look for (src/ui/components.tsx, overlay-history.ts).
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Live diagram' }))
    expect(document.querySelector('[role="dialog"]')).not.toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('a VITE_SANDBOX=off build has none of it', () => {
    vi.stubEnv('VITE_SANDBOX', 'off')
    open()
    expect(screen.queryByRole('heading', { name: 'For analysts and testers' })).toBeNull()
    expect(screen.queryByRole('checkbox', { name: SWITCH })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Machine atlas' })).toBeNull()
  })
})

describe('test preview: the screens’ language (issue 28)', () => {
  afterEach(() => cleanup())

  it('opens every screen in the phone’s language by default, or in the one chosen (lang on every link)', async () => {
    open()
    const myOrders = () => screen.getByRole('link', { name: /^My orders/ }).getAttribute('href') ?? ''
    expect(new URL(myOrders(), 'https://app.example').searchParams.has('lang')).toBe(false)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Filipino')
    expect(new URL(myOrders(), 'https://app.example').searchParams.get('lang')).toBe('fil')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), "The spec's wording")
    expect(new URL(myOrders(), 'https://app.example').searchParams.get('lang')).toBe('spec')
  })
})
