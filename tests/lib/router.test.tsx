import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { matchPath, navigate, usePathname, useSearch } from '../../src/lib/router.ts'

/** The app's router (docs/decisions/035-router.md): matching as wouter did, the address as React state. */
describe('matchPath', () => {
  it('matches a static path case-insensitively, with or without a trailing slash', () => {
    expect(matchPath('/repayChoose', '/repayChoose')).toEqual({})
    expect(matchPath('/repayChoose', '/REPAYCHOOSE/')).toEqual({})
    expect(matchPath('/', '/')).toEqual({})
    expect(matchPath('/repay', '/repayDelay')).toBeNull()
    expect(matchPath('/repay', '/repay/x')).toBeNull()
    expect(matchPath('/', '/About')).toBeNull()
  })

  it('reads one optional parameter last', () => {
    expect(matchPath('/borrowDetail/:orderId?', '/borrowDetail/ORD-7')).toEqual({ orderId: 'ORD-7' })
    expect(matchPath('/borrowDetail/:orderId?', '/borrowDetail')).toEqual({ orderId: undefined })
    expect(matchPath('/borrowDetail/:orderId?', '/borrowdetail/7/')).toEqual({ orderId: '7' })
    expect(matchPath('/borrowDetail/:orderId?', '/borrowDetail/7/8')).toBeNull()
  })

  it('takes a pattern’s dots and other signs literally', () => {
    expect(matchPath('/a.b', '/a.b')).toEqual({})
    expect(matchPath('/a.b', '/axb')).toBeNull()
  })
})

function Where() {
  return (
    <p>
      {usePathname()}|{useSearch()}
    </p>
  )
}

describe('the address as state', () => {
  afterEach(() => {
    cleanup()
    window.history.replaceState(null, '', '/')
  })

  it('re-renders on navigate (push and replace), on a page’s own history calls, and on Back', async () => {
    window.history.replaceState(null, '', '/orderList?userId=9')
    render(<Where />)
    expect(screen.getByText('/orderList|userId=9')).toBeTruthy()
    act(() => navigate('/borrowDetail/7?lang=fil'))
    expect(screen.getByText('/borrowDetail/7|lang=fil')).toBeTruthy()
    const length = window.history.length
    act(() => navigate('/repay?orderId=7', { replace: true }))
    expect(screen.getByText('/repay|orderId=7')).toBeTruthy()
    expect(window.history.length).toBe(length)
    act(() => window.history.pushState(null, '', '/customerService'))
    expect(screen.getByText('/customerService|')).toBeTruthy()
  })

  it('decodes the path', () => {
    window.history.replaceState(null, '', '/borrowDetail/A%20B')
    render(<Where />)
    expect(screen.getByText('/borrowDetail/A B|')).toBeTruthy()
  })
})
