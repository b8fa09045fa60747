import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { POLICY_LOAD_TIMEOUT_MS } from '../../machines/policy-frame.machine.ts'
import { policyAddress, policyFrameWith, probePage } from '../../src/screens/site/policy.impl.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'

/**
 * The real side effects of the official site's Privacy Policy (src/screens/site/policy.impl.ts): which
 * configured address may be framed, and the probe of the company's page through services.fetchPage.
 * The machine's own rules are tested in tests/machines/policy-frame.machine.test.ts.
 */

const ORIGIN = 'https://h5.bayad.test'
const OWN_PAGE = `${ORIGIN}/company/privacy-policy.html`
const OTHER_PAGE = 'https://www.lender.example/privacy'

/** What a cross-origin no-cors fetch answers: opaque, status 0, not ok, nothing readable. */
const opaque = () => ({ type: 'opaque', ok: false, status: 0 }) as Response
const answering = (status: number) => async () => new Response('', { status })
const signal = () => new AbortController().signal

describe('policyAddress', () => {
  it.each([
    ['nothing configured', ''],
    ['spaces', '   '],
    ['a script', 'javascript:alert(1)'],
    ['a script in capitals', 'JAVASCRIPT:alert(1)'],
    ['a data page', 'data:text/html,x'],
    ['a file', 'file:///etc/passwd'],
    ['not an address', 'http://'],
  ])('refuses %s (the in-app text shows)', (_, configured) => {
    expect(policyAddress(configured, ORIGIN)).toBe('')
  })

  it('keeps an https address of a configured frame origin, refuses one that is not (decision 023)', () => {
    expect(policyAddress(OTHER_PAGE, ORIGIN, ['https://www.lender.example'])).toBe(OTHER_PAGE)
    expect(policyAddress(OTHER_PAGE, ORIGIN, [])).toBe('')
    expect(policyAddress('//www.lender.example/privacy', ORIGIN, ['https://www.lender.example'])).toBe('')
  })

  it('resolves a path against the page’s origin', () => {
    expect(policyAddress('/company/privacy-policy.html', ORIGIN)).toBe(OWN_PAGE)
    expect(policyAddress(' /company/privacy-policy.html?v=2 ', ORIGIN)).toBe(`${OWN_PAGE}?v=2`)
  })
})

describe('probePage', () => {
  it('fetches a page of our own origin same-origin, without credentials or the cache', async () => {
    const fetchPage = vi.fn<typeof fetch>(answering(200))
    const abort = signal()
    await expect(probePage(fetchPage, OWN_PAGE, ORIGIN, abort)).resolves.toBeUndefined()
    expect(fetchPage).toHaveBeenCalledTimes(1)
    expect(fetchPage).toHaveBeenCalledWith(OWN_PAGE, {
      mode: 'same-origin',
      credentials: 'omit',
      cache: 'no-store',
      signal: abort,
    })
  })

  it.each([404, 500, 503])('a page of our own origin answering %i is not there', async (status) => {
    await expect(
      probePage(vi.fn<typeof fetch>(answering(status)), OWN_PAGE, ORIGIN, signal()),
    ).rejects.toThrow(String(status))
  })

  it('a page of our own origin that is the app itself (a host answering every path with index.html) is not there', async () => {
    const shell =
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/x.js"></script></body></html>'
    const fetchPage = vi.fn<typeof fetch>(async () => new Response(shell, { status: 200 }))
    await expect(probePage(fetchPage, OWN_PAGE, ORIGIN, signal())).rejects.toThrow()
    const policy = '<!doctype html><title>Privacy policy</title><main><h1>Privacy policy</h1></main>'
    const found = vi.fn<typeof fetch>(async () => new Response(policy, { status: 200 }))
    await expect(probePage(found, OWN_PAGE, ORIGIN, signal())).resolves.toBeUndefined()
  })

  it('fetches another origin’s page no-cors: its opaque answer counts as there', async () => {
    const fetchPage = vi.fn<typeof fetch>(async () => opaque())
    await expect(probePage(fetchPage, OTHER_PAGE, ORIGIN, signal())).resolves.toBeUndefined()
    expect(fetchPage).toHaveBeenCalledWith(
      OTHER_PAGE,
      expect.objectContaining({ mode: 'no-cors', credentials: 'omit' }),
    )
  })

  it('another origin on another port or scheme is not ours', async () => {
    const fetchPage = vi.fn<typeof fetch>(async () => opaque())
    await probePage(fetchPage, 'https://h5.bayad.test:8443/privacy', ORIGIN, signal())
    await probePage(fetchPage, 'http://h5.bayad.test/privacy', ORIGIN, signal())
    expect(fetchPage.mock.calls.map(([, init]) => init?.mode)).toEqual(['no-cors', 'no-cors'])
  })

  it.each([
    ['our own origin', OWN_PAGE],
    ['another origin', OTHER_PAGE],
  ])('a failed connection to %s is not there', async (_, url) => {
    const fetchPage = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(probePage(fetchPage, url, ORIGIN, signal())).rejects.toThrow('Failed to fetch')
  })
})

describe('policyFrameWith', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function start(prepare: (services: FakeServices) => void = () => {}, url = OWN_PAGE) {
    const services = fakeServices({ origin: ORIGIN })
    prepare(services)
    const actor = createActor(policyFrameWith(services), { input: { url } })
    actor.start()
    return { services, actor }
  }

  it('probes the machine’s address through services.fetchPage; a found page shows once the frame loads', async () => {
    const { services, actor } = start()
    expect(services.fetchPage).toHaveBeenCalledTimes(1)
    expect(services.fetchPage.mock.calls[0]?.[0]).toBe(OWN_PAGE)
    expect(services.fetchPage.mock.calls[0]?.[1]).toMatchObject({ mode: 'same-origin', credentials: 'omit' })
    actor.send({ type: 'frame.loaded' })
    await flush()
    expect(actor.getSnapshot().value).toBe('shown')
    expect(actor.getSnapshot().hasTag('framed')).toBe(true)
  })

  it('probes another origin’s page no-cors', async () => {
    const { services, actor } = start((s) => s.fetchPage.mockImplementation(async () => opaque()), OTHER_PAGE)
    expect(services.fetchPage.mock.calls[0]?.[1]?.mode).toBe('no-cors')
    actor.send({ type: 'frame.loaded' })
    await flush()
    expect(actor.getSnapshot().value).toBe('shown')
  })

  it('falls back to the in-app text when the page cannot be reached', async () => {
    const { actor } = start((s) =>
      s.fetchPage.mockImplementation(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    actor.send({ type: 'frame.loaded' })
    await flush()
    expect(actor.getSnapshot().value).toBe('fallback')
    expect(actor.getSnapshot().hasTag('framed')).toBe(false)
  })

  it('falls back when our own page answers 404 (the frame loaded an error page)', async () => {
    const { actor } = start((s) => s.fetchPage.mockImplementation(answering(404)))
    actor.send({ type: 'frame.loaded' })
    await flush()
    expect(actor.getSnapshot().value).toBe('fallback')
  })

  it('aborts the probe when the time runs out', async () => {
    const { services, actor } = start((s) =>
      s.fetchPage.mockImplementation(() => new Promise<Response>(() => {})),
    )
    const probeSignal = services.fetchPage.mock.calls[0]?.[1]?.signal
    expect(probeSignal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(POLICY_LOAD_TIMEOUT_MS)
    expect(actor.getSnapshot().value).toBe('fallback')
    expect(probeSignal?.aborted).toBe(true)
  })
})
