import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AtlasErrorBoundary, AtlasRoutes } from '../../src/atlas/atlas-app.tsx'
import { resetLiveSessions } from '../../src/atlas/live/sessions.ts'

/**
 * The atlas's routes (src/atlas/atlas-app.tsx): a page that throws shows what went wrong instead of a blank
 * page, and the static atlas (standalone) links to none of the app's pages.
 */

// The index page throws, as a page would on data it did not expect.
vi.mock('../../src/atlas/index-page.tsx', () => ({
  IndexPage: () => {
    throw new Error('the index broke')
  },
}))

function renderAtlas(path: string, standalone?: boolean) {
  const location = memoryLocation({ path, record: true })
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AtlasRoutes standalone={standalone} />
    </Router>,
  )
  return location
}

class SilentChannel {
  onmessage = null
  postMessage() {}
  close() {}
}

beforeEach(() => {
  // React reports what a boundary caught on the console; the test reads the page instead.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.stubGlobal('BroadcastChannel', SilentChannel)
  resetLiveSessions()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('AtlasRoutes', () => {
  it('shows what went wrong when a page throws, with a Reload button, and recovers on another page', async () => {
    const location = renderAtlas('/')
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Something went wrong in the atlas')
    expect(alert.textContent).toContain('the index broke')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()

    act(() => location.navigate('/live'))
    expect(screen.queryByText('Something went wrong in the atlas')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Live flows' })).toBeTruthy()
  })

  it('in the app, links to the test preview; in the static atlas, says where to go in words', () => {
    renderAtlas('/live')
    expect(
      screen.getByRole('link', { name: 'Open the test preview in a new tab' }).getAttribute('href'),
    ).toBe('/testPreview')
    cleanup()

    renderAtlas('/live', true)
    expect(screen.queryByRole('link', { name: /test preview/i })).toBeNull()
    expect(screen.getByText('/testPreview').tagName).toBe('CODE')
    expect(screen.getByText(/Open the sandbox app’s/).textContent).toContain('on this same site')
  })
})

describe('AtlasErrorBoundary', () => {
  function Boom(): never {
    throw new TypeError('cannot read page')
  }

  it('Reload reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
    render(
      <AtlasErrorBoundary at="/m/x">
        <Boom />
      </AtlasErrorBoundary>,
    )
    expect(screen.getByRole('alert').textContent).toContain('cannot read page')
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('draws its children while they draw', () => {
    render(
      <AtlasErrorBoundary at="/">
        <p>fine</p>
      </AtlasErrorBoundary>,
    )
    expect(screen.getByText('fine')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
