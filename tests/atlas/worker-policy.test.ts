import { afterEach, describe, expect, it, vi } from 'vitest'

/*
 * The atlas's one Trusted Types policy (src/atlas/worker-policy.ts): under the Content-Security-Policy's
 * `require-trusted-types-for 'script'` it makes the layout worker's URL acceptable to `new Worker`, and only
 * that URL (docs/decisions/023-origins-and-csp.md).
 */

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('workerScriptUrl', () => {
  it('without Trusted Types, passes the URL through', async () => {
    const { workerScriptUrl } = await import('../../src/atlas/worker-policy.ts')
    expect(workerScriptUrl('/assets/elk-worker.js', '/assets/elk-worker.js')).toBe('/assets/elk-worker.js')
  })

  it("creates the policy named in the build's trusted-types directive, vouching for the worker's URL only", async () => {
    const created: string[] = []
    vi.stubGlobal('trustedTypes', {
      createPolicy: (name: string, rules: { createScriptURL(input: string): string }) => {
        created.push(name)
        return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) }
      },
    })
    const { ATLAS_WORKER_POLICY, workerScriptUrl } = await import('../../src/atlas/worker-policy.ts')
    const worker = '/assets/elk-worker.min-abc.js'
    expect(workerScriptUrl(worker, worker)).toEqual({ trusted: worker })
    expect(workerScriptUrl(new URL(worker, document.baseURI).href, worker)).toEqual({
      trusted: new URL(worker, document.baseURI).href,
    })
    expect(() => workerScriptUrl('https://evil.example/x.js', worker)).toThrow(/not the layout worker/)
    expect(() => workerScriptUrl('data:text/javascript,1', worker)).toThrow(/not the layout worker/)
    expect(created).toEqual([ATLAS_WORKER_POLICY])
  })
})
