import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LoadFailure } from '../../machines/shared/notice.ts'
import { LoadFailedNotice } from '../../src/screens/shared/load-failed.tsx'
import { ServicesProvider } from '../../src/screens/shared/services.tsx'
import { HOST_QUERY } from '../fixtures/host-query.ts'
import { fakeServices } from './fake-services.ts'

/** The one load-failure notice of every screen (issue 27): what, what happened, and the ways on. */

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

function show(failure: LoadFailure | undefined, props: { service?: boolean; wayOn?: boolean } = {}) {
  const services = fakeServices({ pageQuery: { ...HOST_QUERY, orderId: 'BYD1' } })
  const onRetry = vi.fn()
  render(
    <ServicesProvider services={services}>
      <LoadFailedNotice failure={failure} onRetry={onRetry} {...props}>
        Your orders could not be loaded.
      </LoadFailedNotice>
    </ServicesProvider>,
  )
  return { services, onRetry, alert: screen.getByRole('alert') }
}

describe('LoadFailedNotice', () => {
  it.each<[LoadFailure | undefined, string]>([
    [{ kind: 'offline' }, 'You seem to be offline. Check your connection and try again.'],
    [{ kind: 'unreachable' }, 'We could not reach our server. Check your connection and try again.'],
    [{ kind: 'timeout' }, 'Our server took too long to answer. Try again in a moment.'],
    [{ kind: 'server', message: 'Order not found' }, 'Order not found'],
    [{ kind: 'server' }, 'Our server could not answer right now. Try again in a moment.'],
    [{ kind: 'unknown' }, 'Something went wrong. Try again, or ask customer service for help.'],
    [undefined, 'Something went wrong. Try again, or ask customer service for help.'],
  ])('%j: says what could not be loaded and what happened', (failure, text) => {
    const { alert } = show(failure)
    const [what, happened] = [...alert.querySelectorAll('p')].map((p) => p.textContent)
    expect([what, happened]).toEqual(['Your orders could not be loaded.', text])
  })

  it('offers Try again and customer service (an in-app link with the common query)', async () => {
    const { services, onRetry } = show({ kind: 'offline' })
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    const link = screen.getByRole('link', { name: 'Customer service' })
    expect(link.getAttribute('href')).toBe(`/customerService?${new URLSearchParams(HOST_QUERY).toString()}`)
    await userEvent.click(link)
    expect(services.navigate.go.mock.calls).toEqual([['/customerService']])
    expect(screen.queryByRole('button', { name: 'Go to home' })).toBeNull()
  })

  it('with wayOn, Go to home (and Back when there is history) too', async () => {
    const { services } = show({ kind: 'server' }, { wayOn: true })
    await userEvent.click(screen.getByRole('button', { name: 'Go to home' }))
    expect(services.bridge.sent).toEqual([{ type: 'goHome' }])
    expect(screen.getByRole('link', { name: 'Customer service' })).toBeTruthy()
  })

  it('never links to customer service from customer service itself', () => {
    window.history.replaceState(null, '', '/customerService')
    show({ kind: 'offline' })
    expect(screen.queryByRole('link', { name: 'Customer service' })).toBeNull()
    cleanup()
    window.history.replaceState(null, '', '/orderList')
    show({ kind: 'offline' }, { service: false })
    expect(screen.queryByRole('link', { name: 'Customer service' })).toBeNull()
  })
})
