import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onDemand, prefetchOnFirstInteraction } from '../../src/ui/on-demand.tsx'

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>
}

/** A download that fails `failures` times (offline for a moment), then arrives. */
function flakyLoad(failures: number) {
  let calls = 0
  return vi.fn(() => {
    calls += 1
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(Greeting)
  })
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('onDemand', () => {
  it('renders at once, without a suspended first frame, once a prefetch has arrived', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const { Component, prefetch } = onDemand(load)
    await prefetch()
    render(<Component name="Ana" />)
    expect(screen.getByText('Hello, Ana')).toBeTruthy()
    await prefetch()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads on the first render when nothing prefetched it', async () => {
    const { Component } = onDemand(flakyLoad(0))
    render(<Component name="Ana" />)
    expect(await screen.findByText('Hello, Ana')).toBeTruthy()
  })

  it('shows the network notice with Try again when the download fails, never a throw; Try again reloads', async () => {
    const load = flakyLoad(1)
    const { Component } = onDemand(load)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    render(<Component name="Ana" />)
    const notice = await screen.findByRole('alert')
    expect(notice.textContent).toBe('Error. Check your connection and try again.Try again')
    expect(screen.queryByText('Hello, Ana')).toBeNull()
    expect(errors).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('after a failed render, the next page load (what Try again does) downloads again and renders', async () => {
    const load = flakyLoad(1)
    const first = onDemand(load)
    const { unmount } = render(<first.Component name="Ana" />)
    await screen.findByRole('alert')
    unmount()
    // A reload evaluates the module afresh: a new handle over the same download.
    const second = onDemand(load)
    render(<second.Component name="Ana" />)
    expect(await screen.findByText('Hello, Ana')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a failed download is forgotten: a later prefetch asks again, and the component then renders at once', async () => {
    const load = flakyLoad(1)
    const { Component, prefetch } = onDemand(load)
    render(<Component name="Ana" />)
    await screen.findByRole('alert')
    cleanup()
    await prefetch()
    expect(load).toHaveBeenCalledTimes(2)
    render(<Component name="Ana" />)
    expect(screen.getByText('Hello, Ana')).toBeTruthy()
  })

  it('forgets a failed prefetch, which resolves (never an unhandled rejection): the next one asks again', async () => {
    const load = flakyLoad(1)
    const { Component, prefetch } = onDemand(load)
    await expect(prefetch()).resolves.toBeNull()
    await prefetch()
    expect(load).toHaveBeenCalledTimes(2)
    render(<Component name="Ana" />)
    expect(screen.getByText('Hello, Ana')).toBeTruthy()
  })

  it('a render after a failed prefetch downloads again and shows the component', async () => {
    const load = flakyLoad(1)
    const { Component, prefetch } = onDemand(load)
    await prefetch()
    render(<Component name="Ana" />)
    expect(await screen.findByText('Hello, Ana')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('onDemand with a `failed` component', () => {
  /** What a popup shows when its code could not be downloaded: it gets the same props. */
  function Unavailable({ name }: { name: string }) {
    return <p role="alert">Could not open for {name}</p>
  }

  it('a failed download renders the given component with the props, not the reload notice', async () => {
    const load = flakyLoad(1)
    const { Component } = onDemand(load, Unavailable)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Component name="Ana" />)
    const notice = await screen.findByRole('alert')
    expect(notice.textContent).toBe('Could not open for Ana')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(screen.queryByText('Hello, Ana')).toBeNull()
    expect(errors).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('after a failure the next mount downloads again and renders the loaded component', async () => {
    const load = flakyLoad(1)
    const { Component } = onDemand(load, Unavailable)
    const { unmount } = render(<Component name="Ana" />)
    await screen.findByText('Could not open for Ana')
    unmount()
    render(<Component name="Ben" />)
    expect(await screen.findByText('Hello, Ben')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a download that fails again renders the given component again, and the next mount still asks', async () => {
    const load = flakyLoad(2)
    const { Component } = onDemand(load, Unavailable)
    const first = render(<Component name="Ana" />)
    await screen.findByText('Could not open for Ana')
    first.unmount()
    const second = render(<Component name="Ana" />)
    await screen.findByText('Could not open for Ana')
    expect(load).toHaveBeenCalledTimes(2)
    second.unmount()
    render(<Component name="Ana" />)
    expect(await screen.findByText('Hello, Ana')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('a re-render after a failure keeps what the failure rendered and downloads nothing more', async () => {
    const load = flakyLoad(1)
    const { Component } = onDemand(load, Unavailable)
    const { rerender } = render(<Component name="Ana" />)
    await screen.findByText('Could not open for Ana')
    rerender(<Component name="Ana B." />)
    expect(await screen.findByText('Could not open for Ana B.')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('without `failed`, a failed download still renders the reload notice', async () => {
    const { Component } = onDemand(flakyLoad(1))
    render(<Component name="Ana" />)
    const notice = await screen.findByRole('alert')
    expect(notice.textContent).toBe('Error. Check your connection and try again.Try again')
  })
})

describe('prefetchOnFirstInteraction', () => {
  it('prefetches on the first pointer or key press, once', async () => {
    const prefetch = vi.fn(() => Promise.resolve())
    const target = new EventTarget() as unknown as Window
    prefetchOnFirstInteraction(prefetch, target)
    expect(prefetch).not.toHaveBeenCalled()
    await act(async () => {
      target.dispatchEvent(new Event('pointerdown'))
      target.dispatchEvent(new Event('keydown'))
    })
    expect(prefetch).toHaveBeenCalledTimes(1)
  })
})
