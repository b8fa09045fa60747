// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { POLICY_URL } from '../../src/company.ts'
import { POLICY_PAGE_PATH } from '../../src/sandbox/handlers/site.ts'
import { createSandboxFetch, readArrivals, setScenario, type ScenarioName } from '../../src/sandbox/index.ts'
import { probePage } from '../../src/screens/site/policy.impl.ts'
import { memoryStorage } from './harness.ts'

/**
 * The sandbox's answer to the official site's one request outside the api: the probe of the company
 * policy page (src/sandbox/handlers/site.ts), under the scenarios that can make it unreachable.
 */

const ORIGIN = 'https://h5.bayad.test'
/** What the probe sends for a page of the app's own origin (src/screens/site/policy.impl.ts). */
const PROBE: RequestInit = { mode: 'same-origin', credentials: 'omit', cache: 'no-store' }

function sandbox(scenario?: ScenarioName) {
  const storage = memoryStorage()
  if (scenario !== undefined) setScenario(scenario, storage)
  return { storage, fetch: createSandboxFetch({ storage }) }
}

describe('sandbox: the company policy page', () => {
  it('is answered at the configured policy page’s path', () => {
    expect(POLICY_PAGE_PATH).toBe(new URL(POLICY_URL, ORIGIN).pathname)
  })

  it('answers 200 with an HTML page, by path or by full address', async () => {
    const { fetch } = sandbox()
    for (const url of [POLICY_PAGE_PATH, `${ORIGIN}${POLICY_PAGE_PATH}`]) {
      const response = await fetch(url, PROBE)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(await response.text()).toMatch(/^<!doctype html>/i)
    }
  })

  it('logs the probe’s arrival like every call', async () => {
    const { fetch, storage } = sandbox()
    await fetch(POLICY_PAGE_PATH, PROBE)
    expect(readArrivals(storage).map((arrival) => arrival.path)).toEqual([POLICY_PAGE_PATH])
  })

  it.each(['policyUnavailable', 'offline'] as const)(
    'under %s the fetch rejects as a lost connection does',
    async (scenario) => {
      const { fetch } = sandbox(scenario)
      await expect(fetch(POLICY_PAGE_PATH, PROBE)).rejects.toBeInstanceOf(TypeError)
    },
  )

  it('policyUnavailable can be forced on one request', async () => {
    const { fetch } = sandbox()
    await expect(
      fetch(`${POLICY_PAGE_PATH}?sandboxScenario=policyUnavailable`, PROBE),
    ).rejects.toBeInstanceOf(TypeError)
    expect((await fetch(POLICY_PAGE_PATH, PROBE)).status).toBe(200)
  })

  it('under serverError answers 500', async () => {
    const { fetch } = sandbox('serverError')
    expect((await fetch(POLICY_PAGE_PATH, PROBE)).status).toBe(500)
  })

  it('policyUnavailable leaves the api answering', async () => {
    const { fetch } = sandbox('policyUnavailable')
    const response = await fetch('/api-sandbox/v3/personal-center/contact-kf-info', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'overall=30',
    })
    expect(response.status).toBe(200)
  })
})

describe('sandbox: the probe the site sends (probePage through the sandbox fetch)', () => {
  const page = `${ORIGIN}${POLICY_PAGE_PATH}`
  const signal = () => new AbortController().signal

  it('finds the page by default', async () => {
    await expect(probePage(sandbox().fetch, page, ORIGIN, signal())).resolves.toBeUndefined()
  })

  it.each(['policyUnavailable', 'offline', 'serverError'] as const)(
    'does not find it under %s',
    async (scenario) => {
      await expect(probePage(sandbox(scenario).fetch, page, ORIGIN, signal())).rejects.toThrow()
    },
  )
})
